// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace kibitz::gomoku {

// What a cell holds. Wall only appears in the padding around the board (see Grid).
enum class Stone : quint8 { Empty = 0, Black = 1, White = 2, Wall = 3 };

// Freestyle: five or more in a row wins. Standard: exactly five wins (an overline does not win
// and is not forbidden). Renju (RIF): black wins with exactly five and may not make an overline,
// a double-four or a double-three; white wins with five or more. Caro: five or more wins unless
// the row is blocked at both ends by the opponent's stones; StandardCaro: the same with exactly
// five. The board's edge is not a block (docs/games/gomoku-rules.md).
enum class Rule : quint8 { Freestyle, Standard, Renju, Caro, StandardCaro };

constexpr Rule allRules[] = {Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro,
                             Rule::StandardCaro};

// Gomocup's INFO rule bitmask: 1 = exactly five, 4 = renju, 8 = caro (2, continuous game, is
// not a rule of the board and is ignored when read).
constexpr int ruleExactFiveBit = 1;
constexpr int ruleRenjuBit = 4;
constexpr int ruleCaroBit = 8;

inline int gomocupRuleBits(Rule rule)
{
    switch (rule) {
    case Rule::Freestyle:
        return 0;
    case Rule::Standard:
        return ruleExactFiveBit;
    case Rule::Renju:
        return ruleRenjuBit;
    case Rule::Caro:
        return ruleCaroBit;
    case Rule::StandardCaro:
        return ruleCaroBit | ruleExactFiveBit;
    }
    return 0;
}

// The rule of a Gomocup bitmask: renju wins over the others (renju already asks exactly five of
// black, and renju with caro is no rule anyone plays).
inline Rule ruleFromGomocupBits(int bits)
{
    if (bits & ruleRenjuBit) return Rule::Renju;
    const bool exact = bits & ruleExactFiveBit;
    if (bits & ruleCaroBit) return exact ? Rule::StandardCaro : Rule::Caro;
    return exact ? Rule::Standard : Rule::Freestyle;
}

inline bool isCaro(Rule rule)
{
    return rule == Rule::Caro || rule == Rule::StandardCaro;
}

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

// Whether a row of `s` must be exactly five long to win under `rule` (else five or more).
inline bool needsExactFive(Rule rule, Stone s)
{
    return rule == Rule::Standard || rule == Rule::StandardCaro ||
           (rule == Rule::Renju && s == Stone::Black);
}

// Whether an unbroken row of `length` stones of `s` wins under `rule`; `blockedBothEnds`: the
// cells just beyond both of its ends hold the opponent's stones (the edge does not count).
inline bool isWinningRow(Rule rule, Stone s, int length, bool blockedBothEnds)
{
    if (length < 5 || (length > 5 && needsExactFive(rule, s))) return false;
    return !(isCaro(rule) && blockedBothEnds);
}

} // namespace kibitz::gomoku
