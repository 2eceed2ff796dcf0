// SPDX-License-Identifier: GPL-3.0-or-later
// The match worker (app/core/tournament/matchworker.h) played directly: engines kept across its
// games and told of each new game as their protocols say (checked in the recorded traffic), or
// restarted each game; crashes and hangs lost and the engine started again; an engine that cannot
// start refused; the journal of the game in progress; goita's team points.
#include "core/engine/enginespec.h"
#include "core/game/game.h"
#include "core/record/recordfile.h"
#include "core/record/recordformat.h"
#include "core/tournament/matchworker.h"
#include "gamecatalog.h"

#include <QDir>
#include <QEventLoop>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;

namespace {
QString binPath(const QString &name)
{
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

EngineSpec bundled(const Game &game, const QString &protocol = {},
                   const QList<QPair<QString, QString>> &options = {})
{
    EngineSpec spec;
    spec.bundled = true;
    spec.protocol = protocol;
    spec.options = options;
    spec.resolve(game, QCoreApplication::applicationDirPath());
    return spec;
}

EngineSpec fake(const QString &protocol, const QString &script)
{
    EngineSpec spec;
    spec.command = binPath(QStringLiteral("kibitz-fake-engine"));
    spec.arguments = {QStringLiteral("--script-text"), script};
    spec.protocol = protocol;
    return spec;
}

MatchWorker::Settings settingsFor(const Game &game, const QList<EngineSpec> &engines,
                                  const QString &tc, const QString &logDir)
{
    MatchWorker::Settings settings;
    settings.game = &game;
    settings.engines = engines;
    for (qsizetype i = 0; i < engines.size(); ++i)
        settings.timeControls << *TimeControl::parse(tc);
    settings.timeMarginMs = 100;
    settings.logDir = logDir;
    return settings;
}

// Game n (1-based) of two engines, sides alternating; records in `dir` when not empty.
MatchWorker::Order orderFor(const Game &game, int n, const QString &dir, const QString &setup = {})
{
    const int seats = game.playerCount();
    const QString ext = game.recordFormats().value(0)->extensions().value(0);
    MatchWorker::Order order;
    order.scheduled.game = n;
    order.scheduled.round = 1;
    for (int seat = 0; seat < seats; ++seat)
        order.scheduled.seats << (seat + n - 1) % 2; // goita: A and B as teams
    order.setup = setup;
    if (!dir.isEmpty())
        order.recordPath = QDir(dir).filePath(QStringLiteral("game-%1.%2").arg(n).arg(ext));
    return order;
}

struct Run
{
    QList<FinishedGame> lines;
    QList<QPair<int, QString>> refusals;
    QStringList writeErrors;
    bool shutDown = false;
};

// Plays the games one after the other, the next handed out from gameFinished, then shuts the
// worker down.
Run playAll(MatchWorker &worker, const QList<MatchWorker::Order> &orders, int timeoutMs = 60000)
{
    Run run;
    QEventLoop loop;
    QObject context;
    QObject::connect(&worker, &MatchWorker::gameFinished, &context,
                     [&](const FinishedGame &line, const Record &) {
                         run.lines << line;
                         if (run.lines.size() < orders.size())
                             worker.play(orders[run.lines.size()]);
                         else
                             loop.quit();
                     });
    QObject::connect(&worker, &MatchWorker::engineRefused, &context,
                     [&](int engine, const QString &why) {
                         run.refusals << qMakePair(engine, why);
                         loop.quit();
                     });
    QObject::connect(&worker, &MatchWorker::writeFailed, &context,
                     [&](const QString &error) { run.writeErrors << error; });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    worker.play(orders.first());
    loop.exec();
    QSignalSpy done(&worker, &MatchWorker::shutDownCompleted);
    worker.shutDown();
    run.shutDown = done.wait(10000);
    return run;
}

QStringList logLines(const QString &dir, const QString &fileName)
{
    QFile file(QDir(dir).filePath(fileName));
    if (!file.open(QIODevice::ReadOnly)) return {};
    QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    // Without the times the log notes between the lines.
    lines.removeIf([](const QString &line) { return line.startsWith(u"# # time:"); });
    return lines;
}

qsizetype countLines(const QStringList &lines, const QString &line)
{
    return std::count(lines.begin(), lines.end(), line);
}

qsizetype countStarting(const QStringList &lines, const QString &word)
{
    return std::count_if(lines.begin(), lines.end(),
                         [&](const QString &l) { return l.startsWith(word); });
}
} // namespace

class TestMatchWorker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ticTacToeGamesKeepOrRestartEngines_data();
    void ticTacToeGamesKeepOrRestartEngines();
    void usiEngineIsReadiedForEachGame();
    void gomokuEngineIsToldOfEachGame_data();
    void gomokuEngineIsToldOfEachGame();
    void goitaGamesAreScoredByPoints();
    void crashedEngineLosesAndIsRestarted();
    void hungEngineLosesAndIsRestarted();
    void engineThatCannotStartIsRefused();
    void journalKeepsTheGameAndAbandonWritesIt();
    void gameAbandonedDuringHandshakeThenNextPlayed();
    void adjudicatedGamesSayWhy();
};

