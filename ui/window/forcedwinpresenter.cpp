// SPDX-License-Identifier: GPL-3.0-or-later
#include "forcedwinpresenter.h"

#include "core/game/position.h"
#include "core/play/gamecontroller.h"
#include "linepreview.h"
#include "panels/displaytext.h"

#include <QAction>
#include <QEvent>
#include <QMenu>
#include <QStatusBar>
#include <QtConcurrent/QtConcurrentRun>

namespace kibitz {

ForcedWinPresenter::ForcedWinPresenter(GameController *controller, LinePreview *preview,
                                       QStatusBar *status, QMenu *menu, QAction *before,
                                       QObject *parent)
    : QObject(parent), m_controller(controller), m_preview(preview), m_status(status), m_menu(menu),
      m_before(before)
{
    connect(controller, &GameController::replaced, this, &ForcedWinPresenter::rebuild);
    connect(controller, &GameController::shownChanged, this, &ForcedWinPresenter::updateActions);
    connect(&m_watcher, &QFutureWatcher<ForcedWinResult>::finished, this,
            &ForcedWinPresenter::onFinished);
    if (parent) parent->installEventFilter(this);
    rebuild();
}

ForcedWinPresenter::~ForcedWinPresenter()
{
    // The search cannot be interrupted; it ends on its own (within its node limit) and its
    // answer goes unread.
    disconnect(&m_watcher, nullptr, this, nullptr);
}

bool ForcedWinPresenter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parent() && event->type() == QEvent::LanguageChange) retranslate();
    return QObject::eventFilter(watched, event);
}

void ForcedWinPresenter::rebuild()
{
    const Game *game = m_controller->game();
    if (game == m_game && !m_actions.isEmpty()) return updateActions();
    m_game = game;
    qDeleteAll(m_actions);
    m_actions.clear();
    m_searches = game ? game->forcedWinSearches() : QList<ForcedWinSearch>();
    for (int i = 0; i < m_searches.size(); ++i) {
        auto *action = new QAction(m_menu);
        connect(action, &QAction::triggered, this, [this, i] { find(i); });
        m_menu->insertAction(m_before, action);
        m_actions << action;
    }
    retranslate();
    updateActions();
}

void ForcedWinPresenter::retranslate()
{
    if (m_game) m_searches = m_game->forcedWinSearches(); // their names, in the new language
    for (int i = 0; i < m_actions.size() && i < m_searches.size(); ++i) {
        m_actions[i]->setText(m_searches[i].name);
        m_actions[i]->setToolTip(
            tr("Search the position shown for a forced win (%1) of the side to move: its line "
               "is drawn on the board and written into the comment")
                .arg(m_searches[i].label));
    }
}

void ForcedWinPresenter::updateActions()
{
    const bool can = m_controller->game() && !m_controller->hidesEngineThoughts() && !m_searching;
    for (QAction *action : std::as_const(m_actions))
        action->setEnabled(can);
}

void ForcedWinPresenter::find(int index)
{
    if (m_searching || index >= m_searches.size() || !m_game) return;
    std::unique_ptr<Position> shown = m_controller->positionAt(m_controller->shownPly());
    if (!shown) return;
    m_asked = m_searches[index];
    m_askedPly = m_controller->shownPly();
    m_askedPosition = std::shared_ptr<const Position>(std::move(shown));
    m_status->showMessage(tr("Searching the position shown for a %1…").arg(m_asked.label));
    m_searching = true;
    // The game object lives as long as the program, and the position is the worker's own.
    const Game *game = m_game;
    const std::shared_ptr<const Position> position = m_askedPosition;
    const QString id = m_asked.id;
    m_watcher.setFuture(
        QtConcurrent::run([game, position, id] { return game->findForcedWin(*position, id); }));
    updateActions();
}

void ForcedWinPresenter::onFinished()
{
    m_searching = false;
    updateActions();
    const ForcedWinResult result = m_watcher.result();
    const int ply = m_controller->shownPly();
    const std::unique_ptr<Position> shown = m_controller->positionAt(ply);
    if (m_controller->game() != m_game || ply != m_askedPly || !shown ||
        shown->setupText() != m_askedPosition->setupText()) {
        m_status->showMessage(
            tr("The %1 search ended after another position was shown: ask again there.")
                .arg(m_asked.label));
        Q_EMIT searchFinished();
        return;
    }
    if (result.moves.isEmpty()) {
        m_preview->setLine({});
        m_status->showMessage(
            result.exhausted
                ? tr("%1: none. The side to move has no such forced win here.").arg(m_asked.label)
                : tr("%1: none found within the search's limit (there may still be one).")
                      .arg(m_asked.label));
        Q_EMIT searchFinished();
        return;
    }
    const QString line = displaytext::moves(*m_askedPosition, result.moves);
    m_controller->addComment(ply, tr("%1: %2").arg(m_asked.label, line));
    // After the comment: writing it redraws the position shown, without a line.
    m_preview->setLine(result.moves);
    m_status->showMessage(
        tr("%1 found, %2 moves: %3").arg(m_asked.label).arg(result.moves.size()).arg(line));
    Q_EMIT searchFinished();
}

} // namespace kibitz
