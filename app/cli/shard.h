// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcessEnvironment>
#include <QString>

#include <optional>

namespace kibitz::cli {

// Which slice of a run this process takes, for match and analyse (docs/cluster.md): the index-th
// of count, 1-based; a whole run is 1 of 1.
struct Shard
{
    int index = 1;
    int count = 1;
    // Where it was read, for people: "--shard 2/4", "SLURM_ARRAY_TASK_ID=2
    // SLURM_ARRAY_TASK_COUNT=4".
    QString source;

    // The end of this shard's own files' names in a folder the shards share, before the
    // extension: "" for a whole run, "-2-of-4", the index padded to the count's width
    // ("-02-of-16") so that the names sort by shard.
    QString fileSuffix() const;
    // "shard 2 of 4 (SLURM_ARRAY_TASK_ID=2 SLURM_ARRAY_TASK_COUNT=4)", translated.
    QString description() const;
};

// The shard of a command line: --shard I/N as given (`option`, empty when not given), where I may
// be "auto", the scheduler's task (SLURM_ARRAY_TASK_ID, or Kubernetes' 0-based
// JOB_COMPLETION_INDEX plus 1); without --shard, a Slurm array task's SLURM_ARRAY_TASK_ID of
// SLURM_ARRAY_TASK_COUNT, else the whole run. Slurm's task ids are the shards' numbers, so the
// array is --array=1-N. Nothing, with *error saying why, when they do not make a shard.
std::optional<Shard> readShard(const QString &option, const QProcessEnvironment &environment,
                               QString *error);

} // namespace kibitz::cli
