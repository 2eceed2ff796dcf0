// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli report as an engine author runs it, on a hand-written stream.
#include "testprograms.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz::test;

namespace {
bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Two shards of one match. A against B, by A's points per pair: 1 WW, 2 DD, 3 WL, 4 WD, 5 LD,
// 6 WD; game 13 (pair 7) lost its second game, game 14 has no result so pair 8 is single too.
// A-C and B-C play a pair each (A, then B, score 1.5: WD). A second shard holds pair 1's second
// game, a broken line and a line still being written.
const QByteArray shard1 =
    R"({"game":1,"pair":1,"round":1,"opening":{"index":1,"text":"x"},"engines":["A","B"],"result":"1-0","reason":"rules","plies":9,"record":"1.ttt","started":"2025-01-01T00:00:00Z","finished":"2025-01-01T00:00:05Z"}
{"game":3,"pair":2,"engines":["A","B"],"result":"1/2-1/2"}
{"game":4,"pair":2,"engines":["B","A"],"result":"1/2-1/2","future":[1,2,3]}
{"game":5,"pair":3,"engines":["A","B"],"result":"1-0"}
{"game":6,"pair":3,"engines":["B","A"],"result":"1-0"}
{"game":7,"pair":4,"engines":["A","B"],"result":"1/2-1/2"}
{"game":8,"pair":4,"engines":["B","A"],"result":"0-1"}
{"game":9,"pair":5,"engines":["A","B"],"result":"0-1"}
{"game":10,"pair":5,"engines":["B","A"],"result":"1/2-1/2"}
{"game":11,"pair":6,"engines":["A","B"],"result":"1-0"}
{"game":12,"pair":6,"engines":["B","A"],"result":"1/2-1/2"}
{"game":13,"pair":7,"engines":["A","B"],"result":"1-0"}
{"game":14,"pair":8,"engines":["A","B"],"result":"*","reason":"engine-crash"}
{"game":15,"pair":8,"engines":["B","A"],"result":"1-0"}
{"game":16,"pair":9,"engines":["A","C"],"result":"1-0"}
{"game":17,"pair":9,"engines":["C","A"],"result":"1/2-1/2"}
)";
const QByteArray shard2 = R"({"game":2,"pair":1,"engines":["B","A"],"result":"0-1"}
{"game":18,"pair":10,"engines":["B","C"],"result":"1/2-
{"game":18,"pair":10,"engines":["B","C"],"result":"1/2-1/2"}
{"game":19,"pair":10,"engines":["C","B"],"result":"0-1"}
{"game":20,"pair":11,"engines":["A","B"],"res)";
} // namespace

class TestReportCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reportOfTwoShards();
    void wrongCommandLines();
};

