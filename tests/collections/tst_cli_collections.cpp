// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli convert and analyse of a collection, run as a user runs them: the SGF collection
// c-gomoku-cli writes for a 10-game match becomes 10 files, rule freestyle, every move kept; a
// broken game is named and the others converted; analyse analyses every game.
#include "core/game/game.h"
#include "core/record/recordcollection.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {
const QString matchFile = QStringLiteral(DATA_DIR "/c-gomoku-cli-match.sgf");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Each game tree's moves in Kibitz's gomoku move text, read without the code under test.
QList<QStringList> sgfMoves(const QByteArray &data)
{
    QList<QStringList> games;
    static const QRegularExpression move(QStringLiteral(";[BW]\\[([a-z])([a-z])\\]"));
    for (const QString &tree : QString::fromUtf8(data).split(QStringLiteral("(;"))) {
        if (tree.trimmed().isEmpty()) continue;
        QStringList moves;
        for (const QRegularExpressionMatch &m : move.globalMatch(tree))
            moves << QStringLiteral("%1,%2")
                         .arg(m.captured(1)[0].unicode() - u'a')
                         .arg(m.captured(2)[0].unicode() - u'a');
        games << moves;
    }
    return games;
}

const Game &gomoku()
{
    return *gameById(u"gomoku");
}
} // namespace

class TestCliCollections : public QObject
{
    Q_OBJECT
private slots:
    void matchBecomesTenFiles_data();
    void matchBecomesTenFiles();
    void intoOneCollectionFile();
    void aBrokenGameIsNamedAndTheOthersConverted();
    void analyseAnalysesEveryGame();
    void aOneGameFileNameIsRefused();
};

void TestCliCollections::matchBecomesTenFiles_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("extension");
    QTest::newRow("sgf") << QString() << QStringLiteral("sgf");
    QTest::newRow("psq") << QStringLiteral("psq") << QStringLiteral("psq");
}

void TestCliCollections::matchBecomesTenFiles()
{
    QFETCH(QString, format);
    QFETCH(QString, extension);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("games"));
    QStringList args{QStringLiteral("convert"), QStringLiteral("--in"), matchFile,
                     QStringLiteral("--out"), out};
    if (!format.isEmpty()) args << QStringLiteral("--format") << format;
    const CliRun run = runCli(args);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.join(u'\n').contains(QStringLiteral("10 games found, 10 written")),
             qPrintable(run.out.join(u'\n')));
    const QStringList files = QDir(out).entryList(QDir::Files, QDir::Name);
    QStringList expected;
    for (int i = 1; i <= 10; ++i)
        expected << QStringLiteral("c-gomoku-cli-match-%1.%2")
                        .arg(i, 2, 10, QLatin1Char('0'))
                        .arg(extension);
    QCOMPARE(files, expected);
    const QList<QStringList> moves = sgfMoves(readAll(matchFile));
    for (int i = 0; i < 10; ++i) {
        const RecordReadResult read = readRecordFile(gomoku(), out + u'/' + files[i]);
        QVERIFY2(read.record, qPrintable(read.message()));
        QCOMPARE(read.record->setup(), QString()); // 15x15 freestyle
        QCOMPARE(read.record->mainLineMoves(), moves[i]);
    }
}

