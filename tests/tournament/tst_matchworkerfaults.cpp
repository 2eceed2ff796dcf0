// SPDX-License-Identifier: GPL-3.0-or-later
// The match worker's faults, played directly: crashes and hangs lost and the engine started
// again; an engine that cannot start refused; the journal of the game in progress, and games
// abandoned (as a stopped run abandons them).
#include "core/game/game.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "matchworkerrun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {
// A tic-tac-toe engine (TLF) that says on stderr when its process starts, plays the first free
// square, and does `fault` at its `at`-th search.
QString faultyScript(const QString &fault, int at)
{
    return QStringLiteral("start => err fake-started\n"
                          "name => say = name:'faulty' author:'tests'\n"
                          "position => say =\n"
                          "go#%1 => %2\n"
                          "go => say = info depth:1 score:0 pv:'{free}'; say = bestmove sq:{free}\n"
                          "stop =>\n")
        .arg(at)
        .arg(fault);
}

// Plays `games` games of the faulty engine (engine 0) against the bundled one and checks that
// every fault lost one game with `reason`, and that the engine was started again after each.
void checkFaults(const QString &script, const QString &reason, int games, int minFaults)
{
    const Game &game = *gameById(u"tictactoe");
    QTemporaryDir dir;
    MatchWorker worker(1, settingsFor(game, {fake(QStringLiteral("tlf"), script), bundled(game)},
                                      QStringLiteral("movetime=200"), dir.path()));
    QList<MatchWorker::Order> orders;
    for (int n = 1; n <= games; ++n)
        orders << orderFor(game, n, dir.path());
    const Run run = playAll(worker, orders, 120000);
    QVERIFY(run.shutDown);
    QVERIFY(run.refusals.isEmpty());
    QCOMPARE(run.lines.size(), games);
    int faults = 0;
    bool lastFaulted = false;
    for (const FinishedGame &line : run.lines) {
        // The faulty engine is the first mover in odd games.
        const bool faultyFirst = line.game % 2 == 1;
        lastFaulted = line.reason == reason;
        if (!lastFaulted) continue;
        ++faults;
        QCOMPARE(line.result, faultyFirst ? QStringLiteral("0-1") : QStringLiteral("1-0"));
        const QString record = QDir(dir.path()).filePath(line.record);
        const RecordReadResult read = readRecordFile(game, record);
        QVERIFY2(read.record, qPrintable(read.error));
        QCOMPARE(read.record->headerValue(QStringLiteral("Termination")), reason);
    }
    QVERIFY2(faults >= minFaults, qPrintable(QString::number(faults)));
    const QStringList log = logLines(dir.path(), QStringLiteral("1-faulty.tlf"));
    QVERIFY2(!log.isEmpty(), qPrintable(QDir(dir.path()).entryList().join(u' ')));
    // Started once, and again after each fault but one in the last game.
    QCOMPARE(countLines(log, QStringLiteral("# # fake-started")), faults + (lastFaulted ? 0 : 1));
}
} // namespace

class TestMatchWorkerFaults : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void crashedEngineLosesAndIsRestarted();
    void hungEngineLosesAndIsRestarted();
    void engineThatCannotStartIsRefused();
    void journalKeepsTheGameAndAbandonWritesIt();
    void gameAbandonedDuringHandshakeThenNextPlayed();
};

void TestMatchWorkerFaults::crashedEngineLosesAndIsRestarted()
{
    // Each process crashes at its fifth search: every two or three games.
    checkFaults(faultyScript(QStringLiteral("crash"), 5), QStringLiteral("engine-crash"), 8, 2);
}

void TestMatchWorkerFaults::hungEngineLosesAndIsRestarted()
{
    // It hangs at its fourth search: its time runs out, it ignores stop and is killed, and the
    // next game has a new process.
    checkFaults(faultyScript(QStringLiteral("hang"), 4), QStringLiteral("time-forfeit"), 4, 1);
}

void TestMatchWorkerFaults::engineThatCannotStartIsRefused()
{
    const Game &game = *gameById(u"tictactoe");
    QTemporaryDir dir;
    EngineSpec missing;
    missing.command = QDir(dir.path()).filePath(QStringLiteral("no-such-engine"));
    missing.protocol = QStringLiteral("tlf");
    MatchWorker worker(
        1, settingsFor(game, {bundled(game), missing}, QStringLiteral("movetime=20"), dir.path()));
    const Run run = playAll(worker, {orderFor(game, 1, dir.path())});
    QVERIFY(run.shutDown);
    QVERIFY(run.lines.isEmpty());
    QCOMPARE(run.refusals.size(), 1);
    QCOMPARE(run.refusals[0].first, 1);
    QVERIFY2(run.refusals[0].second.contains(QStringLiteral("no-such-engine")),
             qPrintable(run.refusals[0].second));
    QVERIFY(QDir(dir.path()).entryList({QStringLiteral("game-*")}).isEmpty());
}

