// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match with --maxmoves, --draw and --resign, through the real program and the bundled
// engines: the reason in results.jsonl, in the record and in the record's own words.
#include "core/game/game.h"
#include "core/record/record.h"
#include "core/record/recordfile.h"
#include "core/tournament/resultsstream.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QDir>
#include <QFile>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {
QStringList matchArgs(const QString &game, const QString &out, const QStringList &more)
{
    return QStringList{"match", "--game", game, "--out", out} + more;
}

QList<FinishedGame> resultsIn(const QString &out)
{
    const ResultsReadout readout = readResults({QDir(out).filePath("results.jsonl")});
    return readout.games;
}

// The record's text as other programs read it: KIF is written in Shift_JIS.
QString kifText(const QString &out, const FinishedGame &line)
{
    QFile f(QDir(out).filePath(line.record));
    if (!f.open(QIODevice::ReadOnly)) return {};
    QStringDecoder shiftJis("CP932");
    return shiftJis.decode(f.readAll());
}
} // namespace

class TestAdjudicationCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shogiMaxMovesIsAnImpasse();
    void ticTacToeDrawAfterTheMoveNumber_data();
    void ticTacToeDrawAfterTheMoveNumber();
    void perfectAgainstRandomResigns();
    void wrongWords_data();
    void wrongWords();
};

void TestAdjudicationCli::shogiMaxMovesIsAnImpasse()
{
    // No game of shogi ends by its rules in 6 plies: every game reaches the limit.
    QTemporaryDir dir;
    const QString out = dir.filePath("out");
    const CliRun run = runCli(matchArgs("shogi", out,
                                        {"--engine", "bundled", "--engine", "bundled", "--games",
                                         "2", "--movetime", "50", "--maxmoves", "6"}),
                              120000);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.value(0).contains("1/2-1/2 {max-moves: the game reached 6 moves}"),
             qPrintable(run.out.join('\n')));
    const QList<FinishedGame> games = resultsIn(out);
    QCOMPARE(games.size(), 2);
    const Game &shogi = *gameById(u"shogi");
    for (const FinishedGame &g : games) {
        QCOMPARE(g.result, QStringLiteral("1/2-1/2"));
        QCOMPARE(g.reason, QStringLiteral("max-moves"));
        QCOMPARE(g.plies, 6);
        // KIF: 持将棋 after the sixth move, and the reason in its comment.
        const QString text = kifText(out, g);
        QVERIFY2(text.contains(QStringLiteral("   7 持将棋")), qPrintable(text));
        QVERIFY2(text.contains("*move limit reached: the game reached 6 moves"), qPrintable(text));
        const RecordReadResult read = readRecordFile(shogi, QDir(out).filePath(g.record));
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(int(read.record->mainLineMoves().size()), 6);
        QCOMPARE(read.record->result().kind, GameResult::Kind::Draw);
    }
}

void TestAdjudicationCli::ticTacToeDrawAfterTheMoveNumber_data()
{
    // The perfect engines report 0 on every move: the run is long enough from ply 2 (movecount
    // 1), the draw waits for the move number.
    QTest::addColumn<QString>("words");
    QTest::addColumn<int>("plies");
    QTest::newRow("movenumber=4") << "movenumber=4 movecount=1 score=0" << 4;
    QTest::newRow("movenumber=0, movecount=3") << "movecount=3 score=0" << 6;
}

void TestAdjudicationCli::ticTacToeDrawAfterTheMoveNumber()
{
    QFETCH(QString, words);
    QFETCH(int, plies);
    QTemporaryDir dir;
    const QString out = dir.filePath("out");
    const CliRun run = runCli(
        matchArgs("tictactoe", out,
                  {"--engine", "bundled", "--draw", words, "--engine", "bundled", "--games", "2"}),
        60000);
    QCOMPARE(run.exitCode, 0);
    const QList<FinishedGame> games = resultsIn(out);
    QCOMPARE(games.size(), 2);
    const Game &game = *gameById(u"tictactoe");
    for (const FinishedGame &g : games) {
        QCOMPARE(g.result, QStringLiteral("1/2-1/2"));
        QCOMPARE(g.reason, QStringLiteral("adjudicated-draw"));
        QCOMPARE(g.plies, plies);
        const RecordReadResult read = readRecordFile(game, QDir(out).filePath(g.record));
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.record->result().kind, GameResult::Kind::Draw);
        QCOMPARE(read.record->result().reason, EndReason::AdjudicatedDraw);
        QVERIFY(read.record->mainLine().last()->comment.startsWith("draw by adjudication: "));
    }
}

