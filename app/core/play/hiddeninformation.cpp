// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/play/hiddeninformation.h"

#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "core/play/session.h"

namespace kibitz {

void HiddenInformation::setSession(const Session *session)
{
    m_session = session;
    m_searches.clear();
}

int HiddenInformation::viewer() const
{
    if (m_revealAll || !m_session) return -1;
    int viewer = -1;
    for (int side = 0; side < m_session->game().playerCount(); ++side) {
        const Player *player = m_session->player(side);
        if (player && player->isHuman()) {
            if (viewer >= 0) return -1;
            viewer = side;
        }
    }
    return viewer;
}

bool HiddenInformation::hidesEngineThoughts() const
{
    return m_session && m_session->game().hasHiddenInformation() && !m_session->isOver() &&
           viewer() >= 0;
}

QList<bool> HiddenInformation::shownEngineSides() const
{
    QList<bool> sides;
    if (!m_session) return sides;
    for (int side = 0; side < m_session->game().playerCount(); ++side) {
        const Player *player = m_session->player(side);
        sides << (player && !player->isHuman() && !hidesEngineThoughts());
    }
    return sides;
}

QList<QPair<EngineLog *, QString>> HiddenInformation::engineLogs() const
{
    QList<QPair<EngineLog *, QString>> logs;
    if (!m_session || hidesEngineThoughts()) return logs;
    for (int side = 0; side < m_session->game().playerCount(); ++side)
        if (auto *engine = qobject_cast<EnginePlayer *>(m_session->player(side)))
            logs.append({engine->log(), QStringLiteral("%1 (%2)").arg(
                                            engine->name(), m_session->game().sideName(side))});
    return logs;
}

void HiddenInformation::searchStarted(int side)
{
    if (!hidesEngineThoughts()) return;
    m_searches.resize(m_session->game().playerCount());
    m_searches[side] = {std::shared_ptr<const Position>(m_session->position().clone()), {}};
}

bool HiddenInformation::keepsInfo(int side, const EngineInfo &info)
{
    if (!hidesEngineThoughts()) return false;
    if (side < m_searches.size()) {
        QList<EngineInfo> &infos = m_searches[side].infos;
        if (infos.size() >= 500) infos.removeFirst();
        infos.append(info);
    }
    return true;
}

} // namespace kibitz
