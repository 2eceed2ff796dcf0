// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/matchworker.h"

#include "core/engine/enginelog.h"
#include "core/engine/engineplayer.h"
#include "core/engine/engineprocess.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "core/play/session.h"
#include "core/record/recordfile.h"
#include "core/record/recordformat.h"
#include "core/record/resulttext.h"
#include "core/tournament/adjudicator.h"
#include "core/tournament/cpuaffinity.h"
#include "core/tournament/gamedispenser.h"
#include "core/tournament/gamejournal.h"
#include "core/tournament/workerengines.h"

#include <QDir>
#include <QFileInfo>
#include <QFuture>
#include <QMetaMethod>
#include <QPromise>
#include <QSaveFile>
#include <QThreadPool>
#include <QTimer>

namespace kibitz {

MatchWorker::MatchWorker(int number, const Settings &settings, QObject *parent)
    : QObject(parent), m_number(number), m_settings(settings),
      m_engines(
          new WorkerEngines(*settings.game, settings.engines, settings.restartEachGame, this)),
      m_journal(std::make_unique<GameJournal>()), m_journalTimer(new QTimer(this))
{
    m_journalTimer->setSingleShot(true);
    connect(m_journalTimer, &QTimer::timeout, this, &MatchWorker::writeJournal);
    m_engines->setHarnessLatency(settings.harnessLatency);
    if (settings.logDir.isEmpty())
        for (int engine = 0; engine < m_engines->engineCount(); ++engine)
            m_engines->log(engine)->setKept(false);
    connect(m_engines, &WorkerEngines::playersReady, this, &MatchWorker::onPlayersReady);
    connect(m_engines, &WorkerEngines::allGone, this, [this] {
        m_enginesGone = true;
        checkShutDown();
    });
}

MatchWorker::~MatchWorker() = default;

bool MatchWorker::isBusy() const
{
    return m_order.has_value();
}

void MatchWorker::play(const Order &order)
{
    Q_ASSERT(!isBusy() && !m_shuttingDown);
    m_order = order;
    m_refusal.reset();
    m_abandoned.clear();
    // From the event loop: the next game is given from gameFinished (or taken after it), while
    // the last game's session is still unwinding.
    QTimer::singleShot(0, this, &MatchWorker::startGame);
}

void MatchWorker::playNext()
{
    Q_ASSERT(m_settings.dispenser);
    std::optional<Order> order = m_settings.dispenser->take();
    if (!order) {
        Q_EMIT wentIdle();
        return;
    }
    Q_EMIT gameTaken(order->scheduled);
    play(*order);
}

void MatchWorker::keepToCpus(const QList<int> &cpus)
{
    if (const QString error = keepThreadTo(cpus); !error.isEmpty())
        qWarning(
            "%s",
            qPrintable(tr("Cannot keep match worker %1 to its CPUs: %2").arg(m_number).arg(error)));
}

Session *MatchWorker::newSession()
{
    const Game &game = *m_settings.game;
    // Each seat plays on its engine's own time control (tc= in its words gives time odds).
    const QList<int> &seats = m_order->scheduled.seats;
    auto *session = new Session(game, game.startPosition(m_order->setup),
                                m_settings.timeControls.value(seats.value(0)), this);
    for (int seat = 1; seat < seats.size(); ++seat)
        session->setTimeControl(seat, m_settings.timeControls.value(seats[seat]));
    session->setTimeMarginMs(m_settings.timeMarginMs);
    // Played as moves rather than folded into the start, so that the record shows the opening
    // from the known start and the engines get the whole game (repetitions count across it).
    Record moves(game.id(), m_order->setup);
    RecordNode *node = moves.root();
    for (const QString &move : std::as_const(m_order->moves))
        node = moves.addMove(node, move);
    // The runner's opening book has checked every move legal from the opening's start.
    [[maybe_unused]] const bool legal = session->replay(moves);
    Q_ASSERT(legal);
    return session;
}

void MatchWorker::startGame()
{
    if (!m_order) return; // abandoned before it started
    m_started = QDateTime::currentDateTimeUtc();
    m_engines->prepare(m_order->scheduled.seats);
}

void MatchWorker::onPlayersReady()
{
    if (!m_order) return; // abandoned meanwhile
    const Game &game = *m_settings.game;
    const QList<int> &seats = m_order->scheduled.seats;
    const QList<EnginePlayer *> players = m_engines->players();
    Session *session = newSession();
    for (int side = 0; side < int(seats.size()); ++side) {
        m_engines->log(seats[side])
            ->logNote(
                tr("game %1, playing %2").arg(m_order->scheduled.game).arg(game.sideName(side)));
        watchForRefusal(session, seats[side], players[side]);
        session->setPlayer(side, players[side], Session::Ownership::Borrowed);
    }
    connect(session, &Session::started, this, [this, session] {
        openJournal(*session);
        if (m_paused) session->pause(); // before its first move is asked
    });
    connect(session, &Session::moveMade, this, &MatchWorker::onMoveMade);
    // Journaled once the next move has been asked, so that the write is not between one
    // engine's move and the other's `go` (a paused game's last move waits for its end).
    connect(session, &Session::moveRequested, this, &MatchWorker::journalMoves);
    connect(session, &Session::gameEnded, this, &MatchWorker::onGameEnded);
    if (m_settings.adjudication && game.playerCount() == 2)
        new Adjudicator(*m_settings.adjudication, session); // goes with the session
    m_session = session;
    Q_EMIT gameBegan(m_order->scheduled.game);
    session->start();
}

Session *MatchWorker::session() const
{
    return m_session;
}

void MatchWorker::setPaused(bool paused)
{
    m_paused = paused;
    if (!m_session || !m_session->isStarted()) return; // paused as it starts
    if (paused)
        m_session->pause();
    else
        m_session->resume();
}

void MatchWorker::watchForRefusal(Session *session, int engine, QObject *player)
{
    // Connected before the session's own handler, so that it is known when the game ends; and
    // with the session as context, so that it goes with the game (the player stays).
    connect(static_cast<Player *>(player), &Player::failed, session,
            [this, session, engine](EndReason, const QString &why) {
                if (!session->isStarted() && !m_engines->hasStarted(engine) && !m_refusal)
                    m_refusal = qMakePair(engine, why);
            });
}

void MatchWorker::openJournal(const Session &session)
{
    const QList<RecordNode *> line = session.record().mainLine();
    m_lastJournaled = line.isEmpty() ? session.record().root() : line.last();
    if (m_order->recordPath.isEmpty() || m_settings.journalPath.isEmpty()) return;
    const QString error =
        m_journal->open(m_settings.journalPath, *m_settings.game, session.record(),
                        QFileInfo(m_order->recordPath).fileName());
    if (!error.isEmpty()) reportWriteError(error);
}

void MatchWorker::onMoveMade()
{
    // Built only for a listener (the window's game list): kibitz-cli's workers have none.
    if (!m_session || !isSignalConnected(QMetaMethod::fromSignal(&MatchWorker::gameMoved))) return;
    QList<qint64> remaining;
    const GameClock &clock = m_session->clock();
    for (int side = 0; side < m_settings.game->playerCount(); ++side)
        remaining << (clock.timeControl(side).isFixedPerMove() ? -1 : clock.remainingMs(side));
    Q_EMIT gameMoved(m_order->scheduled.game, int(m_session->moves().size()), remaining);
}

void MatchWorker::journalMoves()
{
    // Moves coming faster than one a journalIntervalMs go in one write at its end: a fast game's
    // journal costs a write every few moves, and a killed run loses at most that interval's
    // moves from it.
    if (m_journalTimer->isActive()) return;
    const qint64 since =
        m_sinceJournaled.isValid() ? m_sinceJournaled.elapsed() : journalIntervalMs;
    if (since < journalIntervalMs) {
        m_journalTimer->start(int(journalIntervalMs - since));
        return;
    }
    // The next engine's turn goes out first: the journal's write is not between them. (Held
    // otherwise until the engine's output is handled, so that the worker's thread has nothing
    // left to do when the engine wakes.)
    EngineProcess::writeHeld();
    writeJournal();
}

void MatchWorker::writeJournal()
{
    m_journalTimer->stop();
    m_sinceJournaled.start();
    // A match has no variations: each move made is the main child of the last one.
    while (m_lastJournaled && m_lastJournaled->mainChild()) {
        m_lastJournaled = m_lastJournaled->mainChild();
        m_journal->append(*m_lastJournaled);
    }
    if (const QString error = m_journal->flush(); !error.isEmpty()) reportWriteError(error);
}

void MatchWorker::onGameEnded(const GameResult &result)
{
    writeJournal(); // the moves not yet journaled, before the record is written
    Session *session = std::exchange(m_session, nullptr);
    m_lastJournaled = nullptr;
    if (m_refusal) {
        // No game was played: nothing to score or write.
        session->deleteLater();
        m_order.reset();
        Q_EMIT engineRefused(m_refusal->first, m_refusal->second);
        return;
    }
    if (!m_abandoned.isEmpty()) {
        // The run is stopping: written now, as unfinished, and no results line.
        writeUnfinished(session->record());
        session->deleteLater();
        m_order.reset();
        return;
    }
    m_line = finishedLine(*session, result);
    m_ended = session; // kept for its record until gameFinished
    if (m_order->recordPath.isEmpty())
        onRecordWritten({});
    else
        writeRecord(session->record());
}

void MatchWorker::writeUnfinished(const Record &record)
{
    if (m_order->recordPath.isEmpty()) return;
    const QString error =
        writeRecordFile(*m_settings.game, record, m_order->recordPath, nullptr, nullptr);
    if (!error.isEmpty()) {
        keepJournal(error);
        return;
    }
    m_journal->finish();
}

void MatchWorker::writeRecord(const Record &record)
{
    const QString path = m_order->recordPath;
    const RecordFormat *format = m_settings.game->recordFormatForFile(path);
    if (!format) {
        onRecordWritten(tr("%1: unknown record file type").arg(QFileInfo(path).fileName()));
        return;
    }
    RecordWriteResult written = format->write(record);
    for (const QString &problem : std::as_const(written.problems))
        reportWriteError(path + QStringLiteral(": ") + problem);
    if (!m_settings.syncRecords) {
        onRecordWritten(saveUnsynced(path, written.data));
        return;
    }
    // Off the event loop: a synced write must not hold up another worker's game (its engines'
    // answers may be read on this thread). The results line follows only once the record is
    // safe; the answer comes back on this worker's thread, and not at all once it is gone.
    auto promise = std::make_shared<QPromise<QString>>();
    promise->start();
    promise->future().then(this, [this](const QString &error) { onRecordWritten(error); });
    QThreadPool::globalInstance()->start([promise, path, data = std::move(written.data)] {
        QString error;
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
            error = tr("Cannot write %1: %2").arg(path, file.errorString());
        promise->addResult(error);
        promise->finish();
    });
}

QString MatchWorker::saveUnsynced(const QString &path, const QByteArray &data)
{
    // Straight to its name: a run killed mid-write has no results line for the game, so --resume
    // plays it again and writes it whole.
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(data) == data.size() &&
        file.flush())
        return {};
    const QString error = tr("Cannot write %1: %2").arg(path, file.errorString());
    file.remove(); // a part of a record is no record; the journal keeps the game
    return error;
}

