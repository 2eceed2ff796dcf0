#pragma once

#include <QStringView>

class QWidget;

namespace kibitz {

class BoardWidget;

// The board widget of a game, by the game's id; null for a game without one.
BoardWidget *createBoardWidget(QStringView gameId, QWidget *parent = nullptr);
// Whether the window can show that game yet (the new-game dialog offers only those).
bool hasBoardWidget(QStringView gameId);

} // namespace kibitz
