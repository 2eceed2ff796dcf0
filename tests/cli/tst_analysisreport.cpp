// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli report over a folder that analyse wrote in shards: the summary of each record and
// the count, as one analyse process over the whole folder printed them, from however many shards
// have run; a record not analysed to the end is counted as not analysed yet.
#include "core/game/game.h"
#include "core/record/record.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QDir>
#include <QFile>
#include <QMap>
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

// The records' blocks of analyse's or report's standard output, by the record's path relative
// to base: "N moves analysed by E" (analyse's time cut off) and the summary lines under it.
QMap<QString, QStringList> summaryBlocks(const QStringList &lines, const QString &base)
{
    static const QRegularExpression head(
        QStringLiteral("^(.*): (\\d+ moves analysed by .*?)(?: in [0-9.]+ s)?$"));
    QMap<QString, QStringList> blocks;
    QString current;
    for (const QString &line : lines) {
        if (const QRegularExpressionMatch m = head.match(line); m.hasMatch()) {
            const QString path = m.captured(1);
            current = path.startsWith(base + u'/') ? path.mid(base.size() + 1) : path;
            blocks[current] << m.captured(2);
        } else if (line.startsWith(QStringLiteral("  ")) && !current.isEmpty()) {
            blocks[current] << line;
        } else {
            current.clear();
        }
    }
    return blocks;
}
} // namespace

class TestAnalysisReport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void shardsReportWhatOneProcessPrinted();
    void shardsInFoldersOfTheirOwnCountTheRunOnce();
    void aRecordAnalysedInPartIsNotAnalysedYet();
    void theEnginesMoveOffItsLineReadsBack();
    void aMatchFolderAnalysedInPlaceStaysAMatch();
    void reportRefusesWhatDoesNotFit_data();
    void reportRefusesWhatDoesNotFit();

private:
    QStringList analyseArgs(const QString &out) const;

    QTemporaryDir m_dir;
    QString m_records;
    QString m_one; // analysed by one process
    QStringList m_oneOut;
};

QStringList TestAnalysisReport::analyseArgs(const QString &out) const
{
    // A time a move: the bundled engine solves tic-tac-toe well within it, so each search ends
    // alike in every run (a search stopped at a depth has what the engine said before the stop).
    return {QStringLiteral("analyse"),
            QStringLiteral("--engine"),
            QStringLiteral("bundled"),
            QStringLiteral("--in"),
            m_records,
            QStringLiteral("--out"),
            out,
            QStringLiteral("--movetime"),
            QStringLiteral("30")};
}

void TestAnalysisReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Eight games of a random player against the bundled engine: moves that throw a result away.
    m_records = m_dir.filePath(QStringLiteral("records"));
    const CliRun match =
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("tictactoe"),
                QStringLiteral("--engine"), QStringLiteral("bundled option.Strategy=random"),
                QStringLiteral("--engine"), QStringLiteral("bundled"), QStringLiteral("--games"),
                QStringLiteral("8"), QStringLiteral("--movetime"), QStringLiteral("20"),
                QStringLiteral("--out"), m_records});
    QVERIFY2(match.exitCode == 0, qPrintable(match.err));
    m_one = m_dir.filePath(QStringLiteral("one"));
    const CliRun one = runCli(analyseArgs(m_one));
    QVERIFY2(one.exitCode == 0, qPrintable(one.err));
    QVERIFY2(one.out.last().startsWith(QStringLiteral("analysed 8, skipped 0, failed 0")),
             qPrintable(one.out.join(u'\n')));
    m_oneOut = one.out;
}

void TestAnalysisReport::shardsReportWhatOneProcessPrinted()
{
    const QMap<QString, QStringList> whole = summaryBlocks(m_oneOut, m_records);
    QCOMPARE(whole.size(), 8);
    QVERIFY(m_oneOut.join(u'\n').contains(QStringLiteral("worst:")));

    // The folder one process wrote reads back as it printed.
    const CliRun oneReport = runCli({QStringLiteral("report"), m_one});
    QVERIFY2(oneReport.exitCode == 0, qPrintable(oneReport.err));
    QCOMPARE(summaryBlocks(oneReport.out, m_one), whole);
    QCOMPARE(oneReport.out.last(), QStringLiteral("analysed 8 of 8 records, not analysed yet 0"));

    // Three of four shards have run, the fourth is still to come: its two records are not
    // analysed yet, the others read as one process printed them.
    const QString sharded = m_dir.filePath(QStringLiteral("sharded"));
    for (int shard = 1; shard <= 3; ++shard) {
        const CliRun run =
            runCli(analyseArgs(sharded) +
                   QStringList{QStringLiteral("--shard"), QStringLiteral("%1/4").arg(shard)});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }
    const CliRun partly = runCli({QStringLiteral("report"), sharded});
    QVERIFY2(partly.exitCode == 0, qPrintable(partly.err));
    QCOMPARE(partly.out.last(), QStringLiteral("analysed 6 of 8 records, not analysed yet 2"));
    const QMap<QString, QStringList> sofar = summaryBlocks(partly.out, sharded);
    QCOMPARE(sofar.size(), 6);
    for (auto it = sofar.begin(); it != sofar.end(); ++it)
        QCOMPARE(it.value(), whole.value(it.key()));

    const CliRun last = runCli(analyseArgs(sharded) +
                               QStringList{QStringLiteral("--shard"), QStringLiteral("4/4")});
    QVERIFY2(last.exitCode == 0, qPrintable(last.err));
    // Given as --analysis too, and the folder written relative.
    const CliRun all =
        runCli({QStringLiteral("report"), QStringLiteral("--analysis"), QStringLiteral("sharded")},
               500000, QProcessEnvironment::systemEnvironment(), m_dir.path());
    QVERIFY2(all.exitCode == 0, qPrintable(all.err));
    QCOMPARE(summaryBlocks(all.out, QStringLiteral("sharded")), whole);
    QCOMPARE(all.out.last(), QStringLiteral("analysed 8 of 8 records, not analysed yet 0"));
}

