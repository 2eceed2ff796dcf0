// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace kibitz::gomoku {

// What a cell holds. Wall only appears in the padding around the board (see Grid).
enum class Stone : quint8 { Empty = 0, Black = 1, White = 2, Wall = 3 };

// Freestyle: five or more in a row wins. Standard: exactly five wins (an overline does not win
// and is not forbidden). Renju (RIF): black wins with exactly five and may not make an overline,
// a double-four or a double-three; white wins with five or more.
enum class Rule : quint8 { Freestyle, Standard, Renju };

// A point of the board: x is the column from the left, y the row from the top, both 0-based
// (the Gomocup convention, and Kibitz's canonical move text `x,y`).
struct Point
{
    int x = -1;
    int y = -1;

    bool operator==(const Point &) const = default;
};

inline Stone opponent(Stone s)
{
    return s == Stone::Black ? Stone::White : s == Stone::White ? Stone::Black : s;
}

// Whether an unbroken row of `length` stones of `s` wins under `rule`.
inline bool isWinningRow(Rule rule, Stone s, int length)
{
    switch (rule) {
    case Rule::Freestyle:
        return length >= 5;
    case Rule::Standard:
        return length == 5;
    case Rule::Renju:
        return s == Stone::Black ? length == 5 : length >= 5;
    }
    return false;
}

} // namespace kibitz::gomoku