void TestMatchWorkerFaults::journalKeepsTheGameAndAbandonWritesIt()
{
    // Slow moves, so that the game is in progress when the journal is read.
    const Game &game = *gameById(u"tictactoe");
    QTemporaryDir dir;
    const EngineSpec slow =
        fake(QStringLiteral("tlf"),
             QStringLiteral("name => say = name:'slow' author:'tests'\n"
                            "position => say =\n"
                            "go => sleep 250; say = info depth:1 score:0 pv:'{free}'; "
                            "say = bestmove sq:{free}\n"
                            "stop =>\n"));
    MatchWorker worker(
        1, settingsFor(game, {slow, slow}, QStringLiteral("movetime=1000"), dir.path()));
    QSignalSpy finished(&worker, &MatchWorker::gameFinished);
    MatchWorker::Order order = orderFor(game, 1, dir.path());
    order.moves = {QStringLiteral("4")}; // an opening move: in the journal, without a time
    worker.play(order);
    const QString part = QDir(dir.path()).filePath(QStringLiteral("in-progress-w1.jsonl"));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(part), 10000);
    QTest::qWait(800); // two or three moves
    QFile file(part);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QVERIFY2(lines.size() >= 4, lines.join('\n').constData()); // the game, 2+ moves, the end
    const QByteArray first = lines[0], opening = lines[1], move = lines[2];
    QVERIFY(first.startsWith("{\"game\":\"tictactoe\",\"headers\":{"));
    const QByteArray recordName = QFileInfo(order.recordPath).fileName().toUtf8();
    QVERIFY2(first.contains("\"record\":\"" + recordName + '"'), first.constData());
    QVERIFY(first.contains("\"journal\":1"));
    QCOMPARE(opening, QByteArray("{\"move\":\"4\",\"ply\":1}"));
    const bool moveLine = move.startsWith("{\"move\":\"") && move.contains("\"ply\":2") &&
                          move.contains("\"ms\":") && move.contains("\"think\":{\"depth\":1");
    QVERIFY2(moveLine, move.constData());
    QVERIFY(lines.last().isEmpty());           // every line ended
    QVERIFY(!QFile::exists(order.recordPath)); // written once, at the end
    worker.abandon(QStringLiteral("stopped by the test"));
    QVERIFY(QFile::exists(order.recordPath));
    QCOMPARE(QFileInfo(part).size(), 0); // emptied, kept for the worker's next game
    const RecordReadResult read = readRecordFile(game, order.recordPath);
    QVERIFY2(read.record, qPrintable(read.error));
    QCOMPARE(read.record->headerValue(QStringLiteral("Termination")), QStringLiteral("aborted"));
    QVERIFY(read.record->mainLineMoves().size() >= 2);
    QVERIFY(!worker.isBusy());
    QSignalSpy done(&worker, &MatchWorker::shutDownCompleted);
    worker.shutDown();
    QVERIFY(done.wait(10000));
    QVERIFY(!QFile::exists(part)); // the worker's last game is over
    QVERIFY(finished.isEmpty());
}

void TestMatchWorkerFaults::gameAbandonedDuringHandshakeThenNextPlayed()
{
    // Slow to answer the handshake: the first game is abandoned before it starts; the engines,
    // still starting, are kept for the second.
    const Game &game = *gameById(u"tictactoe");
    QTemporaryDir dir;
    const EngineSpec slow = fake(
        QStringLiteral("tlf"),
        QStringLiteral("start => err fake-started\n"
                       "name => sleep 300; say = name:'slow' author:'tests'\n"
                       "position => say =\n"
                       "go => say = info depth:1 score:0 pv:'{free}'; say = bestmove sq:{free}\n"
                       "stop =>\n"));
    MatchWorker::Settings settings =
        settingsFor(game, {slow, bundled(game)}, QStringLiteral("movetime=100"), dir.path());
    MatchWorker worker(1, settings);
    const MatchWorker::Order first = orderFor(game, 1, dir.path());
    worker.play(first);
    QTest::qWait(100);
    QVERIFY(worker.isBusy());
    worker.abandon(QStringLiteral("stopped by the test"));
    QVERIFY(!worker.isBusy());
    const RecordReadResult read = readRecordFile(game, first.recordPath);
    QVERIFY2(read.record, qPrintable(read.error));
    QCOMPARE(read.record->headerValue(QStringLiteral("Termination")), QStringLiteral("aborted"));
    QVERIFY(read.record->mainLineMoves().isEmpty());
    const Run run = playAll(worker, {orderFor(game, 2, dir.path())});
    QVERIFY(run.shutDown);
    QCOMPARE(run.lines.size(), 1);
    QCOMPARE(run.lines[0].game, 2);
    QCOMPARE(run.lines[0].reason, QStringLiteral("rules"));
    const QStringList log = logLines(dir.path(), QStringLiteral("1-slow.tlf"));
    QCOMPARE(countLines(log, QStringLiteral("# # fake-started")), 1);
}

QTEST_GUILESS_MAIN(TestMatchWorkerFaults)
#include "tst_matchworkerfaults.moc"
