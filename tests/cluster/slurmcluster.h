// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMap>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

class QProcess;

namespace kibitz::test {

// A one-node Slurm cluster of the test's own: munged with its own key and socket, slurmctld and
// slurmd with a slurm.conf in `dir` (state, spool and logs there too), the node this machine
// with its real name and CPU count. start() starts the daemons, the destructor stops them (and
// cancels the jobs left); they also end with the test process if it dies (PR_SET_PDEATHSIG).
class SlurmCluster
{
public:
    explicit SlurmCluster(const QString &dir);
    ~SlurmCluster();
    SlurmCluster(const SlurmCluster &) = delete;
    SlurmCluster &operator=(const SlurmCluster &) = delete;

    // Starts the daemons and waits until the node takes jobs; empty, or why not with the logs.
    QString start();
    // Cancels every job, waits until they are gone, and stops the daemons.
    void stop();

    // The environment of the Slurm commands and the jobs: SLURM_CONF is this cluster's.
    QProcessEnvironment environment() const;

    struct Run
    {
        int exitCode = -1; // -1: crashed or timed out
        QString out, err;
    };
    Run run(const QString &program, const QStringList &args, int timeoutMs = 60000,
            const QProcessEnvironment &variables = {}) const;

    // sbatch --parsable ARGS, from `workDir`, with `variables` added to the environment the job
    // gets; the job id, or empty with *error.
    QString submit(const QStringList &args, const QString &workDir,
                   const QProcessEnvironment &variables, QString *error) const;
    // Whether the job (every task of an array) has left the queue.
    bool jobGone(const QString &jobId) const;
    // The state and exit code of each task of an array job, by task id: "COMPLETED 0:0".
    QMap<int, QString> taskStates(const QString &jobId) const;

    // The daemons' logs, for a failure's message.
    QString logs() const;

private:
    QProcess *startDaemon(const QString &program, const QStringList &args);
    QString writeConfig();

    QString m_dir;
    QList<QProcess *> m_daemons; // munged, slurmctld, slurmd, in the order started
};

} // namespace kibitz::test
