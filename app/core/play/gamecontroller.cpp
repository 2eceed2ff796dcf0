#include "core/play/gamecontroller.h"

#include "core/analysis/analysis.h"
#include "core/engine/engineplayer.h"
#include "core/engine/enginespec.h"
#include "core/game/game.h"
#include "core/game/humanplayer.h"
#include "core/game/position.h"
#include "core/play/session.h"
#include "core/record/recordfile.h"

#include <QFileInfo>

namespace kibitz {

GameController::GameController(QObject *parent) : QObject(parent) {}

GameController::~GameController()
{
    // The analyses and the session go first: their engines' logs are still shown until then.
    endRecordAnalysis();
    qDeleteAll(m_analyses);
    delete m_session;
}

const Record *GameController::record() const
{
    if (m_session) return &m_session->record();
    return m_loaded ? &*m_loaded : nullptr;
}

bool GameController::isGameOn() const
{
    return m_session && !m_session->isOver();
}

void GameController::detachSession()
{
    if (!m_session) return;
    Session *old = m_session;
    m_session = nullptr;
    disconnect(old, nullptr, this, nullptr);
    if (old->isOver()) {
        old->deleteLater();
        return;
    }
    // Engines are sent quit and given their time to go; the session goes with them.
    connect(old, &Session::playersGone, old, &QObject::deleteLater);
    old->abort(tr("a new game was started"));
}

void GameController::abandon(const QString &why)
{
    if (isGameOn()) m_session->abort(why);
}

void GameController::replace(const Game &game, Session *session, std::optional<Record> record,
                             const QString &path)
{
    endRecordAnalysis(); // it writes into the record that goes
    detachSession();
    const bool gameChanged = &game != m_game;
    m_game = &game;
    m_session = session;
    m_loaded = std::move(record);
    m_recordPath = path;
    m_readerNotes.clear();
    m_moves.clear();
    m_choices.clear();
    m_shownPly = 0;
    m_following = m_session != nullptr;
    m_analysedLine.clear();
    rebuildMoves();
    Q_EMIT replaced(gameChanged);
    Q_EMIT movesChanged();
    Q_EMIT shownChanged();
}

void GameController::startSession(std::unique_ptr<Session> owned)
{
    // A new game is a new start: an analysis would compete with the players for the machine.
    stopAnalysis();
    Session *session = owned.release();
    session->setParent(this);
    m_pausedByUser = false;
    connect(session, &Session::started, this, [this] {
        applyPause(); // a dialog may have opened while the engines started
        Q_EMIT playersReady();
        Q_EMIT shownChanged();
    });
    m_hiddenSearches.clear();
    connect(session, &Session::turnStarted, this, [this, session](int side) {
        if (hidesEngineThoughts()) {
            m_hiddenSearches.resize(session->game().playerCount());
            m_hiddenSearches[side] = {std::shared_ptr<const Position>(session->position().clone()),
                                      {}};
        }
        Q_EMIT turnStarted(side);
        Q_EMIT shownChanged();
    });
    connect(session, &Session::moveMade, this, [this](int side) {
        writeAutosave();
        Q_EMIT moveMade(side);
        rebuildMoves();
        Q_EMIT movesChanged();
        Q_EMIT shownChanged();
    });
    connect(session, &Session::movesTakenBack, this, [this] {
        writeAutosave();
        m_following = true;
        rebuildMoves();
        Q_EMIT movesChanged();
        Q_EMIT shownChanged();
    });
    connect(session, &Session::infoReceived, this, [this](int side, const EngineInfo &info) {
        if (!hidesEngineThoughts()) {
            Q_EMIT engineInfoReceived(side, info);
        } else if (side < m_hiddenSearches.size()) {
            QList<EngineInfo> &infos = m_hiddenSearches[side].infos;
            if (infos.size() >= 500) infos.removeFirst(); // bounded against a flooding engine
            infos.append(info);
        }
    });
    connect(session, &Session::gameEnded, this, [this](const GameResult &result) {
        writeAutosave(); // with its result: a later start shows it for review
        Q_EMIT gameEnded(result);
        revealHiddenSearches();
        rebuildMoves(); // nothing is hidden any more
        Q_EMIT movesChanged();
        Q_EMIT shownChanged();
    });
    replace(session->game(), session, std::nullopt, {});
    writeAutosave(); // the game left behind is no longer the one to restore
    session->start();
}

void GameController::writeAutosave()
{
    if (!m_autosave || !m_session) return;
    if (const QString error = m_autosave->write(m_session->game(), m_session->record());
        !error.isEmpty())
        Q_EMIT autosaveFailed(error);
}

void GameController::revealHiddenSearches()
{
    const QList<HiddenSearch> searches = std::exchange(m_hiddenSearches, {});
    for (int side = 0; side < searches.size(); ++side) {
        if (!searches[side].position) continue;
        Q_EMIT hiddenSearchRevealed(side, *searches[side].position);
        for (const EngineInfo &info : searches[side].infos)
            Q_EMIT engineInfoReceived(side, info);
    }
}

void GameController::setPausedByUser(bool on)
{
    m_pausedByUser = on;
    applyPause();
}

void GameController::setHeld(bool on)
{
    m_held = on;
    applyPause();
}

void GameController::applyPause()
{
    if (!isGameOn() || !m_session->isStarted()) return;
    // A dialog keeps only a person from moving: engines among themselves play on.
    bool person = false;
    for (int side = 0; side < m_session->game().playerCount(); ++side)
        person |= m_session->player(side) && m_session->player(side)->isHuman();
    const bool pause = m_pausedByUser || (m_held && person);
    if (pause == m_session->isPaused()) return;
    if (pause)
        m_session->pause();
    else
        m_session->resume();
    Q_EMIT shownChanged();
}

void GameController::showRecord(const Game &game, Record record, const QString &path,
                                const QStringList &readerNotes)
{
    if (&game != m_game) stopAnalysis();
    replace(game, nullptr, std::move(record), path);
    m_readerNotes = readerNotes;
    Q_EMIT shownChanged(); // the status says them
}

QString GameController::saveRecord(const QString &path, QStringList *problems)
{
    const Record *rec = record();
    if (!rec || !m_game) return tr("There is no record to save.");
    const RecordFormat *format = m_game->recordFormatForFile(path);
    if (!format) {
        QStringList extensions;
        for (const RecordFormat *f : m_game->recordFormats())
            extensions << f->extensions();
        return tr("Give the file one of the extensions %1.")
            .arg(extensions.join(QStringLiteral(", ")));
    }
    Record toSave = rec->clone();
    // A person's name is written in the language of the moment, not the one the game began in.
    for (int side = 0; m_session && side < m_game->playerCount(); ++side)
        if (const Player *player = m_session->player(side); player && player->isHuman())
            toSave.setHeader(header::player(side), player->name());
    const QString error = writeRecordFile(*m_game, toSave, path, problems, format);
    if (error.isEmpty()) m_recordPath = path;
    return error;
}

QString GameController::playerName(int side) const
{
    if (m_session) {
        const Player *player = m_session->player(side);
        return player ? player->name() : QString();
    }
    return m_loaded ? m_loaded->headerValue(header::player(side)) : QString();
}

void GameController::rebuildMoves()
{
    m_moves.clear();
    m_line.clear();
    const Record *rec = record();
    if (rec && m_game) {
        std::unique_ptr<Position> position = m_game->startPosition(rec->setup());
        const int shownTo = viewer();
        for (const RecordNode *node : rec->line(m_choices)) {
            if (!position || !position->isLegal(node->move)) break;
            ShownMove shown{position->sideToMove(), position->displayMoveFor(node->move, shownTo),
                            node->timeMs};
            if (const auto &siblings = node->parent->children; siblings.size() > 1) {
                for (const auto &sibling : siblings) {
                    if (sibling.get() == node) shown.choice = int(shown.alternatives.size());
                    shown.alternatives << (position->isLegal(sibling->move)
                                               ? position->displayMoveFor(sibling->move, shownTo)
                                               : sibling->move);
                }
            }
            m_moves.append(shown);
            m_line.append(node);
            position->play(node->move);
        }
    }
    if (m_following || m_shownPly > m_moves.size()) m_shownPly = int(m_moves.size());
    updateAnalysis();
}

void GameController::chooseVariation(int ply, int index)
{
    if (ply <= 0 || ply > m_moves.size() || index < 0 ||
        index >= m_moves[ply - 1].alternatives.size())
        return;
    // The line as it is shown up to the move, then the alternative.
    m_choices.resize(ply - 1);
    for (int i = 0; i < ply - 1; ++i)
        m_choices[i] = m_moves[i].choice;
    m_choices.append(index);
    m_following = false;
    m_shownPly = ply;
    rebuildMoves();
    Q_EMIT movesChanged();
    Q_EMIT shownChanged();
}

void GameController::showPly(int ply)
{
    m_shownPly = qBound(0, ply, int(m_moves.size()));
    m_following = m_shownPly == m_moves.size();
    updateAnalysis();
    Q_EMIT shownChanged();
}

std::unique_ptr<Position> GameController::positionAt(int ply) const
{
    const Record *rec = record();
    if (!rec || !m_game) return nullptr;
    std::unique_ptr<Position> position = m_game->startPosition(rec->setup());
    if (!position) return nullptr;
    for (int i = 0; i < ply && i < m_line.size(); ++i)
        position->play(m_line[i]->move);
    return position;
}

QString GameController::moveBefore(int ply) const
{
    return ply > 0 && ply <= m_line.size() ? m_line[ply - 1]->move : QString();
}

QString GameController::commentAt(int ply) const
{
    return ply > 0 && ply <= m_line.size() ? m_line[ply - 1]->comment : QString();
}

QList<ThinkInfo> GameController::thinksAt(int ply) const
{
    if (ply <= 0 || ply > m_line.size() || hidesEngineThoughts()) return {};
    return m_line[ply - 1]->thinks;
}

bool GameController::acceptsMove() const
{
    // The session asks the person for a move right after turnStarted: go by the game's state.
    if (!isGameOn() || !m_session->isStarted() || m_session->isPaused()) return false;
    const Player *toMove = m_session->player(m_session->sideToMove());
    return toMove && toMove->isHuman() && m_shownPly == m_moves.size();
}

void GameController::enterMove(const QString &move)
{
    if (!acceptsMove()) return;
    if (auto *human = qobject_cast<HumanPlayer *>(m_session->player(m_session->sideToMove())))
        human->submitMove(move);
}

int GameController::viewer() const
{
    if (m_revealAll || !m_session) return -1;
    int viewer = -1;
    for (int side = 0; side < m_session->game().playerCount(); ++side) {
        const Player *player = m_session->player(side);
        if (player && player->isHuman()) {
            if (viewer >= 0) return -1;
            viewer = side;
        }
    }
    return viewer;
}

void GameController::setRevealAll(bool on)
{
    if (m_revealAll == on) return;
    m_revealAll = on;
    rebuildMoves();
    Q_EMIT movesChanged();
    Q_EMIT shownChanged();
}

bool GameController::hidesEngineThoughts() const
{
    return m_game && m_game->hasHiddenInformation() && isGameOn() && viewer() >= 0;
}

QList<bool> GameController::shownEngineSides() const
{
    QList<bool> sides;
    if (!m_session) return sides;
    for (int side = 0; side < m_session->game().playerCount(); ++side) {
        const Player *player = m_session->player(side);
        sides << (player && !player->isHuman() && !hidesEngineThoughts());
    }
    return sides;
}

QList<QPair<EngineLog *, QString>> GameController::engineLogs() const
{
    QList<QPair<EngineLog *, QString>> logs;
    if (!m_session || hidesEngineThoughts()) return logs;
    for (int side = 0; side < m_session->game().playerCount(); ++side)
        if (auto *engine = qobject_cast<EnginePlayer *>(m_session->player(side)))
            logs.append({engine->log(), QStringLiteral("%1 (%2)").arg(
                                            engine->name(), m_session->game().sideName(side))});
    return logs;
}

int GameController::humanSideToResign() const
{
    if (!isGameOn()) return -1;
    const int toMove = m_session->sideToMove();
    if (m_session->player(toMove) && m_session->player(toMove)->isHuman()) return toMove;
    for (int side = 0; side < m_session->game().playerCount(); ++side)
        if (m_session->player(side) && m_session->player(side)->isHuman()) return side;
    return -1;
}

Analysis *GameController::addAnalysis(const EngineSpec &spec, int lines)
{
    if (m_analyses.size() >= maxAnalyses || !m_game || hidesEngineThoughts()) return nullptr;
    auto *analysis = new Analysis(*m_game, spec, this);
    analysis->setMultiPv(lines);
    m_analyses.append(analysis);
    Q_EMIT analysisStarted(analysis);
    analyseShown(analysis);
    return analysis;
}

void GameController::removeAnalysis(Analysis *analysis)
{
    if (!m_analyses.removeOne(analysis)) return;
    Q_EMIT analysisRemoved(analysis);
    delete analysis;
    if (m_analyses.isEmpty()) {
        m_analysedLine.clear();
        Q_EMIT analysisStopped();
    }
}

void GameController::stopAnalysis()
{
    while (!m_analyses.isEmpty())
        removeAnalysis(m_analyses.last());
}

void GameController::setAnalysisLines(Analysis *analysis, int lines)
{
    if (!m_analyses.contains(analysis)) return;
    analysis->setMultiPv(lines);
    analyseShown(analysis); // search again with the new number of lines
}

void GameController::updateAnalysis()
{
    const Record *rec = record();
    if (m_analyses.isEmpty() || !rec || !m_game) return;
    if (hidesEngineThoughts()) {
        stopAnalysis();
        return;
    }
    const QString line = rec->setup() + QLatin1Char('|') + shownMoves().join(QLatin1Char(' '));
    if (line == m_analysedLine) return;
    m_analysedLine = line;
    for (Analysis *analysis : std::as_const(m_analyses))
        analyseShown(analysis);
}

void GameController::analyseShown(Analysis *analysis)
{
    const Record *rec = record();
    if (!rec || !m_game) return;
    std::shared_ptr<const Position> start(m_game->startPosition(rec->setup()));
    if (start) analysis->analyse(start, shownMoves());
}

QStringList GameController::shownMoves() const
{
    QStringList moves;
    for (int i = 0; i < m_shownPly && i < m_line.size(); ++i)
        moves << m_line[i]->move;
    return moves;
}

QString GameController::resultText(const GameResult &result) const
{
    QString text;
    const QString reason = endReasonText(result.reason);
    switch (result.kind) {
    case GameResult::Kind::Ongoing:
        return {};
    case GameResult::Kind::Win:
        text = tr("%1 wins — %2").arg(m_game ? m_game->sideName(result.winner) : QString(), reason);
        break;
    case GameResult::Kind::Draw:
        text = tr("Draw — %1").arg(reason);
        break;
    case GameResult::Kind::NoResult:
        text = tr("No result — %1").arg(reason);
        break;
    }
    if (!result.detail.isEmpty()) text += QStringLiteral(" (%1)").arg(result.detail);
    return text;
}

QString GameController::statusText() const
{
    if (!m_session) {
        if (!m_loaded) return {};
        const QString result = resultText(m_loaded->result());
        QString text = m_recordPath.isEmpty()
                           ? tr("Reviewing the pasted record")
                           : tr("Reviewing %1").arg(QFileInfo(m_recordPath).fileName());
        if (!result.isEmpty()) text += QStringLiteral(": ") + result;
        // What the reader noted, the first note in full ("the file holds 3 records; only the
        // first is read").
        if (!m_readerNotes.isEmpty())
            text += QLatin1Char('\n') + (m_readerNotes.size() == 1
                                             ? m_readerNotes.first()
                                             : tr("%1 (and %2 more notes)")
                                                   .arg(m_readerNotes.first())
                                                   .arg(m_readerNotes.size() - 1));
        return text;
    }
    if (m_session->isOver()) return resultText(m_session->result());
    if (!m_session->isStarted()) return tr("Starting the engines…");
    if (m_session->isPaused()) return tr("Paused");
    const int side = m_session->sideToMove();
    const Player *player = m_session->player(side);
    const QString sideName = m_session->game().sideName(side);
    if (player && player->isHuman()) return tr("%1 to move: your turn").arg(sideName);
    return tr("%1 (%2) is thinking…").arg(player ? player->name() : QString(), sideName);
}

} // namespace kibitz
