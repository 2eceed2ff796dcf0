// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gomoku/gomokutypes.h"

#include <QtGlobal>

#include <array>
#include <vector>

namespace kibitz::gomoku {

// What a stone placed at a point makes along one line, from the mover's view. Ordered by
// strength: F = free (open), B = blocked (one way left).
enum Pattern : quint8 {
    None,
    B1,
    F1,
    B2,
    F2,
    B3,       // one move makes a four
    F3,       // one move makes a straight four (an open three)
    B4,       // one move makes five
    F4,       // two moves make five: a straight four, or two fours on the line
    Five,     // a winning row (exactly five where the rule says so)
    Overline, // six or more where they do not win
    PatternCount
};

// How a row wins, for the pattern tables: five or more, exactly five, and the same two under
// caro (a row blocked at both ends by the opponent does not win; the edge is no block).
enum class FiveRule : quint8 { FiveOrMore, ExactlyFive, Caro, ExactCaro, Count };
FiveRule fiveRuleOf(Rule rule, Stone s);

// Pattern lookup for the 10 cells around a point on one line (5 on each side), each empty, own,
// other (the opponent; also the wall except under caro) or wall; the point itself holds the
// mover's stone. Built once per FiveRule by trying every continuation: the two plain tables
// (~10 ms) with the instance, the two caro ones (16 times as many lines, ~0.2 s) by prepare()
// when a caro rule is set, so that engines of other rules do not pay for them.
class PatternTable
{
public:
    static const PatternTable &instance();
    // Builds the tables `rule` needs for both colours, if not built yet. The engine calls it
    // when the rule is set, so that no move pays for it; every Position calls it too (then a
    // no-op), so that no search reads a table not built.
    static void prepare(Rule rule);
    static constexpr int CellEmpty = 0, CellOwn = 1, CellOther = 2, CellWall = 3;
    // Key: 2 bits per cell, nearest-first is not assumed: cells -5..-1 then +1..+5.
    Pattern lookup(FiveRule rule, quint32 key) const { return Pattern(m_tables[int(rule)][key]); }

private:
    PatternTable();
    static PatternTable &table();
    void build(FiveRule rule);
    Pattern classify(FiveRule rule, std::array<int, 11> &line);
    std::vector<quint8> m_tables[int(FiveRule::Count)];
};

} // namespace kibitz::gomoku
