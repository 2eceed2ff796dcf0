// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match --sync syncs each game's record to the disk before its results line; without
// it no record is synced (as fastchess, cutechess-cli and c-gomoku-cli write theirs). The syncs
// are seen through an LD_PRELOAD library that lists the files synced (syncspy.cpp). And a record
// that cannot be written leaves its game's journal.
#include "testprograms.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace kibitz::test;
using namespace Qt::StringLiterals;

namespace {
// Runs a 4-game tic-tac-toe match into out, and returns how many of its records' inodes the
// spy saw synced.
int syncedRecords(const QString &out, const QString &list, bool sync)
{
    QStringList args{
        u"match"_s,   u"--game"_s,  u"tictactoe"_s, u"--engine"_s, u"bundled"_s, u"--engine"_s,
        u"bundled"_s, u"--games"_s, u"4"_s,         u"--out"_s,    out};
    if (sync) args << u"--sync"_s;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"LD_PRELOAD"_s, QStringLiteral(SYNCSPY));
    environment.insert(u"SYNCSPY_OUT"_s, list);
    const CliRun run = runCli(args, 60000, environment);
    if (run.exitCode != 0) return -1;
    QFile file(list);
    QSet<QString> synced;
    if (file.open(QIODevice::ReadOnly))
        for (const QString &line : QString::fromUtf8(file.readAll()).split(u'\n'))
            synced.insert(line);
    int count = 0;
    for (int game = 1; game <= 4; ++game) {
        struct stat info = {};
        const QString record =
            QDir(out).filePath(u"game-%1.ttt"_s.arg(game, 3, 10, QLatin1Char('0')));
        if (::stat(QFile::encodeName(record).constData(), &info) != 0) return -1;
        if (synced.contains(QString::number(info.st_ino))) ++count;
    }
    return count;
}
} // namespace

class TestRecordSync : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recordsSyncedOnlyWithSync();
    void unwritableRecordKeepsItsJournal();
};

void TestRecordSync::recordsSyncedOnlyWithSync()
{
    QTemporaryDir dir;
    QCOMPARE(syncedRecords(dir.filePath(u"plain"_s), dir.filePath(u"plain.list"_s), false), 0);
    QCOMPARE(syncedRecords(dir.filePath(u"synced"_s), dir.filePath(u"synced.list"_s), true), 4);
}

// A record that cannot be written (its name taken by a folder): the run says so, and keeps the
// game's journal, its only copy, as the record's name with .part; the next game is written, and
// the worker's own journal is gone at the end.
void TestRecordSync::unwritableRecordKeepsItsJournal()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(u"out"_s);
    QVERIFY(QDir().mkpath(QDir(out).filePath(u"game-001.ttt"_s)));
    const CliRun run = runCli({u"match"_s, u"--game"_s, u"tictactoe"_s, u"--engine"_s, u"bundled"_s,
                               u"--engine"_s, u"bundled"_s, u"--games"_s, u"2"_s, u"--out"_s, out},
                              60000);
    QVERIFY2(run.err.contains(u"game-001.ttt"_s), qPrintable(run.err));
    QFile kept(QDir(out).filePath(u"game-001.ttt.part"_s));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = kept.readAll().trimmed().split('\n');
    QVERIFY2(lines.size() >= 6, lines.join('\n').constData()); // the game and its moves
    QVERIFY(lines.first().contains("\"record\":\"game-001.ttt\""));
    QVERIFY(lines.last().startsWith("{\"move\":"));
    QVERIFY(QFile::exists(QDir(out).filePath(u"game-002.ttt"_s)));
    QVERIFY(!QFile::exists(QDir(out).filePath(u"in-progress-w1.jsonl"_s)));
}

QTEST_GUILESS_MAIN(TestRecordSync)
#include "tst_recordsync.moc"
