// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QDockWidget;
class QSettings;

namespace kibitz {

class GameController;

// The evaluation graph's dock goes with the game: a game whose engines give no evaluation to
// follow (goita, Game::hasEvaluation) hides it and takes its View menu entry away, and the next
// game that has one shows it again — also after a restart, the window having kept the hidden
// dock in its saved state. A dock the person hid stays hidden.
class EvaluationDock : public QObject
{
    Q_OBJECT
public:
    EvaluationDock(GameController *controller, QDockWidget *dock, QSettings *settings,
                   QObject *parent = nullptr);

private:
    void follow();

    GameController *m_controller;
    QDockWidget *m_dock;
    QSettings *m_settings;
};

} // namespace kibitz
