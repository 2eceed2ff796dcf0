// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/adjudicator.h"

#include "core/game/game.h"
#include "core/game/position.h"
#include "core/play/session.h"

namespace kibitz {

Adjudicator::Adjudicator(const AdjudicationRules &rules, Session *session)
    : QObject(session), m_session(session), m_tracker(rules)
{
    Q_ASSERT(session->game().playerCount() == 2);
    connect(session, &Session::moveMade, this, [this](int side) { onMoveMade(side); });
}

void Adjudicator::onMoveMade(int side)
{
    // The session still holds the mover's last search info, and the rules speak first.
    if (m_session->isOver() || m_session->position().result().isOver()) return;
    const std::optional<GameResult> ruling = m_tracker.afterMove(
        side, int(m_session->moves().size()), adjudicationScore(m_session->lastInfo(side), side));
    if (!ruling) return;
    const QList<RecordNode *> line = m_session->record().mainLine();
    if (!line.isEmpty()) {
        QString &comment = line.last()->comment;
        if (!comment.isEmpty()) comment += QLatin1Char('\n');
        comment += tr("%1: %2").arg(endReasonText(ruling->reason), ruling->detail);
    }
    m_session->adjudicate(*ruling);
}

} // namespace kibitz