void TestAdjudicationCli::perfectAgainstRandomResigns()
{
    // The random player searches its move to the end only to report its true score: once it
    // has blundered into a lost game it sees itself mated, and resigns on its next turn unless
    // the perfect player wins by the rules at once. The perfect player never loses.
    QTemporaryDir dir;
    const QString out = dir.filePath("out");
    const CliRun run = runCli(matchArgs("tictactoe", out,
                                        {"--engine", "bundled", "name=Perfect", "--engine",
                                         "bundled", "name=Random", "option.Strategy=random",
                                         "--resign", "movecount=1", "score=1", "--games", "30"}),
                              120000);
    QCOMPARE(run.exitCode, 0);
    const QList<FinishedGame> games = resultsIn(out);
    QCOMPARE(games.size(), 30);
    const Game &game = *gameById(u"tictactoe");
    int adjudicated = 0;
    for (const FinishedGame &g : games) {
        const int perfect = g.engines.indexOf("Perfect");
        QVERIFY(perfect >= 0);
        const QString perfectWins = perfect == 0 ? "1-0" : "0-1";
        QVERIFY2(g.result == perfectWins || g.result == "1/2-1/2", qPrintable(g.result));
        if (g.reason == "rules") continue;
        QCOMPARE(g.reason, QStringLiteral("adjudicated-resign"));
        QCOMPARE(g.result, perfectWins);
        ++adjudicated;
        // Ruled on the loser's turn: the winner moved last. The loser's last move saw a mate
        // against it (first player's view: negative for the first player).
        QCOMPARE(g.plies % 2, perfect == 0 ? 1 : 0);
        const RecordReadResult read = readRecordFile(game, QDir(out).filePath(g.record));
        QVERIFY2(read.ok(), qPrintable(read.error));
        const QList<RecordNode *> line = read.record->mainLine();
        QCOMPARE(read.record->result().reason, EndReason::AdjudicatedResign);
        QVERIFY(line.last()->comment.startsWith("resignation by adjudication: "));
        const Score loserSaw = line.at(line.size() - 2)->thinks.value(0).score;
        QVERIFY(loserSaw.isMate());
        QCOMPARE(loserSaw.value > 0, perfect == 0);
    }
    QVERIFY2(adjudicated > 0, "no game of 30 was adjudicated");
}

void TestAdjudicationCli::wrongWords_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    QTest::newRow("draw without score")
        << QStringList{"--game", "tictactoe", "--draw", "movecount=2"}
        << "kibitz-cli match: --draw needs movecount=K and score=S";
    QTest::newRow("resign word") << QStringList{"--game", "tictactoe", "--resign",
                                                "movecount=2 score=3 moves=4"}
                                 << "kibitz-cli match: not a --resign setting: moves=4";
    // twosided is --resign's own word without '=': it is taken with the others.
    QTest::newRow("twosided twice")
        << QStringList{"--game",  "tictactoe", "--resign", "movecount=2",
                       "score=3", "twosided",  "twosided"}
        << "kibitz-cli match: twosided is given twice";
    QTest::newRow("maxmoves 0") << QStringList{"--game", "tictactoe", "--maxmoves", "0"}
                                << "kibitz-cli match: --maxmoves needs a positive number";
    QTest::newRow("goita") << QStringList{"--game", "goita", "--maxmoves", "20"}
                           << "kibitz-cli match: --draw, --resign and --maxmoves are for "
                              "two-player games, not goita";
}

void TestAdjudicationCli::wrongWords()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    QStringList engines;
    const int seats = args.contains("goita") ? 4 : 2;
    for (int i = 0; i < seats; ++i)
        engines << "--engine"
                << "bundled";
    const CliRun run = runCli(QStringList{"match"} + args + engines, 60000);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(error), qPrintable(run.err));
}

QTEST_MAIN(TestAdjudicationCli)
#include "tst_adjudicationcli.moc"
