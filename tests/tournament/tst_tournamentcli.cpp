// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match as a tournament, through the real program and bundled engines: a round robin
// of three, a goita team match, shards put back together by report, an SPRT that stops the run,
// and reports every N games.
#include "core/record/recordfile.h"
#include "core/tournament/resultsstream.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QDir>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {
const QString perfect = QStringLiteral("bundled");
const QString randomMover = QStringLiteral("bundled option.Strategy=random name=random");

QStringList tictactoe(const QStringList &engines)
{
    QStringList args{QStringLiteral("match"), QStringLiteral("--game"),
                     QStringLiteral("tictactoe")};
    for (const QString &e : engines)
        args << QStringLiteral("--engine") << e;
    return args;
}

QString text(const CliRun &run)
{
    return run.out.join(u'\n') + u'\n' + run.err;
}

// The lines of the report blocks ("Results of", "Elo:", "LLR:" …) in a run's output.
QStringList reportLines(const QStringList &out)
{
    static const QRegularExpression block(
        QStringLiteral("^(Results of|Elo:|LOS:|Games:|Ptnml|LLR:|Rank|\\s+\\d+ )"));
    return out.filter(block);
}
} // namespace

class TestTournamentCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundRobinOfThree();
    void gauntletAndRounds();
    void goitaTeamMatch();
    void shardsMakeTheWholeRun();
    void sprtStopsTheRun();
    void sprtDecidesOnPairsAllSplit();
    void reportEveryNGames();
    void anEnginesOwnTimeControl();
};

void TestTournamentCli::roundRobinOfThree()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    const CliRun run = runCli(
        tictactoe({QStringLiteral("bundled name=A"), QStringLiteral("bundled name=B"), randomMover})
        << QStringLiteral("--games") << QStringLiteral("2") << QStringLiteral("--concurrency")
        << QStringLiteral("2") << QStringLiteral("--out") << out);
    QCOMPARE(run.exitCode, 0);
    const ResultsReadout results = readResults({out});
    QVERIFY(results.problems.isEmpty());
    QCOMPARE(results.games.size(), 6);
    // Each pair of engines plays one game pair, sides swapped, from its own opening slot.
    QHash<QString, int> meetings;
    for (const FinishedGame &g : results.games) {
        QStringList names = g.engines;
        names.sort();
        ++meetings[names.join(u'-')];
        const FinishedGame &other =
            *std::find_if(results.games.begin(), results.games.end(), [&](const FinishedGame &o) {
                return o.pair == g.pair && o.game != g.game;
            });
        QCOMPARE(other.engines, (QStringList{g.engines[1], g.engines[0]}));
        QVERIFY(QFile::exists(QDir(out).filePath(g.record)));
    }
    QCOMPARE(meetings, (QHash<QString, int>{{"A-B", 2}, {"A-random", 2}, {"B-random", 2}}));
    // A game line each, a block per pairing, and the standings of the three.
    QCOMPARE(run.out.filter(QRegularExpression(QStringLiteral("^Game \\d+ \\("))).size(), 6);
    QCOMPARE(run.out.filter(QStringLiteral("Results of ")).size(), 3);
    const qsizetype rank = run.out.indexOf(QRegularExpression(QStringLiteral("Rank +Engine.*")));
    QVERIFY2(rank >= 0, qPrintable(text(run)));
    QStringList ranked;
    for (qsizetype i = rank + 1; i < qMin(rank + 4, run.out.size()); ++i)
        ranked << run.out[i].simplified().section(u' ', 1, 1);
    ranked.sort();
    QCOMPARE(ranked, (QStringList{"A", "B", "random"}));
}

void TestTournamentCli::gauntletAndRounds()
{
    QTemporaryDir dir;
    const CliRun run =
        runCli(tictactoe({QStringLiteral("bundled name=A"), QStringLiteral("bundled name=B"),
                          QStringLiteral("bundled name=C")})
               << QStringLiteral("--gauntlet") << QStringLiteral("--rounds") << QStringLiteral("2")
               << QStringLiteral("--games") << QStringLiteral("1") << QStringLiteral("--out")
               << dir.path());
    QCOMPARE(run.exitCode, 0);
    const ResultsReadout results = readResults({dir.path()});
    // --games 1 is one whole pair with --repeat: A-B and A-C, each round.
    QCOMPARE(results.games.size(), 8);
    QStringList seen;
    for (const FinishedGame &g : results.games)
        seen << QStringLiteral("%1:%2").arg(g.round).arg(g.engines.join(u'-'));
    QCOMPARE(seen,
             (QStringList{"1:A-B", "1:B-A", "1:A-C", "1:C-A", "2:A-B", "2:B-A", "2:A-C", "2:C-A"}));
}

