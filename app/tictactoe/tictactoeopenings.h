// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/opening.h"

namespace kibitz {
class Game;
}

namespace kibitz::tictactoe {

// Tic-tac-toe's opening files (docs/tournament.md): one opening a line, its moves in order from
// `baseSetup`, as squares 0–8 (the canonical text) or as players write them, a1–c3; moves may be
// separated by spaces or commas, or run together ("b2a1", "40"). A move onto a taken square or
// after the game is over refuses the line.
OpeningReadResult readTicTacToeOpenings(const Game &game, const QString &path,
                                        const QString &baseSetup);

} // namespace kibitz::tictactoe