void TestReportCli::reportOfTwoShards()
{
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(QStringLiteral("results-1.jsonl")), shard1));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("results-2.jsonl")), shard2));
    const CliRun run = runCli({QStringLiteral("report"), dir.path(), QStringLiteral("--sprt"),
                               QStringLiteral("elo0=-10"), QStringLiteral("elo1=10"),
                               QStringLiteral("alpha=0.1 beta=0.1 model=logistic")},
                              60000);
    QCOMPARE(run.exitCode, 0);
    // The figures, computed apart from Kibitz with Python 3:
    //   import math; z = 1.959963984540054; k = 800 / math.log(10)
    //   def elo(s): return -400 * math.log10(1 / s - 1)
    //   def est(c):  # counts by score, lowest first: [L, D, W] or [LL, LD, WL+DD, WD, WW]
    //       n = sum(c); a = [i / (len(c) - 1) for i in range(len(c))]
    //       mu = sum(x * y for x, y in zip(a, c)) / n
    //       var = sum(y * (x - mu) ** 2 for x, y in zip(a, c)) / n
    //       se = math.sqrt(var / n); sg = math.sqrt((2 if len(c) == 5 else 1) * var)
    //       return (elo(mu), (elo(mu + z * se) - elo(mu - z * se)) / 2, (mu - .5) / sg * k,
    //               z * se / sg * k, 50 * math.erfc(-(mu - .5) / se / math.sqrt(2)))
    //   def llr_logistic(c, e0, e1):  # GSPRT: the MLE with a given mean, by bisection
    //       c = [x or 1e-3 for x in c]; n = sum(c); ph = [x / n for x in c]
    //       a = [i / (len(c) - 1) for i in range(len(c))]
    //       def mle(s):
    //           v = [x - s for x in a]; lo, hi = -1 / max(v), -1 / min(v)
    //           for _ in range(200):
    //               m = (lo + hi) / 2
    //               if sum(p * w / (1 + m * w) for p, w in zip(ph, v)) > 0: lo = m
    //               else: hi = m
    //           return [p / (1 + lo * w) for p, w in zip(ph, v)]
    //       s = lambda e: 1 / (1 + 10 ** (-e / 400)); p0, p1 = mle(s(e0)), mle(s(e1))
    //       return n * sum(p * math.log(q / r) for p, q, r in zip(ph, p1, p0))
    //   est([0, 1, 2, 2, 1])  -> 88.74, 152.93, 128.30, 196.58, 89.96
    //   llr_logistic([0, 1, 2, 2, 1], -10, 10) -> 0.34; llr_logistic([0, 0, 0, 1, 0], ...) -> 0.06
    //   bounds ln(0.1 / 0.9), ln(0.9 / 0.1) -> -2.20, 2.20
    //   standings est([3, 6, 7]) (A) -> 88.74 +/- 145.75; est([6, 6, 4]) (B) -> -43.66 +/- 142.93;
    //   est([2, 2, 0]) (C) -> -190.85 +/- 457.95
    // A single pair has no spread: Elo 400 log10(3) = 190.85 +/- 0, nElo 0.25 / 0 = inf +/-
    // 0 / 0, LOS 100 %, and the ratios over nothing inf and nan, as fastchess prints them.
    const QStringList expected = {
        "Results of A vs B:",
        "Elo: 88.74 +/- 152.93, nElo: 128.30 +/- 196.58",
        "LOS: 89.96 %, DrawRatio: 33.33 %, PairsRatio: 3.00",
        "Games: 14, Wins: 6, Losses: 3, Draws: 5, Points: 8.5 (60.71 %)",
        "Ptnml(0-2): [0, 1, 2, 2, 1], WL/DD Ratio: 1.00",
        "LLR: 0.34 (-2.20, 2.20) [-10.00, 10.00]",
        "Results of A vs C:",
        "Elo: 190.85 +/- 0.00, nElo: inf +/- nan",
        "LOS: 100.00 %, DrawRatio: 0.00 %, PairsRatio: inf",
        "Games: 2, Wins: 1, Losses: 0, Draws: 1, Points: 1.5 (75.00 %)",
        "Ptnml(0-2): [0, 0, 0, 1, 0], WL/DD Ratio: nan",
        "LLR: 0.06 (-2.20, 2.20) [-10.00, 10.00]",
        "Results of B vs C:",
        "Elo: 190.85 +/- 0.00, nElo: inf +/- nan",
        "LOS: 100.00 %, DrawRatio: 0.00 %, PairsRatio: inf",
        "Games: 2, Wins: 1, Losses: 0, Draws: 1, Points: 1.5 (75.00 %)",
        "Ptnml(0-2): [0, 0, 0, 1, 0], WL/DD Ratio: nan",
        "LLR: 0.06 (-2.20, 2.20) [-10.00, 10.00]",
        "Rank Engine  Games   Points     Score      Elo     +/-",
        "   1 A          16     10.0   62.50 %    88.74  145.75",
        "   2 B          16      7.0   43.75 %   -43.66  142.93",
        "   3 C           4      1.0   25.00 %  -190.85  457.95",
        "Games without a result (not counted): 1",
    };
    QCOMPARE(run.out, expected);
    // The broken line is named; the one being written is not.
    QCOMPARE(run.err.count(u'\n'), 1);
    QVERIFY2(run.err.startsWith(QStringLiteral("kibitz-cli report: ") +
                                QDir(dir.path()).filePath(QStringLiteral("results-2.jsonl:2: "))),
             qPrintable(run.err));
}

void TestReportCli::wrongCommandLines()
{
    QTemporaryDir dir;
    const QString stream = dir.filePath(QStringLiteral("results.jsonl"));
    QVERIFY(writeFile(stream, shard1));
    CliRun run = runCli({QStringLiteral("report")}, 20000);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("results files or folders")), qPrintable(run.err));
    run = runCli({QStringLiteral("report"), stream, QStringLiteral("--sprt"),
                  QStringLiteral("elo0=5"), QStringLiteral("elo1=0")},
                 20000);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("E0 < E1")), qPrintable(run.err));
    // A logistic Elo whose score is 1 in double precision: no results reach it, so the test
    // could never decide; refused with the reason.
    run = runCli({QStringLiteral("report"), stream, QStringLiteral("--sprt"),
                  QStringLiteral("elo0=0"), QStringLiteral("elo1=7000"),
                  QStringLiteral("model=logistic")},
                 20000);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("no results can reach a logistic Elo of 7000")),
             qPrintable(run.err));
    // The settings end at the first word without '=': a path may follow them.
    run = runCli({QStringLiteral("report"), QStringLiteral("--sprt"), QStringLiteral("elo0=0"),
                  QStringLiteral("elo1=5"), stream},
                 20000);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.join(u'\n').contains(QStringLiteral("LLR: ")));
    run = runCli({QStringLiteral("report"), dir.filePath(QStringLiteral("none.jsonl"))}, 20000);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("none.jsonl")), qPrintable(run.err));
    run = runCli({QStringLiteral("report"), QStringLiteral("--help")}, 20000);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.value(0).startsWith(QStringLiteral("Usage: kibitz-cli report [options]")));
    QVERIFY(run.out.join(u'\n').contains(QStringLiteral("--sprt")));
    // Messages speak the user's language; the figures keep fastchess's layout.
    QProcessEnvironment japanese = QProcessEnvironment::systemEnvironment();
    japanese.insert(QStringLiteral("LC_ALL"), QStringLiteral("ja_JP.UTF-8"));
    run = runCli({QStringLiteral("report")}, 20000, japanese);
    QVERIFY2(run.err.contains(QStringLiteral("結果ファイル")), qPrintable(run.err));
    run = runCli({QStringLiteral("report"), stream}, 20000, japanese);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.value(0), QStringLiteral("Results of A vs B:"));
}

QTEST_GUILESS_MAIN(TestReportCli)
#include "tst_reportcli.moc"
