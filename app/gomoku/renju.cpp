// SPDX-License-Identifier: GPL-3.0-or-later
#include "renju.h"

namespace kibitz::gomoku {

namespace {
constexpr Stone B = Stone::Black;
constexpr Stone E = Stone::Empty;

// Restores a cell on scope exit, so that every return path leaves the grid as it was.
class Placed
{
public:
    Placed(Grid &grid, int index) : m_grid(grid), m_index(index) { grid.set(index, B); }
    ~Placed() { m_grid.set(m_index, E); }
    Placed(const Placed &) = delete;
    Placed &operator=(const Placed &) = delete;

private:
    Grid &m_grid;
    int m_index;
};
} // namespace

bool Renju::mayBeForbidden(const Grid &grid, int index)
{
    // An overline or a one-line double four needs at least 4 other black stones within 5 cells
    // on one line; anything else needs two lines, each with at least 2 other black stones within
    // 4 cells. Points without that are never forbidden.
    int busyLines = 0;
    for (int dir : Grid::directions) {
        int near = 0;
        int far = 0;
        for (int k = 1; k <= 5; ++k) {
            for (int i : {index + k * dir, index - k * dir}) {
                if (grid.at(i) == B) {
                    ++far;
                    if (k <= 4) ++near;
                }
            }
        }
        if (far >= 4) return true;
        if (near >= 2 && ++busyLines >= 2) return true;
    }
    return false;
}

int Renju::fourCount(Grid &grid, int index, int dir)
{
    // A four is completed to five at the first empty cell on either side (a five through `index`
    // cannot skip an empty cell). Two completion points five apart are one straight four.
    int completions[2];
    int n = 0;
    for (int sign : {-1, 1}) {
        const int step = sign * dir;
        for (int k = 1; k <= 4; ++k) {
            const int q = index + k * step;
            const Stone c = grid.at(q);
            if (c == B) continue;
            if (c == E) {
                grid.set(q, B);
                if (grid.run(q, dir, B) == 5) completions[n++] = sign * k;
                grid.set(q, E);
            }
            break;
        }
    }
    if (n == 2 && completions[1] - completions[0] == 5) return 1;
    return n;
}

bool Renju::isStraightFour(const Grid &grid, int index, int dir)
{
    int back = 0;
    while (grid.at(index - (back + 1) * dir) == B)
        ++back;
    int ahead = 0;
    while (grid.at(index + (ahead + 1) * dir) == B)
        ++ahead;
    if (back + ahead + 1 != 4) return false;
    const int end1 = index - (back + 1) * dir;
    const int end2 = index + (ahead + 1) * dir;
    // Both ends empty, and filling either makes exactly five (no black stone beyond it).
    return grid.at(end1) == E && grid.at(end2) == E && grid.at(end1 - dir) != B &&
           grid.at(end2 + dir) != B;
}

bool Renju::makesFive(const Grid &grid, int index)
{
    for (int dir : Grid::directions)
        if (grid.run(index, dir, B) == 5) return true;
    return false;
}

bool Renju::isThree(Grid &grid, int index, int dir)
{
    // The move that makes the straight four lies at the first empty cell on either side: the
    // four must be unbroken, and it contains `index`.
    for (int sign : {-1, 1}) {
        const int step = sign * dir;
        for (int k = 1; k <= 3; ++k) {
            const int q = index + k * step;
            const Stone c = grid.at(q);
            if (c == B) continue;
            if (c == E) {
                grid.set(q, B);
                const bool straight = isStraightFour(grid, index, dir);
                const bool five = straight && makesFive(grid, q);
                grid.set(q, E);
                // RIF: only a move that is not itself forbidden makes a real three. The
                // Gomocup convention (Piskvork's checker, Rapfi): nor does a move that makes
                // five on another line — black would play the five there, not the four.
                if (straight && !five && check(grid, q) == Forbidden::None) return true;
            }
            break;
        }
    }
    return false;
}

Forbidden Renju::check(Grid &grid, int index)
{
    Q_ASSERT(grid.at(index) == E);
    if (!mayBeForbidden(grid, index)) return Forbidden::None;
    const Placed stone(grid, index);

    bool overline = false;
    for (int dir : Grid::directions) {
        const int length = grid.run(index, dir, B);
        if (length == 5) return Forbidden::None; // a five wins, whatever else the move makes
        if (length > 5) overline = true;
    }
    if (overline) return Forbidden::Overline;

    int fours = 0;
    bool fourOn[4] = {};
    for (int d = 0; d < 4; ++d) {
        const int n = fourCount(grid, index, Grid::directions[d]);
        fours += n;
        fourOn[d] = n > 0;
    }
    if (fours >= 2) return Forbidden::DoubleFour;

    int threes = 0;
    for (int d = 0; d < 4; ++d) {
        if (fourOn[d] || !isThree(grid, index, Grid::directions[d])) continue;
        if (++threes >= 2) return Forbidden::DoubleThree;
    }
    return Forbidden::None;
}

} // namespace kibitz::gomoku
