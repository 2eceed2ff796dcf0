#include "core/play/enginematch.h"

#include "core/engine/enginelog.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "core/play/adjudicator.h"
#include "core/play/session.h"
#include "core/record/record.h"
#include "core/record/recordfile.h"
#include "core/record/recordformat.h"
#include "core/record/resulttext.h"

#include <QDir>
#include <QRegularExpression>
#include <QTimer>

namespace kibitz {

QString engineLogFileName(int place, const QString &engineName)
{
    QString safe = engineName;
    safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._+-]+")), QStringLiteral("_"));
    if (safe.isEmpty()) safe = QStringLiteral("engine");
    return QStringLiteral("%1-%2.tlf").arg(place).arg(safe.left(64));
}

EngineMatch::EngineMatch(const Config &config, QObject *parent) : QObject(parent), m_config(config)
{
    for (qsizetype i = 0; i < config.engines.size(); ++i) {
        m_logs << new EngineLog(this);
        m_names << config.engines[i].displayName();
    }
}

EngineMatch::~EngineMatch() = default;

QString EngineMatch::engineName(int index) const
{
    return m_names.value(index);
}

QString EngineMatch::teamName(int team) const
{
    QStringList names;
    for (qsizetype k = team; k < m_names.size(); k += 2)
        names << m_names[k];
    return names.join(QLatin1Char('+'));
}

void EngineMatch::start()
{
    for (const QString &dir : {m_config.outDir, m_config.logDir})
        if (!dir.isEmpty()) QDir().mkpath(dir);
    if (!m_config.outDir.isEmpty())
        m_results = std::make_unique<ResultsWriter>(
            QDir(m_config.outDir).filePath(QStringLiteral("results.jsonl")));
    startGame();
}

Session *EngineMatch::newSession()
{
    const Game &game = *m_config.game;
    if (!m_config.openings)
        return new Session(game, game.startPosition(m_config.setup), m_config.timeControl, this);
    const OpeningBook::Scheduled opening = m_config.openings->at(m_gameIndex / 2);
    auto *session =
        new Session(game, game.startPosition(opening.opening.setup), m_config.timeControl, this);
    // Played as moves rather than folded into the start, so that the record shows the opening
    // from the known start and the engines get the whole game (repetitions count across it).
    Record moves(game.id(), opening.opening.setup);
    RecordNode *node = moves.root();
    for (const QString &move : opening.opening.moves)
        node = moves.addMove(node, move);
    // The book has checked every move legal from the opening's start.
    [[maybe_unused]] const bool legal = session->replay(moves);
    Q_ASSERT(legal);
    return session;
}

void EngineMatch::startGame()
{
    const Game &game = *m_config.game;
    const int sides = game.playerCount();
    Session *session = newSession();
    session->setTimeMarginMs(m_config.timeMarginMs);
    m_gameStarted = QDateTime::currentDateTimeUtc();
    // Game n (0-based) shifts the seats by n, so that two engines alternate sides.
    for (int side = 0; side < sides; ++side) {
        const int engine = (side + m_gameIndex) % sides;
        m_logs[engine]->logNote(
            tr("game %1, playing %2").arg(m_gameIndex + 1).arg(game.sideName(side)));
        auto *player = new EnginePlayer(game, m_config.engines[engine], m_logs[engine]);
        // Connected before the session's own handler, so that it is known when the game ends.
        connect(player, &Player::failed, this,
                [this, session, engine](EndReason, const QString &why) {
                    if (!session->isStarted() && m_refusal.isEmpty())
                        m_refusal = tr("engine %1 (%2) cannot start: %3")
                                        .arg(engine + 1)
                                        .arg(m_names[engine], why);
                });
        session->setPlayer(side, player);
    }
    connect(session, &Session::gameEnded, this, &EngineMatch::onGameEnded);
    // The game in progress is on disk after every move: a match killed midway loses nothing.
    connect(session, &Session::moveMade, this, [this, session] { writeRecord(*session); });
    if (m_config.adjudication) new Adjudicator(*m_config.adjudication, session);
    m_session = session;
    session->start();
}

