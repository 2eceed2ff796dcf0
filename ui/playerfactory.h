#pragma once

#include "gamesetup.h"

#include <QObject>
#include <memory>

namespace kibitz {

class Game;
class Player;
class Session;

// Makes the player of one side from the new-game choice. Returns null and sets *error when an
// engine's words are wrong or its program is missing.
Player *createPlayer(const Game &game, const SideSetup &side, QString *error);
// The session of a new game with its players, not started. Returns null and sets *error when the
// game, its setup or a player cannot be had.
std::unique_ptr<Session> createSession(const GameSetup &setup, QString *error);

} // namespace kibitz
