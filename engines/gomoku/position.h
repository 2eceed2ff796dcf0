// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "patterns.h"

#include "gomoku/gomokugrid.h"

#include <QList>

#include <array>

namespace kibitz::gomoku {

// What one side would make by playing one empty point: its patterns on the four lines, counted.
struct Threat
{
    quint8 fives = 0;
    quint8 f4 = 0;
    quint8 b4 = 0;
    quint8 f3 = 0;
    quint8 b3 = 0;
    quint8 overline = 0;
    int score = 0; // for move ordering and evaluation

    bool anyFour() const { return f4 || b4; }
    // Wins by force unless the opponent can make five first: a straight four or two fours.
    bool unstoppable() const { return !fives && (f4 || b4 >= 2); }
    // Whether the renju check must be asked (for black): the shape may be forbidden.
    bool mayBeForbidden() const { return overline || f4 || b4 >= 2 || f3 + b4 >= 2; }
};

// The engine's board: a Grid with the side to move, a Zobrist key, and for every cell the number
// of stones within two cells (candidate moves are the empty cells next to stones).
class Position
{
public:
    Position(const Grid &grid, Rule rule, Stone toMove);

    const Grid &grid() const { return m_grid; }
    Grid &grid() { return m_grid; }
    Rule rule() const { return m_rule; }
    Stone toMove() const { return m_toMove; }
    quint64 key() const { return m_key; }
    int moveCount() const { return int(m_moves.size()); }
    bool isEmptyBoard() const { return m_stones == 0; }
    int centre() const { return Grid::index(m_grid.width() / 2, m_grid.height() / 2); }

    void play(int index); // the side to move's stone
    void undo();
    void pass()
    {
        m_toMove = opponent(m_toMove);
        m_key ^= sideKey();
    } // for the threat search

    // Empty cells within two of a stone, row by row.
    QList<int> candidates() const;

    Pattern pattern(int index, Stone s, int dir) const;
    Threat threat(int index, Stone s) const;
    // Renju: black may not play there (exact RIF check).
    bool isForbidden(int index);

private:
    static quint64 sideKey();

    Grid m_grid;
    Rule m_rule;
    Stone m_toMove;
    quint64 m_key = 0;
    int m_stones = 0;
    QList<int> m_moves;
    std::array<quint8, Grid::CellCount> m_near{};
};

} // namespace kibitz::gomoku
