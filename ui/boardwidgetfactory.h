#pragma once

#include <QStringView>

class QWidget;

namespace kibitz {

class BoardWidget;

// The board widget of a game, by the game's id; null for a game without one.
BoardWidget *createBoardWidget(QStringView gameId, QWidget *parent = nullptr);

} // namespace kibitz