// Without a shared file system each machine writes its own folder; read together they are one
// run of eight records, not two of eight.
void TestAnalysisReport::shardsInFoldersOfTheirOwnCountTheRunOnce()
{
    const QString first = m_dir.filePath(QStringLiteral("machine1"));
    const QString second = m_dir.filePath(QStringLiteral("machine2"));
    QCOMPARE(
        runCli(analyseArgs(first) + QStringList{QStringLiteral("--shard"), QStringLiteral("1/2")})
            .exitCode,
        0);
    const CliRun half = runCli({QStringLiteral("report"), first});
    QCOMPARE(half.out.last(), QStringLiteral("analysed 4 of 8 records, not analysed yet 4"));
    QCOMPARE(
        runCli(analyseArgs(second) + QStringList{QStringLiteral("--shard"), QStringLiteral("2/2")})
            .exitCode,
        0);
    const CliRun both = runCli({QStringLiteral("report"), first, second});
    QVERIFY2(both.exitCode == 0, qPrintable(both.err));
    QCOMPARE(both.out.last(), QStringLiteral("analysed 8 of 8 records, not analysed yet 0"));
    QMap<QString, QStringList> blocks = summaryBlocks(both.out, first);
    blocks.insert(summaryBlocks(both.out, second));
    blocks.removeIf([](const auto &it) { return it.key().startsWith(u'/'); });
    QCOMPARE(blocks, summaryBlocks(m_oneOut, m_records));
}

void TestAnalysisReport::aRecordAnalysedInPartIsNotAnalysedYet()
{
    // Two records of the whole run changed as an analysis cut off would leave them: one lacks
    // the block of its last move, the other the stamp of a whole analysis (as the window, or an
    // older kibitz-cli, writes them).
    const QString cut = m_dir.filePath(QStringLiteral("cut"));
    QVERIFY(QDir().mkpath(cut));
    const QStringList files =
        QDir(m_one).entryList({QStringLiteral("game-*")}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 8);
    for (const QString &f : QDir(m_one).entryList(QDir::Files))
        QVERIFY(QFile::copy(m_one + u'/' + f, cut + u'/' + f));
    const Game &game = *gameById(QStringLiteral("tictactoe"));
    for (int i : {2, 5}) {
        RecordReadResult read = readRecordFile(game, cut + u'/' + files[i]);
        QVERIFY(read.ok());
        Record &record = *read.record;
        if (i == 2)
            record.mainLine().last()->thinks.clear();
        else
            record.root()->comment.clear();
        QVERIFY(writeFile(cut + u'/' + files[i], game.recordFormats().first()->write(record).data));
    }
    const CliRun report = runCli({QStringLiteral("report"), cut});
    QVERIFY2(report.exitCode == 0, qPrintable(report.err));
    QCOMPARE(report.out.last(), QStringLiteral("analysed 6 of 8 records, not analysed yet 2"));
    QVERIFY(report.out.contains(cut + u'/' + files[2] + QStringLiteral(": not analysed yet")));
    QVERIFY(report.out.contains(cut + u'/' + files[5] + QStringLiteral(": not analysed yet")));
    QCOMPARE(summaryBlocks(report.out, cut).size(), 6);

    // analyse over the folder again analyses those two, and passes over the rest.
    const CliRun again = runCli(analyseArgs(cut));
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QVERIFY2(again.out.last().startsWith(QStringLiteral("analysed 2, skipped 6, failed 0")),
             qPrintable(again.out.join(u'\n')));
    const CliRun after = runCli({QStringLiteral("report"), cut});
    QCOMPARE(summaryBlocks(after.out, cut), summaryBlocks(m_oneOut, m_records));
}

