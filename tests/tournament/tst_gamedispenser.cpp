// SPDX-License-Identifier: GPL-3.0-or-later
// The schedule handed out a game at a time (app/core/tournament/gamedispenser.h): in order, with
// each game's opening and record, a pair's drawn start shared; nothing while paused or once
// closed. A worker given the dispenser takes each next game itself as the last is over, with no
// runner; and a runner whose SPRT decides hands out no game after it.
#include "core/game/game.h"
#include "core/game/position.h"
#include "core/record/recordformat.h"
#include "core/tournament/gamedispenser.h"
#include "core/tournament/tournamentrunner.h"
#include "gamecatalog.h"
#include "matchworkerrun.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;
using namespace kibitz::test;

namespace {
QList<ScheduledGame> twoEngineSchedule(int games, bool repeat)
{
    ScheduleOptions options;
    options.gamesPerEncounter = games;
    options.repeat = repeat;
    return makeSchedule(options);
}

QList<int> gameNumbers(const QList<FinishedGame> &lines)
{
    QList<int> numbers;
    for (const FinishedGame &line : lines)
        numbers << line.game;
    return numbers;
}
} // namespace

class TestGameDispenser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void handsOutTheScheduleWithItsOpenings();
    void aPairSharesItsDrawnStart();
    void nothingWhilePausedOrOnceClosed();
    void aWorkerTakesEachNextGameItself();
    void aDecidedSprtHandsOutNoMoreGames();
    void aRunPausedAsAGameEndsGoesOnWhenResumed();
};

