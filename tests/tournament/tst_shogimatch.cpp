// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match playing shogi through the real program (issue 24's must-shows 2, 3 and 4):
// the bundled engine against Debian's USI engines (Fairy-Stockfish) from an SFEN start
// list, two games at once, until the SPRT decides, with report reading the same LLR; and a shogi
// run killed and resumed.
#include "core/record/recordfile.h"
#include "core/tournament/resultsstream.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {
const QString startList = QStringLiteral(SHOGI_STARTS);

QString text(const CliRun &run)
{
    return run.out.join(u'\n') + u'\n' + run.err;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

int finishedGames(const QString &out)
{
    return int(readFile(QDir(out).filePath(QStringLiteral("results.jsonl"))).count('\n'));
}

// The game numbers of the "Game N (" lines of a run's output.
QSet<int> gameLines(const QStringList &out)
{
    static const QRegularExpression line(QStringLiteral("^Game (\\d+) \\("));
    QSet<int> games;
    for (const QString &l : out)
        if (const QRegularExpressionMatch m = line.match(l); m.hasMatch())
            games.insert(m.captured(1).toInt());
    return games;
}

// Every game of the stream once, `count` of them, with an ending in `reasons`, its record
// readable, over, as long as the stream says and with the stream's result. Numbered 1..count,
// save that up to `abandoned` games may be missing (a run that the SPRT stopped abandons the
// games still on; each slot then had one at most).
void checkGames(const QString &out, int count, const QStringList &reasons, int abandoned = 0)
{
    const ResultsReadout results = readResults({out});
    QVERIFY2(results.problems.isEmpty(), qPrintable(results.problems.join(u'\n')));
    QCOMPARE(results.games.size(), count);
    const Game &shogi = *gameById(u"shogi");
    QSet<int> games;
    for (const FinishedGame &g : results.games) {
        QVERIFY2(!games.contains(g.game), qPrintable(QStringLiteral("game %1 twice").arg(g.game)));
        games.insert(g.game);
        QVERIFY2(reasons.contains(g.reason), qPrintable(g.record + u' ' + g.reason));
        const RecordReadResult r = readRecordFile(shogi, QDir(out).filePath(g.record));
        QVERIFY2(r.ok(), qPrintable(g.record + QStringLiteral(": ") + r.error));
        QVERIFY2(r.record->result().isOver(), qPrintable(g.record));
        QCOMPARE(int(r.record->mainLineMoves().size()), g.plies);
    }
    const int last = *std::max_element(games.begin(), games.end());
    QVERIFY2(*std::min_element(games.begin(), games.end()) >= 1, "numbered from 1");
    QVERIFY2(last >= count && last <= count + abandoned,
             qPrintable(QStringLiteral("%1 games, the last numbered %2").arg(count).arg(last)));
}

// A Debian engine installed by scripts/install-deps: its full path (/usr/games is often not on
// PATH).
QString debianEngine(const QString &name)
{
    return QDir(QStringLiteral("/usr/games")).filePath(name);
}
} // namespace

class TestShogiMatch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void againstUsiEngineUntilTheSprtDecides_data();
    void againstUsiEngineUntilTheSprtDecides();
    void killedThenResumed();
};

void TestShogiMatch::againstUsiEngineUntilTheSprtDecides_data()
{
    QTest::addColumn<QString>("engine");
    // gpsshogi (gpsusi) is left out: it thinks for about a second whatever the byoyomi, so a
    // run until the SPRT decides would take minutes.
    QTest::newRow("fairy-stockfish")
        << QStringLiteral("cmd=%1 option.Threads=1 name=fairy-stockfish")
               .arg(debianEngine(QStringLiteral("fairy-stockfish")));
}

