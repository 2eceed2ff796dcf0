// SPDX-License-Identifier: GPL-3.0-or-later
#include "slurmcluster.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSysInfo>
#include <QTcpServer>
#include <QThread>

#include <csignal>
#include <pwd.h>
#include <sys/prctl.h>
#include <unistd.h>

namespace kibitz::test {

namespace {
// Two TCP ports free now, for slurmctld and slurmd: suites run side by side.
QList<quint16> freePorts()
{
    QTcpServer a, b;
    a.listen(QHostAddress::LocalHost, 0);
    b.listen(QHostAddress::LocalHost, 0);
    return {a.serverPort(), b.serverPort()};
}

QString userName()
{
    const passwd *pw = getpwuid(geteuid());
    return pw ? QString::fromLocal8Bit(pw->pw_name) : QString::number(geteuid());
}

// This machine's name as slurmd knows itself: `hostname -s`.
QString shortHostName()
{
    return QSysInfo::machineHostName().section(u'.', 0, 0);
}

bool waitUntil(const std::function<bool()> &condition, int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (!condition()) {
        if (deadline.hasExpired()) return false;
        QThread::msleep(200);
    }
    return true;
}

QString tail(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return path + QStringLiteral(": (none)\n");
    const QByteArray text = file.readAll();
    return QStringLiteral("== %1\n%2\n").arg(path, QString::fromUtf8(text.right(4000)));
}
} // namespace

SlurmCluster::SlurmCluster(const QString &dir) : m_dir(dir) {}

SlurmCluster::~SlurmCluster()
{
    stop();
}

QProcess *SlurmCluster::startDaemon(const QString &program, const QStringList &args)
{
    auto *process = new QProcess;
    process->setProcessEnvironment(environment());
    const QString name = QFileInfo(program).fileName();
    process->setStandardOutputFile(QDir(m_dir).filePath(QStringLiteral("log/%1.out").arg(name)));
    process->setStandardErrorFile(QDir(m_dir).filePath(QStringLiteral("log/%1.err").arg(name)));
    // The daemons run in the foreground as the test's children and end with it, however it ends.
    process->setChildProcessModifier([] { prctl(PR_SET_PDEATHSIG, SIGTERM); });
    process->start(program, args);
    process->waitForStarted(30000);
    m_daemons << process;
    return process;
}

QString SlurmCluster::writeConfig()
{
    const QDir dir(m_dir);
    const QList<quint16> ports = freePorts();
    if (ports.contains(0)) return QStringLiteral("no free TCP port");
    const QString user = userName();
    QStringList lines{
        QStringLiteral("ClusterName=kibitztest"),
        QStringLiteral("SlurmctldHost=") + shortHostName(),
        QStringLiteral("SlurmUser=") + user,
        QStringLiteral("SlurmdUser=") + user,
        QStringLiteral("SlurmctldPort=%1").arg(ports[0]),
        QStringLiteral("SlurmdPort=%1").arg(ports[1]),
        QStringLiteral("AuthType=auth/munge"),
        QStringLiteral("CredType=cred/munge"),
        QStringLiteral("AuthInfo=socket=") + dir.filePath(QStringLiteral("munge/socket")),
        QStringLiteral("StateSaveLocation=") + dir.filePath(QStringLiteral("state")),
        QStringLiteral("SlurmdSpoolDir=") + dir.filePath(QStringLiteral("spool")),
        QStringLiteral("SlurmctldPidFile=") + dir.filePath(QStringLiteral("slurmctld.pid")),
        QStringLiteral("SlurmdPidFile=") + dir.filePath(QStringLiteral("slurmd.pid")),
        QStringLiteral("SlurmctldLogFile=") + dir.filePath(QStringLiteral("log/slurmctld.log")),
        QStringLiteral("SlurmdLogFile=") + dir.filePath(QStringLiteral("log/slurmd.log")),
        // No cgroups: processes are tracked by their parents, tasks are not bound.
        QStringLiteral("ProctrackType=proctrack/linuxproc"),
        QStringLiteral("TaskPlugin=task/none"),
        QStringLiteral("JobAcctGatherType=jobacct_gather/none"),
        QStringLiteral("AccountingStorageType=accounting_storage/none"),
        QStringLiteral("JobCompType=jobcomp/none"),
        QStringLiteral("SelectType=select/cons_tres"),
        QStringLiteral("SelectTypeParameters=CR_CPU"),
        QStringLiteral("MpiDefault=none"),
        QStringLiteral("ReturnToService=2"),
        // Finished jobs stay known to scontrol long enough for the test to read their states.
        QStringLiteral("MinJobAge=3600"),
        QStringLiteral("KillWait=5"),
        QStringLiteral("NodeName=%1 CPUs=%2 State=UNKNOWN")
            .arg(shortHostName())
            .arg(QThread::idealThreadCount()),
        QStringLiteral("PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP"),
    };
    QFile file(dir.filePath(QStringLiteral("slurm.conf")));
    if (!file.open(QIODevice::WriteOnly) || file.write(lines.join(u'\n').toUtf8() + '\n') < 0)
        return file.fileName() + QStringLiteral(": ") + file.errorString();
    return {};
}

QString SlurmCluster::start()
{
    QDir dir(m_dir);
    for (const char *sub : {"munge", "state", "spool", "log"})
        dir.mkpath(QString::fromLatin1(sub));
    // munged refuses a socket in a folder not every user may enter.
    const auto open = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup |
                      QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther;
    QFile::setPermissions(m_dir, open);
    QFile::setPermissions(dir.filePath(QStringLiteral("munge")), open);
    QFile key(dir.filePath(QStringLiteral("munge/key")));
    QByteArray secret(1024, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(secret.data()),
                                          secret.size() / 4);
    if (!key.open(QIODevice::WriteOnly) || key.write(secret) != secret.size())
        return key.fileName() + QStringLiteral(": ") + key.errorString();
    key.close();
    key.setPermissions(QFile::ReadOwner);
    if (const QString error = writeConfig(); !error.isEmpty()) return error;

    const QString munge = dir.filePath(QStringLiteral("munge/"));
    QProcess *munged = startDaemon(
        QStringLiteral("munged"),
        {QStringLiteral("-F"), QStringLiteral("--key-file=") + munge + QStringLiteral("key"),
         QStringLiteral("--socket=") + munge + QStringLiteral("socket"),
         QStringLiteral("--pid-file=") + munge + QStringLiteral("pid"),
         QStringLiteral("--log-file=") + munge + QStringLiteral("log"),
         QStringLiteral("--seed-file=") + munge + QStringLiteral("seed")});
    waitUntil(
        [&] {
            return QFile::exists(munge + QStringLiteral("socket")) ||
                   munged->state() == QProcess::NotRunning;
        },
        30000);
    if (munged->state() != QProcess::Running || !QFile::exists(munge + QStringLiteral("socket")))
        return QStringLiteral("munged did not start\n") + logs();
    const QString conf = dir.filePath(QStringLiteral("slurm.conf"));
    startDaemon(QStringLiteral("slurmctld"), {QStringLiteral("-D"), QStringLiteral("-f"), conf});
    startDaemon(QStringLiteral("slurmd"), {QStringLiteral("-D"), QStringLiteral("-f"), conf});
    const bool idle = waitUntil(
        [&] {
            const Run r = run(QStringLiteral("sinfo"),
                              {QStringLiteral("-h"), QStringLiteral("-o"), QStringLiteral("%t")});
            return r.exitCode == 0 && r.out.trimmed() == u"idle";
        },
        60000);
    return idle ? QString() : QStringLiteral("the node did not come up idle\n") + logs();
}

void SlurmCluster::stop()
{
    if (m_daemons.isEmpty()) return;
    if (m_daemons.size() == 3 && m_daemons[1]->state() == QProcess::Running) {
        run(QStringLiteral("scancel"), {QStringLiteral("--user=") + userName()});
        waitUntil(
            [&] {
                const Run r = run(QStringLiteral("squeue"), {QStringLiteral("-h")});
                return r.exitCode != 0 || r.out.trimmed().isEmpty();
            },
            60000);
    }
    // slurmd, slurmctld, munged: the last started first.
    for (qsizetype i = m_daemons.size() - 1; i >= 0; --i) {
        QProcess *process = m_daemons[i];
        process->terminate();
        if (!process->waitForFinished(20000)) {
            process->kill();
            process->waitForFinished(5000);
        }
        delete process;
    }
    m_daemons.clear();
}

QProcessEnvironment SlurmCluster::environment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SLURM_CONF"), QDir(m_dir).filePath(QStringLiteral("slurm.conf")));
    return env;
}

