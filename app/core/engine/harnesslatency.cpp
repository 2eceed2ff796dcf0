// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/harnesslatency.h"

#include <algorithm>
#include <chrono>

namespace kibitz {

HarnessLatency::HarnessLatency(qsizetype capacity)
{
    m_samples.reserve(capacity);
}

qint64 HarnessLatency::now()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

void HarnessLatency::record(qint64 ns)
{
    if (m_samples.size() < m_samples.capacity())
        m_samples.append(ns);
    else
        ++m_dropped;
}

void HarnessLatency::merge(const HarnessLatency &other)
{
    const qsizetype room = m_samples.capacity() - m_samples.size();
    const qsizetype taken = std::min(room, other.m_samples.size());
    m_samples.append(other.m_samples.cbegin(), other.m_samples.cbegin() + taken);
    m_dropped += other.m_dropped + other.m_samples.size() - taken;
}

HarnessLatency::Summary HarnessLatency::summary() const
{
    Summary s;
    s.count = m_samples.size();
    if (s.count == 0) return s;
    QList<qint64> sorted = m_samples;
    std::sort(sorted.begin(), sorted.end());
    // Nearest rank: the smallest sample with at least p % of the samples at or below it.
    const auto rank = [&](int percent) {
        const qsizetype r = (s.count * percent + 99) / 100;
        return sorted[std::max<qsizetype>(r, 1) - 1];
    };
    s.p50Ns = rank(50);
    s.p99Ns = rank(99);
    s.maxNs = sorted.last();
    return s;
}

QString HarnessLatency::text() const
{
    const Summary s = summary();
    if (s.count == 0) return {};
    const auto us = [](qint64 ns) { return QString::number(double(ns) / 1000.0, 'f', 1); };
    return tr("harness latency per move: p50 %1 µs, p99 %2 µs, max %3 µs over %4 moves")
        .arg(us(s.p50Ns), us(s.p99Ns), us(s.maxNs))
        .arg(s.count);
}

} // namespace kibitz
