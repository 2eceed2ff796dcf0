// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gomoku/gomokutypes.h"

#include <array>

namespace kibitz::gomoku {

// The cells of a board of up to 22×22, padded with walls so that line scans need no bounds
// checks: a point is an index into one flat array, and a step along a line adds one of the four
// direction offsets. The renju check and the bundled engine both work on this.
class Grid
{
public:
    static constexpr int MaxSize = 22;
    static constexpr int Pad = 6; // a scan reaches at most 6 cells beyond a board point
    static constexpr int Stride = MaxSize + 2 * Pad;
    static constexpr int CellCount = Stride * Stride;
    // Horizontal, vertical, diagonal (down-right), anti-diagonal (down-left).
    static constexpr std::array<int, 4> directions{1, Stride, Stride + 1, Stride - 1};

    Grid(int width = 15, int height = 15); // precondition: 1..MaxSize each

    int width() const { return m_width; }
    int height() const { return m_height; }
    bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < m_width && y < m_height; }
    static int index(int x, int y) { return (y + Pad) * Stride + x + Pad; }
    static int xOf(int index) { return index % Stride - Pad; }
    static int yOf(int index) { return index / Stride - Pad; }
    static int index(Point p) { return index(p.x, p.y); }
    static Point pointOf(int index) { return {xOf(index), yOf(index)}; }

    Stone at(int index) const { return Stone(m_cells[index]); }
    void set(int index, Stone s) { m_cells[index] = quint8(s); }

    // Stones of `s` in the unbroken row through `index` along ±dir, counting `index` itself
    // (which should hold `s`).
    int run(int index, int dir, Stone s) const
    {
        int n = 1;
        for (int i = index + dir; at(i) == s; i += dir)
            ++n;
        for (int i = index - dir; at(i) == s; i -= dir)
            ++n;
        return n;
    }

    // Whether the cells just beyond both ends of that row hold the opponent's stones (a wall,
    // the edge of the board, is no block: the caro rule).
    bool blockedBothEnds(int index, int dir, Stone s) const
    {
        int ahead = index + dir;
        while (at(ahead) == s)
            ahead += dir;
        int back = index - dir;
        while (at(back) == s)
            back -= dir;
        const Stone other = opponent(s);
        return at(ahead) == other && at(back) == other;
    }

    bool operator==(const Grid &) const = default;

private:
    int m_width;
    int m_height;
    std::array<quint8, CellCount> m_cells;
};

} // namespace kibitz::gomoku
