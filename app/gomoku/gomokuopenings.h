// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/opening.h"
#include "gomoku/gomokutypes.h"

namespace kibitz::gomoku {

// Gomoku's opening files are c-gomoku-cli's (docs/tournament.md): one opening a line, its stones
// in placing order, black first, in either of its two notations, which the first opening of a
// file chooses for the whole file:
// - offset: pairs of x,y offsets from the centre (x + width/2, y + height/2, rounded down),
//   separated by commas and spaces: "0,0, 1,-1, 2,2" or "0,0 1,-1 2,2";
// - pos: a letter for the column (a = 0 from the left) and a number for the row (1 = the TOP
//   row, as c-gomoku-cli counts: unlike the letter-number Kibitz shows, rows from the bottom),
//   no separators: "h8i7j9".
// Every stone is checked against the board and the rule of `baseSetup` (an empty board): off the
// board, on a taken point, after five, or black's forbidden point under renju refuse the line.
OpeningReadResult readGomokuOpenings(const QString &path, const QString &baseSetup);

// c-gomoku-cli's eight symmetries of a square board (its TransformType), s = size − 1:
// 0 (x, y) as written, 1 (y, s−x), 2 (s−x, s−y), 3 (s−y, x), 4 (x, s−y), 5 (s−x, y), 6 (y, x),
// 7 (s−y, s−x). A board that is not square has none but the first.
constexpr int symmetryCount = 8;
Point transformPoint(Point p, int size, int transform);

} // namespace kibitz::gomoku