void MatchWorker::keepJournal(const QString &writeError)
{
    reportWriteError(writeError);
    // The journal is then the only copy of the game: kept beside where its record should be.
    if (const QString error = m_journal->keepAs(m_order->recordPath + QStringLiteral(".part"));
        !error.isEmpty())
        reportWriteError(error);
}

void MatchWorker::onRecordWritten(const QString &error)
{
    if (error.isEmpty())
        m_journal->finish();
    else
        keepJournal(error);
    Session *session = std::exchange(m_ended, nullptr);
    session->deleteLater();
    m_order.reset();
    // The next game may be given from here.
    QByteArray collectionText;
    // What the collection's format cannot hold (a SFEN list's comments) is in the record
    // written above: not reported again for every game.
    if (const RecordFormat *format = m_settings.collectionFormat)
        collectionText = format->write(session->record()).data;
    Q_EMIT gameFinished(m_line, session->record().result(), collectionText);
    checkShutDown();
    // Straight on to the next game, on this thread: the runner is told of this one meanwhile. (A
    // runner that stops closes the dispenser first: none is taken past the stop.)
    if (m_settings.dispenser) playNext();
}

FinishedGame MatchWorker::finishedLine(const Session &session, const GameResult &result) const
{
    const Game &game = *m_settings.game;
    const ScheduledGame &scheduled = m_order->scheduled;
    FinishedGame line = m_order->line;
    line.game = scheduled.game;
    line.pair = scheduled.pair;
    line.round = scheduled.round;
    line.engines.clear();
    for (int engine : scheduled.seats)
        line.engines << m_engines->name(engine);
    const std::optional<std::array<int, 2>> points =
        result.reason == EndReason::Rules ? game.teamPoints(session.position()) : std::nullopt;
    if (points) {
        // Scored by the teams' points; a game lost otherwise (a crash, a forfeit) by its result.
        line.result.clear();
        line.team1Points = (*points)[game.team(0)];
        line.team2Points = (*points)[1 - game.team(0)];
    } else {
        line.result = scoreText(game, result);
    }
    line.reason = endReasonKeyword(result.reason);
    line.plies = int(session.moves().size());
    line.record =
        m_order->recordPath.isEmpty() ? QString() : QFileInfo(m_order->recordPath).fileName();
    line.started = m_started;
    line.finished = QDateTime::currentDateTimeUtc();
    return line;
}

