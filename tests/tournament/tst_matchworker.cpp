// SPDX-License-Identifier: GPL-3.0-or-later
// The match worker (app/core/tournament/matchworker.h) played directly: engines kept across its
// games and told of each new game as their protocols say (checked in the recorded traffic), or
// restarted each game; goita's team points; adjudicated games. Its faults: tst_matchworkerfaults.
#include "core/engine/enginelog.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "core/play/session.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "matchworkerrun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

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
    void adjudicatedGamesSayWhy();
    void trafficIsLoggedOnlyWithALogFolder();
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

// Without a log folder (kibitz-cli match without --log) nobody reads the traffic: the engines'
// logs keep nothing, where they used to pile up every line of the run. With one they keep it all.
void TestMatchWorker::trafficIsLoggedOnlyWithALogFolder()
{
    const Game &game = *gameById(u"tictactoe");
    for (const bool withLogs : {false, true}) {
        QTemporaryDir dir;
        MatchWorker::Settings settings =
            settingsFor(game, {bundled(game), bundled(game)}, QStringLiteral("movetime=20"),
                        withLogs ? dir.filePath(QStringLiteral("logs")) : QString());
        MatchWorker worker(1, settings);
        QList<qsizetype> logged; // each engine's log lines, when its game has ended
        connect(&worker, &MatchWorker::gameBegan, this, [&worker, &logged] {
            Session *session = worker.session();
            connect(session, &Session::gameEnded, session, [session, &logged] {
                for (int side = 0; side < 2; ++side)
                    logged << static_cast<EnginePlayer *>(session->player(side))
                                  ->log()
                                  ->lines()
                                  .size();
            });
        });
        const Run run = playAll(worker, {orderFor(game, 1, dir.path())});
        QVERIFY(run.shutDown);
        QCOMPARE(logged.size(), 2);
        for (const qsizetype lines : std::as_const(logged))
            QVERIFY2(withLogs ? lines > 5 : lines == 0, qPrintable(QString::number(lines)));
    }
}

QTEST_GUILESS_MAIN(TestMatchWorker)
#include "tst_matchworker.moc"
