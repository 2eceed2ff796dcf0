// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/enginespec.h"
#include "core/game/gameresult.h"
#include "core/game/timecontrol.h"
#include "core/record/record.h"
#include "core/tournament/adjudication.h"
#include "core/tournament/resultsstream.h"
#include "core/tournament/schedule.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>

class QTimer;

namespace kibitz {

class Game;
class GameDispenser;
class GameJournal;
class HarnessLatency;
class RecordFormat;
class Session;
class WorkerEngines;

// Interface agreed between the runner and the worker (issue 24): one of --concurrency slots.
// A worker plays one game at a time with its own engine processes, kept across its games (each
// told of the new game as its protocol says) unless restartEachGame; an engine that crashed,
// hung or was killed is started again for its next game. A worker may live on a thread of its
// own (the runner's, at --concurrency 2 or more): its engines are made on its thread, when a
// game is prepared, and what its signals carry is copied across.
class MatchWorker : public QObject
{
    Q_OBJECT
public:
    struct Settings
    {
        const Game *game = nullptr;
        QList<EngineSpec> engines;       // resolved, by command-line index
        QList<TimeControl> timeControls; // by engine index (per-engine tc= gives time odds)
        int timeMarginMs = 200;
        bool restartEachGame = false; // --restart
        // --sync: each record synced to the disk before its results line goes out, so that a
        // power cut loses no finished game's record. Without it a record is written as
        // fastchess, cutechess-cli and c-gomoku-cli write theirs: to the operating system only,
        // which a killed run does not lose.
        bool syncRecords = false;
        // The worker's journal of the game in progress (docs/formats/journal.md), set by the
        // runner for each worker; empty for none.
        QString journalPath;
        QString logDir; // TLF logs; empty for none
        // How many workers the run has: with more than one, each log's name carries the
        // worker's number ("1-kibitz-gomoku-w2.tlf").
        int workers = 1;
        // Where Kibitz's own delay per move is measured (it must outlive the worker); null for
        // nowhere.
        HarnessLatency *harnessLatency = nullptr;
        // --draw, --resign, --maxmoves: applied to two-sided games.
        std::optional<AdjudicationRules> adjudication;
        // Each finished game is also given, written in this format, with gameFinished
        // (--collection); null for none.
        const RecordFormat *collectionFormat = nullptr;
        // Where the worker takes its games (playNext), each as soon as the last is over; null:
        // each is given by play().
        GameDispenser *dispenser = nullptr;
    };
    // One game to play: who sits where, and where it starts.
    struct Order
    {
        ScheduledGame scheduled;
        QString setup;     // start position, empty for the game's standard one
        QStringList moves; // opening moves played from it before the engines start
        FinishedGame line; // opening index/text prefilled by the runner; the worker fills the rest
        // Where the finished record goes (and its journal meanwhile); empty for none.
        QString recordPath;
    };

    MatchWorker(int number, const Settings &settings, QObject *parent = nullptr);
    ~MatchWorker() override;

    int number() const { return m_number; }
    bool isBusy() const;
    void play(const Order &order);
    // Plays the dispenser's next game (gameTaken), and each next one as the last is over; when it
    // has none to give (all handed out, paused, closed), wentIdle.
    void playNext();
    // Keeps the calling thread, and the engines it starts from then on, to cpus (cpuaffinity.h):
    // called on the worker's own thread, before its first game.
    void keepToCpus(const QList<int> &cpus);
    // The game being played (its schedule's number), 0 for none; and its referee once its
    // engines are ready, null before. For a caller on the worker's thread only.
    int gameNumber() const { return m_order ? m_order->scheduled.game : 0; }
    Session *session() const;
    // Holds the game at its next move (Session::pause: clocks stopped, the search in progress
    // stopped, no new one asked), now and for a game that starts meanwhile; false goes on.
    void setPaused(bool paused);
    // Ends the game in progress without a result (Ctrl-C, SPRT decided): its record is written
    // as unfinished and no gameFinished follows.
    void abandon(const QString &why);
    // Quits every engine; shutDownCompleted follows once all are gone.
    void shutDown();

Q_SIGNALS:
    // The game ended: its results line complete, and its result as its record says it (written
    // by now); the record in Settings::collectionFormat, empty without one.
    void gameFinished(const kibitz::FinishedGame &line, const kibitz::GameResult &result,
                      const QByteArray &collectionText);
    // An engine could not start (or failed its handshake) before its first game: the run stops.
    void engineRefused(int engine, const QString &why);
    // A game was taken from the dispenser; play() follows.
    void gameTaken(const kibitz::ScheduledGame &game);
    // The dispenser had no game to give (playNext).
    void wentIdle();
    // The game's engines are ready and its session made (session()).
    void gameBegan(int game);
    // A move was made: the game's plies, and each side's time left after it (-1 for a side on a
    // fixed time per move).
    void gameMoved(int game, int plies, const QList<qint64> &remainingMs);
    void writeFailed(const QString &error);
    void shutDownCompleted();

private:
    void startGame();
    void onPlayersReady();
    Session *newSession();
    void watchForRefusal(Session *session, int engine, QObject *player);
    void openJournal(const Session &session);
    void onMoveMade(); // gameMoved
    void journalMoves();
    void writeJournal();
    void onGameEnded(const GameResult &result);
    // The record written once, at the game's end (QSaveFile, off the event loop); then its
    // journal removed and gameFinished.
    void writeRecord(const Record &record);
    void onRecordWritten(const QString &error);
    void keepJournal(const QString &writeError);
    // The record written to the operating system, not synced; an error text, empty on success.
    static QString saveUnsynced(const QString &path, const QByteArray &data);
    void writeUnfinished(const Record &record);
    void checkShutDown();
    FinishedGame finishedLine(const Session &session, const GameResult &result) const;
    void reportWriteError(const QString &error);
    void saveLogs();

    int m_number;
    Settings m_settings;
    WorkerEngines *m_engines;
    std::optional<Order> m_order;
    QPointer<Session> m_session;
    Session *m_ended = nullptr; // the game over, while its record is written
    FinishedGame m_line;        // its results line
    std::unique_ptr<GameJournal> m_journal;
    RecordNode *m_lastJournaled = nullptr; // the move the journal ends with
    QTimer *m_journalTimer;                // the moves made since the last write, due
    QElapsedTimer m_sinceJournaled;
    static constexpr qint64 journalIntervalMs = 10;
    QDateTime m_started;
    // An engine that could not start before its first game: the engine and why.
    std::optional<QPair<int, QString>> m_refusal;
    QString m_abandoned; // why the game in progress was abandoned
    bool m_shuttingDown = false;
    bool m_enginesGone = false;
    bool m_paused = false;
};

} // namespace kibitz