void TestTournamentCli::goitaTeamMatch()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    const CliRun run =
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("goita"),
                QStringLiteral("--engine"), perfect, QStringLiteral("--engine"), randomMover,
                QStringLiteral("--games"), QStringLiteral("20"), QStringLiteral("--concurrency"),
                QStringLiteral("2"), QStringLiteral("--movetime"), QStringLiteral("20"),
                QStringLiteral("--margin"), QStringLiteral("2000"), QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 0);
    const ResultsReadout results = readResults({out});
    QCOMPARE(results.games.size(), 20);
    const Game &goita = *gameById(u"goita");
    QHash<int, QString> dealOfPair;
    for (const FinishedGame &g : results.games) {
        // A in seats 1 and 3, B in 2 and 4, then the other way round with the same deal.
        const bool swapped = g.game % 2 == 0;
        const QString a = swapped ? QStringLiteral("random") : QStringLiteral("kibitz-goita");
        const QString b = swapped ? QStringLiteral("kibitz-goita") : QStringLiteral("random");
        QCOMPARE(g.engines, (QStringList{a, b, a, b}));
        QVERIFY2(g.team1Points >= 0 && g.team2Points >= 0, "team points in the results");
        QCOMPARE(g.reason, QStringLiteral("rules"));
        const RecordReadResult r = readRecordFile(goita, QDir(out).filePath(g.record));
        QVERIFY2(r.ok(), qPrintable(r.message()));
        QVERIFY(!g.openingText.isEmpty());
        if (dealOfPair.contains(g.pair)) QCOMPARE(g.openingText, dealOfPair[g.pair]);
        dealOfPair[g.pair] = g.openingText;
    }
    QCOMPARE(dealOfPair.size(), 10);
    // Each team named by its engine, once: in the game lines and the score.
    QCOMPARE(run.out.filter(QStringLiteral("Game ")).filter(QStringLiteral("+")), QStringList());
    QVERIFY2(run.out.last().startsWith(QStringLiteral("Score of kibitz-goita vs random: ")),
             qPrintable(text(run)));
}

void TestTournamentCli::shardsMakeTheWholeRun()
{
    QTemporaryDir dir;
    const QStringList args =
        tictactoe({QStringLiteral("bundled name=A"), QStringLiteral("bundled name=B"),
                   QStringLiteral("bundled name=C")})
        << QStringLiteral("--games") << QStringLiteral("4");
    const QString whole = dir.filePath(QStringLiteral("whole"));
    QCOMPARE(runCli(QStringList(args) << QStringLiteral("--out") << whole).exitCode, 0);
    QStringList shards;
    QSet<int> games;
    int total = 0;
    for (int i = 1; i <= 3; ++i) {
        shards << dir.filePath(QStringLiteral("shard%1").arg(i));
        const CliRun run =
            runCli(QStringList(args) << QStringLiteral("--shard") << QStringLiteral("%1/3").arg(i)
                                     << QStringLiteral("--out") << shards.last());
        QCOMPARE(run.exitCode, 0);
        for (const FinishedGame &g : readResults({shards.last()}).games) {
            QVERIFY2(!games.contains(g.game), "a game in two shards");
            games.insert(g.game);
            ++total;
        }
    }
    QCOMPARE(total, 12);
    QCOMPARE(games.size(), 12);
    // The bundled engines draw every game: the figures of the shards are the whole run's.
    const CliRun wholeReport = runCli({QStringLiteral("report"), whole});
    const CliRun shardReport = runCli(QStringList{QStringLiteral("report")} + shards);
    QCOMPARE(shardReport.exitCode, 0);
    QCOMPARE(shardReport.out, wholeReport.out);
    QVERIFY(shardReport.out.contains(
        QStringLiteral("Games: 4, Wins: 0, Losses: 0, Draws: 4, Points: 2.0 (50.00 %)")));
}

void TestTournamentCli::sprtStopsTheRun()
{
    QTemporaryDir dir;
    const CliRun run = runCli(
        tictactoe({perfect, randomMover})
        << QStringLiteral("--games") << QStringLiteral("400") << QStringLiteral("--concurrency")
        << QStringLiteral("2") << QStringLiteral("--sprt") << QStringLiteral("elo0=0")
        << QStringLiteral("elo1=50") << QStringLiteral("--out") << dir.path());
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.filter(QStringLiteral("SPRT: H1 accepted")).size() == 1,
             qPrintable(text(run)));
    const QStringList llr = run.out.filter(QStringLiteral("LLR: "));
    QCOMPARE(llr.size(), 1);
    QVERIFY(llr.first().endsWith(QStringLiteral(" - H1 accepted")));
    // Far fewer games than scheduled; the games in progress at the end are not counted.
    const ResultsReadout results = readResults({dir.path()});
    QVERIFY2(results.games.size() < 100, qPrintable(QString::number(results.games.size())));
    QCOMPARE(run.out.filter(QRegularExpression(QStringLiteral("^Game \\d+ "))).size(),
             results.games.size());
    // report on the stream says what the run said.
    const CliRun report = runCli({QStringLiteral("report"), dir.path(), QStringLiteral("--sprt"),
                                  QStringLiteral("elo0=0"), QStringLiteral("elo1=50")});
    QCOMPARE(report.out.filter(QStringLiteral("LLR: ")), llr);
}

