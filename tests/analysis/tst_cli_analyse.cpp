// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli analyse as a user runs it: real engine processes over real record files.
#include "core/game/game.h"
#include "core/record/record.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {
const QString bridge = QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/usi-csa-bridge");

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool copy(const QString &from, const QString &to)
{
    QDir().mkpath(QFileInfo(to).path());
    return QFile::copy(from, to);
}

// The moves of the main line that have no `#` block.
QList<int> movesWithoutAnalysis(const Record &record)
{
    QList<int> missing;
    const QList<RecordNode *> line = record.mainLine();
    for (int i = 0; i < line.size(); ++i) {
        bool found = false;
        for (const ThinkInfo &t : line[i]->thinks)
            found |= t.origin == ThinkInfo::Origin::Analysis && t.score.isValid();
        if (!found) missing << i + 1;
    }
    return missing;
}

Record read(const QString &gameId, const QString &path)
{
    RecordReadResult r = readRecordFile(*gameById(gameId), path);
    if (!r.ok()) qWarning("%s: %s", qPrintable(path), qPrintable(r.message()));
    return r.record ? std::move(*r.record) : Record();
}
} // namespace

class TestCliAnalyse : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shogiRecordsGetABlockOnEveryMove();
    void aFolderOfTicTacToeGamesResumesAndShards();
    void relativeFoldersAreFromTheWorkingDirectory_data();
    void relativeFoldersAreFromTheWorkingDirectory();
    void badArgumentsSayWhat_data();
    void badArgumentsSayWhat();
};

