#pragma once

#include "gamesetup.h"

#include <QObject>

namespace kibitz {

class Game;
class Player;

// Makes the player of one side from the new-game choice. Returns null and sets *error when an
// engine's words are wrong or its program is missing.
Player *createPlayer(const Game &game, const SideSetup &side, const QString &binDirectory,
                     QString *error);

} // namespace kibitz
