// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace kibitz {

class GameController;

// Game → Resign ends the game for good: the person is asked first, and resigns on Yes only.
void askToResign(QWidget *window, GameController *controller);

} // namespace kibitz