void TestCliAnalyse::shogiRecordsGetABlockOnEveryMove()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in"));
    const QString out = dir.filePath(QStringLiteral("out"));
    QVERIFY(copy(bridge + QStringLiteral("/2/record.kifu"), in + QStringLiteral("/a/2.kifu")));
    QVERIFY(copy(bridge + QStringLiteral("/5/record.kifu"), in + QStringLiteral("/5.kifu")));
    QVERIFY(copy(bridge + QStringLiteral("/5/usi.log"), in + QStringLiteral("/5.log")));
    const CliRun run = runCli(
        {QStringLiteral("analyse"), QStringLiteral("--engine"), QStringLiteral("bundled"),
         QStringLiteral("--in"), in, QStringLiteral("--out"), out, QStringLiteral("--movetime"),
         QStringLiteral("50"), QStringLiteral("--jobs"), QStringLiteral("2")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    // Per record: a line, a line per side, the worst moves; then the total.
    QVERIFY2(run.out.last().startsWith(
                 QStringLiteral("analysed 2, skipped 0, failed 0, not records 1, in ")),
             qPrintable(run.out.join(u'\n')));
    QCOMPARE(run.out.filter(QStringLiteral("moves analysed by kibitz-shogi")).size(), 2);
    QCOMPARE(run.out.filter(QStringLiteral("  Sente: accuracy ")).size(), 2);
    QCOMPARE(run.out.filter(QStringLiteral("  Gote: accuracy ")).size(), 2);
    QVERIFY(!QFileInfo::exists(out + QStringLiteral("/5.log")));

    for (const QString &name : {QStringLiteral("a/2.kifu"), QStringLiteral("5.kifu")}) {
        const Record before = read(QStringLiteral("shogi"), in + u'/' + name);
        const Record after = read(QStringLiteral("shogi"), out + u'/' + name);
        QVERIFY(!before.mainLineMoves().isEmpty());
        QCOMPARE(after.mainLineMoves(), before.mainLineMoves());
        QCOMPARE(movesWithoutAnalysis(after), QList<int>());
        // The players' own think comments (`**`) are all still there.
        const QString inText = QString::fromUtf8(contents(in + u'/' + name));
        const QString outText = QString::fromUtf8(contents(out + u'/' + name));
        QCOMPARE(outText.count(QStringLiteral("**評価値=")),
                 inText.count(QStringLiteral("**評価値=")));
        // A block on every move, and one on the start position with the stamp of a whole
        // analysis.
        QCOMPARE(outText.count(QStringLiteral("*#評価値=")) +
                     outText.count(QStringLiteral("*#詰み=")),
                 before.mainLineMoves().size() + 1);
        QVERIFY(outText.contains(QStringLiteral("*#エンジン=kibitz-shogi")));
        QVERIFY(outText.contains(QStringLiteral("*kibitz-analysis moves=1-%1 depth=0 movetime=50 "
                                                "multipv=1 engine=kibitz-shogi")
                                     .arg(before.mainLineMoves().size())));
    }
}

void TestCliAnalyse::aFolderOfTicTacToeGamesResumesAndShards()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("games"));
    const CliRun match =
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("tictactoe"),
                QStringLiteral("--engine"), QStringLiteral("bundled option.Strategy=random"),
                QStringLiteral("--engine"), QStringLiteral("bundled"), QStringLiteral("--games"),
                QStringLiteral("4"), QStringLiteral("--movetime"), QStringLiteral("20"),
                QStringLiteral("--out"), in});
    QCOMPARE(match.exitCode, 0);
    // The records; results.jsonl beside them is no record and is passed over.
    const QStringList files =
        QDir(in).entryList({QStringLiteral("game-*")}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 4);

    const QString out = dir.filePath(QStringLiteral("analysed"));
    const QStringList common{QStringLiteral("analyse"),
                             QStringLiteral("--engine"),
                             QStringLiteral("bundled"),
                             QStringLiteral("--in"),
                             in,
                             QStringLiteral("--out"),
                             out,
                             QStringLiteral("--depth"),
                             QStringLiteral("1")};
    // Two shards: every other file each, together all of them.
    const CliRun first =
        runCli(common + QStringList{QStringLiteral("--shard"), QStringLiteral("1/2")});
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    // The records, and analysis.params for kibitz-cli report.
    QCOMPARE(QDir(out).entryList(QDir::Files, QDir::Name),
             (QStringList{QStringLiteral("analysis.params"), files[0], files[2]}));
    const CliRun second =
        runCli(common + QStringList{QStringLiteral("--shard"), QStringLiteral("2/2")});
    QVERIFY2(second.exitCode == 0, qPrintable(second.err));
    QCOMPARE(QDir(out).entryList({QStringLiteral("game-*")}, QDir::Files, QDir::Name), files);
    for (const QString &f : files) {
        const Record r = read(QStringLiteral("tictactoe"), out + u'/' + f);
        QCOMPARE(r.mainLineMoves(),
                 read(QStringLiteral("tictactoe"), in + u'/' + f).mainLineMoves());
        QCOMPARE(movesWithoutAnalysis(r), QList<int>());
        // A tic-tac-toe engine searching to the end sees every result: a move that throws a
        // draw or a win away is marked, a perfect game has no mark.
    }

    // Run again: everything is analysed to depth 1 already, nothing is touched.
    QHash<QString, QByteArray> written;
    for (const QString &f : files)
        written.insert(f, contents(out + u'/' + f));
    const CliRun again = runCli(common);
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QCOMPARE(again.out.filter(QStringLiteral("already analysed, skipped")).size(), 4);
    QVERIFY(again.out.last().startsWith(QStringLiteral("analysed 0, skipped 4, failed 0")));
    for (const QString &f : files)
        QCOMPARE(contents(out + u'/' + f), written.value(f));

    // In place, twice: the blocks are replaced, not piled up.
    const QString file = in + u'/' + files[0];
    for (int i = 0; i < 2; ++i) {
        const CliRun inPlace = runCli({QStringLiteral("analyse"), QStringLiteral("--engine"),
                                       QStringLiteral("bundled"), QStringLiteral("--in"), file,
                                       QStringLiteral("--out"), file, QStringLiteral("--movetime"),
                                       QStringLiteral("20")});
        QVERIFY2(inPlace.exitCode == 0, qPrintable(inPlace.err));
    }
    const Record twice = read(QStringLiteral("tictactoe"), file);
    for (RecordNode *node : twice.mainLine()) {
        int blocks = 0;
        for (const ThinkInfo &t : node->thinks)
            blocks += t.origin == ThinkInfo::Origin::Analysis;
        QCOMPARE(blocks, 1);
    }
}

void TestCliAnalyse::relativeFoldersAreFromTheWorkingDirectory_data()
{
    QTest::addColumn<QString>("in");
    QTest::addColumn<QString>("out");
    // The README's own shape, then others a shell user types.
    QTest::newRow("DIR, OUT") << QStringLiteral("games") << QStringLiteral("analysed");
    QTest::newRow("./DIR/, OUT/SUB")
        << QStringLiteral("./games/") << QStringLiteral("results/analysed");
    QTest::newRow("DIR/SUB, ../OUT")
        << QStringLiteral("games/more") << QStringLiteral("../work-out");
}

