// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/recordanalyser.h"

#include "core/analysis/analysiscomment.h"
#include "core/analysis/writtenanalysis.h"
#include "core/engine/engineplayer.h"
#include "core/engine/searchline.h"
#include "core/engine/searchrequest.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "core/record/record.h"

namespace kibitz {

namespace {
// How long after its time an engine may take to answer before it is told to stop.
constexpr int graceMs = 3000;
// A pause before the next search. Rapfi 0.43 clears its "thinking" flag only after it has
// written its move, and drops the first word of a command that arrives in between (the rest of
// the line is then read as commands of their own: "ERROR Unknown command: TIME_LEFT"); a game's
// own pace hides this, an analysis that sends the next position at once met it.
constexpr int pauseBetweenSearchesMs = 30;
} // namespace

RecordAnalyser::RecordAnalyser(const Game &game, const EngineSpec &spec, QObject *parent)
    : QObject(parent), m_game(game), m_engine(new EnginePlayer(game, spec, nullptr, this))
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        m_stopping = true;
        m_engine->stopThinking(true);
    });
    connect(m_engine, &Player::readied, this, [this] {
        m_ready = true;
        Q_EMIT readied();
        if (m_running) searchNext();
    });
    connect(m_engine, &Player::infoReceived, this, &RecordAnalyser::onInfo);
    connect(m_engine, &Player::moveChosen, this, &RecordAnalyser::onSearchEnded);
    connect(m_engine, &Player::resigned, this, [this] { onSearchEnded({}); });
    connect(m_engine, &Player::failed, this, [this](EndReason, const QString &detail) {
        m_deadline.stop();
        m_running = false;
        Q_EMIT failed(detail);
    });
    connect(m_engine, &Player::quitCompleted, this, &RecordAnalyser::quitCompleted);
    m_engine->prepare();
}

RecordAnalyser::~RecordAnalyser() = default;

const EngineSpec &RecordAnalyser::spec() const
{
    return m_engine->spec();
}

QString RecordAnalyser::engineName() const
{
    return m_engine->name();
}

EngineLog *RecordAnalyser::log() const
{
    return m_engine->log();
}

RecordAnalyser::Range RecordAnalyser::rangeOf(const Record &record,
                                              const AnalysisSettings &settings)
{
    const int moves = int(record.mainLine().size());
    Range r;
    r.first = qMax(1, settings.firstPly);
    r.last = settings.lastPly > 0 ? qMin(settings.lastPly, moves) : moves;
    return r;
}

bool RecordAnalyser::isAnalysed(const Record &record, const AnalysisSettings &settings) const
{
    const Range r = rangeOf(record, settings);
    const QList<RecordNode *> line = record.mainLine();
    std::unique_ptr<Position> position = m_game.startPosition(record.setup());
    if (!position) return false;
    for (int ply = 1; ply <= r.last; ++ply) {
        RecordNode *node = line[ply - 1];
        if (!position->isLegal(node->move)) return false;
        position->play(node->move);
        if (ply < r.first) continue;
        // A position where the game is over is not searched: any block will do.
        const int depth = position->result().isOver() ? 0 : settings.depth;
        if (!hasMoveAnalysis(*node, engineName(), depth)) return false;
    }
    return true;
}

QString RecordAnalyser::start(Record *record, const AnalysisSettings &settings)
{
    m_record = record;
    m_settings = settings;
    m_range = rangeOf(*record, settings);
    m_positions.clear();
    m_nodes.clear();
    m_evaluations.clear();
    m_summary.clear();
    std::unique_ptr<Position> position = m_game.startPosition(record->setup());
    if (!position) return tr("the record's start position is not valid");
    const QList<RecordNode *> line = record->mainLine();
    for (int ply = 1; ply <= m_range.last; ++ply) {
        if (ply == m_range.first) m_positions.emplace_back(position->clone());
        RecordNode *node = line[ply - 1];
        if (!position->isLegal(node->move))
            return tr("move %1 (%2) is not legal").arg(ply).arg(node->move);
        position->play(node->move);
        if (ply >= m_range.first) {
            m_positions.emplace_back(position->clone());
            m_nodes << node;
        }
    }
    m_running = true;
    if (m_ready) searchNext();
    return {};
}

void RecordAnalyser::cancel()
{
    m_running = false;
    m_deadline.stop();
    if (m_engine->isThinking()) m_engine->stopThinking(false);
}

void RecordAnalyser::quit()
{
    cancel();
    m_engine->quit();
}

RecordAnalyser::Evaluation RecordAnalyser::resultOf(const Position &position) const
{
    const GameResult result = position.result();
    ThinkInfo line;
    if (result.kind == GameResult::Kind::Win)
        line.score = Score::mate(m_game.team(result.winner) == 0 ? Score::unknownMatePlies
                                                                 : -Score::unknownMatePlies);
    else
        line.score = Score::centipawns(0);
    return {{line}, {}};
}

