// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match with an opening book and a results stream: game pairs from one opening with
// the sides swapped, results.jsonl in --out, and kibitz-cli report reading it back.
#include "core/game/game.h"
#include "core/record/recordfile.h"
#include "core/tournament/openingbook.h"
#include "core/tournament/resultsstream.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {
bool writeFile(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

QStringList matchArgs(const QString &openings, const QString &out)
{
    return {QStringLiteral("match"),
            QStringLiteral("--game"),
            QStringLiteral("tictactoe"),
            QStringLiteral("--engine"),
            QStringLiteral("bundled"),
            QStringLiteral("--engine"),
            QStringLiteral("bundled"),
            QStringLiteral("--games"),
            QStringLiteral("4"),
            QStringLiteral("--openings"),
            openings,
            QStringLiteral("--out"),
            out};
}
} // namespace

class TestMatchOpenings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pairsStartFromTheirOpeningWithSidesSwapped();
    void theBookOptionsReachTheBook();
    void aResultsStreamThatCannotBeWrittenIsReported();
    void badBookOptionsSayWhat_data();
    void badBookOptionsSayWhat();
    void aBadOpeningFileIsRefusedBeforeAnyEngine_data();
    void aBadOpeningFileIsRefusedBeforeAnyEngine();
};

void TestMatchOpenings::pairsStartFromTheirOpeningWithSidesSwapped()
{
    QTemporaryDir dir;
    const QString openings = dir.filePath(QStringLiteral("openings.txt"));
    // Squares 0-8 row-major from the top-left; a1 is the bottom-left (6), b2 the centre (4).
    // "4 4" plays onto a taken square: refused, the match goes on with the other two.
    QVERIFY(writeFile(openings, "# two openings\n4 0\n4 4\na1 b2\n"));
    const QString out = dir.filePath(QStringLiteral("out"));
    const QString logs = dir.filePath(QStringLiteral("logs"));
    const CliRun run = runCli(matchArgs(openings, out) << QStringLiteral("--log") << logs);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(openings + QStringLiteral(":3: ")), qPrintable(run.err));
    QCOMPARE(run.out.size(), 5);

    const ResultsReadout results = readResults({out});
    QVERIFY2(results.problems.isEmpty(), qPrintable(results.problems.join(u'\n')));
    QCOMPARE(results.games.size(), 4);
    const QList<QStringList> openingMoves = {{"4", "0"}, {"6", "4"}};
    const QStringList openingTexts = {"4 0", "a1 b2"};
    const Game &game = *gameById(u"tictactoe");
    for (int i = 0; i < 4; ++i) {
        const FinishedGame &g = results.games[i];
        QCOMPARE(g.game, i + 1);
        QCOMPARE(g.pair, i / 2 + 1);
        QCOMPARE(g.openingIndex, i / 2 + 1);
        QCOMPARE(g.openingText, openingTexts[i / 2]);
        QCOMPARE(g.engines, (QStringList{"kibitz-tictactoe", "kibitz-tictactoe"}));
        QVERIFY2(QStringList({"1-0", "0-1", "1/2-1/2"}).contains(g.result), qPrintable(g.result));
        QCOMPARE(g.reason, QStringLiteral("rules"));
        QCOMPARE(g.record, QStringLiteral("game-00%1.ttt").arg(i + 1));
        QVERIFY(g.started.isValid() && g.started <= g.finished);
        const RecordReadResult r = readRecordFile(game, QDir(out).filePath(g.record));
        QVERIFY2(r.ok(), qPrintable(r.error));
        const QStringList moves = r.record->mainLineMoves();
        QCOMPARE(g.plies, moves.size());
        QCOMPARE(moves.mid(0, 2), openingMoves[i / 2]);
        // The opening's moves were not the engines': no think comments on them.
        QVERIFY(r.record->mainLine()[0]->thinks.isEmpty());
        QVERIFY(r.record->mainLine()[1]->thinks.isEmpty());
        QCOMPARE(r.record->mainLine()[2]->thinks.size(), 1);
    }
    // The engines swap sides within a pair: the first engine's log says which side it played.
    QFile log(QDir(logs).filePath(QStringLiteral("1-kibitz-tictactoe.tlf")));
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QString first = QString::fromUtf8(log.readAll());
    for (const QString &note : QStringList{"game 1, playing X", "game 2, playing O",
                                           "game 3, playing X", "game 4, playing O"})
        QVERIFY2(first.contains(note), qPrintable(note));

    const CliRun report = runCli({QStringLiteral("report"), out});
    QCOMPARE(report.exitCode, 0);
    const QString text = report.out.join(u'\n');
    QVERIFY2(text.contains(QStringLiteral("Games: 4, ")), qPrintable(text));
    const QRegularExpressionMatch ptnml =
        QRegularExpression(QStringLiteral("Ptnml\\(0-2\\): \\[(\\d+), (\\d+), (\\d+), (\\d+), "
                                          "(\\d+)\\]"))
            .match(text);
    QVERIFY2(ptnml.hasMatch(), qPrintable(text));
    int pairs = 0;
    for (int k = 1; k <= 5; ++k)
        pairs += ptnml.captured(k).toInt();
    QCOMPARE(pairs, 2);
}

