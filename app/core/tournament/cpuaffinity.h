// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace kibitz {

// Each game played at once (a worker's thread and the engines it starts, which inherit its CPUs)
// kept to CPUs of its own, as fastchess's -use-affinity does; kibitz-cli's default, off with
// --no-affinity. A game is a chain of turns (engine, harness, other engine), each waking the
// next, and Linux puts a woken task on its waker's CPU when it can, or on an idle one: unkept, a
// chain wanders, two chains meet on one CPU and leave another idle, or a chain is split across
// CPUs and each turn's wake-up is sent across. Kept, a chain stays on its CPUs, its caches warm.

// The CPUs this process may run on (Linux); empty where that cannot be known or set.
QList<int> usableCpus();

// cpus split among workers: in runs of equal size (the first ones one CPU more when they do not
// divide), or, with more workers than CPUs, one CPU each in turn.
QList<QList<int>> splitCpus(const QList<int> &cpus, int workers);

// Keeps the calling thread, and the processes it starts from now on, to cpus. Returns an error
// text, empty on success.
QString keepThreadTo(const QList<int> &cpus);

} // namespace kibitz