void TestMatchWorker::ticTacToeGamesKeepOrRestartEngines_data()
{
    QTest::addColumn<bool>("restart");
    QTest::addColumn<int>("workers"); // this is the last of them
    QTest::addColumn<QStringList>("logs");
    QTest::newRow("kept") << false << 1
                          << QStringList{QStringLiteral("1-kibitz-tictactoe.tlf"),
                                         QStringLiteral("2-kibitz-tictactoe.tlf")};
    QTest::newRow("restarted, the second of two workers")
        << true << 2
        << QStringList{QStringLiteral("1-kibitz-tictactoe-w2.tlf"),
                       QStringLiteral("2-kibitz-tictactoe-w2.tlf")};
}

void TestMatchWorker::ticTacToeGamesKeepOrRestartEngines()
{
    QFETCH(bool, restart);
    QFETCH(int, workers);
    QFETCH(QStringList, logs);
    const Game &game = *gameById(u"tictactoe");
    QTemporaryDir dir;
    MatchWorker::Settings settings = settingsFor(game, {bundled(game), bundled(game)},
                                                 QStringLiteral("movetime=20"), dir.path());
    settings.restartEachGame = restart;
    settings.workers = workers;
    MatchWorker worker(workers, settings);
    QList<MatchWorker::Order> orders;
    const int games = 4;
    for (int n = 1; n <= games; ++n)
        orders << orderFor(game, n, dir.path());
    const Run run = playAll(worker, orders);
    QVERIFY(run.shutDown);
    QVERIFY2(run.writeErrors.isEmpty(), qPrintable(run.writeErrors.join(u'\n')));
    QCOMPARE(run.lines.size(), games);
    for (int n = 1; n <= games; ++n) {
        const FinishedGame &line = run.lines[n - 1];
        QCOMPARE(line.game, n);
        QCOMPARE(line.engines.size(), 2);
        QVERIFY(!line.result.isEmpty());
        QCOMPARE(line.reason, QStringLiteral("rules"));
        QVERIFY(line.plies >= 5);
        QVERIFY(line.started.isValid() && line.finished >= line.started);
        const QString path = QDir(dir.path()).filePath(line.record);
        QVERIFY2(QFile::exists(path), qPrintable(path));
        QVERIFY(!QFile::exists(path + QStringLiteral(".part")));
        const RecordReadResult read = readRecordFile(game, path);
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QVERIFY(read.record);
        QCOMPARE(read.record->mainLineMoves().size(), line.plies);
    }
    // Each engine's process started once, or once a game.
    const QStringList names = QDir(dir.path()).entryList({QStringLiteral("*.tlf")});
    QCOMPARE(names, logs);
    for (const QString &name : names) {
        const QStringList log = logLines(dir.path(), name);
        QCOMPARE(countStarting(log, QStringLiteral("# # starting ")), restart ? games : 1);
        QCOMPARE(countLines(log, QStringLiteral("# name")), restart ? games : 1);
    }
}

