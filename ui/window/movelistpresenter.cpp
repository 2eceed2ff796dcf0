// SPDX-License-Identifier: GPL-3.0-or-later
#include "movelistpresenter.h"

#include "core/analysis/analysiscomment.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "core/play/gamecontroller.h"
#include "panels/movelistmodel.h"
#include "panels/movelistpanel.h"

namespace kibitz {

MoveListPresenter::MoveListPresenter(GameController *controller, MoveListPanel *panel,
                                     QObject *parent)
    : QObject(parent), m_controller(controller), m_panel(panel)
{
    connect(controller, &GameController::replaced, this, [this] {
        m_panel->model()->setGame(m_controller->game());
        updateSideNames();
    });
    connect(controller, &GameController::movesChanged, this, &MoveListPresenter::updateMoves);
    connect(controller, &GameController::commentsChanged, this, &MoveListPresenter::updateMarks);
    connect(panel, &MoveListPanel::plySelected, controller, &GameController::showPly);
    connect(panel, &MoveListPanel::variationChosen, controller, &GameController::chooseVariation);
}

void MoveListPresenter::retranslate()
{
    updateSideNames();
    m_panel->model()->setEnding(ending());
    m_panel->model()->retranslate();
}

void MoveListPresenter::updateMoves()
{
    QList<MoveListModel::Move> moves;
    for (const GameController::ShownMove &move : m_controller->moves())
        moves.append({move.side, move.text, move.timeMs, move.alternatives, move.choice});
    m_panel->model()->setMoves(moves, ending());
    updateMarks();
}

void MoveListPresenter::updateMarks()
{
    // The marks analysis writes in the moves' comments (悪手 …).
    QList<MoveMark> marks;
    for (int ply = 1; ply <= int(m_controller->moves().size()); ++ply)
        marks << moveMarkInComment(m_controller->commentAt(ply));
    m_panel->model()->setMarks(marks);
}

void MoveListPresenter::updateSideNames()
{
    const Game *game = m_controller->game();
    const Record *record = m_controller->record();
    QStringList names;
    for (int side = 0; game && side < game->playerCount(); ++side)
        names << game->setupSideName(side, record ? record->setup() : QString());
    m_panel->model()->setSideNames(names);
}

QString MoveListPresenter::ending() const
{
    const Game *game = m_controller->game();
    const Record *record = m_controller->record();
    if (!game || !record || !record->result().isOver()) return {};
    // The ending belongs to the main line's last move (a record's variations have none).
    const QList<RecordNode *> mainLine = record->mainLine();
    const QList<const RecordNode *> &shown = m_controller->shownLine();
    if (shown.size() != mainLine.size() || (!shown.isEmpty() && shown.last() != mainLine.last()))
        return {};
    const std::unique_ptr<Position> last = m_controller->positionAt(int(shown.size()));
    return last ? game->endingName(record->result(), last->sideToMove()) : QString();
}

} // namespace kibitz