// An engine whose bestmove is not the first move of its PV: its move loses nothing (issue 32),
// which no `#` block says; report reads it from the stamp. Every search scores +300 for the side
// to move, so any other move is a mistake.
void TestAnalysisReport::theEnginesMoveOffItsLineReadsBack()
{
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("fake.script"));
    QVERIFY(writeFile(script,
                      "usi => say id name Fake; say usiok\n"
                      "isready => say readyok\n"
                      "usinewgame =>\nposition =>\n"
                      "go#1 => say info depth 3 score cp 300 pv 2g2f 8c8d; say bestmove 7g7f\n"
                      "go#2 => say info depth 3 score cp 300 pv 3c3d; say bestmove 3c3d\n"
                      "go#3 => say info depth 3 score cp 300 pv 6i7h; say bestmove 6i7h\n"
                      "go#4 => say info depth 3 score cp 300 pv 8c8d; say bestmove 8c8d\n"));
    const Game &shogi = *gameById(QStringLiteral("shogi"));
    Record record(QStringLiteral("shogi"));
    RecordNode *node = record.root();
    for (const char *move : {"7g7f", "3c3d", "2g2f"})
        node = record.addMove(node, QString::fromLatin1(move));
    const QString in = dir.filePath(QStringLiteral("in"));
    QVERIFY(QDir().mkpath(in));
    QVERIFY(writeFile(in + QStringLiteral("/a.kifu"),
                      shogi.recordFormatForFile(QStringLiteral("a.kifu"))->write(record).data));
    const QString out = dir.filePath(QStringLiteral("out"));
    const CliRun run = runCli({QStringLiteral("analyse"), QStringLiteral("--engine"),
                               QStringLiteral("cmd=%1 arg=%2 proto=usi")
                                   .arg(binPath(QStringLiteral("kibitz-fake-engine")), script),
                               QStringLiteral("--in"), in, QStringLiteral("--out"), out,
                               QStringLiteral("--movetime"), QStringLiteral("100")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QMap<QString, QStringList> printed = summaryBlocks(run.out, in);
    // ▲7六歩 was the engine's bestmove and △3四歩 the first of its PV: they lose nothing; ▲2六歩
    // (not 6i7h) is the one move that lost.
    const QStringList block = printed.value(QStringLiteral("a.kifu"));
    QVERIFY2(!block.isEmpty() && block.last().startsWith(QStringLiteral("  worst: 3 ")) &&
                 !block.last().contains(u','),
             qPrintable(run.out.join(u'\n')));
    const CliRun report = runCli({QStringLiteral("report"), out});
    QVERIFY2(report.exitCode == 0, qPrintable(report.err));
    QCOMPARE(summaryBlocks(report.out, out), printed);
}

// A match's folder analysed in place holds both results.jsonl and analysis.params: report reads
// the match, and the analysis when asked.
void TestAnalysisReport::aMatchFolderAnalysedInPlaceStaysAMatch()
{
    QTemporaryDir dir;
    const QString games = dir.filePath(QStringLiteral("games"));
    QCOMPARE(
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("tictactoe"),
                QStringLiteral("--engine"), QStringLiteral("bundled"), QStringLiteral("--engine"),
                QStringLiteral("bundled"), QStringLiteral("--games"), QStringLiteral("2"),
                QStringLiteral("--movetime"), QStringLiteral("20"), QStringLiteral("--out"), games})
            .exitCode,
        0);
    const CliRun analyse =
        runCli({QStringLiteral("analyse"), QStringLiteral("--engine"), QStringLiteral("bundled"),
                QStringLiteral("--in"), games, QStringLiteral("--out"), games,
                QStringLiteral("--movetime"), QStringLiteral("20")});
    QVERIFY2(analyse.exitCode == 0, qPrintable(analyse.err));
    QVERIFY(QFile::exists(games + QStringLiteral("/analysis.params")));
    const CliRun match = runCli({QStringLiteral("report"), games});
    QVERIFY2(match.exitCode == 0, qPrintable(match.err));
    QVERIFY2(match.out.value(0).startsWith(QStringLiteral("Results of kibitz-tictactoe vs ")),
             qPrintable(match.out.join(u'\n')));
    const CliRun analysis = runCli({QStringLiteral("report"), QStringLiteral("--analysis"), games});
    QVERIFY2(analysis.exitCode == 0, qPrintable(analysis.err));
    QCOMPARE(analysis.out.last(), QStringLiteral("analysed 2 of 2 records, not analysed yet 0"));
}

void TestAnalysisReport::reportRefusesWhatDoesNotFit_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("sprt") << QStringList{QStringLiteral("--sprt"), QStringLiteral("elo0=0"),
                                         QStringLiteral("elo1=5")}
                          << QStringLiteral("--sprt is for match results, not analyses");
    QTest::newRow("not a folder") << QStringList{QStringLiteral("--analysis"),
                                                 QStringLiteral("no-such-folder")}
                                  << QStringLiteral("no-such-folder is not a folder");
}

void TestAnalysisReport::reportRefusesWhatDoesNotFit()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun run = runCli(QStringList{QStringLiteral("report"), m_one} + args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestAnalysisReport)
#include "tst_analysisreport.moc"
