// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/cpuaffinity.h"

#include <QCoreApplication>

#ifdef Q_OS_LINUX
#include <sched.h>

#include <cerrno>
#include <cstring>
#endif

namespace kibitz {

QList<int> usableCpus()
{
    QList<int> out;
#ifdef Q_OS_LINUX
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) return out;
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
        if (CPU_ISSET(cpu, &set)) out << cpu;
#endif
    return out;
}

QList<QList<int>> splitCpus(const QList<int> &cpus, int workers)
{
    QList<QList<int>> out;
    if (cpus.isEmpty() || workers < 1) return out;
    const qsizetype size = cpus.size();
    if (workers >= size) {
        for (int w = 0; w < workers; ++w)
            out << QList<int>{cpus[w % size]};
        return out;
    }
    const qsizetype each = size / workers, extra = size % workers;
    qsizetype at = 0;
    for (int w = 0; w < workers; ++w) {
        const qsizetype n = each + (w < extra ? 1 : 0);
        out << cpus.mid(at, n);
        at += n;
    }
    return out;
}

QString keepThreadTo(const QList<int> &cpus)
{
#ifdef Q_OS_LINUX
    cpu_set_t set;
    CPU_ZERO(&set);
    for (int cpu : cpus)
        if (cpu >= 0 && cpu < CPU_SETSIZE) CPU_SET(cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) == 0) return {};
    return QString::fromLocal8Bit(std::strerror(errno));
#else
    Q_UNUSED(cpus);
    return QCoreApplication::translate("kibitz::cpuaffinity",
                                       "CPU affinity is not supported on this system");
#endif
}

} // namespace kibitz