void TestGameDispenser::handsOutTheScheduleWithItsOpenings()
{
    const Game &game = *gameById(u"tictactoe");
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("openings.txt"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("4 0\n2 6\n");
    out.close();
    GameDispenser::Config config;
    config.game = &game;
    config.games = twoEngineSchedule(4, true); // two pairs: openings 1 and 2
    config.openings = OpeningBook::read(game, file, {}, {});
    QVERIFY2(config.openings->error().isEmpty(), qPrintable(config.openings->error()));
    config.recordPath = [&dir](int n) {
        return dir.filePath(QStringLiteral("game-%1.tlf").arg(n));
    };
    GameDispenser dispenser(config);
    const QList<QStringList> moves{{QStringLiteral("4"), QStringLiteral("0")},
                                   {QStringLiteral("2"), QStringLiteral("6")}};
    for (int n = 1; n <= 4; ++n) {
        QVERIFY(dispenser.hasMore());
        const std::optional<MatchWorker::Order> order = dispenser.take();
        QVERIFY(order);
        QCOMPARE(order->scheduled.game, n);
        QCOMPARE(order->scheduled.seats, config.games[n - 1].seats);
        const int pair = (n + 1) / 2;
        QCOMPARE(order->line.pair, pair);
        QCOMPARE(order->moves, moves[pair - 1]);
        QCOMPARE(order->line.openingIndex, pair);
        QCOMPARE(order->line.openingText, moves[pair - 1].join(QLatin1Char(' ')));
        QCOMPARE(order->recordPath, dir.filePath(QStringLiteral("game-%1.tlf").arg(n)));
        QCOMPARE(order->line.record, QStringLiteral("game-%1.tlf").arg(n));
    }
    QVERIFY(!dispenser.hasMore());
    QVERIFY(!dispenser.take());
}

void TestGameDispenser::aPairSharesItsDrawnStart()
{
    const Game &game = *gameById(u"goita");
    GameDispenser::Config config;
    config.game = &game;
    config.games = twoEngineSchedule(6, true); // pairs 1, 2 and 3
    config.drawnStart = true;
    // Pair 2's start was drawn by the run being resumed.
    const QString earlier = game.startPosition({})->setupText();
    config.drawnStarts.insert(2, earlier);
    GameDispenser dispenser(config);
    QStringList starts;
    while (const std::optional<MatchWorker::Order> order = dispenser.take()) {
        QCOMPARE(order->setup, order->line.openingText);
        QVERIFY(order->recordPath.isEmpty()); // no record without a folder
        starts << order->setup;
    }
    QCOMPARE(starts.size(), 6);
    QCOMPARE(starts[0], starts[1]);
    QCOMPARE(starts[2], earlier);
    QCOMPARE(starts[3], earlier);
    QCOMPARE(starts[4], starts[5]);
    // Drawn afresh for each new pair (two deals alike are as good as impossible).
    QVERIFY(starts[0] != starts[4]);
    QVERIFY(starts[0] != earlier);
}

void TestGameDispenser::nothingWhilePausedOrOnceClosed()
{
    GameDispenser::Config config;
    config.game = gameById(u"tictactoe");
    config.games = twoEngineSchedule(3, false);
    GameDispenser dispenser(config);
    QCOMPARE(dispenser.take()->scheduled.game, 1);
    dispenser.setPaused(true);
    QVERIFY(!dispenser.take());
    QVERIFY(dispenser.hasMore()); // paused, not done
    dispenser.setPaused(false);
    QCOMPARE(dispenser.take()->scheduled.game, 2);
    dispenser.close();
    QVERIFY(!dispenser.take());
    QVERIFY(!dispenser.hasMore());
}

void TestGameDispenser::aWorkerTakesEachNextGameItself()
{
    const Game &game = *gameById(u"tictactoe");
    QTemporaryDir dir;
    GameDispenser::Config config;
    config.game = &game;
    config.games = twoEngineSchedule(4, false);
    const QString ext = game.recordFormats().value(0)->extensions().value(0);
    config.recordPath = [&dir, ext](int n) {
        return dir.filePath(QStringLiteral("game-%1.%2").arg(n).arg(ext));
    };
    GameDispenser dispenser(config);
    MatchWorker::Settings settings =
        settingsFor(game, {bundled(game), bundled(game)}, QStringLiteral("movetime=5"), dir.path());
    settings.dispenser = &dispenser;
    MatchWorker worker(1, settings);
    QList<int> taken;
    QList<FinishedGame> finished;
    connect(&worker, &MatchWorker::gameTaken, this,
            [&](const ScheduledGame &scheduled) { taken << scheduled.game; });
    connect(&worker, &MatchWorker::gameFinished, this, [&](const FinishedGame &line) {
        finished << line;
        // Paused as game 2 ends, before the worker asks for game 3: it goes idle.
        if (line.game == 2) dispenser.setPaused(true);
    });
    QSignalSpy idle(&worker, &MatchWorker::wentIdle);

    worker.playNext();
    QVERIFY(idle.wait(30000));
    QCOMPARE(taken, (QList<int>{1, 2}));
    QCOMPARE(gameNumbers(finished), (QList<int>{1, 2}));

    dispenser.setPaused(false);
    worker.playNext();
    QVERIFY(idle.wait(30000));
    QCOMPARE(idle.size(), 2);
    QCOMPARE(taken, (QList<int>{1, 2, 3, 4}));
    QCOMPARE(gameNumbers(finished), (QList<int>{1, 2, 3, 4}));
    for (const FinishedGame &line : std::as_const(finished)) {
        QCOMPARE(line.reason, QStringLiteral("rules"));
        QVERIFY2(QFile::exists(dir.filePath(line.record)), qPrintable(line.record));
    }
    QSignalSpy down(&worker, &MatchWorker::shutDownCompleted);
    worker.shutDown();
    QVERIFY(down.wait(10000));
}

void TestGameDispenser::aDecidedSprtHandsOutNoMoreGames()
{
    // The bundled engine against one that plays the first free square: it wins game 1, and one
    // decisive game crosses these bounds. The worker shares the runner's thread (as the
    // window's do), so that it would take game 2 at once, in the same call, if it could.
    const Game &game = *gameById(u"tictactoe");
    QString error;
    TournamentRunner::Config config;
    config.worker =
        settingsFor(game,
                    {bundled(game),
                     fake(QStringLiteral("tlf"), QStringLiteral("name => say = name:'fake'\n"
                                                                "position => say =\n"
                                                                "go => say = bestmove sq:{free}\n"
                                                                "stop =>\n"))},
                    QStringLiteral("movetime=5"), {});
    config.games = twoEngineSchedule(6, false);
    config.threads = false;
    config.sprt = SprtTest::parse({QStringLiteral("elo0=-100"), QStringLiteral("elo1=100"),
                                   QStringLiteral("alpha=0.4"), QStringLiteral("beta=0.4")},
                                  &error);
    QVERIFY2(config.sprt, qPrintable(error));
    TournamentRunner runner(config);
    QSignalSpy started(&runner, &TournamentRunner::gameStarted);
    QSignalSpy decided(&runner, &TournamentRunner::sprtDecided);
    QSignalSpy done(&runner, &TournamentRunner::finished);
    runner.start();
    QVERIFY(done.wait(30000));
    QCOMPARE(decided.size(), 1);
    QCOMPARE(runner.finishedCount(), 1);
    QCOMPARE(started.size(), 1);
}

void TestGameDispenser::aRunPausedAsAGameEndsGoesOnWhenResumed()
{
    // Paused as game 1 ends (the window's Pause), before its worker asks for game 2: the worker
    // waits, idle, and takes game 2 only once the run is resumed.
    const Game &game = *gameById(u"tictactoe");
    TournamentRunner::Config config;
    config.worker =
        settingsFor(game, {bundled(game), bundled(game)}, QStringLiteral("movetime=5"), {});
    config.games = twoEngineSchedule(3, false);
    config.threads = false;
    TournamentRunner runner(config);
    QSignalSpy started(&runner, &TournamentRunner::gameStarted);
    QSignalSpy done(&runner, &TournamentRunner::finished);
    qsizetype startedWhilePaused = -1;
    connect(&runner, &TournamentRunner::gameFinished, this, [&] {
        if (runner.finishedCount() != 1) return;
        runner.setPaused(true);
        QTimer::singleShot(200, &runner, [&] {
            startedWhilePaused = started.size();
            runner.setPaused(false);
        });
    });
    runner.start();
    QVERIFY(done.wait(30000));
    QCOMPARE(startedWhilePaused, 1);
    QCOMPARE(runner.finishedCount(), 3);
    QCOMPARE(started.size(), 3);
}

QTEST_GUILESS_MAIN(TestGameDispenser)
#include "tst_gamedispenser.moc"