void TestMatchWorker::usiEngineIsReadiedForEachGame()
{
    // Sente mates in one (G*5b), so that each game is short; the engines swap sides each game.
    const Game &game = *gameById(u"shogi");
    const QString mateInOne = QStringLiteral("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    QTemporaryDir dir;
    MatchWorker worker(1, settingsFor(game, {bundled(game), bundled(game)},
                                      QStringLiteral("movetime=100"), dir.path()));
    const int games = 3;
    QList<MatchWorker::Order> orders;
    for (int n = 1; n <= games; ++n)
        orders << orderFor(game, n, dir.path(), mateInOne);
    const Run run = playAll(worker, orders);
    QVERIFY(run.shutDown);
    QCOMPARE(run.lines.size(), games);
    for (const FinishedGame &line : run.lines) {
        QCOMPARE(line.result, QStringLiteral("1-0"));
        QCOMPARE(line.plies, 1);
    }
    for (const QString &name : QDir(dir.path()).entryList({QStringLiteral("*.tlf")})) {
        const QStringList log = logLines(dir.path(), name);
        // One process, one `usi` and one `isready` for its handshake; then, after each game's
        // end, isready → readyok → usinewgame, before anything else (USI spec).
        QCOMPARE(countLines(log, QStringLiteral("# usi")), 1);
        QCOMPARE(countLines(log, QStringLiteral("# isready")), games);
        QCOMPARE(countLines(log, QStringLiteral("= readyok")), games);
        qsizetype ready = log.indexOf(QStringLiteral("# isready"));
        for (int n = 2; n <= games; ++n) {
            ready = log.indexOf(QStringLiteral("# isready"), ready + 1);
            QVERIFY2(log.value(ready - 1).startsWith(QStringLiteral("# gameover ")),
                     qPrintable(log.join(u'\n')));
            QCOMPARE(log.value(ready + 1), QStringLiteral("= readyok"));
            QCOMPARE(log.value(ready + 2), QStringLiteral("# usinewgame"));
        }
        // In the first game, before the handshake's readyok, it comes with the first position:
        // only the engine that moved then (the first one) had one.
        const int firstGame = name.startsWith(u'1') ? 1 : 0;
        QCOMPARE(countLines(log, QStringLiteral("# usinewgame")), games - 1 + firstGame);
    }
}

void TestMatchWorker::gomokuEngineIsToldOfEachGame_data()
{
    QTest::addColumn<QString>("protocol");
    QTest::addColumn<QString>("startLine");   // sent once, by a kept process
    QTest::addColumn<QString>("newGameLine"); // sent before each game after the first
    QTest::newRow("gomocup") << QStringLiteral("gomocup") << QStringLiteral("# START 15")
                             << QStringLiteral("# RESTART");
    QTest::newRow("agi") << QStringLiteral("agi") << QStringLiteral("# AGI") << QString();
}

void TestMatchWorker::gomokuEngineIsToldOfEachGame()
{
    QFETCH(QString, protocol);
    QFETCH(QString, startLine);
    QFETCH(QString, newGameLine);
    const Game &game = *gameById(u"gomoku");
    const QList<QPair<QString, QString>> random{
        {QStringLiteral("strategy"), QStringLiteral("random")}};
    QTemporaryDir dir;
    MatchWorker worker(
        1, settingsFor(game, {bundled(game, protocol, random), bundled(game, protocol, random)},
                       QStringLiteral("movetime=50"), dir.path()));
    const int games = 3;
    QList<MatchWorker::Order> orders;
    for (int n = 1; n <= games; ++n)
        orders << orderFor(game, n, dir.path());
    const Run run = playAll(worker, orders);
    QVERIFY(run.shutDown);
    QCOMPARE(run.lines.size(), games);
    for (const QString &name : QDir(dir.path()).entryList({QStringLiteral("*.tlf")})) {
        const QStringList log = logLines(dir.path(), name);
        QCOMPARE(countStarting(log, QStringLiteral("# # starting ")), 1);
        QCOMPARE(countLines(log, startLine), 1);
        if (!newGameLine.isEmpty()) {
            QCOMPARE(countLines(log, newGameLine), games - 1);
            // Answered before the game's first search.
            const qsizetype restart = log.indexOf(newGameLine);
            QCOMPARE(log.value(restart + 1), QStringLiteral("= OK"));
        }
    }
}

void TestMatchWorker::goitaGamesAreScoredByPoints()
{
    const Game &game = *gameById(u"goita");
    QTemporaryDir dir;
    MatchWorker worker(1, settingsFor(game, {bundled(game), bundled(game)},
                                      QStringLiteral("movetime=10"), dir.path()));
    const QList<MatchWorker::Order> orders{orderFor(game, 1, dir.path()),
                                           orderFor(game, 2, dir.path())};
    const Run run = playAll(worker, orders, 120000);
    QVERIFY(run.shutDown);
    QCOMPARE(run.lines.size(), 2);
    for (const FinishedGame &line : run.lines) {
        QVERIFY(line.result.isEmpty());
        QCOMPARE(line.reason, QStringLiteral("rules"));
        // One team reached the target (150 by default), the other did not.
        QVERIFY2(qMax(line.team1Points, line.team2Points) >= 150 &&
                     qMin(line.team1Points, line.team2Points) >= 0 &&
                     line.team1Points != line.team2Points,
                 qPrintable(QStringLiteral("%1-%2").arg(line.team1Points).arg(line.team2Points)));
        QCOMPARE(line.engines.size(), 4);
        QCOMPARE(line.engines[0], line.engines[2]);
    }
    // A team engine plays two seats: two processes of it, each kept for the second game.
    for (const QString &name : QDir(dir.path()).entryList({QStringLiteral("*.tlf")})) {
        const QStringList log = logLines(dir.path(), name);
        QCOMPARE(countStarting(log, QStringLiteral("# # starting ")), 2);
    }
}

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

void TestMatchWorker::crashedEngineLosesAndIsRestarted()
{
    // Each process crashes at its fifth search: every two or three games.
    checkFaults(faultyScript(QStringLiteral("crash"), 5), QStringLiteral("engine-crash"), 8, 2);
}

void TestMatchWorker::hungEngineLosesAndIsRestarted()
{
    // It hangs at its fourth search: its time runs out, it ignores stop and is killed, and the
    // next game has a new process.
    checkFaults(faultyScript(QStringLiteral("hang"), 4), QStringLiteral("time-forfeit"), 4, 1);
}

void TestMatchWorker::engineThatCannotStartIsRefused()
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

void TestMatchWorker::journalKeepsTheGameAndAbandonWritesIt()
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
    const QString part = order.recordPath + QStringLiteral(".part");
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(part), 10000);
    QTest::qWait(800); // two or three moves
    QFile file(part);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QVERIFY2(lines.size() >= 4, lines.join('\n').constData()); // the game, 2+ moves, the end
    const QByteArray first = lines[0], opening = lines[1], move = lines[2];
    QVERIFY(first.startsWith("{\"game\":\"tictactoe\",\"headers\":{"));
    QVERIFY(first.contains("\"journal\":1"));
    QCOMPARE(opening, QByteArray("{\"move\":\"4\",\"ply\":1}"));
    const bool moveLine = move.startsWith("{\"move\":\"") && move.contains("\"ply\":2") &&
                          move.contains("\"ms\":") && move.contains("\"think\":{\"depth\":1");
    QVERIFY2(moveLine, move.constData());
    QVERIFY(lines.last().isEmpty());           // every line ended
    QVERIFY(!QFile::exists(order.recordPath)); // written once, at the end
    worker.abandon(QStringLiteral("stopped by the test"));
    QVERIFY(QFile::exists(order.recordPath));
    QVERIFY(!QFile::exists(part));
    const RecordReadResult read = readRecordFile(game, order.recordPath);
    QVERIFY2(read.record, qPrintable(read.error));
    QCOMPARE(read.record->headerValue(QStringLiteral("Termination")), QStringLiteral("aborted"));
    QVERIFY(read.record->mainLineMoves().size() >= 2);
    QVERIFY(!worker.isBusy());
    QSignalSpy done(&worker, &MatchWorker::shutDownCompleted);
    worker.shutDown();
    QVERIFY(done.wait(10000));
    QVERIFY(finished.isEmpty());
}