void RecordAnalyser::searchNext()
{
    if (!m_running || !m_ready) return;
    const qsizetype index = m_evaluations.size();
    if (index >= qsizetype(m_positions.size())) {
        m_running = false;
        Q_EMIT finished();
        return;
    }
    const std::shared_ptr<const Position> &position = m_positions[index];
    if (position->result().isOver() || position->legalMoves().isEmpty()) {
        finishPosition(resultOf(*position), false);
        return;
    }
    SearchRequest request;
    request.start = std::shared_ptr<const Position>(m_game.startPosition(m_record->setup()));
    request.moves = m_record->mainLineMoves().mid(0, m_range.first - 1 + index);
    request.current = position;
    request.kind = SearchRequest::Kind::Analysis;
    request.multiPv = qMax(1, m_settings.multiPv);
    if (m_settings.depth > 0) {
        // Until stopped: onInfo stops it at the depth, m_deadline at the time.
        m_deadline.start(m_settings.moveTimeMs > 0 ? m_settings.moveTimeMs
                                                   : AnalysisSettings::depthTimeCapMs);
    } else {
        request.timeControl.moveTimeMs = m_settings.moveTimeMs;
        m_deadline.start(m_settings.moveTimeMs + graceMs);
    }
    m_current = {};
    m_stopping = false;
    m_engine->think(request);
}

void RecordAnalyser::onInfo(const EngineInfo &info)
{
    if (!m_running || !info.hasSearchData()) return;
    const int rank = qMax(1, info.multipv);
    if (rank > qMax(1, m_settings.multiPv)) return;
    while (m_current.lines.size() < rank)
        m_current.lines.append(ThinkInfo());
    mergeSearchLine(&m_current.lines[rank - 1], info);
    // A search to a depth ends when the best line reaches it, or has found the game decided.
    if (m_settings.depth > 0 && rank == 1 && !m_stopping &&
        (info.depth >= m_settings.depth || info.score.isMate())) {
        m_stopping = true;
        m_deadline.stop();
        m_engine->stopThinking(true);
    }
}

void RecordAnalyser::onSearchEnded(const QString &bestMove)
{
    m_deadline.stop();
    if (!m_running) return;
    Evaluation evaluation = std::move(m_current);
    evaluation.bestMove = bestMove;
    if (evaluation.lines.isEmpty()) evaluation.lines.append(ThinkInfo());
    ThinkInfo &best = evaluation.lines.first();
    if (!best.score.isValid() && bestMove.isEmpty()) {
        // Resigned without a word: the side to move is lost.
        const int side = m_positions[m_evaluations.size()]->sideToMove();
        best.score = Score::mate(m_game.team(side) == 0 ? -Score::unknownMatePlies
                                                        : Score::unknownMatePlies);
    }
    if (best.pv.isEmpty() && !bestMove.isEmpty()) best.pv = {bestMove};
    finishPosition(std::move(evaluation), true);
}

void RecordAnalyser::finishPosition(Evaluation evaluation, bool searched)
{
    const QString engine = engineName();
    for (ThinkInfo &line : evaluation.lines) {
        line.origin = ThinkInfo::Origin::Analysis;
        line.engine = engine;
    }
    evaluation.lines.removeIf(
        [](const ThinkInfo &t) { return !t.score.isValid() && t.pv.isEmpty(); });
    m_evaluations.append(std::move(evaluation));
    const int index = int(m_evaluations.size()) - 1;
    if (index > 0) {
        writeMove(index);
        Q_EMIT moveAnalysed(m_nodes[index - 1], index + 1, int(m_positions.size()));
    }
    // Queued even without a pause: a fresh call, so that a record of decided positions does not
    // recurse deeply.
    QTimer::singleShot(searched ? pauseBetweenSearchesMs : 0, this, &RecordAnalyser::searchNext);
}

QString RecordAnalyser::enginesMove(const Evaluation &evaluation)
{
    return evaluation.bestMove.isEmpty() ? evaluation.lines.value(0).pv.value(0)
                                         : evaluation.bestMove;
}

QMap<int, QString> RecordAnalyser::movesOffTheirLine() const
{
    QMap<int, QString> moves;
    // The last position is no move's "before".
    for (qsizetype i = 0; i + 1 < m_evaluations.size(); ++i) {
        const Evaluation &e = m_evaluations[i];
        if (enginesMove(e) != e.lines.value(0).pv.value(0))
            moves.insert(m_range.first - 1 + int(i), enginesMove(e));
    }
    return moves;
}

void RecordAnalyser::writeMove(int index)
{
    RecordNode *node = m_nodes[index - 1];
    const Evaluation &before = m_evaluations[index - 1];
    const Evaluation &after = m_evaluations[index];
    const std::optional<MoveLoss> loss =
        moveLossOf(m_game, *m_positions[index - 1], m_range.first + index - 1, node->move,
                   enginesMove(before), before.lines.value(0), after.lines.value(0));
    if (loss) m_summary.add(*loss);
    setMoveAnalysis(node, after.lines, loss ? loss->mark : MoveMark::None);
}

} // namespace kibitz
