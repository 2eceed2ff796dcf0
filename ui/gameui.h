// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

class QWidget;

namespace kibitz {

class BoardWidget;
class Game;
class PositionEditor;

// The GUI's one list of games: which of the games Kibitz knows the window can show, and with
// which board. It is the only file of the GUI that names games; adding a game's board is one
// line here.
namespace gameui {

// The games with a board, in the order of the app's game list; the first is a new user's game.
QList<const Game *> games();
// The board widget of a game; null for a game the window cannot show yet.
BoardWidget *createBoard(const Game &game, QWidget *parent = nullptr);
// The game's position editor (a dialog); null for a game that has none.
PositionEditor *createPositionEditor(const Game &game, QWidget *parent = nullptr);
bool hasPositionEditor(const Game &game);
// Whether the game's board can number its stones in the order they were played (the View
// menu's Move Numbers), and turning the numbers on or off on a board createBoard() made.
bool hasMoveNumbers(const Game &game);
void setShowMoveNumbers(const Game &game, BoardWidget *board, bool on);

} // namespace gameui
} // namespace kibitz
