// SPDX-License-Identifier: GPL-3.0-or-later
// `kibitz-cli convert --in DIR --out DIR`: a folder tree of records converted, the broken ones
// named with their line, the others converted all the same.
#include "core/game/game.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

namespace {
const QString conversionInput = QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/conversion-input");

struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

CliRun convert(const QStringList &args, const QString &workingDir = {})
{
    QProcess p;
    p.setWorkingDirectory(workingDir);
    p.start(QStringLiteral(KIBITZ_CLI_PATH), QStringList{QStringLiteral("convert")} + args);
    CliRun run;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return run;
    }
    run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    run.out = QString::fromUtf8(p.readAllStandardOutput());
    run.err = QString::fromUtf8(p.readAllStandardError());
    return run;
}

void write(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size()) qWarning("cannot write");
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The files under dir, relative, sorted.
QStringList tree(const QString &dir)
{
    QStringList files;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(dir).relativeFilePath(it.next());
    files.sort();
    return files;
}

QStringList mainLine(const QString &path)
{
    const RecordReadResult read = readRecordFile(*gameById(u"shogi"), path);
    return read.record ? read.record->mainLineMoves() : QStringList{QStringLiteral("unreadable")};
}

// A KIF whose third move drops a bishop Black does not have: line 5.
const QByteArray brokenKif = "手合割：平手\r\n"
                             "手数----指手---------消費時間--\r\n"
                             "   1 ７六歩(77)   ( 0:01/00:00:01)\r\n"
                             "   2 ３四歩(33)   ( 0:01/00:00:01)\r\n"
                             "   3 ５五角打     ( 0:01/00:00:02)\r\n";
} // namespace

class TestCliConvert : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void folderWithABrokenFile();
    void sameNameGetsANumber();
    void threadsWriteWhatOneThreadWrites();
    void ownFormatWithoutFormat();
    void rerunReplacesAndLeavesNoPart();
    void outputInsideInputIsNotRead();
    void linksToFilesAreReadLinksToFoldersAreNot();
    void aFolderThatCannotBeMadeFailsOnlyItsFiles();
    void whatAFormatCannotHoldIsSaidOnce();
    void badArguments_data();
    void badArguments();
    void singleFileStillWorks();
};

void TestCliConvert::folderWithABrokenFile()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in"));
    const QString out = dir.filePath(QStringLiteral("out"));
    write(in + QStringLiteral("/top.kif"),
          readAll(conversionInput + QStringLiteral("/kif-sjis.kif")));
    write(in + QStringLiteral("/a/b/deep.csa"),
          readAll(conversionInput + QStringLiteral("/csa-sjis.csa")));
    write(in + QStringLiteral("/a/moves.ki2u"),
          readAll(conversionInput + QStringLiteral("/ki2u-utf8.ki2u")));
    write(in + QStringLiteral("/a/broken.kif"), brokenKif);
    write(in + QStringLiteral("/a/readme.md"), "not a record\n");

    const CliRun run = convert({QStringLiteral("--in"), in, QStringLiteral("--out"), out,
                                QStringLiteral("--format"), QStringLiteral("kifu"),
                                QStringLiteral("--jobs"), QStringLiteral("2")});
    QCOMPARE(run.exitCode, 1);
    // The broken file is named, with its line and why; nothing else fails.
    QVERIFY2(run.err.contains(QStringLiteral("broken.kif: line 5: ")), qPrintable(run.err));
    QCOMPARE(run.err.count(QStringLiteral("line ")), 1);
    QVERIFY2(run.out.contains(QStringLiteral("3 files converted, 1 failed; 1 passed over")),
             qPrintable(run.out));
    // Subfolders kept, the extension is the format's, the passed-over file is not copied; the
    // broken file's moves before the bad line are kept, as for a single file.
    QCOMPARE(tree(out),
             (QStringList{"a/b/deep.kifu", "a/broken.kifu", "a/moves.kifu", "top.kifu"}));
    QCOMPARE(mainLine(out + QStringLiteral("/a/broken.kifu")), (QStringList{"7g7f", "3c3d"}));
    for (const auto &[from, to] :
         {std::pair{"/top.kif", "/top.kifu"}, std::pair{"/a/b/deep.csa", "/a/b/deep.kifu"},
          std::pair{"/a/moves.ki2u", "/a/moves.kifu"}}) {
        const QStringList moves = mainLine(in + QLatin1String(from));
        QVERIFY(moves.size() >= 5);
        QCOMPARE(mainLine(out + QLatin1String(to)), moves);
        QVERIFY(readAll(out + QLatin1String(to)).contains("手数----指手---------消費時間--"));
    }
}

