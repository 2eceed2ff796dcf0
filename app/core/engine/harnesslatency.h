// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QtGlobal>

#include <utility>

namespace kibitz {

// Kibitz's own delay per move in engine games (issue 24): from the moment the mover's best move
// came off its pipe to the moment the next mover's search request was handed to its pipe (the
// last write call; the engine it wakes may run before this thread goes on, and that is not
// counted). The mover's player marks the read just before it hands the move on; the next mover's
// player, asked in the same call to search, takes that mark and records the sample once its
// process reports the request written (EngineProcess::inputWritten). One recorder may serve every
// game of one thread; a run's workers on threads of their own have one each, merged for the report.
// Recording costs no allocation: the samples go into a vector reserved up front, and past its
// capacity further samples are dropped, not stored.
class HarnessLatency
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::HarnessLatency)

public:
    struct Summary
    {
        qsizetype count = 0;
        qint64 p50Ns = 0, p99Ns = 0, maxNs = 0;
    };

    explicit HarnessLatency(qsizetype capacity = 1 << 20);

    // Monotonic nanoseconds, the clock every mark is taken on.
    static qint64 now();
    // The mover's best move was read at readNs; until handOverDone, the next search request
    // sent belongs to it.
    void markMoveRead(qint64 readNs) { m_pendingNs = readNs; }
    void handOverDone() { m_pendingNs = 0; }
    // The read mark of the move being handed over, 0 when none (and it is taken only once).
    qint64 takeMoveRead() { return std::exchange(m_pendingNs, 0); }
    void record(qint64 ns);
    // Takes in another recorder's samples (each worker thread of a run has its own), as far as
    // this one has room; the rest count as dropped.
    void merge(const HarnessLatency &other);

    qsizetype count() const { return m_samples.size(); }
    qsizetype dropped() const { return m_dropped; }
    // Percentiles by nearest rank over the samples kept.
    Summary summary() const;
    // "harness latency per move: p50 12 µs, p99 80 µs, max 300 µs over 7120 moves"; empty
    // without samples.
    QString text() const;

private:
    QList<qint64> m_samples;
    qsizetype m_dropped = 0;
    qint64 m_pendingNs = 0;
};

} // namespace kibitz