void TestCliAnalyse::relativeFoldersAreFromTheWorkingDirectory()
{
    QFETCH(QString, in);
    QFETCH(QString, out);
    QTemporaryDir dir;
    // kibitz-cli runs in dir/work: the records are under work/games, two of them in a subfolder.
    const QString work = dir.filePath(QStringLiteral("work"));
    const QString games = work + QStringLiteral("/games");
    const CliRun match =
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("tictactoe"),
                QStringLiteral("--engine"), QStringLiteral("bundled option.Strategy=random"),
                QStringLiteral("--engine"), QStringLiteral("bundled"), QStringLiteral("--games"),
                QStringLiteral("4"), QStringLiteral("--movetime"), QStringLiteral("20"),
                QStringLiteral("--out"), games});
    QCOMPARE(match.exitCode, 0);
    // The match's results stream and parameters are no records: only the records stay in the
    // folder analysed.
    QVERIFY(QFile::remove(games + QStringLiteral("/results.jsonl")));
    QVERIFY(QFile::remove(games + QStringLiteral("/match.params")));
    const QStringList files = QDir(games).entryList(QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 4);
    QDir().mkpath(games + QStringLiteral("/more"));
    for (const QString &f : files.mid(2))
        QVERIFY(QFile::rename(games + u'/' + f, games + QStringLiteral("/more/") + f));

    const CliRun run =
        runCli({QStringLiteral("analyse"), QStringLiteral("--engine"), QStringLiteral("bundled"),
                QStringLiteral("--in"), in, QStringLiteral("--out"), out, QStringLiteral("--depth"),
                QStringLiteral("1")},
               500000, QProcessEnvironment::systemEnvironment(), work);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out.join(u'\n')));
    // Every record under --in, each written at its place under --out, both from work.
    const QDir inDir(QDir(work).filePath(in));
    const QDir outDir(QDir(work).filePath(out));
    QStringList expected;
    for (const QString &f : files)
        if (QFileInfo::exists(inDir.filePath(f)))
            expected << f;
        else if (QFileInfo::exists(inDir.filePath(QStringLiteral("more/") + f)))
            expected << QStringLiteral("more/") + f;
    QCOMPARE(expected.size(), in.endsWith(u"more") ? 2 : 4);
    QVERIFY2(run.out.last().startsWith(
                 QStringLiteral("analysed %1, skipped 0, failed 0, ").arg(expected.size())),
             qPrintable(run.out.join(u'\n')));
    for (const QString &f : std::as_const(expected)) {
        const Record r = read(QStringLiteral("tictactoe"), outDir.filePath(f));
        QCOMPARE(r.mainLineMoves(),
                 read(QStringLiteral("tictactoe"), inDir.filePath(f)).mainLineMoves());
        QCOMPARE(movesWithoutAnalysis(r), QList<int>());
    }
}

void TestCliAnalyse::badArgumentsSayWhat_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString missing = QStringLiteral("/nonexistent/records");
    QTest::newRow("no engine") << QStringList{QStringLiteral("--in"), bridge,
                                              QStringLiteral("--out"), QStringLiteral("x")}
                               << QStringLiteral("give one --engine");
    QTest::newRow("no out") << QStringList{QStringLiteral("--engine"), QStringLiteral("bundled"),
                                           QStringLiteral("--in"), bridge}
                            << QStringLiteral("give --in and --out");
    QTest::newRow("bad shard") << QStringList{QStringLiteral("--engine"), QStringLiteral("bundled"),
                                              QStringLiteral("--in"),     bridge,
                                              QStringLiteral("--out"),    QStringLiteral("x"),
                                              QStringLiteral("--shard"),  QStringLiteral("3/2")}
                               << QStringLiteral("--shard takes I/N");
    QTest::newRow("bad depth") << QStringList{QStringLiteral("--engine"), QStringLiteral("bundled"),
                                              QStringLiteral("--in"),     bridge,
                                              QStringLiteral("--out"),    QStringLiteral("x"),
                                              QStringLiteral("--depth"),  QStringLiteral("0")}
                               << QStringLiteral("take a positive number");
    QTest::newRow("no such input")
        << QStringList{QStringLiteral("--engine"), QStringLiteral("bundled"),
                       QStringLiteral("--in"),     missing,
                       QStringLiteral("--out"),    QStringLiteral("x")}
        << QStringLiteral("no such file or folder");
}

void TestCliAnalyse::badArgumentsSayWhat()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun run = runCli(QStringList{QStringLiteral("analyse")} + args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

QTEST_MAIN(TestCliAnalyse)
#include "tst_cli_analyse.moc"