void TestCliConvert::sameNameGetsANumber()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in"));
    const QString out = dir.filePath(QStringLiteral("out"));
    write(in + QStringLiteral("/game.kif"),
          readAll(conversionInput + QStringLiteral("/kif-sjis.kif")));
    write(in + QStringLiteral("/game.csa"),
          readAll(conversionInput + QStringLiteral("/csa-sjis.csa")));
    // Folders given relative to the working directory, as people type them.
    const CliRun run =
        convert({QStringLiteral("--in"), QStringLiteral("in"), QStringLiteral("--out"),
                 QStringLiteral("out"), QStringLiteral("--format"), QStringLiteral("jkf")},
                dir.path());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(tree(out), (QStringList{"game-2.jkf", "game.jkf"}));
    // Sorted by name: game.csa comes first and keeps the plain name.
    QCOMPARE(mainLine(out + QStringLiteral("/game.jkf")),
             mainLine(in + QStringLiteral("/game.csa")));
    QCOMPARE(mainLine(out + QStringLiteral("/game-2.jkf")),
             mainLine(in + QStringLiteral("/game.kif")));
}

void TestCliConvert::threadsWriteWhatOneThreadWrites()
{
    QTemporaryDir dir;
    const QString one = dir.filePath(QStringLiteral("one"));
    const QString four = dir.filePath(QStringLiteral("four"));
    const QString data = QStringLiteral(SHARED_DATA_DIR "/shogi");
    QCOMPARE(convert({"--in", data, "--out", one, "--format", "ki2", "--jobs", "1"}).exitCode, 0);
    QCOMPARE(convert({"--in", data, "--out", four, "--format", "ki2", "--jobs", "4"}).exitCode, 0);
    const QStringList files = tree(one);
    QVERIFY(files.size() > 50);
    QCOMPARE(tree(four), files);
    for (const QString &f : files)
        QVERIFY2(readAll(one + u'/' + f) == readAll(four + u'/' + f), qPrintable(f));
}

void TestCliConvert::ownFormatWithoutFormat()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in"));
    const QString out = dir.filePath(QStringLiteral("out"));
    write(in + QStringLiteral("/x/game.csa"),
          readAll(conversionInput + QStringLiteral("/csa-sjis.csa")));
    write(in + QStringLiteral("/game.ki2u"),
          readAll(conversionInput + QStringLiteral("/ki2u-utf8.ki2u")));
    const CliRun run = convert({QStringLiteral("--in"), in, QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(tree(out), (QStringList{"game.ki2u", "x/game.csa"}));
}

void TestCliConvert::rerunReplacesAndLeavesNoPart()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in"));
    const QString out = dir.filePath(QStringLiteral("out"));
    write(in + QStringLiteral("/game.csa"),
          readAll(conversionInput + QStringLiteral("/csa-sjis.csa")));
    // What an earlier run, or a person, left there is replaced by this run's conversion.
    write(out + QStringLiteral("/game.kifu"), "stale\n");
    const CliRun run = convert({QStringLiteral("--in"), in, QStringLiteral("--out"), out,
                                QStringLiteral("--format"), QStringLiteral("kifu")});
    QCOMPARE(run.exitCode, 0);
    // Written through a temporary file renamed over the output: none is left behind.
    QCOMPARE(tree(out), QStringList{QStringLiteral("game.kifu")});
    QCOMPARE(mainLine(out + QStringLiteral("/game.kifu")),
             mainLine(in + QStringLiteral("/game.csa")));
}

void TestCliConvert::outputInsideInputIsNotRead()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in"));
    write(in + QStringLiteral("/game.csa"),
          readAll(conversionInput + QStringLiteral("/csa-sjis.csa")));
    write(in + QStringLiteral("/sub/other.kif"),
          readAll(conversionInput + QStringLiteral("/kif-sjis.kif")));
    // A second run into the same folder must not convert the first run's outputs again.
    for (int run = 0; run < 2; ++run) {
        const CliRun r =
            convert({QStringLiteral("--in"), QStringLiteral("in"), QStringLiteral("--out"),
                     QStringLiteral("in/kifu"), QStringLiteral("--format"), QStringLiteral("kifu")},
                    dir.path());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("2 files converted, 0 failed")), qPrintable(r.out));
    }
    QCOMPARE(tree(in),
             (QStringList{"game.csa", "kifu/game.kifu", "kifu/sub/other.kifu", "sub/other.kif"}));
}

