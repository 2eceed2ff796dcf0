// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match --game goita as a user runs it: four engines in seat order (--seats), one result
// line per game, a team score line, records written. The full 50-game run is measured from the
// command line (docs/formats/goita.md names the figures); ctest plays fewer games.
#include "core/game/game.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "goita/goitaposition.h"
#include "testprograms.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {
// "Score of A vs B: W - L - D"
std::optional<std::array<int, 3>> finalScore(const QString &line)
{
    static const QRegularExpression re(QStringLiteral(": (\\d+) - (\\d+) - (\\d+)$"));
    const auto m = re.match(line);
    if (!m.hasMatch()) return std::nullopt;
    return std::array<int, 3>{m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt()};
}
} // namespace

class TestGoitaCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fourBundledEngines();
    void bundledTeamBeatsRandomTeam();
    void wrongNumberOfEngines();
};

void TestGoitaCli::fourBundledEngines()
{
    QTemporaryDir dir;
    const int games = 4;
    const CliRun run = runCli(
        {QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("goita"),
         QStringLiteral("--engine"), QStringLiteral("bundled"), QStringLiteral("--engine"),
         QStringLiteral("bundled name=B"), QStringLiteral("--engine"),
         QStringLiteral("bundled name=C"), QStringLiteral("--engine"),
         QStringLiteral("bundled name=D"), QStringLiteral("--seats"), QStringLiteral("--games"),
         QString::number(games),
         // A loaded machine must not turn a natural end into a time forfeit.
         QStringLiteral("--movetime"), QStringLiteral("30"), QStringLiteral("--margin"),
         QStringLiteral("2000"), QStringLiteral("--out"), dir.filePath(QStringLiteral("out")),
         QStringLiteral("--log"), dir.filePath(QStringLiteral("log"))});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.size(), games + 1);
    for (int g = 0; g < games; ++g) {
        const QString &line = run.out[g];
        QVERIFY2(line.startsWith(QStringLiteral("Game %1 (").arg(g + 1)), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("{rules: ")),
                 qPrintable(line)); // no forfeit, no illegal move
        // Partners stay together (1st and 3rd engine against 2nd and 4th), and the teams swap
        // their seats in the second game of each pair: game 2 has B, the first engine, D, C.
        if (g == 0)
            QVERIFY2(line.contains(QStringLiteral("(kibitz-goita+C vs B+D)")), qPrintable(line));
        if (g == 1)
            QVERIFY2(line.contains(QStringLiteral("(B+D vs kibitz-goita+C)")), qPrintable(line));
    }
    QVERIFY2(run.out.last().startsWith(QStringLiteral("Score of kibitz-goita+C vs B+D: ")),
             qPrintable(run.out.last()));
    const auto score = finalScore(run.out.last());
    QVERIFY(score);
    QCOMPARE((*score)[0] + (*score)[1], games);
    QCOMPARE((*score)[2], 0);

    // Every game's record reads back, replays to a team with 150, and agrees with its line.
    const Game &game = *gameById(u"goita");
    const QStringList files = QDir(dir.filePath(QStringLiteral("out")))
                                  .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), games);
    for (int g = 0; g < games; ++g) {
        const RecordReadResult r =
            readRecordFile(game, dir.filePath(QStringLiteral("out/") + files[g]));
        QVERIFY2(r.ok(), qPrintable(r.message()));
        QVERIFY(r.warnings.isEmpty());
        auto pos = goita::GoitaPosition::fromSetup(r.record->setup());
        for (const QString &m : r.record->mainLineMoves())
            pos->play(m);
        QVERIFY(pos->result().isOver());
        const int team = pos->winningTeam();
        QVERIFY(pos->scores()[team] >= 150);
        const QString expected =
            team == 0 ? QStringLiteral("): 1-0 {") : QStringLiteral("): 0-1 {");
        QVERIFY2(run.out[g].contains(expected), qPrintable(run.out[g]));
    }
    QCOMPARE(QDir(dir.filePath(QStringLiteral("log"))).entryList({QStringLiteral("*.tlf")}).size(),
             4);
}

void TestGoitaCli::bundledTeamBeatsRandomTeam()
{
    const int games = 8;
    const QString random = QStringLiteral("bundled option.Strategy=random name=random");
    const CliRun run =
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("goita"),
                QStringLiteral("--engine"), QStringLiteral("bundled"), QStringLiteral("--engine"),
                random, QStringLiteral("--engine"), QStringLiteral("bundled"),
                QStringLiteral("--engine"), random, QStringLiteral("--seats"),
                QStringLiteral("--games"), QString::number(games), QStringLiteral("--movetime"),
                QStringLiteral("30"), QStringLiteral("--margin"), QStringLiteral("2000")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.size(), games + 1);
    for (int g = 0; g < games; ++g)
        QVERIFY2(run.out[g].contains(QStringLiteral("{rules: ")), qPrintable(run.out[g]));
    QVERIFY2(run.out.last().startsWith(
                 QStringLiteral("Score of kibitz-goita vs random: ")),
             qPrintable(run.out.last()));
    const auto score = finalScore(run.out.last());
    QVERIFY(score);
    qInfo("%s", qPrintable(run.out.last()));
    // Most games: more than 3 in 4 (the engine wins ~17 rounds in 19 against random play).
    QVERIFY2((*score)[0] >= 6, qPrintable(run.out.last()));
}

void TestGoitaCli::wrongNumberOfEngines()
{
    // Each --engine is a team, so one is too few; --seats sits four engines one a seat, so it
    // refuses three, and it is for goita only.
    const QString bundled = QStringLiteral("bundled");
    const QList<QStringList> wrong{
        {QStringLiteral("--game"), QStringLiteral("goita"), QStringLiteral("--engine"), bundled},
        {QStringLiteral("--game"), QStringLiteral("goita"), QStringLiteral("--seats"),
         QStringLiteral("--engine"), bundled, QStringLiteral("--engine"), bundled,
         QStringLiteral("--engine"), bundled},
        {QStringLiteral("--game"), QStringLiteral("tictactoe"), QStringLiteral("--seats"),
         QStringLiteral("--engine"), bundled, QStringLiteral("--engine"), bundled}};
    const QStringList said{QStringLiteral("one per team"), QStringLiteral("--seats takes 4"),
                           QStringLiteral("--seats is for team games")};
    for (qsizetype i = 0; i < wrong.size(); ++i) {
        const CliRun run = runCli(QStringList{QStringLiteral("match")} + wrong[i]);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(said[i]), qPrintable(run.err));
    }
}

QTEST_GUILESS_MAIN(TestGoitaCli)
#include "tst_goitacli.moc"
