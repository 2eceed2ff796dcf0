// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/harnesslatency.h"
#include "core/record/collectionappender.h"
#include "core/tournament/gamedispenser.h"
#include "core/tournament/matchtally.h"
#include "core/tournament/matchworker.h"
#include "core/tournament/openingbook.h"
#include "core/tournament/sprt.h"

#include <QObject>
#include <QSet>

#include <memory>
#include <optional>
#include <vector>

class QThread;

namespace kibitz {

class Game;
class Session;

// A match or tournament as kibitz-cli match runs it (docs/tournament.md): --concurrency workers
// (MatchWorker) each play the next game of the schedule (GameDispenser), every finished game goes
// to results.jsonl and the tally, a report is made every --report games and at the end, and an SPRT
// that decides ends the run. Games in progress when the run stops (Ctrl-C, the SPRT, an engine that
// cannot start) are abandoned: written as unfinished, never counted nor in results.jsonl; nor is a
// game whose end reaches the runner after the stop (it ended on another thread in the same
// instant), so that results.jsonl, the tally and the reports agree with the decision. With two
// workers or more each worker, with its engines, runs on a thread of its own (so that the games
// really run at once, one core each); the schedule, the results, the tally, the SPRT and the
// results stream stay on the runner's thread, told of each game by queued signals.
class TournamentRunner : public QObject
{
    Q_OBJECT
public:
    struct Config
    {
        MatchWorker::Settings worker; // the game, the engines and their time controls
        int seats = 2;                // Game::playerCount()
        QList<ScheduledGame> games;  // to play, in order (the schedule, its shard, less --resume's)
        QList<FinishedGame> earlier; // finished before (--resume): counted, not played
        std::optional<OpeningBook> openings;
        QString setup; // the start without a book
        // The start is drawn at random (goita's deal): draw it once per pair, so that both games
        // of a pair have it, and write it as the opening's text (--resume reads it back).
        bool drawnStart = false;
        QString outDir; // records and results.jsonl; empty for none
        // The results stream's name in outDir: each shard of a run has its own (docs/cluster.md).
        QString resultsName = QStringLiteral("results.jsonl");
        // Every finished game also appended to this collection file, in
        // worker.collectionFormat (--collection); empty for none. A resumed run keeps its
        // first earlier.size() games and cuts what follows.
        QString collectionPath;
        QByteArray parameters; // match.params, written into outDir before the first result
        int concurrency = 1;
        // With two workers or more, each on a thread of its own (kibitz-cli); false: every
        // worker on the runner's thread, so that their games' sessions can be shown (session()).
        bool threads = true;
        // With threads, each worker (its games' engines too) kept to CPUs of its own, the
        // process's CPUs split among them (cpuaffinity.h); false: --no-affinity.
        bool affinity = true;
        int reportEvery = 0; // 0: only at the end
        std::optional<SprtTest> sprt;
    };

    explicit TournamentRunner(const Config &config, QObject *parent = nullptr);
    ~TournamentRunner() override;

    void start();
    // Ends the run early (Ctrl-C): the games in progress are abandoned, then the end report.
    void stop(const QString &why);
    // Holds every game at its next move (MatchWorker::setPaused) and starts no new one; false
    // goes on.
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    // The referee of a game being played, null before its engines are ready, after its end, and
    // always with workers on threads of their own (Config::threads).
    Session *session(int game) const;
    // Where a game's record is written; empty without an output folder.
    QString recordPath(int game) const;
    // Worker number worker's journal of its game in progress; empty without outDir.
    QString journalPath(int worker) const;

    // Everything finished, the earlier run's games too.
    MatchTally tally() const { return tallyResults(m_finished); }
    // The tally in matchreport's layout: each pairing (with the SPRT's line for two engines),
    // then the standings when more than two engines play.
    QString report() const;
    int finishedCount() const { return int(m_finished.size()); }
    // Every finished game's results line, the earlier run's first (the window's game list).
    const QList<FinishedGame> &finishedGames() const { return m_finished; }
    // The finished count of the last report() sent with reported(); 0 before the first.
    int reportedCount() const { return m_reportedCount; }
    const std::optional<SprtState> &sprtDecision() const { return m_decision; }
    // Why the run stopped before its end because an engine could not start; empty otherwise.
    const QString &refusal() const { return m_refusal; }
    const QStringList &writeErrors() const { return m_writeErrors; }
    // Kibitz's own delay per move over every game of every worker (move read → next request
    // written); complete once finished() has been sent.
    const HarnessLatency &harnessLatency() const { return m_latency; }

Q_SIGNALS:
    // A game was handed to a worker: its engines' names by seat, the first mover first. Only
    // when the workers share the runner's thread (Config::threads false).
    void gameStarted(const kibitz::ScheduledGame &game, const QStringList &engines);
    // A game's session was made (session(game)), its engines ready.
    void gameBegan(int game);
    // A move was made in a game being played: its plies and each side's time left (-1: a fixed
    // time per move). Only when the workers share the runner's thread (Config::threads false).
    void gameMoved(int game, int plies, const QList<qint64> &remainingMs);
    // A game ended: "Game N (A vs B): 1-0 {rules: three in a row}".
    void gameFinished(const QString &line);
    // Every --report games: report().
    void reported(const QString &text);
    // The SPRT crossed a bound; the run stops.
    void sprtDecided(const kibitz::SprtState &state);
    // All workers are gone.
    void finished();

private:
    // Calls f on the worker's thread: at once when it is this one, else queued.
    template <typename F> void tell(MatchWorker *worker, F f);
    void onWorkerDown();
    void onWorkerIdle(MatchWorker *worker);
    void onGameFinished(const FinishedGame &line, const GameResult &result,
                        const QByteArray &collectionText);
    QString gameLine(const FinishedGame &line, const GameResult &result) const;
    void writeResult(const FinishedGame &line);
    bool checkSprt();
    void onEngineRefused(int engine, const QString &why);
    void shutDown();
    void noteError(const QString &error);

    Config m_config;
    QList<MatchWorker *> m_workers;
    QList<QThread *> m_threads; // one per worker at --concurrency 2 or more, else none
    // Each worker's own (a recorder serves one thread), merged into m_latency at the end.
    std::vector<std::unique_ptr<HarnessLatency>> m_workerLatencies;
    std::unique_ptr<GameDispenser> m_dispenser;
    QList<FinishedGame> m_finished;
    QList<MatchWorker *> m_held; // idle while paused, told to take their next game on resume
    QSet<MatchWorker *> m_idle;  // idle for good: every game handed out
    std::unique_ptr<ResultsWriter> m_results;
    std::unique_ptr<CollectionAppender> m_collection;
    bool m_parametersWritten = false;
    bool m_stopping = false;
    bool m_paused = false;
    int m_reportedCount = 0;
    int m_workersUp = 0;
    std::optional<SprtState> m_decision;
    QString m_refusal;
    QStringList m_writeErrors;
    HarnessLatency m_latency;
};

} // namespace kibitz
