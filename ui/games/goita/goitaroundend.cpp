// SPDX-License-Identifier: GPL-3.0-or-later
#include "goitatablewidget.h"

#include "goita/goitaposition.h"

#include <QPushButton>

// The end of a round at the goita table: the position deals the next round at once, so the
// table keeps the finished one (its last piece played, the points scored) until the person
// asks for the next deal.
namespace kibitz {

using goita::GoitaPosition;
using goita::Round;

const Round &GoitaTableWidget::shownRound() const
{
    return m_finished >= 0 ? m_position->rounds()[m_finished].round : m_position->round();
}

bool GoitaTableWidget::endsRound(const GoitaPosition *before, const GoitaPosition &now)
{
    // One move on in the same game (the game followed, or a record stepped through), a round
    // finished by it and another dealt. The last round of a game stays on the table anyway.
    return before && before->setup() == now.setup() && now.moveCount() == before->moveCount() + 1 &&
           now.roundIndex() > before->roundIndex() && now.winningTeam() < 0;
}

void GoitaTableWidget::setFinishedRound(int index)
{
    const bool waited = m_finished >= 0;
    m_finished = index;
    refreshControls();
    if (waited != (index >= 0)) Q_EMIT waitingChanged(index >= 0);
}

QStringList GoitaTableWidget::finishedRoundLines() const
{
    const GoitaPosition &p = *m_position;
    return {
        tr("Round %1 is over").arg(m_finished + 1), lastRoundText(),
        tr("Seats 0 & 2: %1   Seats 1 & 3: %2").arg(p.scores()[0]).arg(p.scores()[1]),
        tr("Next deal: round %1, seat %2 deals").arg(p.roundIndex() + 1).arg(p.round().dealer())};
}

} // namespace kibitz