void MatchWorker::abandon(const QString &why)
{
    // A game over whose record is being written is reported as finished.
    if (!m_order || m_ended) return;
    m_abandoned = why;
    if (m_session)
        m_session->abort(why);
    else
        m_order.reset(); // not started yet
}

void MatchWorker::shutDown()
{
    if (m_shuttingDown) return;
    m_shuttingDown = true;
    abandon(tr("the match was stopped"));
    m_engines->shutDown();
}

void MatchWorker::checkShutDown()
{
    // Once the engines are gone and the last record is written.
    if (!m_enginesGone || m_ended) return;
    m_enginesGone = false;
    m_journal->remove();
    saveLogs();
    Q_EMIT shutDownCompleted();
}

void MatchWorker::saveLogs()
{
    if (m_settings.logDir.isEmpty()) return;
    QDir().mkpath(m_settings.logDir);
    for (int engine = 0; engine < m_engines->engineCount(); ++engine) {
        QString name = engineLogFileName(engine + 1, m_engines->name(engine));
        if (m_settings.workers > 1)
            name.insert(name.size() - int(qstrlen(".tlf")), QStringLiteral("-w%1").arg(m_number));
        const QString path = QDir(m_settings.logDir).filePath(name);
        if (const QString error = m_engines->log(engine)->save(path); !error.isEmpty())
            reportWriteError(path + QStringLiteral(": ") + error);
    }
}

void MatchWorker::reportWriteError(const QString &error)
{
    Q_EMIT writeFailed(error);
}

} // namespace kibitz