void TestCliCollections::intoOneCollectionFile()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("all.sgf"));
    const CliRun run = runCli({QStringLiteral("convert"), QStringLiteral("--in"), matchFile,
                               QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const CollectionReadResult back = readCollectionFile(gomoku(), out);
    QCOMPARE(int(back.games.size()), 10);
    const QList<QStringList> moves = sgfMoves(readAll(matchFile));
    for (int i = 0; i < 10; ++i)
        QCOMPARE(back.games[i].read.record->mainLineMoves(), moves[i]);
}

void TestCliCollections::aBrokenGameIsNamedAndTheOthersConverted()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("three.sgf"));
    QFile f(in);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("(;GM[4]SZ[15]RU[0];B[hh];W[hi])\n"
            "(;GM[4]SZ[15]RU[0];B[hh];W[zz])\n"
            "(;GM[4]SZ[15]RU[4];B[hh])\n");
    f.close();
    const QString out = dir.filePath(QStringLiteral("out"));
    const CliRun run = runCli({QStringLiteral("convert"), QStringLiteral("--in"), in,
                               QStringLiteral("--out"), out + u'/'});
    QCOMPARE(run.exitCode, 1);
    const QString err = run.err;
    QVERIFY2(err.contains(QStringLiteral("game 2 (from line 2): W[zz]")), qPrintable(err));
    QCOMPARE(QDir(out).entryList(QDir::Files, QDir::Name),
             (QStringList{QStringLiteral("three-01.sgf"), QStringLiteral("three-03.sgf")}));
    QCOMPARE(readRecordFile(gomoku(), out + QStringLiteral("/three-03.sgf")).record->setup(),
             QStringLiteral("15 renju"));
}

// --out x.psq for a collection: refused with what to give instead; no folder named x.psq made.
void TestCliCollections::aOneGameFileNameIsRefused()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("x.psq"));
    const CliRun run = runCli({QStringLiteral("convert"), QStringLiteral("--in"), matchFile,
                               QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("holds 10 games")) &&
                 run.err.contains(QStringLiteral("folder")) &&
                 run.err.contains(QStringLiteral(".sgf")),
             qPrintable(run.err));
    QVERIFY(!QFileInfo::exists(out));
}

void TestCliCollections::analyseAnalysesEveryGame()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("two.sgf"));
    QFile f(in);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("(;GM[4]SZ[15]RU[0];B[hh];W[hi];B[ih])\n(;GM[4]SZ[15]RU[0];B[aa];W[bb])\n");
    f.close();
    const QString out = dir.filePath(QStringLiteral("out"));
    const CliRun run =
        runCli({QStringLiteral("analyse"), QStringLiteral("--engine"), QStringLiteral("bundled"),
                QStringLiteral("--in"), in, QStringLiteral("--out"), out,
                QStringLiteral("--movetime"), QStringLiteral("20")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QStringList files =
        QDir(out).entryList({QStringLiteral("two-*")}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 2);
    // Beside them analysis.params, and kibitz-cli report reads both games back as analysed.
    QCOMPARE(QDir(out).entryList(QDir::Files).size(), 3);
    const CliRun report = runCli({QStringLiteral("report"), out});
    QVERIFY2(report.exitCode == 0, qPrintable(report.err));
    QCOMPARE(report.out.last(), QStringLiteral("analysed 2 of 2 records, not analysed yet 0"));
    QVERIFY2(files[0].startsWith(QStringLiteral("two-01.")), qPrintable(files[0]));
    const QStringList expected[] = {
        {QStringLiteral("7,7"), QStringLiteral("7,8"), QStringLiteral("8,7")},
        {QStringLiteral("0,0"), QStringLiteral("1,1")}};
    for (int i = 0; i < 2; ++i) {
        const RecordReadResult read = readRecordFile(gomoku(), out + u'/' + files[i]);
        QVERIFY2(read.ok(), qPrintable(read.message()));
        QCOMPARE(read.record->mainLineMoves(), expected[i]);
        int analysed = 0;
        for (const RecordNode *n : read.record->mainLine())
            for (const ThinkInfo &t : n->thinks)
                analysed += t.origin == ThinkInfo::Origin::Analysis ? 1 : 0;
        QVERIFY2(analysed >= expected[i].size(), qPrintable(files[i]));
    }
    QVERIFY(run.out.join(u'\n').contains(QStringLiteral("analysed 2, skipped 0, failed 0")));
}

QTEST_GUILESS_MAIN(TestCliCollections)
#include "tst_cli_collections.moc"