void EngineMatch::onGameEnded(const GameResult &result)
{
    Session *session = m_session;
    if (!m_refusal.isEmpty()) {
        // No game was played: nothing to score or write.
        endWhenGone(session);
        return;
    }
    const Game &game = *m_config.game;
    const int sides = game.playerCount();
    for (int side = 0; side < sides; ++side) {
        const int engine = (side + m_gameIndex) % sides;
        const QString name = session->player(side)->name();
        if (!name.isEmpty()) m_names[engine] = name;
    }
    countScore(result);
    const QString score = scoreText(game, result);
    QStringList players;
    for (int side = 0; side < sides; ++side)
        players << session->player(side)->name();
    if (sides > 2) {
        // Teams as "seat 0+seat 2 vs seat 1+seat 3"; the score is team 0's.
        QStringList teams{QString(), QString()};
        for (int side = 0; side < sides; ++side)
            teams[game.team(side)] +=
                (teams[game.team(side)].isEmpty() ? QString() : QStringLiteral("+")) +
                players[side];
        players = teams;
    }
    QString line =
        tr("Game %1 (%2): %3 {%4%5}")
            .arg(m_gameIndex + 1)
            .arg(players.join(QStringLiteral(" vs ")), score, endReasonKeyword(result.reason),
                 result.detail.isEmpty() ? QString() : QStringLiteral(": ") + result.detail);

    writeRecord(*session);
    writeResult(*session, result);
    Q_EMIT gameFinished(m_gameIndex + 1, line);
    ++m_gameIndex;
    if (m_gameIndex < m_config.games) {
        // The session has asked its engines to quit; it goes once they have (or were killed).
        connect(session, &Session::playersGone, session, &QObject::deleteLater);
        QTimer::singleShot(0, this, &EngineMatch::startGame);
    } else {
        endWhenGone(session);
    }
}

void EngineMatch::countScore(const GameResult &result)
{
    const Game &game = *m_config.game;
    const int sides = game.playerCount();
    // From the first engine's view.
    const int firstEngineSide = (sides - m_gameIndex % sides) % sides;
    switch (result.kind) {
    case GameResult::Kind::Win:
        if (game.team(result.winner) == game.team(firstEngineSide))
            ++m_score.wins;
        else
            ++m_score.losses;
        break;
    case GameResult::Kind::Draw:
        ++m_score.draws;
        break;
    default:
        ++m_score.noResults;
    }
}

void EngineMatch::writeResult(const Session &session, const GameResult &result)
{
    if (!m_results) return;
    const Game &game = *m_config.game;
    const int sides = game.playerCount();
    FinishedGame line;
    line.game = m_gameIndex + 1;
    if (m_config.openings) {
        const OpeningBook::Scheduled opening = m_config.openings->at(m_gameIndex / 2);
        line.pair = m_gameIndex / 2 + 1;
        line.openingIndex = opening.index + 1;
        line.openingText = opening.opening.text;
    }
    for (int side = 0; side < sides; ++side)
        line.engines << m_names[(side + m_gameIndex) % sides];
    // From side 0's view, the first mover's. Goita's team points are not known here: its games
    // are written as won or lost by the first mover's team.
    line.result = scoreText(game, result);
    line.reason = endReasonKeyword(result.reason);
    line.plies = int(session.moves().size());
    line.record = recordFileName();
    line.started = m_gameStarted;
    line.finished = QDateTime::currentDateTimeUtc();
    if (const QString error = m_results->append(line);
        !error.isEmpty() && !m_writeErrors.contains(error))
        m_writeErrors << error;
}

void EngineMatch::endWhenGone(Session *session)
{
    // The session has asked its engines to quit; it goes once they have (or were killed), and
    // the match ends with it.
    connect(session, &Session::playersGone, session, &QObject::deleteLater);
    connect(session, &QObject::destroyed, this, [this] {
        writeLogs();
        Q_EMIT finished();
    });
}

void EngineMatch::writeRecord(const Session &session)
{
    if (m_config.outDir.isEmpty()) return;
    const Game &game = *m_config.game;
    const RecordFormat *format = game.recordFormats().value(0);
    const QString path = QDir(m_config.outDir).filePath(recordFileName());
    QStringList problems;
    const QString error = writeRecordFile(game, session.record(), path, &problems, format);
    // Written after every move: each problem is reported once.
    QStringList found = problems;
    for (QString &p : found)
        p.prepend(path + QStringLiteral(": "));
    if (!error.isEmpty()) found.prepend(error);
    for (const QString &e : std::as_const(found))
        if (!m_writeErrors.contains(e)) m_writeErrors << e;
}

QString EngineMatch::recordFileName() const
{
    const RecordFormat *format = m_config.game->recordFormats().value(0);
    return QStringLiteral("game-%1.%2")
        .arg(m_gameIndex + 1, 3, 10, QLatin1Char('0'))
        .arg(format->extensions().value(0));
}

void EngineMatch::writeLogs()
{
    if (m_config.logDir.isEmpty()) return;
    for (qsizetype i = 0; i < m_logs.size(); ++i) {
        const QString path =
            QDir(m_config.logDir).filePath(engineLogFileName(int(i) + 1, m_names[i]));
        const QString error = m_logs[i]->save(path);
        if (!error.isEmpty()) m_writeErrors << path + QStringLiteral(": ") + error;
    }
}

} // namespace kibitz
