// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerpanels.h"

#include "core/game/game.h"
#include "core/game/position.h"
#include "core/play/gamecontroller.h"
#include "enginenames.h"
#include "panels/enginearea.h"
#include "panels/engineinfomodel.h"
#include "panels/enginelogpanel.h"
#include "panels/enginepanel.h"

#include <QSettings>

namespace kibitz {

PlayerPanels::PlayerPanels(GameController *controller, EngineArea *engines, EngineLogPanel *log,
                           QSettings *settings, QObject *parent)
    : QObject(parent), m_controller(controller), m_engines(engines), m_log(log),
      m_settings(settings)
{
    GameController *c = controller;
    connect(c, &GameController::turnStarted, this, [this](int side) {
        if (EnginePanel *panel = m_engines->panel(side)) {
            panel->model()->setSearchPosition(m_controller->gamePosition());
            panel->setThinking(true);
        }
    });
    connect(c, &GameController::moveMade, this, [this](int side) {
        if (EnginePanel *panel = m_engines->panel(side)) {
            panel->model()->flush();
            panel->setThinking(false);
        }
    });
    // The search of the position taken back is stopped: its lines are about a position gone.
    connect(c, &GameController::movesTakenBack, this, [this] { stopAll(true); });
    connect(c, &GameController::gameEnded, this, [this] { stopAll(false); });
    // Paused, nobody thinks: the search is stopped, and asked again on resume (turnStarted).
    connect(c, &GameController::pausedChanged, this, [this](bool paused) {
        if (paused) stopAll(false);
    });
    connect(c, &GameController::hiddenSearchRevealed, this,
            [this](int side, const Position &position) {
                if (EnginePanel *panel = m_engines->panel(side))
                    panel->model()->setSearchPosition(position.clone());
            });
    connect(c, &GameController::engineInfoReceived, this, [this](int side, const EngineInfo &info) {
        if (EnginePanel *panel = m_engines->panel(side)) panel->model()->addInfo(info);
    });
    connect(c, &GameController::playersReady, this, &PlayerPanels::onPlayersReady);
}

void PlayerPanels::onPlayersReady()
{
    // Each log was added under the name known then, the program's before the engine said its own.
    for (const auto &[log, title] : m_controller->engineLogs())
        m_log->setLogName(log, title);
    for (int side = 0; m_controller->game() && side < m_controller->game()->playerCount(); ++side)
        if (const EngineSpec *spec = m_controller->engineSpec(side))
            enginenames::remember(*m_settings, *spec, m_controller->playerName(side));
}

void PlayerPanels::stopAll(bool clear)
{
    for (EnginePanel *panel : m_engines->panels()) {
        if (!panel) continue;
        if (clear) panel->model()->clear();
        panel->setThinking(false);
    }
}

} // namespace kibitz
