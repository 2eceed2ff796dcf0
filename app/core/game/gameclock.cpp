// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/gameclock.h"

namespace kibitz {

GameClock::GameClock(const TimeControl &tc, int sides)
    : m_tcs(sides, tc), m_remaining(sides, tc.baseMs)
{
    m_monotonic.start();
}

void GameClock::setTimeControl(int side, const TimeControl &tc)
{
    if (side < 0 || side >= m_tcs.size()) return;
    m_tcs[side] = tc;
    m_remaining[side] = tc.baseMs;
}

bool GameClock::isUniform() const
{
    for (const TimeControl &tc : m_tcs)
        if (!(tc == m_tcs.first())) return false;
    return true;
}

void GameClock::start(int side)
{
    m_running = side;
    m_startedAt = now();
}

qint64 GameClock::elapsedMs() const
{
    return m_running >= 0 ? now() - m_startedAt : 0;
}

std::optional<qint64> GameClock::timeToFlag() const
{
    if (m_running < 0) return std::nullopt;
    const TimeControl &tc = m_tcs[m_running];
    if (tc.isUnlimited()) return std::nullopt;
    const qint64 used = elapsedMs();
    if (tc.isFixedPerMove()) return tc.moveTimeMs - used;
    return m_remaining[m_running] + tc.byoyomiMs - used;
}

qint64 GameClock::remainingNowMs(int side) const
{
    if (side != m_running) return m_remaining.value(side);
    return qMax<qint64>(0, m_remaining.value(side) - elapsedMs());
}

qint64 GameClock::stop()
{
    if (m_running < 0) return 0;
    const qint64 used = elapsedMs();
    charge(m_running, used);
    m_running = -1;
    return used;
}

void GameClock::charge(int side, qint64 usedMs)
{
    if (side < 0 || side >= m_remaining.size()) return;
    const TimeControl &tc = m_tcs[side];
    if (tc.isUnlimited() || tc.isFixedPerMove()) return;
    qint64 &left = m_remaining[side];
    left = qMax<qint64>(0, left - qMax<qint64>(0, usedMs)) + tc.incrementMs;
}

} // namespace kibitz
