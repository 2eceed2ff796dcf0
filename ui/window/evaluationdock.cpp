// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaluationdock.h"

#include "core/game/game.h"
#include "core/play/gamecontroller.h"

#include <QAction>
#include <QDockWidget>
#include <QSettings>

namespace kibitz {

namespace {
// Set while the dock is hidden because of the game, not by the person.
const QString hiddenKey = QStringLiteral("ui/evaluationHiddenForGame");
} // namespace

EvaluationDock::EvaluationDock(GameController *controller, QDockWidget *dock, QSettings *settings,
                               QObject *parent)
    : QObject(parent), m_controller(controller), m_dock(dock), m_settings(settings)
{
    connect(controller, &GameController::replaced, this, &EvaluationDock::follow);
}

void EvaluationDock::follow()
{
    const Game *game = m_controller->game();
    const bool wanted = !game || game->hasEvaluation();
    const bool hiddenByUs = m_settings->value(hiddenKey, false).toBool();
    m_dock->toggleViewAction()->setEnabled(wanted);
    if (!wanted && m_dock->isVisibleTo(m_dock->parentWidget())) {
        m_dock->hide();
        m_settings->setValue(hiddenKey, true);
    } else if (wanted && hiddenByUs) {
        m_dock->show();
        m_settings->setValue(hiddenKey, false);
    }
}

} // namespace kibitz
