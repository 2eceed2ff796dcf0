// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match --game goita through the real program and the bundled engine: a round robin
// of three teams with its standings, and deals made reproducible by --seed without an opening
// file (the same on every run, shard and resume; another seed, other deals).
#include "core/tournament/resultsstream.h"
#include "testprograms.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {
const QString randomMover = QStringLiteral("bundled option.Strategy=random name=random");

// A goita match of the bundled engine and its random variant, two teams, short games.
QStringList goita(const QStringList &engines, const QStringList &more)
{
    QStringList args{QStringLiteral("match"), QStringLiteral("--game"),
                     QStringLiteral("goita"), QStringLiteral("--movetime"),
                     QStringLiteral("20"),    QStringLiteral("--margin"),
                     QStringLiteral("2000")};
    for (const QString &e : engines)
        args << QStringLiteral("--engine") << e;
    return args + more;
}

QStringList twoTeams(const QStringList &more)
{
    return goita({QStringLiteral("bundled"), randomMover},
                 QStringList{QStringLiteral("--target"), QStringLiteral("10")} + more);
}

QString text(const CliRun &run)
{
    return run.out.join(u'\n') + u'\n' + run.err;
}

// The deal of each game of a results stream, by game number.
QMap<int, QString> dealsOf(const QString &out)
{
    QMap<int, QString> deals;
    for (const FinishedGame &g : readResults({out}).games)
        deals[g.game] = g.openingText;
    return deals;
}

// A team's games and points from its own view, counted from results.jsonl by hand.
struct TeamScore
{
    int games = 0;
    double points = 0;
    bool operator==(const TeamScore &) const = default;
};
} // namespace

class TestGoitaMatch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundRobinOfThreeTeams();
    void seedDealsTheSameEveryRun();
    void seedDealsTheSameInShardsAndResume();
    void aSetupSeedIsRefused();
};

void TestGoitaMatch::roundRobinOfThreeTeams()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    const CliRun run = runCli(
        goita({QStringLiteral("bundled name=A"), QStringLiteral("bundled name=B"), randomMover},
              {QStringLiteral("--target"), QStringLiteral("50"), QStringLiteral("--concurrency"),
               QStringLiteral("2"), QStringLiteral("--out"), out}));
    QCOMPARE(run.exitCode, 0);
    const ResultsReadout results = readResults({out});
    QVERIFY(results.problems.isEmpty());
    QCOMPARE(results.games.size(), 6); // three encounters, a pair each
    QHash<QString, TeamScore> expected;
    QHash<QString, int> meetings;
    for (const FinishedGame &g : results.games) {
        // Each engine a team in seats 1 and 3 or 2 and 4; the pair's other game swaps them on
        // the same deal.
        const QString first = g.engines[0], second = g.engines[1];
        QVERIFY(first != second);
        QCOMPARE(g.engines, (QStringList{first, second, first, second}));
        const FinishedGame &other =
            *std::find_if(results.games.begin(), results.games.end(), [&](const FinishedGame &o) {
                return o.pair == g.pair && o.game != g.game;
            });
        QCOMPARE(other.engines, (QStringList{second, first, second, first}));
        QCOMPARE(other.openingText, g.openingText);
        QCOMPARE(g.reason, QStringLiteral("rules"));
        QVERIFY(g.team1Points >= 50 || g.team2Points >= 50);
        ++meetings[std::min(first, second) + u'-' + std::max(first, second)];
        const double score = g.team1Points > g.team2Points   ? 1
                             : g.team1Points < g.team2Points ? 0
                                                             : 0.5;
        // Each team is named by its engine, once (not "A+A").
        expected[first].games += 1;
        expected[first].points += score;
        expected[second].games += 1;
        expected[second].points += 1 - score;
        const QRegularExpression line(
            QStringLiteral("^Game %1 \\(%2 vs %3\\): ").arg(g.game).arg(first, second));
        QVERIFY2(run.out.filter(line).size() == 1, qPrintable(text(run)));
    }
    QCOMPARE(meetings, (QHash<QString, int>{{"A-B", 2}, {"A-random", 2}, {"B-random", 2}}));
    // A block per encounter, and the standings of the three teams as counted above.
    const QStringList blocks = run.out.filter(QStringLiteral("Results of "));
    QCOMPARE(blocks.size(), 3);
    QVERIFY2(blocks.filter(QStringLiteral("+")).isEmpty(), qPrintable(blocks.join(u'\n')));
    const qsizetype rank = run.out.indexOf(QRegularExpression(QStringLiteral("Rank +Engine.*")));
    QVERIFY2(rank >= 0, qPrintable(text(run)));
    QHash<QString, TeamScore> standings;
    double previous = 2;
    for (qsizetype i = rank + 1; i < qMin(rank + 4, run.out.size()); ++i) {
        const QStringList cells = run.out[i].simplified().split(u' ');
        QCOMPARE(cells.value(0), QString::number(i - rank));
        const TeamScore s{cells.value(2).toInt(), cells.value(3).toDouble()};
        QVERIFY2(s.points / s.games <= previous, "best score first");
        previous = s.points / s.games;
        standings[cells.value(1)] = s;
    }
    QCOMPARE(standings, expected);
}

