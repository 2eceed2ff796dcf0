// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/timecontrol.h"

#include <QElapsedTimer>
#include <QList>
#include <functional>
#include <optional>

namespace kibitz {

// The clocks of all sides, each under its own time control (the same for all unless
// setTimeControl gives a side another: time odds, a person untimed against an engine on a fixed
// time per move). Pure bookkeeping: the session decides when to start and stop, and arms its own
// timer from timeToFlag().
class GameClock
{
public:
    explicit GameClock(const TimeControl &tc = {}, int sides = 2);

    // Milliseconds on a monotonic clock. The default is the machine's; a test drives its own
    // (the referee's margin and forfeits are then checked without sleeping).
    using TimeSource = std::function<qint64()>;
    void setTimeSource(TimeSource now) { m_now = std::move(now); }

    const TimeControl &timeControl(int side) const { return m_tcs[side]; }
    // Gives a side its own control, its time left reset to that control's base time. Before the
    // clock first runs.
    void setTimeControl(int side, const TimeControl &tc);
    // Whether every side has the same control.
    bool isUniform() const;
    void start(int side);
    // Stops the running side's clock; returns the time it used for this move. Applies byoyomi
    // and increment; whether the side overran is for the caller to judge (timeToFlag before).
    qint64 stop();
    // Without starting or stopping: the running side's time used so far in this move.
    qint64 elapsedMs() const;
    int runningSide() const { return m_running; }
    // Remaining base time of a side (for the running side, as of the start of its move).
    qint64 remainingMs(int side) const { return m_remaining.value(side); }
    // Remaining base time of a side right now, counting the running move.
    qint64 remainingNowMs(int side) const;
    // Milliseconds the running side may still use before it overruns (negative once it has);
    // none when its time is unlimited or no clock runs.
    std::optional<qint64> timeToFlag() const;
    void setRemaining(int side, qint64 ms) { m_remaining[side] = ms; }
    // Charges a move's time to a side as stop() does (a game resumed from its record).
    void charge(int side, qint64 usedMs);
    // The time source's milliseconds now.
    qint64 now() const { return m_now ? m_now() : m_monotonic.elapsed(); }

private:
    QList<TimeControl> m_tcs; // by side
    QList<qint64> m_remaining;

    int m_running = -1;
    TimeSource m_now;
    QElapsedTimer m_monotonic; // started at construction: the default time source
    qint64 m_startedAt = 0;    // now() when the running side's clock started
};

} // namespace kibitz
