// SPDX-License-Identifier: GPL-3.0-or-later
// HarnessLatency's figures, and that EnginePlayer gives it one sample per move handed from one
// engine to the other: none for a game's first request, none carried from one game to the next.
#include "core/engine/bundledfiles.h"
#include "core/engine/engineplayer.h"
#include "core/engine/enginespec.h"
#include "core/engine/harnesslatency.h"
#include "core/game/game.h"
#include "core/play/session.h"
#include "core/tournament/matchworker.h"
#include "gamecatalog.h"

#include <QEventLoop>
#include <QTest>

using namespace kibitz;

namespace {

EnginePlayer *randomMover(const Game &game)
{
    QString error;
    std::optional<EngineSpec> spec =
        EngineSpec::parse(QStringLiteral("bundled option.Strategy=random"), &error);
    if (spec) error = spec->resolve(game, bundledEngineDirectory());
    if (!spec || !error.isEmpty()) qFatal("%s", qPrintable(error));
    return new EnginePlayer(game, *spec);
}

// Plays one game between two random movers; `measured` says which sides record into latency.
// Returns the number of moves played.
qsizetype playGame(HarnessLatency &latency, QList<bool> measured = {true, true})
{
    const Game &game = *gameById(u"tictactoe");
    Session session(game, nullptr, TimeControl{});
    for (int side = 0; side < 2; ++side) {
        EnginePlayer *player = randomMover(game);
        if (measured[side]) player->setHarnessLatency(&latency);
        session.setPlayer(side, player);
    }
    QEventLoop loop;
    QObject::connect(&session, &Session::gameEnded, &loop, &QEventLoop::quit);
    session.start();
    loop.exec();
    QObject::connect(&session, &Session::playersGone, &loop, &QEventLoop::quit);
    loop.exec();
    return session.moves().size();
}

} // namespace

class TestHarnessLatency : public QObject
{
    Q_OBJECT
private slots:
    void percentilesByNearestRank();
    void noSamplesNoText();
    void samplesPastCapacityAreDropped();
    void mergeTakesSamplesAsRoomAllows();
    void oneSamplePerHandOver();
    void bothPlayersMustMeasure();
    void matchWorkerMeasures();
};

void TestHarnessLatency::percentilesByNearestRank()
{
    HarnessLatency latency(1000);
    // 1..200 µs, recorded out of order.
    for (int i = 200; i >= 1; --i)
        latency.record(qint64(i) * 1000);
    const HarnessLatency::Summary s = latency.summary();
    QCOMPARE(s.count, 200);
    QCOMPARE(s.p50Ns, 100'000);
    QCOMPARE(s.p99Ns, 198'000);
    QCOMPARE(s.maxNs, 200'000);
    QCOMPARE(latency.text(), QStringLiteral("harness latency per move: p50 100.0 µs, p99 198.0 "
                                            "µs, max 200.0 µs over 200 moves"));

    HarnessLatency one(10);
    one.record(1500);
    QCOMPARE(one.summary().p50Ns, 1500);
    QCOMPARE(one.summary().p99Ns, 1500);
    QCOMPARE(one.summary().maxNs, 1500);
}

void TestHarnessLatency::noSamplesNoText()
{
    HarnessLatency latency(10);
    QCOMPARE(latency.summary().count, 0);
    QVERIFY(latency.text().isEmpty());
    QCOMPARE(latency.takeMoveRead(), 0);
    latency.markMoveRead(42);
    QCOMPARE(latency.takeMoveRead(), 42);
    QCOMPARE(latency.takeMoveRead(), 0); // taken once
}

void TestHarnessLatency::samplesPastCapacityAreDropped()
{
    HarnessLatency latency(3);
    for (int i = 1; i <= 5; ++i)
        latency.record(i);
    QCOMPARE(latency.count(), 3);
    QCOMPARE(latency.dropped(), 2);
    QCOMPARE(latency.summary().maxNs, 3);
}

void TestHarnessLatency::mergeTakesSamplesAsRoomAllows()
{
    // The run's recorder takes in each worker thread's: their samples together, the ones past
    // its capacity (and the ones each had dropped) counted as dropped.
    HarnessLatency a(4), b(3), run(5);
    for (int i = 1; i <= 3; ++i)
        a.record(i * 10);
    for (int i = 1; i <= 4; ++i)
        b.record(i * 100); // the fourth is dropped
    run.merge(a);
    QCOMPARE(run.count(), 3);
    run.merge(b);
    QCOMPARE(run.count(), 5);
    QCOMPARE(run.dropped(), 1 + 1); // b's own, and b's third that found no room
    const HarnessLatency::Summary s = run.summary();
    QCOMPARE(s.maxNs, 200);
    QCOMPARE(s.p50Ns, 30); // 10 20 30 100 200
}

void TestHarnessLatency::oneSamplePerHandOver()
{
    // Two games on one recorder, as a match keeps it: every move but the last of each game is
    // followed by the opponent's request; the first request of a game answers no move.
    HarnessLatency latency;
    const qsizetype first = playGame(latency);
    QVERIFY(first >= 5);
    QCOMPARE(latency.count(), first - 1);
    const qsizetype second = playGame(latency);
    QCOMPARE(latency.count(), first - 1 + second - 1);
    const HarnessLatency::Summary s = latency.summary();
    QVERIFY2(s.p50Ns > 0 && s.maxNs < 5'000'000'000, qPrintable(latency.text()));
}

void TestHarnessLatency::bothPlayersMustMeasure()
{
    // The mover marks its read and the next mover times its write: with one of them outside
    // the recorder, no hand-over is timed.
    HarnessLatency latency;
    playGame(latency, {true, false});
    QCOMPARE(latency.count(), 0);
}

void TestHarnessLatency::matchWorkerMeasures()
{
    // A worker's kept engines hand their moves over through the recorder of its settings.
    const Game &game = *gameById(u"tictactoe");
    EngineSpec engine;
    engine.bundled = true;
    engine.options = {{QStringLiteral("Strategy"), QStringLiteral("random")}};
    QCOMPARE(engine.resolve(game, bundledEngineDirectory()), QString());
    HarnessLatency latency;
    MatchWorker::Settings settings;
    settings.game = &game;
    settings.engines = {engine, engine};
    settings.timeControls = {TimeControl{}, TimeControl{}};
    settings.harnessLatency = &latency;
    MatchWorker worker(1, settings);
    int plies = 0;
    QEventLoop loop;
    QObject::connect(&worker, &MatchWorker::gameFinished, &loop,
                     [&](const FinishedGame &line, const GameResult &) {
                         plies = line.plies;
                         worker.shutDown();
                     });
    QObject::connect(&worker, &MatchWorker::shutDownCompleted, &loop, &QEventLoop::quit);
    MatchWorker::Order order;
    order.scheduled.game = 1;
    order.scheduled.seats = {0, 1};
    worker.play(order);
    loop.exec();
    QVERIFY(plies >= 5);
    QCOMPARE(latency.count(), plies - 1);
}

QTEST_GUILESS_MAIN(TestHarnessLatency)
#include "tst_harnesslatency.moc"
