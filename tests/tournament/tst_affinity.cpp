// SPDX-License-Identifier: GPL-3.0-or-later
// Match workers and CPUs: the process's CPUs split among the games played at once, each worker's
// thread and its engines kept to its share; with --no-affinity nothing kept (read back from /proc
// while a real match runs).
#include "core/tournament/cpuaffinity.h"
#include "testprograms.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;
using namespace Qt::StringLiterals;

namespace {
// A /proc status file's fields by name ("Name", "PPid", "Cpus_allowed_list" …); empty for a
// process or thread gone meanwhile.
QMap<QString, QString> statusOf(const QString &path)
{
    QMap<QString, QString> fields;
    QFile status(path);
    if (!status.open(QIODevice::ReadOnly)) return fields;
    for (const QByteArray &line : status.readAll().split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            fields.insert(QString::fromUtf8(line.left(colon)),
                          QString::fromUtf8(line.mid(colon + 1)).trimmed());
    }
    return fields;
}

// The CPU lists (Cpus_allowed_list, as "0-3" or "0,2") of the running children of parent whose
// command is name.
QStringList childCpuLists(qint64 parent, const QString &name)
{
    QStringList out;
    const QStringList pids = QDir(u"/proc"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        const QMap<QString, QString> fields = statusOf(u"/proc/%1/status"_s.arg(pid));
        if (fields.value(u"PPid"_s).toLongLong() == parent && fields.value(u"Name"_s) == name)
            out << fields.value(u"Cpus_allowed_list"_s);
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

// The CPU lists of the worker threads ("match worker N", in that order) of process pid.
QStringList workerCpuLists(qint64 pid)
{
    QMap<QString, QString> byName;
    const QString tasks = u"/proc/%1/task"_s.arg(pid);
    for (const QString &task : QDir(tasks).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QMap<QString, QString> fields = statusOf(u"%1/%2/status"_s.arg(tasks, task));
        if (fields.value(u"Name"_s).startsWith(u"match worker"))
            byName.insert(fields.value(u"Name"_s), fields.value(u"Cpus_allowed_list"_s));
    }
    return byName.values();
}

struct Kept
{
    QStringList engines; // sorted
    QStringList workers; // by worker
};

// The CPU lists of the four engines and two worker threads of a two-game kibitz-cli match at
// concurrency 2, read once all four engines run.
Kept cpusOfAMatch(const QString &out, const QString &flag)
{
    QStringList args{u"match"_s,   u"--game"_s,        u"gomoku"_s,  u"--engine"_s,
                     u"bundled"_s, u"--engine"_s,      u"bundled"_s, u"--movetime"_s,
                     u"300"_s,     u"--concurrency"_s, u"2"_s,       u"--games"_s,
                     u"2"_s,       u"--out"_s,         out};
    if (!flag.isEmpty()) args << flag;
    QProcess cli;
    cli.start(binPath(u"kibitz-cli"_s), args);
    if (!cli.waitForStarted()) return {};
    Kept kept;
    [[maybe_unused]] const bool allRunning = QTest::qWaitFor(
        [&] {
            kept.engines = childCpuLists(cli.processId(), u"kibitz-gomoku"_s);
            kept.workers = workerCpuLists(cli.processId());
            return kept.engines.size() == 4 && kept.workers.size() == 2;
        },
        30000);
    cli.kill();
    cli.waitForFinished();
    return kept;
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
    const QList<QList<int>> split = splitCpus(usable, 2);
    const QStringList shares{listText(split[0]), listText(split[1])};
    QTemporaryDir dir;

    // By default each worker's thread, and its game's two engines, on the worker's share.
    const Kept kept = cpusOfAMatch(dir.filePath(u"kept"_s), {});
    QCOMPARE(kept.workers, shares);
    QStringList expected{shares[0], shares[0], shares[1], shares[1]};
    expected.sort();
    QCOMPARE(kept.engines, expected);

    // With --no-affinity every thread and engine may run on every CPU the test may.
    const QString all = listText(usable);
    const Kept free = cpusOfAMatch(dir.filePath(u"free"_s), u"--no-affinity"_s);
    QCOMPARE(free.workers, QStringList(2, all));
    QCOMPARE(free.engines, QStringList(4, all));
}

QTEST_GUILESS_MAIN(TestAffinity)
#include "tst_affinity.moc"
