// SPDX-License-Identifier: GPL-3.0-or-later
// 入玉宣言 by a person: the board's context menu offers it while the person may move. The
// declaration is judged by the 27-point rule; one the rules would not grant is refused with why
// and the game goes on (a person is told, not punished, as ShogiHome does).
#include "games/shogi/shogiboardwidget.h"
#include "shogi/impasse.h"
#include "shogi/shogiposition.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMessageBox>

namespace kibitz {

using shogi::ImpasseJudgement;

void ShogiBoardWidget::contextMenuEvent(QContextMenuEvent *event)
{
    if (!isInteractive()) {
        BoardWidget::contextMenuEvent(event);
        return;
    }
    QMenu menu(this);
    QAction *declare = menu.addAction(tr("Declare a Win (入玉宣言)"));
    connect(declare, &QAction::triggered, this, &ShogiBoardWidget::declareWin);
    menu.exec(event->globalPos());
}

void ShogiBoardWidget::declareWin()
{
    const ImpasseJudgement j =
        shogi::judgeImpasseDeclaration(m_board, m_board.sideToMove(), shogi::ImpasseRule::Points27);
    if (j.outcome == ImpasseJudgement::Outcome::Win) {
        clearPick();
        Q_EMIT moveEntered(shogi::ShogiPosition::declarationMove);
        return;
    }
    QString why;
    switch (j.reason) {
    case ImpasseJudgement::Reason::KingNotInZone:
    case ImpasseJudgement::Reason::NoKing:
        why = tr("your king has not entered the enemy camp");
        break;
    case ImpasseJudgement::Reason::InCheck:
        why = tr("your king is in check");
        break;
    case ImpasseJudgement::Reason::TooFewPiecesInZone:
        why = tr("only %1 of your pieces besides the king are in the enemy camp (10 needed)")
                  .arg(j.piecesInZone);
        break;
    case ImpasseJudgement::Reason::TooFewPoints:
        why = tr("only %1 points (%2 needed)").arg(j.points).arg(j.pointsNeeded);
        break;
    default: // on one's own turn, with time left: the board takes no move otherwise
        why = tr("it is not your turn");
        break;
    }
    QMessageBox::information(this, tr("Declare a Win (入玉宣言)"),
                             tr("The declaration would not hold: %1. The game goes on.").arg(why));
}

} // namespace kibitz
