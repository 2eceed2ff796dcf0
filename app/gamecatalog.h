#pragma once

#include <QList>
#include <QStringView>

namespace kibitz {

class Game;

// Every game Kibitz knows, in menu order.
QList<const Game *> allGames();
const Game *gameById(QStringView id);

} // namespace kibitz