SlurmCluster::Run SlurmCluster::run(const QString &program, const QStringList &args, int timeoutMs,
                                    const QProcessEnvironment &variables) const
{
    QProcess process;
    QProcessEnvironment env = environment();
    env.insert(variables);
    process.setProcessEnvironment(env);
    process.start(program, args);
    Run result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QString SlurmCluster::submit(const QStringList &args, const QString &workDir,
                             const QProcessEnvironment &variables, QString *error) const
{
    const Run r =
        run(QStringLiteral("sbatch"),
            QStringList{QStringLiteral("--parsable"), QStringLiteral("--chdir"), workDir} + args,
            60000, variables);
    const QString id = r.out.trimmed().section(u';', 0, 0);
    if (r.exitCode != 0 || id.isEmpty()) {
        *error = QStringLiteral("sbatch %1: %2 %3").arg(args.join(u' '), r.out, r.err);
        return {};
    }
    return id;
}

bool SlurmCluster::jobGone(const QString &jobId) const
{
    const Run r =
        run(QStringLiteral("squeue"), {QStringLiteral("-h"), QStringLiteral("-j"), jobId});
    return r.exitCode == 0 && r.out.trimmed().isEmpty();
}

QMap<int, QString> SlurmCluster::taskStates(const QString &jobId) const
{
    const Run r = run(QStringLiteral("scontrol"),
                      {QStringLiteral("-o"), QStringLiteral("show"), QStringLiteral("job"), jobId});
    static const QRegularExpression task(QStringLiteral("\\bArrayTaskId=(\\d+)"));
    static const QRegularExpression state(QStringLiteral("\\bJobState=(\\S+)"));
    static const QRegularExpression exit(QStringLiteral("\\bExitCode=(\\S+)"));
    QMap<int, QString> out;
    for (const QString &line : r.out.split(u'\n', Qt::SkipEmptyParts))
        out.insert(task.match(line).captured(1).toInt(),
                   state.match(line).captured(1) + u' ' + exit.match(line).captured(1));
    return out;
}

QString SlurmCluster::logs() const
{
    const QDir dir(m_dir);
    QString out;
    for (const char *name : {"munge/log", "log/slurmctld.log", "log/slurmd.log", "log/munged.err",
                             "log/slurmctld.err", "log/slurmd.err"})
        out += tail(dir.filePath(QString::fromLatin1(name)));
    return out;
}

} // namespace kibitz::test
