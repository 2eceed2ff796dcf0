// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaluationpresenter.h"

#include "board/boardwidget.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "core/play/gamecontroller.h"
#include "core/record/record.h"
#include "panels/displaytext.h"
#include "panels/evaluationgraph.h"

#include <QCursor>
#include <QEvent>
#include <QToolTip>

namespace kibitz {

EvaluationPresenter::EvaluationPresenter(GameController *controller, EvaluationGraph *graph,
                                         QObject *parent)
    : QObject(parent), m_controller(controller), m_graph(graph)
{
    connect(controller, &GameController::movesChanged, this, &EvaluationPresenter::refresh);
    connect(controller, &GameController::commentsChanged, this, &EvaluationPresenter::refresh);
    connect(controller, &GameController::shownChanged, this,
            [this] { m_graph->setShownPly(m_controller->shownPly()); });
    connect(graph, &EvaluationGraph::plyClicked, controller, &GameController::showPly);
    connect(graph, &EvaluationGraph::pointHovered, this, &EvaluationPresenter::onHovered);
    graph->installEventFilter(this);
}

bool EvaluationPresenter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_graph && event->type() == QEvent::LanguageChange) refresh();
    return QObject::eventFilter(watched, event);
}

void EvaluationPresenter::refresh()
{
    const Record *record = m_controller->record();
    const Game *game = m_controller->game();
    if (!record || !game || m_controller->hidesEngineThoughts())
        m_graph->setPoints({}, 0, {});
    else
        m_graph->setPoints(evaluationLine(*record, m_controller->shownLine()),
                           int(m_controller->moves().size()), game->sideName(0));
    m_graph->setShownPly(m_controller->shownPly());
}

void EvaluationPresenter::onHovered(int ply)
{
    if (m_previewing && m_board) m_board->setPreview({});
    m_previewing = false;
    const QList<EvaluationPoint> &points = m_graph->points();
    const auto point = std::find_if(points.cbegin(), points.cend(),
                                    [ply](const EvaluationPoint &p) { return p.ply == ply; });
    if (point == points.cend()) {
        QToolTip::hideText();
        return;
    }
    QString text = tr("Move %1: %2").arg(ply).arg(displaytext::score(point->score));
    const std::unique_ptr<Position> position = m_controller->positionAt(ply);
    if (position && !point->pv.isEmpty()) {
        text += QLatin1Char('\n') + displaytext::moves(*position, point->pv);
        if (m_board && ply == m_controller->shownPly()) {
            m_board->setPreview(point->pv);
            m_previewing = true;
        }
    }
    if (!point->engine.isEmpty()) text += QLatin1Char('\n') + point->engine;
    QToolTip::showText(QCursor::pos(), text, m_graph);
}

} // namespace kibitz
