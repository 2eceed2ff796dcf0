#include "core/game/gameclock.h"

namespace kibitz {

GameClock::GameClock(const TimeControl &tc, int sides) : m_tc(tc), m_remaining(sides, tc.baseMs) {}

void GameClock::start(int side)
{
    m_running = side;
    m_timer.start();
}

qint64 GameClock::elapsedMs() const
{
    return m_running >= 0 ? m_timer.elapsed() : 0;
}

std::optional<qint64> GameClock::timeToFlag() const
{
    if (m_running < 0 || m_tc.isUnlimited()) return std::nullopt;
    const qint64 used = m_timer.elapsed();
    if (m_tc.isFixedPerMove()) return m_tc.moveTimeMs - used;
    return m_remaining[m_running] + m_tc.byoyomiMs - used;
}

qint64 GameClock::remainingNowMs(int side) const
{
    if (side != m_running) return m_remaining.value(side);
    return qMax<qint64>(0, m_remaining.value(side) - m_timer.elapsed());
}

qint64 GameClock::stop()
{
    if (m_running < 0) return 0;
    const qint64 used = m_timer.elapsed();
    charge(m_running, used);
    m_running = -1;
    return used;
}

void GameClock::charge(int side, qint64 usedMs)
{
    if (m_tc.isUnlimited() || m_tc.isFixedPerMove() || side < 0 || side >= m_remaining.size())
        return;
    qint64 &left = m_remaining[side];
    left = qMax<qint64>(0, left - qMax<qint64>(0, usedMs)) + m_tc.incrementMs;
}

} // namespace kibitz