void TestMatchWorker::gameAbandonedDuringHandshakeThenNextPlayed()
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

void TestMatchWorker::adjudicatedGamesSayWhy()
{
    // --maxmoves 4: every game is drawn after four plies, before tic-tac-toe can end it.
    const Game &game = *gameById(u"tictactoe");
    QTemporaryDir dir;
    MatchWorker::Settings settings = settingsFor(game, {bundled(game), bundled(game)},
                                                 QStringLiteral("movetime=20"), dir.path());
    settings.adjudication = AdjudicationRules{};
    settings.adjudication->maxMoves = 4;
    MatchWorker worker(1, settings);
    const Run run = playAll(worker, {orderFor(game, 1, dir.path()), orderFor(game, 2, dir.path())});
    QVERIFY(run.shutDown);
    QCOMPARE(run.lines.size(), 2);
    for (const FinishedGame &line : run.lines) {
        QCOMPARE(line.result, QStringLiteral("1/2-1/2"));
        QCOMPARE(line.reason, QStringLiteral("max-moves"));
        QCOMPARE(line.plies, 4);
        const RecordReadResult read = readRecordFile(game, QDir(dir.path()).filePath(line.record));
        QVERIFY2(read.record, qPrintable(read.error));
        QCOMPARE(read.record->headerValue(QStringLiteral("Termination")),
                 QStringLiteral("max-moves"));
    }
}

QTEST_GUILESS_MAIN(TestMatchWorker)
#include "tst_matchworker.moc"
