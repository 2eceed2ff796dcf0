// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

// Pattern lookup for the 10 cells around a point on one line (5 on each side), each empty, own
// or other (opponent or wall); the point itself holds the mover's stone. Built once per
// five-rule (five or more wins / exactly five wins) by trying every continuation.
class PatternTable
{
public:
    static const PatternTable &instance();

    static constexpr int CellEmpty = 0, CellOwn = 1, CellOther = 2;
    // Key: 2 bits per cell, nearest-first is not assumed: cells -5..-1 then +1..+5.
    Pattern lookup(bool exactFive, quint32 key) const { return Pattern(m_tables[exactFive][key]); }

private:
    PatternTable();
    Pattern classify(bool exactFive, std::array<int, 11> &line);

    std::vector<quint8> m_tables[2];
};

} // namespace kibitz::gomoku
