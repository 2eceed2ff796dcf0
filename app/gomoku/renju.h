// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gomoku/gomokugrid.h"

namespace kibitz::gomoku {

// Why black may not play a point under the renju rule.
enum class Forbidden : quint8 { None, Overline, DoubleFour, DoubleThree };

// Black's forbidden points as the RIF rules define them (https://www.renju.net/rifrules/):
// - a move that makes five (exactly five in a row) wins, whatever else it makes;
// - else an overline (six or more) is forbidden;
// - else two or more fours are forbidden (also two fours on one line, as in X.XXX.X);
// - else two or more threes are forbidden, where a three is a line that one more black move can
//   turn into a straight four (four with both ends five-making), and that move must itself not be
//   forbidden: the check recurses;
// - as the Gomocup judge's checker (derived from Piskvork's) and Rapfi rule it, a three does not
//   count when the point that would make its straight four makes five on another line.
// A quick pre-filter (not enough black stones on the lines through the point) answers most
// points without placing a stone. The grid is changed during the check and restored.
class Renju
{
public:
    // Precondition: `index` is an empty point of the board.
    static Forbidden check(Grid &grid, int index);
    static bool isForbidden(Grid &grid, int index) { return check(grid, index) != Forbidden::None; }

    // Counts for a black stone already at `index`, along one direction offset (Grid::directions):
    // the number of fours it is part of (0, 1 or 2: a straight four counts once) …
    static int fourCount(Grid &grid, int index, int dir);
    // … and whether it is part of a three (only asked where fourCount is 0).
    static bool isThree(Grid &grid, int index, int dir);

private:
    static bool isStraightFour(const Grid &grid, int index, int dir);
    // Whether the black stone at `index` is part of exactly five on some line.
    static bool makesFive(const Grid &grid, int index);
    static bool mayBeForbidden(const Grid &grid, int index);
};

} // namespace kibitz::gomoku
