// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QSettings;

namespace kibitz {

class EngineArea;
class EngineLogPanel;
class GameController;

// The panels and logs of the engines that play the game on the board, kept in step with it: a
// panel says "thinking…" from its engine's turn until it has moved (or the moves were taken
// back, or the game ended), shows that search's lines and no older ones, and the panels and the
// log's choices name each engine as it named itself once it has.
class PlayerPanels : public QObject
{
    Q_OBJECT
public:
    // The names the engines tell are kept in settings too (enginenames).
    PlayerPanels(GameController *controller, EngineArea *engines, EngineLogPanel *log,
                 QSettings *settings, QObject *parent);

private:
    void onPlayersReady();
    void stopAll(bool clear);

    GameController *m_controller;
    EngineArea *m_engines;
    EngineLogPanel *m_log;
    QSettings *m_settings;
};

} // namespace kibitz