void TestShogiMatch::againstUsiEngineUntilTheSprtDecides()
{
    QFETCH(QString, engine);
    QVERIFY2(QFile::exists(engine.section(u' ', 0, 0).mid(4)), "scripts/install-deps installs it");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    const QStringList sprt{QStringLiteral("--sprt"), QStringLiteral("elo0=0"),
                           QStringLiteral("elo1=400"), QStringLiteral("model=logistic")};
    const CliRun run = runCli(
        QStringList{QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("shogi"),
                    QStringLiteral("--engine"), engine, QStringLiteral("--engine"),
                    QStringLiteral("bundled"), QStringLiteral("--games"), QStringLiteral("100"),
                    QStringLiteral("--concurrency"), QStringLiteral("2"),
                    QStringLiteral("--movetime"), QStringLiteral("100"), QStringLiteral("--margin"),
                    QStringLiteral("1000"), QStringLiteral("--openings"), startList,
                    QStringLiteral("--out"), out}
        << sprt);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QStringLiteral("5 opening(s) kept")), qPrintable(run.err));
    // The SPRT stopped the run, long before its 100 games.
    QVERIFY2(run.out.filter(QRegularExpression(QStringLiteral("^SPRT: H[01] accepted"))).size() ==
                 1,
             qPrintable(text(run)));
    const QStringList llr = run.out.filter(QStringLiteral("LLR: "));
    QCOMPARE(llr.size(), 1);
    QVERIFY(llr.first().contains(QStringLiteral(" accepted")));
    const int games = finishedGames(out);
    QVERIFY2(games < 40, qPrintable(QString::number(games)));
    // The stream, the "Game N" lines and the last report count the same games: the game of the
    // other slot, on (or ending) when the SPRT decided, is in none (tst_sprtstop has both cases).
    QSet<int> streamed;
    for (const FinishedGame &g : readResults({out}).games)
        streamed.insert(g.game);
    QCOMPARE(gameLines(run.out), streamed);
    QCOMPARE(run.out.filter(QStringLiteral("Games: ")).size(), 1);
    QVERIFY2(run.out.filter(QStringLiteral("Games: "))
                 .first()
                 .startsWith(QStringLiteral("Games: %1, ").arg(games)),
             qPrintable(text(run)));
    // Every game ended over the board: none lost to the harness (a time forfeit, an illegal
    // move, a crash or a stall from a protocol mistake). Two slots: one game at most abandoned.
    checkGames(out, games, {QStringLiteral("rules"), QStringLiteral("resignation")}, 1);
    // report on the stream says what the run said.
    const CliRun report = runCli(QStringList{QStringLiteral("report"), out} << sprt);
    QCOMPARE(report.exitCode, 0);
    QCOMPARE(report.out.filter(QStringLiteral("LLR: ")), llr);
    QCOMPARE(report.out.filter(QStringLiteral("Games: ")),
             run.out.filter(QStringLiteral("Games: ")));
}

void TestShogiMatch::killedThenResumed()
{
    // Short games: the bundled engine at 20 ms a move against its random mover, 60 plies at most.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    const QStringList args{QStringLiteral("match"),
                           QStringLiteral("--game"),
                           QStringLiteral("shogi"),
                           QStringLiteral("--engine"),
                           QStringLiteral("bundled"),
                           QStringLiteral("--engine"),
                           QStringLiteral("bundled option.Strategy=random name=random"),
                           QStringLiteral("--games"),
                           QStringLiteral("40"),
                           QStringLiteral("--concurrency"),
                           QStringLiteral("2"),
                           QStringLiteral("--movetime"),
                           QStringLiteral("20"),
                           QStringLiteral("--margin"),
                           QStringLiteral("2000"),
                           QStringLiteral("--maxmoves"),
                           QStringLiteral("60"),
                           QStringLiteral("--openings"),
                           startList,
                           QStringLiteral("--out"),
                           out};
    QProcess cli;
    cli.start(binPath(QStringLiteral("kibitz-cli")), args);
    QVERIFY(cli.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(finishedGames(out) >= 6, 60000);
    cli.kill(); // SIGKILL: two games in progress are left in their journals
    QVERIFY(cli.waitForFinished());
    const QByteArray before = readFile(QDir(out).filePath(QStringLiteral("results.jsonl")));
    const int kept = int(before.count('\n'));
    QVERIFY2(kept < 40, "killed before the end");
    QSet<int> keptGames;
    for (const FinishedGame &g : readResults({out}).games)
        keptGames.insert(g.game);

    const CliRun resumed = runCli(QStringList(args) << QStringLiteral("--resume"));
    QCOMPARE(resumed.exitCode, 0);
    checkGames(
        out, 40,
        {QStringLiteral("rules"), QStringLiteral("resignation"), QStringLiteral("max-moves")});
    // The finished games were kept as written and not played again; the rest were played.
    QVERIFY(readFile(QDir(out).filePath(QStringLiteral("results.jsonl"))).startsWith(before));
    const QSet<int> played = gameLines(resumed.out);
    QCOMPARE(played.size(), 40 - kept);
    QVERIFY(!played.intersects(keptGames));
    const QRegularExpression score(QStringLiteral("^Score of .*: (\\d+) - (\\d+) - (\\d+)$"));
    const QRegularExpressionMatch m = score.match(resumed.out.last());
    QVERIFY2(m.hasMatch(), qPrintable(resumed.out.last()));
    QCOMPARE(m.captured(1).toInt() + m.captured(2).toInt() + m.captured(3).toInt(), 40);
}

QTEST_GUILESS_MAIN(TestShogiMatch)
#include "tst_shogimatch.moc"
