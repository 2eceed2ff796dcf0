// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match at --concurrency 2 when the SPRT decides while the other worker's game is on
// (docs/tournament.md, "Stopping and resuming"): the deciding game is the last one counted, the
// other is abandoned — not in results.jsonl, not counted, not printed — even when it ends over the
// board in the same instant. results.jsonl, the "Game N" lines, the run's last report and
// kibitz-cli report over the stream then agree, whichever game reaches the runner first.
#include "core/record/recordfile.h"
#include "core/tournament/resultsstream.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {
// One decisive game crosses these bounds (|LLR| 0.57 against 0.41), either way.
const QStringList sprt{QStringLiteral("--sprt"), QStringLiteral("elo0=-100"),
                       QStringLiteral("elo1=100"), QStringLiteral("alpha=0.4"),
                       QStringLiteral("beta=0.4")};

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) < 0)
        qWarning("cannot write %s", qPrintable(path));
    return path;
}

// A fake TLF engine that plays the first free square: at once for its first search, and for the
// later ones as `later` says.
QString fakeEngine(const QTemporaryDir &dir, const QByteArray &later)
{
    const QString script = writeFile(dir, QStringLiteral("engine.script"),
                                     "name => say = name:'fake' author:'tests'\n"
                                     "position => say =\n"
                                     "go#1 => say = bestmove sq:{free}\n"
                                     "go => " +
                                         later +
                                         "\n"
                                         "stop =>\n");
    return QStringLiteral("cmd=%1 arg=%2 proto=tlf name=fake")
        .arg(binPath(QStringLiteral("kibitz-fake-engine")), script);
}

// Two games at once without --repeat, the fake engine (first) against the bundled one: game 1
// from `opening1` with the fake engine as X, game 2 from "4 1 8 2 3", where the fake engine is O
// and wins at once on square 0 (O's row 0-1-2), which decides the SPRT.
CliRun runMatch(const QString &engine, const QString &opening1, const QString &out,
                const QTemporaryDir &dir)
{
    const QString openings =
        writeFile(dir, QStringLiteral("openings.txt"), opening1.toUtf8() + "\n4 1 8 2 3\n");
    return runCli(QStringList{QStringLiteral("match"),
                              QStringLiteral("--game"),
                              QStringLiteral("tictactoe"),
                              QStringLiteral("--engine"),
                              engine,
                              QStringLiteral("--engine"),
                              QStringLiteral("bundled"),
                              QStringLiteral("--no-repeat"),
                              QStringLiteral("--games"),
                              QStringLiteral("10"),
                              QStringLiteral("--concurrency"),
                              QStringLiteral("2"),
                              QStringLiteral("--movetime"),
                              QStringLiteral("100"),
                              QStringLiteral("--margin"),
                              QStringLiteral("60000"),
                              QStringLiteral("--openings"),
                              openings,
                              QStringLiteral("--out"),
                              out}
                  << sprt);
}

QSet<int> gameLines(const QStringList &out)
{
    static const QRegularExpression line(QStringLiteral("^Game (\\d+) \\("));
    QSet<int> games;
    for (const QString &l : out)
        if (const QRegularExpressionMatch m = line.match(l); m.hasMatch())
            games.insert(m.captured(1).toInt());
    return games;
}

// The run counted exactly one game, `game` when given (else either), and every view of the run
// says so: results.jsonl, the "Game N" lines, the last report, kibitz-cli report over the stream.
// Returns the game counted, 0 on a failure.
int checkOneGameCounted(const CliRun &run, const QString &out, int game = 0)
{
    const QString all = run.out.join(u'\n') + u'\n' + run.err;
    [&] {
        QCOMPARE(run.exitCode, 0);
        const ResultsReadout results = readResults({out});
        QVERIFY2(results.problems.isEmpty(), qPrintable(results.problems.join(u'\n')));
        QVERIFY2(results.games.size() == 1, qPrintable(all));
        if (game != 0) QCOMPARE(results.games.first().game, game);
        QCOMPARE(gameLines(run.out), QSet<int>{results.games.first().game});
        const QStringList counts = run.out.filter(QStringLiteral("Games: "));
        QCOMPARE(counts.size(), 1);
        QVERIFY2(counts.first().startsWith(QStringLiteral("Games: 1, ")), qPrintable(all));
        QCOMPARE(run.out.filter(QRegularExpression(QStringLiteral("^SPRT: H[01] accepted"))).size(),
                 1);
        const QStringList llr = run.out.filter(QStringLiteral("LLR: "));
        QCOMPARE(llr.size(), 1);
        const CliRun report = runCli(QStringList{QStringLiteral("report"), out} << sprt);
        QCOMPARE(report.exitCode, 0);
        QCOMPARE(report.out.filter(QStringLiteral("LLR: ")), llr);
        QCOMPARE(report.out.filter(QStringLiteral("Games: ")), counts);
        game = results.games.first().game;
    }();
    return QTest::currentTestFailed() ? 0 : game;
}

std::optional<Record> readRecord(const QString &out, int game)
{
    RecordReadResult r = readRecordFile(
        *gameById(u"tictactoe"),
        QDir(out).filePath(QStringLiteral("game-%1.ttt").arg(game, 3, 10, QLatin1Char('0'))));
    return r.ok() ? std::move(r.record) : std::nullopt;
}
} // namespace

class TestSprtStop : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gameInProgressIsAbandoned();
    void gameEndingAsTheSprtDecidesIsNotCounted();
};

void TestSprtStop::gameInProgressIsAbandoned()
{
    // Game 1 from "4" cannot end before the fake engine's second move, which never comes: game
    // 2, begun at the same time, decides. The numbers in results.jsonl then have a gap.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    const CliRun run = runMatch(fakeEngine(dir, "hang"), QStringLiteral("4"), out, dir);
    QCOMPARE(checkOneGameCounted(run, out, 2), 2);
    const std::optional<Record> abandoned = readRecord(out, 1);
    QVERIFY(abandoned);
    QCOMPARE(abandoned->result().kind, GameResult::Kind::NoResult);
    QCOMPARE(abandoned->headerValue(QStringLiteral("Termination")), QStringLiteral("aborted"));
}

void TestSprtStop::gameEndingAsTheSprtDecidesIsNotCounted()
{
    // Both games end at the fake engine's first move (game 1 from "1 4 2 5": X wins on square
    // 0), so they reach the runner together, in either order; sometimes the second one is over
    // before it hears of the stop, sometimes not. Either way one game is counted: the first.
    int endedLate = 0;
    for (int attempt = 0; attempt < 6; ++attempt) {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out"));
        const CliRun run = runMatch(fakeEngine(dir, "say = bestmove sq:{free}"),
                                    QStringLiteral("1 4 2 5"), out, dir);
        const int counted = checkOneGameCounted(run, out);
        QVERIFY(counted != 0);
        // The other game's record: abandoned (unfinished), or played to its end as the run
        // stopped (kept as played, but not counted).
        const std::optional<Record> other = readRecord(out, 3 - counted);
        QVERIFY(other);
        if (other->result().reason != EndReason::Aborted) ++endedLate;
    }
    qInfo("the other game had ended in %d of 6 runs", endedLate);
}

QTEST_GUILESS_MAIN(TestSprtStop)
#include "tst_sprtstop.moc"
