// SPDX-License-Identifier: GPL-3.0-or-later
#include "shard.h"

#include "cliargs.h"

namespace kibitz::cli {

namespace {
const QString slurmId = QStringLiteral("SLURM_ARRAY_TASK_ID");
const QString slurmCount = QStringLiteral("SLURM_ARRAY_TASK_COUNT");
const QString kubernetesIndex = QStringLiteral("JOB_COMPLETION_INDEX");

// A whole number of at least `least`, or nothing.
std::optional<int> number(const QString &text, int least)
{
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < least) return std::nullopt;
    return value;
}

// The shard of a Slurm array task or a Kubernetes indexed job, `count` given (0: Slurm's).
std::optional<Shard> fromEnvironment(const QProcessEnvironment &env, int count, QString *error)
{
    Shard shard;
    if (env.contains(slurmId)) {
        const std::optional<int> id = number(env.value(slurmId), 1);
        if (!id) {
            *error = tr("%1 is %2: the array's task ids are the shards' numbers, give it as "
                        "--array=1-N")
                         .arg(slurmId, env.value(slurmId));
            return std::nullopt;
        }
        shard.index = *id;
        shard.source = slurmId + u'=' + env.value(slurmId);
        if (count == 0) {
            const std::optional<int> total = number(env.value(slurmCount), 1);
            if (!total) {
                *error = tr("%1 is set but %2 is not a count: give --shard auto/N")
                             .arg(slurmId, slurmCount);
                return std::nullopt;
            }
            shard.source += u' ' + slurmCount + u'=' + env.value(slurmCount);
            count = *total;
        }
    } else if (count > 0 && env.contains(kubernetesIndex)) {
        const std::optional<int> index = number(env.value(kubernetesIndex), 0);
        if (!index) {
            *error = tr("%1 is %2, not an index").arg(kubernetesIndex, env.value(kubernetesIndex));
            return std::nullopt;
        }
        shard.index = *index + 1;
        shard.source = kubernetesIndex + u'=' + env.value(kubernetesIndex);
    } else {
        *error = count > 0 ? tr("--shard auto/N needs %1 or %2 set by the scheduler")
                                 .arg(slurmId, kubernetesIndex)
                           : tr("%1 is set: give --shard auto/N with the job's completions")
                                 .arg(kubernetesIndex);
        return std::nullopt;
    }
    shard.count = count;
    if (shard.index > shard.count) {
        // A task submitted again alone (sbatch --array=3) is an array of one.
        *error = tr("%1 is beyond the %2 shards; a task submitted again on its own needs the "
                    "count: --shard auto/N")
                     .arg(shard.source)
                     .arg(count);
        return std::nullopt;
    }
    return shard;
}
} // namespace

QString Shard::fileSuffix() const
{
    if (count == 1) return {};
    const int width = int(QString::number(count).size());
    return QStringLiteral("-%1-of-%2").arg(index, width, 10, QLatin1Char('0')).arg(count);
}

QString Shard::description() const
{
    return tr("shard %1 of %2 (%3)").arg(index).arg(count).arg(source);
}

std::optional<Shard> readShard(const QString &option, const QProcessEnvironment &environment,
                               QString *error)
{
    if (option.isEmpty()) {
        if (!environment.contains(slurmId) && !environment.contains(kubernetesIndex))
            return Shard{};
        return fromEnvironment(environment, 0, error);
    }
    const QStringList parts = option.split(u'/');
    const std::optional<int> count = number(parts.value(1), 1);
    if (parts.size() == 2 && count && parts[0] == u"auto") {
        std::optional<Shard> shard = fromEnvironment(environment, *count, error);
        if (shard) shard->source = QStringLiteral("--shard auto/%1, ").arg(*count) + shard->source;
        return shard;
    }
    const std::optional<int> index = number(parts.value(0), 1);
    if (parts.size() != 2 || !count || !index || *index > *count) {
        *error = tr("--shard takes I/N with 1 <= I <= N (e.g. 2/8), or auto/N");
        return std::nullopt;
    }
    return Shard{*index, *count, QStringLiteral("--shard ") + option};
}

} // namespace kibitz::cli
