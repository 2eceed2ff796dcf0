// SPDX-License-Identifier: GPL-3.0-or-later
#include "linepreview.h"

#include "board/boardwidget.h"
#include "core/game/position.h"
#include "core/play/gamecontroller.h"
#include "panels/engineinfomodel.h"
#include "panels/enginepanel.h"
#include "panels/evaluationgraph.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QStatusBar>
#include <QTableView>
#include <QWheelEvent>

namespace kibitz {

namespace {
// ←/→ without modifiers: they step through the hovered line instead of the record.
int stepOfKey(const QEvent *event)
{
    const auto *key = static_cast<const QKeyEvent *>(event);
    if (key->modifiers() & ~Qt::KeypadModifier) return 0;
    if (key->key() == Qt::Key_Right) return 1;
    if (key->key() == Qt::Key_Left) return -1;
    return 0;
}
} // namespace

LinePreview::LinePreview(GameController *controller, QStatusBar *status, QObject *parent)
    : QObject(parent), m_controller(controller), m_status(status)
{
    connect(controller, &GameController::shownChanged, this, [this] {
        m_line.clear(); // the board is given the new position, without a line
        // The pointer is still on a row: its line goes back on the board once the window has
        // drawn the new position.
        if (m_start)
            QMetaObject::invokeMethod(
                this, [this] { render(); }, Qt::QueuedConnection);
    });
}

LinePreview::~LinePreview() = default;

void LinePreview::setBoard(BoardWidget *board)
{
    if (board != m_board) leave();
    m_board = board;
}

void LinePreview::setLine(const QStringList &moves)
{
    m_line = moves;
    if (m_board && !m_start && !m_graphHovered) m_board->setPreview(moves);
}

void LinePreview::watch(EvaluationGraph *graph)
{
    // Connected after the window's own handler, which previews the point's line or takes it off.
    connect(graph, &EvaluationGraph::pointHovered, this, [this](int ply) {
        m_graphHovered = ply >= 0;
        if (!m_graphHovered && m_board && !m_start) m_board->setPreview(m_line);
    });
}

void LinePreview::watch(EnginePanel *panel)
{
    QTableView *table = panel->table();
    table->setMouseTracking(true);
    QWidget *viewport = table->viewport();
    viewport->setMouseTracking(true);
    viewport->installEventFilter(this);
    m_viewports.insert(viewport, panel);
    connect(viewport, &QObject::destroyed, this, [this, viewport] {
        m_viewports.remove(viewport);
        if (m_start && !m_panel) leave(); // the panel of the hovered line went
    });
}

bool LinePreview::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::MouseMove:
        if (const auto panel = m_viewports.value(watched))
            hover(panel,
                  panel->table()->rowAt(int(static_cast<QMouseEvent *>(event)->position().y())));
        break;
    case QEvent::Leave:
        if (m_viewports.contains(watched)) leave();
        break;
    case QEvent::Wheel:
        if (m_start && m_viewports.value(watched) == m_panel) {
            // Wheel down (towards the user) goes on along the line, as a list scrolls on.
            const int delta = static_cast<QWheelEvent *>(event)->angleDelta().y();
            if (delta != 0) stepBy(delta < 0 ? 1 : -1);
            return true;
        }
        break;
    // While a line is hovered the application's keys pass here first (see hover()): ←/→ are
    // taken from the window's Previous/Next Move shortcuts.
    case QEvent::ShortcutOverride:
        if (m_start && stepOfKey(event) != 0) {
            event->accept();
            return true;
        }
        break;
    case QEvent::KeyPress:
        if (const int delta = m_start ? stepOfKey(event) : 0; delta != 0) {
            stepBy(delta);
            return true;
        }
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

void LinePreview::hover(EnginePanel *panel, int row)
{
    if (m_start && panel == m_panel && row == m_row) return;
    const EngineInfo *info = panel->model()->infoAt(row);
    const Position *searched = panel->model()->searchPosition();
    if (!m_board || !info || !searched || info->pv.isEmpty()) return leave();
    if (!m_start) qApp->installEventFilter(this); // for ←/→
    m_panel = panel;
    m_row = row;
    m_start = searched->clone();
    m_rank = info->multipv;
    m_moves.clear();
    auto replay = searched->clone();
    for (const QString &move : info->pv) {
        if (!replay->isLegal(move)) break;
        m_moves << move;
        replay->play(move);
    }
    // The last move is marked when the line starts from the position shown.
    const int ply = m_controller->shownPly();
    const auto shown = m_controller->positionAt(ply);
    m_startLastMove = shown && shown->setupText() == searched->setupText()
                          ? m_controller->moveBefore(ply)
                          : QString();
    m_step = 0;
    render();
}

void LinePreview::stepBy(int delta)
{
    m_step = qBound(0, m_step + delta, int(m_moves.size()));
    render();
}

void LinePreview::render()
{
    if (!m_board || !m_start) return;
    auto position = m_start->clone();
    for (int i = 0; i < m_step; ++i)
        position->play(m_moves[i]);
    // Not a position of the game: nothing may be played on it.
    m_board->setInteractive(false);
    m_board->setPosition(*position);
    m_board->setLastMove(m_step > 0 ? m_moves[m_step - 1] : m_startLastMove);
    m_board->setPreview(m_moves.mid(m_step));
    const QString keys = tr("the mouse wheel or ←/→ steps through it");
    if (m_step == 0) {
        m_message = tr("Line %1 previewed, %2 moves: %3").arg(m_rank).arg(m_moves.size()).arg(keys);
    } else {
        auto before = m_start->clone();
        for (int i = 0; i < m_step - 1; ++i)
            before->play(m_moves[i]);
        m_message = tr("Line %1, move %2 of %3 (%4) on the board: %5")
                        .arg(m_rank)
                        .arg(m_step)
                        .arg(m_moves.size())
                        .arg(before->displayMove(m_moves[m_step - 1]), keys);
    }
    if (m_status) m_status->showMessage(m_message);
}

void LinePreview::leave()
{
    if (!m_start) return;
    qApp->removeEventFilter(this);
    m_start.reset();
    m_panel = nullptr;
    m_row = -1;
    if (m_status && m_status->currentMessage() == m_message) m_status->clearMessage();
    restore();
}

void LinePreview::restore()
{
    if (!m_board) return;
    const int ply = m_controller->shownPly();
    if (const auto position = m_controller->positionAt(ply)) {
        m_board->setViewer(m_controller->viewer());
        m_board->setPosition(*position);
        m_board->setLastMove(m_controller->moveBefore(ply));
    }
    m_board->setInteractive(m_controller->acceptsMove());
    m_board->setPreview(m_line);
}

} // namespace kibitz