void TestCliConvert::linksToFilesAreReadLinksToFoldersAreNot()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in"));
    const QString out = dir.filePath(QStringLiteral("out"));
    const QString elsewhere = dir.filePath(QStringLiteral("elsewhere"));
    write(elsewhere + QStringLiteral("/game.csa"),
          readAll(conversionInput + QStringLiteral("/csa-sjis.csa")));
    write(in + QStringLiteral("/対局/本譜.kif"),
          readAll(conversionInput + QStringLiteral("/kif-sjis.kif")));
    QVERIFY(
        QFile::link(elsewhere + QStringLiteral("/game.csa"), in + QStringLiteral("/linked.csa")));
    // A link back up the tree would never end if it were followed.
    QVERIFY(QFile::link(in, in + QStringLiteral("/対局/loop")));
    QVERIFY(QFile::link(elsewhere, in + QStringLiteral("/folder-link")));
    const CliRun run = convert({QStringLiteral("--in"), in, QStringLiteral("--out"), out,
                                QStringLiteral("--format"), QStringLiteral("kifu")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("2 files converted, 0 failed")), qPrintable(run.out));
    QCOMPARE(tree(out), (QStringList{"linked.kifu", "対局/本譜.kifu"}));
    QCOMPARE(mainLine(out + QStringLiteral("/linked.kifu")),
             mainLine(elsewhere + QStringLiteral("/game.csa")));
}

void TestCliConvert::aFolderThatCannotBeMadeFailsOnlyItsFiles()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in"));
    const QString out = dir.filePath(QStringLiteral("out"));
    write(in + QStringLiteral("/top.csa"),
          readAll(conversionInput + QStringLiteral("/csa-sjis.csa")));
    write(in + QStringLiteral("/sub/a.kif"),
          readAll(conversionInput + QStringLiteral("/kif-sjis.kif")));
    write(in + QStringLiteral("/sub/b.kif"),
          readAll(conversionInput + QStringLiteral("/kif-sjis.kif")));
    // A file stands where the output folder of sub/ would be.
    write(out + QStringLiteral("/sub"), "in the way\n");
    const CliRun run = convert({QStringLiteral("--in"), in, QStringLiteral("--out"), out,
                                QStringLiteral("--format"), QStringLiteral("kifu")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QStringLiteral("1 files converted, 2 failed")), qPrintable(run.out));
    QCOMPARE(run.err.count(QStringLiteral("cannot make the folder %1/sub").arg(out)), 2);
    QCOMPARE(readAll(out + QStringLiteral("/sub")), QByteArray("in the way\n"));
    QCOMPARE(mainLine(out + QStringLiteral("/top.kifu")),
             mainLine(in + QStringLiteral("/top.csa")));
}

void TestCliConvert::whatAFormatCannotHoldIsSaidOnce()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in"));
    const QString out = dir.filePath(QStringLiteral("out"));
    // Gomoku records with an engine's thoughts, which PSQ has no place for.
    const QByteArray gmk = "#KIBITZ gomoku 1\n"
                           "Result: *\n"
                           "1 h8 0.021\n"
                           "**評価値=12\n"
                           "2 h9 0.052\n";
    for (const char *name : {"/a/one.gmk", "/b/two.gmk", "/b/c/three.gmk"})
        write(in + QLatin1String(name), gmk);
    const CliRun run = convert({QStringLiteral("--in"), in, QStringLiteral("--out"), out,
                                QStringLiteral("--format"), QStringLiteral("psq")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("3 files converted, 0 failed")), qPrintable(run.out));
    // Named once, at the first file in order, and the others counted.
    const QString text = QStringLiteral("PSQ holds no comments or engine thoughts");
    QCOMPARE(run.err.count(text), 2);
    QVERIFY2(run.err.contains(QStringLiteral("%1/a/one.psq: %2\n").arg(out, text)),
             qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("2 more files: %1\n").arg(text)), qPrintable(run.err));
    QCOMPARE(tree(out), (QStringList{"a/one.psq", "b/c/three.psq", "b/two.psq"}));
}

void TestCliConvert::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString data = QStringLiteral(SHARED_DATA_DIR "/shogi");
    QTest::newRow("no such format")
        << QStringList{"--in", data, "--out", "/tmp/kibitz-x", "--format", "doc"}
        << "no game has the format 'doc'";
    QTest::newRow("bad jobs") << QStringList{"--in", data, "--out", "/tmp/kibitz-x", "--jobs", "0"}
                              << "--jobs";
    QTest::newRow("format without extension")
        << QStringList{"--in", data, "--out", "/tmp/kibitz-x", "--format", "csa3"} << "csa3";
    QTest::newRow("folder into a file")
        << QStringList{"--in", data, "--out", conversionInput + "/kif-sjis.kif"} << "is a file";
}

void TestCliConvert::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun run = convert(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

void TestCliConvert::singleFileStillWorks()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("copy.csa"));
    const CliRun run =
        convert({QStringLiteral("--in"), conversionInput + QStringLiteral("/kif-sjis.kif"),
                 QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(mainLine(out), mainLine(conversionInput + QStringLiteral("/kif-sjis.kif")));
    QVERIFY(readAll(out).startsWith("V2.2"));
}

QTEST_GUILESS_MAIN(TestCliConvert)
#include "tst_cli_convert.moc"
