// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace kibitz {

// --affinity: each game played at once (a worker's thread and the engines it starts, which
// inherit its CPUs) kept to CPUs of its own, as fastchess's -use-affinity does. A game's chain of
// turns (engine, harness, other engine) then stays on its CPUs, its caches warm, with no wake-up
// sent across to another CPU.

// The CPUs this process may run on (Linux); empty where that cannot be known or set.
QList<int> usableCpus();

// cpus split among workers: in runs of equal size (the first ones one CPU more when they do not
// divide), or, with more workers than CPUs, one CPU each in turn.
QList<QList<int>> splitCpus(const QList<int> &cpus, int workers);

// Keeps the calling thread, and the processes it starts from now on, to cpus. Returns an error
// text, empty on success.
QString keepThreadTo(const QList<int> &cpus);

} // namespace kibitz