void TestMatchOpenings::theBookOptionsReachTheBook()
{
    // --start 2 --plies 1: the one pair starts from the second opening, cut to its first move.
    QTemporaryDir dir;
    const QString openings = dir.filePath(QStringLiteral("openings.txt"));
    QVERIFY(writeFile(openings, "4 0\n8 2\n"));
    const QString out = dir.filePath(QStringLiteral("out"));
    QStringList args = matchArgs(openings, out);
    args[args.indexOf(QStringLiteral("4"))] = QStringLiteral("2"); // --games 2
    const CliRun run = runCli(args << QStringLiteral("--start") << QStringLiteral("2")
                                   << QStringLiteral("--plies") << QStringLiteral("1"));
    QCOMPARE(run.exitCode, 0);
    const ResultsReadout results = readResults({out});
    QCOMPARE(results.games.size(), 2);
    const Game &game = *gameById(u"tictactoe");
    for (const FinishedGame &g : results.games) {
        QCOMPARE(g.openingIndex, 2);
        const RecordReadResult r = readRecordFile(game, QDir(out).filePath(g.record));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.record->mainLineMoves().first(), QStringLiteral("8"));
        QCOMPARE(r.record->mainLine()[0]->thinks.size(), 0);
        QCOMPARE(r.record->mainLine()[1]->thinks.size(), 1); // the engines played from move 2
    }
}

void TestMatchOpenings::aResultsStreamThatCannotBeWrittenIsReported()
{
    // results.jsonl is a folder: every append fails, is named once, and the match plays on.
    QTemporaryDir dir;
    const QString openings = dir.filePath(QStringLiteral("openings.txt"));
    QVERIFY(writeFile(openings, "4 0\n"));
    const QString out = dir.filePath(QStringLiteral("out"));
    QVERIFY(QDir().mkpath(QDir(out).filePath(QStringLiteral("results.jsonl"))));
    const CliRun run = runCli(matchArgs(openings, out));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.size(), 5);
    QCOMPARE(run.err.count(QStringLiteral("kibitz-cli match: could not write ")), 1);
    QVERIFY2(run.err.contains(QDir(out).filePath(QStringLiteral("results.jsonl"))),
             qPrintable(run.err));
    QCOMPARE(QDir(out).entryList({QStringLiteral("game-*")}, QDir::Files).size(), 4);
}

void TestMatchOpenings::badBookOptionsSayWhat_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value");
    QTest::newRow("order") << "--order"
                           << "shuffled";
    QTest::newRow("seed") << "--seed"
                          << "x";
    QTest::newRow("plies") << "--plies"
                           << "-1";
    QTest::newRow("start") << "--start"
                           << "0";
}

void TestMatchOpenings::badBookOptionsSayWhat()
{
    QFETCH(QString, option);
    QFETCH(QString, value);
    QTemporaryDir dir;
    const QString openings = dir.filePath(QStringLiteral("openings.txt"));
    QVERIFY(writeFile(openings, "4 0\n"));
    const CliRun run =
        runCli(matchArgs(openings, dir.filePath(QStringLiteral("out"))) << option << value);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(QStringLiteral("kibitz-cli match: ") + option + u' '),
             qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

void TestMatchOpenings::aBadOpeningFileIsRefusedBeforeAnyEngine_data()
{
    QTest::addColumn<QByteArray>("content"); // empty: no file at all
    QTest::addColumn<int>("refused");        // lines named on standard error before the error
    QTest::newRow("no file") << QByteArray() << 0;
    QTest::newRow("no opening") << QByteArray("# nothing but comments\n\n") << 0;
    QTest::newRow("every line refused") << QByteArray("4 4\n0 0\n") << 2;
}

void TestMatchOpenings::aBadOpeningFileIsRefusedBeforeAnyEngine()
{
    QFETCH(QByteArray, content);
    QFETCH(int, refused);
    QTemporaryDir dir;
    const QString openings = dir.filePath(QStringLiteral("openings.txt"));
    if (!content.isEmpty()) QVERIFY(writeFile(openings, content));
    const QString error = OpeningBook::read(*gameById(u"tictactoe"), openings, {}, {}).error();
    QVERIFY(error.contains(openings));
    const QString out = dir.filePath(QStringLiteral("out"));
    const CliRun run = runCli(matchArgs(openings, out));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.endsWith(QStringLiteral("kibitz-cli match: %1\n").arg(error)),
             qPrintable(run.err));
    for (int line = 1; line <= refused; ++line)
        QVERIFY2(run.err.contains(QStringLiteral("%1:%2: ").arg(openings).arg(line)),
                 qPrintable(run.err));
    if (refused == 0) QCOMPARE(run.err.count(u'\n'), 1);
    QVERIFY(run.out.isEmpty());
    // The match never began: it makes --out before its first game.
    QVERIFY(!QDir(out).exists());
}

QTEST_GUILESS_MAIN(TestMatchOpenings)
#include "tst_matchopenings.moc"
