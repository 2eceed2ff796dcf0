// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/gamedispenser.h"

#include "core/game/game.h"
#include "core/game/position.h"

#include <QFileInfo>

namespace kibitz {

GameDispenser::GameDispenser(Config config) : m_config(std::move(config)) {}

std::optional<MatchWorker::Order> GameDispenser::take()
{
    const QMutexLocker lock(&m_mutex);
    if (m_closed || m_paused || m_next >= m_config.games.size()) return std::nullopt;
    return orderFor(m_config.games[m_next++]);
}

void GameDispenser::setPaused(bool paused)
{
    const QMutexLocker lock(&m_mutex);
    m_paused = paused;
}

void GameDispenser::close()
{
    const QMutexLocker lock(&m_mutex);
    m_closed = true;
}

bool GameDispenser::hasMore() const
{
    const QMutexLocker lock(&m_mutex);
    return !m_closed && m_next < m_config.games.size();
}

MatchWorker::Order GameDispenser::orderFor(const ScheduledGame &scheduled)
{
    MatchWorker::Order order;
    order.scheduled = scheduled;
    order.setup = m_config.setup;
    FinishedGame &line = order.line;
    line.game = scheduled.game;
    line.pair = scheduled.pair;
    line.round = scheduled.round;
    if (m_config.openings) {
        const OpeningBook::Scheduled opening = m_config.openings->at(scheduled.opening);
        order.setup = opening.opening.setup;
        order.moves = opening.opening.moves;
        line.openingIndex = opening.index + 1;
        line.openingText = opening.opening.text;
    } else if (m_config.drawnStart) {
        QString start = m_config.drawnStarts.value(scheduled.pair);
        if (start.isEmpty()) start = m_config.game->startPosition(m_config.setup)->setupText();
        if (scheduled.pair > 0) m_config.drawnStarts.insert(scheduled.pair, start);
        order.setup = start;
        line.openingText = start;
    }
    if (m_config.recordPath) order.recordPath = m_config.recordPath(scheduled.game);
    line.record = order.recordPath.isEmpty() ? QString() : QFileInfo(order.recordPath).fileName();
    return order;
}

} // namespace kibitz
