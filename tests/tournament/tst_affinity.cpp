// SPDX-License-Identifier: GPL-3.0-or-later
// --affinity: the process's CPUs split among the games played at once, and each game's engines
// kept to its worker's CPUs (read back from /proc while a real match runs).
#include "core/tournament/cpuaffinity.h"
#include "testprograms.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;
using namespace Qt::StringLiterals;

namespace {
// The CPU lists (Cpus_allowed_list of /proc/PID/status, as "0-3" or "0,2") of the running
// children of parent whose command is name.
QStringList childCpuLists(qint64 parent, const QString &name)
{
    QStringList out;
    const QStringList pids = QDir(u"/proc"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        QFile status(u"/proc/%1/status"_s.arg(pid));
        if (!status.open(QIODevice::ReadOnly)) continue;
        QString command, cpus;
        qint64 ppid = -1;
        for (const QByteArray &line : status.readAll().split('\n')) {
            const QString text = QString::fromUtf8(line);
            if (text.startsWith(u"Name:")) command = text.mid(5).trimmed();
            if (text.startsWith(u"PPid:")) ppid = text.mid(5).trimmed().toLongLong();
            if (text.startsWith(u"Cpus_allowed_list:")) cpus = text.mid(18).trimmed();
        }
        if (ppid == parent && command == name) out << cpus;
    }
    out.sort();
    return out;
}

// "0-3" style, as the kernel writes a list.
QString listText(const QList<int> &cpus)
{
    QStringList runs;
    for (qsizetype i = 0; i < cpus.size();) {
        qsizetype j = i;
        while (j + 1 < cpus.size() && cpus[j + 1] == cpus[j] + 1)
            ++j;
        runs << (i == j ? QString::number(cpus[i]) : u"%1-%2"_s.arg(cpus[i]).arg(cpus[j]));
        i = j + 1;
    }
    return runs.join(u',');
}

// The CPU lists of the four engines of a two-game kibitz-cli match at concurrency 2, read once
// all four run.
QStringList engineCpus(const QString &out, bool affinity)
{
    QStringList args{u"match"_s,   u"--game"_s,        u"gomoku"_s,  u"--engine"_s,
                     u"bundled"_s, u"--engine"_s,      u"bundled"_s, u"--movetime"_s,
                     u"300"_s,     u"--concurrency"_s, u"2"_s,       u"--games"_s,
                     u"2"_s,       u"--out"_s,         out};
    if (affinity) args << u"--affinity"_s;
    QProcess cli;
    cli.start(binPath(u"kibitz-cli"_s), args);
    if (!cli.waitForStarted()) return {};
    QStringList lists;
    [[maybe_unused]] const bool allRunning = QTest::qWaitFor(
        [&] {
            lists = childCpuLists(cli.processId(), u"kibitz-gomoku"_s);
            return lists.size() == 4;
        },
        30000);
    cli.kill();
    cli.waitForFinished();
    return lists;
}
} // namespace

class TestAffinity : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cpusAreSplitAmongWorkers();
    void enginesKeepTheirWorkersCpus();
};

void TestAffinity::cpusAreSplitAmongWorkers()
{
    using Split = QList<QList<int>>;
    QCOMPARE(splitCpus({0, 1}, 2), (Split{{0}, {1}}));
    QCOMPARE(splitCpus({0, 1, 2, 3, 4, 5, 6, 7}, 3), (Split{{0, 1, 2}, {3, 4, 5}, {6, 7}}));
    QCOMPARE(splitCpus({4, 5, 6, 7}, 1), (Split{{4, 5, 6, 7}}));
    // More games than CPUs: one CPU each, in turn.
    QCOMPARE(splitCpus({2, 5}, 3), (Split{{2}, {5}, {2}}));
    QCOMPARE(splitCpus({}, 2), Split());
}

void TestAffinity::enginesKeepTheirWorkersCpus()
{
    const QList<int> usable = usableCpus();
    QVERIFY(!usable.isEmpty());
    QTemporaryDir dir;

    // Without --affinity every engine may run on every CPU the test may.
    const QStringList free = engineCpus(dir.filePath(u"free"_s), false);
    QCOMPARE(free, QStringList(4, listText(usable)));

    // With it, each game's two engines on their worker's share.
    const QStringList kept = engineCpus(dir.filePath(u"kept"_s), true);
    const QList<QList<int>> split = splitCpus(usable, 2);
    QStringList expected{listText(split[0]), listText(split[0]), listText(split[1]),
                         listText(split[1])};
    expected.sort();
    QCOMPARE(kept, expected);
}

QTEST_GUILESS_MAIN(TestAffinity)
#include "tst_affinity.moc"