void TestTournamentCli::sprtDecidesOnPairsAllSplit()
{
    // Perfect play draws every game, so every pair is a split (DD). With elo1 = 300 nElo the
    // LLR was nan (issue 24), crossed no bound, and all 200 games were played.
    QTemporaryDir dir;
    const QStringList sprt{QStringLiteral("--sprt"), QStringLiteral("elo0=0"),
                           QStringLiteral("elo1=300")};
    const CliRun run =
        runCli(tictactoe({perfect, perfect}) << QStringLiteral("--games") << QStringLiteral("200")
                                             << sprt << QStringLiteral("--out") << dir.path());
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.filter(QStringLiteral("SPRT: H0 accepted")).size() == 1,
             qPrintable(text(run)));
    const QStringList llr = run.out.filter(QStringLiteral("LLR: "));
    QCOMPARE(llr.size(), 1);
    // Checked apart from Kibitz with Python 3 and mpmath: for each deviation s (mean 1/2 + t s),
    // the most likely distribution with that mean and variance by the convex dual of the moment
    // constraints, then a search over s: -3.6458 for 4 pairs (LL LD DD WD WW = 0 0 4 0 0).
    QVERIFY(llr.first().startsWith(QStringLiteral("LLR: -3.65 ")));
    QVERIFY(llr.first().endsWith(QStringLiteral(" - H0 accepted")));
    // About -0.9 a pair (-2.74 after three): the fourth pair decides.
    QCOMPARE(readResults({dir.path()}).games.size(), 8);
    const CliRun report = runCli(QStringList{QStringLiteral("report"), dir.path()} << sprt);
    QCOMPARE(report.out.filter(QStringLiteral("LLR: ")), llr);
}

void TestTournamentCli::reportEveryNGames()
{
    const CliRun run =
        runCli(tictactoe({perfect, perfect}) << QStringLiteral("--games") << QStringLiteral("6")
                                             << QStringLiteral("--report") << QStringLiteral("4"));
    QCOMPARE(run.exitCode, 0);
    // After game 4, and at the end (game 6); the score line last.
    const qsizetype first =
        run.out.indexOf(QStringLiteral("Results of kibitz-tictactoe vs kibitz-tictactoe:"));
    QVERIFY2(first >= 0, qPrintable(text(run)));
    QVERIFY(run.out[first - 1].startsWith(QStringLiteral("Game 4 (")));
    QVERIFY(run.out[first + 1].startsWith(QStringLiteral("Elo: 0.00")));
    QVERIFY(run.out.contains(
        QStringLiteral("Games: 4, Wins: 0, Losses: 0, Draws: 4, Points: 2.0 (50.00 %)")));
    QVERIFY(run.out.contains(
        QStringLiteral("Games: 6, Wins: 0, Losses: 0, Draws: 6, Points: 3.0 (50.00 %)")));
    QCOMPARE(run.out.filter(QStringLiteral("Results of ")).size(), 2);
    QCOMPARE(run.out.last(),
             QStringLiteral("Score of kibitz-tictactoe vs kibitz-tictactoe: 0 - 0 - 6"));
    QCOMPARE(reportLines(run.out).size(), 2 * 5);
}

void TestTournamentCli::anEnginesOwnTimeControl()
{
    // Engine 1 has 1 s a move by its own movetime=, engine 2 the match's 20 ms: each is told its
    // own (Gomocup's INFO timeout_turn), whichever side it plays.
    QTemporaryDir dir;
    const QString logs = dir.filePath(QStringLiteral("logs"));
    const CliRun run = runCli(
        {QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("gomoku"),
         QStringLiteral("--engine"),
         QStringLiteral("bundled option.Strategy=random movetime=1000 name=slow"),
         QStringLiteral("--engine"), QStringLiteral("bundled option.Strategy=random name=fast"),
         QStringLiteral("--movetime"), QStringLiteral("20"), QStringLiteral("--games"),
         QStringLiteral("2"), QStringLiteral("--log"), logs});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.filter(QStringLiteral("{rules")).size(), 2);
    QString slow, fast;
    for (const QString &name : QDir(logs).entryList(QDir::Files, QDir::Name)) {
        QFile f(QDir(logs).filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        (name.contains(QStringLiteral("slow")) ? slow : fast) += QString::fromUtf8(f.readAll());
    }
    const QString turn = QStringLiteral("INFO timeout_turn %1\n");
    QVERIFY(slow.contains(turn.arg(1000)));
    QVERIFY(!slow.contains(turn.arg(20)));
    QVERIFY(fast.contains(turn.arg(20)));
    QVERIFY(!fast.contains(turn.arg(1000)));
}

QTEST_GUILESS_MAIN(TestTournamentCli)
#include "tst_tournamentcli.moc"
