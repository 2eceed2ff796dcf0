// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/adjudication.h"

#include <QObject>

namespace kibitz {

class Session;

// Watches one two-sided game for the match runner's adjudication rules and ends it through
// Session::adjudicate when one applies. A child of its session: it goes with the game. The
// reason is also appended to the comment of the last move, so that a record whose format has
// no word for it (KIF's 持将棋, CSA's %JISHOGI) still says why the game ended.
class Adjudicator : public QObject
{
    Q_OBJECT
public:
    Adjudicator(const AdjudicationRules &rules, Session *session);

private:
    void onMoveMade(int side);

    Session *m_session;
    AdjudicationTracker m_tracker;
};

} // namespace kibitz
