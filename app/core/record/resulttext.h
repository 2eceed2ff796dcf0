// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/gameresult.h"

#include <QString>
#include <optional>

namespace kibitz {

class Game;

// The result as PGN writes it, from team 0's view: "1-0", "0-1", "1/2-1/2", or "*" for a game
// without one. Kibitz's text records and the cli's result lines write it.
QString scoreText(const Game &game, const GameResult &result);
// Back: a Win of side 0 or 1 or a Draw (reason Rules), Ongoing for "*"; nullopt when unknown.
std::optional<GameResult> resultFromScoreText(QStringView text);

} // namespace kibitz