void TestGoitaMatch::seedDealsTheSameEveryRun()
{
    QTemporaryDir dir;
    QList<QMap<int, QString>> deals;
    for (const QString &seed : {QStringLiteral("7"), QStringLiteral("7"), QStringLiteral("8")}) {
        const QString out = dir.filePath(QStringLiteral("run%1").arg(deals.size()));
        const CliRun run =
            runCli(twoTeams({QStringLiteral("--games"), QStringLiteral("4"),
                             QStringLiteral("--seed"), seed, QStringLiteral("--out"), out}));
        QCOMPARE(run.exitCode, 0);
        deals << dealsOf(out);
        QCOMPARE(deals.last().size(), 4);
    }
    const QMap<int, QString> &first = deals[0];
    // Both games of a pair share their deal; the two pairs have two deals.
    QCOMPARE(first[1], first[2]);
    QCOMPARE(first[3], first[4]);
    QVERIFY(first[1] != first[3]);
    QVERIFY2(first[1].startsWith(QStringLiteral("seed ")), qPrintable(first[1]));
    QCOMPARE(deals[1], first); // the same seed, the same deals
    for (int game = 1; game <= 4; ++game)
        QVERIFY2(deals[2][game] != first[game], "another seed, other deals");
}

void TestGoitaMatch::seedDealsTheSameInShardsAndResume()
{
    QTemporaryDir dir;
    const QStringList seeded{QStringLiteral("--games"), QStringLiteral("6"),
                             QStringLiteral("--seed"), QStringLiteral("11")};
    const QString whole = dir.filePath(QStringLiteral("whole"));
    QCOMPARE(runCli(twoTeams(seeded + QStringList{QStringLiteral("--out"), whole})).exitCode, 0);
    const QMap<int, QString> deals = dealsOf(whole);
    QCOMPARE(deals.size(), 6);
    // The second of two shards plays pair 2 (games 3 and 4), dealt as in the whole run.
    const QString shard = dir.filePath(QStringLiteral("shard"));
    QCOMPARE(runCli(twoTeams(seeded + QStringList{QStringLiteral("--shard"), QStringLiteral("2/2"),
                                                  QStringLiteral("--out"), shard}))
                 .exitCode,
             0);
    const QMap<int, QString> shardDeals = dealsOf(shard);
    QCOMPARE(shardDeals.keys(), (QList<int>{3, 4}));
    QCOMPARE(shardDeals[3], deals[3]);
    QCOMPARE(shardDeals[4], deals[4]);
    // A run stopped after game 1: resumed, game 2 gets the deal of its pair's game 1.
    const QString cut = dir.filePath(QStringLiteral("cut"));
    QVERIFY(QDir().mkpath(cut));
    QVERIFY(QFile::copy(QDir(whole).filePath(QStringLiteral("match.params")),
                        QDir(cut).filePath(QStringLiteral("match.params"))));
    QFile results(QDir(whole).filePath(QStringLiteral("results.jsonl")));
    QVERIFY(results.open(QIODevice::ReadOnly));
    QByteArray firstGame;
    for (QByteArray line = results.readLine(); !line.isEmpty(); line = results.readLine())
        if (line.contains("\"game\":1,")) firstGame = line;
    QFile kept(QDir(cut).filePath(QStringLiteral("results.jsonl")));
    QVERIFY(!firstGame.isEmpty() && kept.open(QIODevice::WriteOnly) && kept.write(firstGame) > 0);
    kept.close();
    const CliRun resumed = runCli(
        twoTeams(seeded + QStringList{QStringLiteral("--out"), cut, QStringLiteral("--resume")}));
    QCOMPARE(resumed.exitCode, 0);
    QCOMPARE(dealsOf(cut), deals);
}

void TestGoitaMatch::aSetupSeedIsRefused()
{
    // A seed in the setup would deal every game alike: refused before any engine starts.
    const CliRun run = runCli(twoTeams({QStringLiteral("--setup"), QStringLiteral("seed 5")}));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("--seed N")), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestGoitaMatch)
#include "tst_goitamatch.moc"
