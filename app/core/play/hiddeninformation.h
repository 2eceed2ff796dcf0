// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineinfo.h"

#include <QList>
#include <QPair>
#include <QPointer>
#include <memory>

namespace kibitz {

class EngineLog;
class Position;
class Session;

// Who may see what of the game on the board. In a game of hidden information the one person at
// the table sees only their own pieces, and the engines' thoughts (their panels, logs and think
// comments) would give the others away: they wait for the game to end, each engine's last search
// kept until then. With no person, several, or in review, everything is shown, as it is when
// the user asks to see everything.
class HiddenInformation
{
public:
    // The last search of an engine while its thoughts were hidden.
    struct Search
    {
        std::shared_ptr<const Position> position;
        QList<EngineInfo> infos;
    };

    // The game now on the board; null in review. Forgets the searches kept.
    void setSession(const Session *session);
    void setRevealAll(bool on) { m_revealAll = on; }
    bool revealsAll() const { return m_revealAll; }

    // The side whose view is shown, -1 for everything.
    int viewer() const;
    bool hidesEngineThoughts() const;
    // The sides whose engine's thoughts are shown now.
    QList<bool> shownEngineSides() const;
    // The engines' logs with their titles, when they may be shown.
    QList<QPair<EngineLog *, QString>> engineLogs() const;

    // While the thoughts are hidden, an engine's search is kept from its start.
    void searchStarted(int side);
    // An engine's search info: kept while the thoughts are hidden (a bounded number, against an
    // engine that floods), and then true; false when it may be shown now.
    bool keepsInfo(int side, const EngineInfo &info);
    // The searches kept, by side (a side without one has no position); they are let go.
    QList<Search> takeSearches() { return std::exchange(m_searches, {}); }

private:
    QPointer<const Session> m_session;
    bool m_revealAll = false;
    QList<Search> m_searches;
};

} // namespace kibitz
