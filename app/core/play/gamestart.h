// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/timecontrol.h"

#include <QList>
#include <QString>
#include <memory>
#include <optional>

namespace kibitz {

class EngineBuilder;
class Game;
class Session;

// A new game as the window asks for it: the game, its start, its clocks and who plays each side.
struct GameStart
{
    const Game *game = nullptr;
    QString setup; // the game's setup text; empty for its standard start
    TimeControl timeControl;
    QList<std::optional<QString>> engines; // by side: an engine's words, none for a person
    QList<TimeControl> sideTimeControls;   // by side, when they differ from timeControl
};

// The session of the game with its players (engines made by engines), not started. Returns
// null and sets *error when the setup or a player cannot be had.
std::unique_ptr<Session> createSession(const GameStart &start, EngineBuilder &engines,
                                       QString *error);

} // namespace kibitz
