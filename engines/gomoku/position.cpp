// SPDX-License-Identifier: GPL-3.0-or-later
#include "position.h"

#include "gomoku/renju.h"

#include <random>

namespace kibitz::gomoku {

namespace {
struct Zobrist
{
    std::array<std::array<quint64, Grid::CellCount>, 2> stones;
    quint64 side;
    Zobrist()
    {
        std::mt19937_64 rng(0x6b6962697a); // fixed: keys are the same in every run
        for (auto &colour : stones)
            for (auto &k : colour)
                k = rng();
        side = rng();
    }
};
const Zobrist &zobrist()
{
    static const Zobrist z;
    return z;
}

// Pattern cell codes by Stone, from black's and from white's view, and under caro (where the
// wall is not the opponent: it blocks no five).
constexpr quint32 codeFor[2][2][4] = {{{PatternTable::CellEmpty, PatternTable::CellOwn,
                                        PatternTable::CellOther, PatternTable::CellOther},
                                       {PatternTable::CellEmpty, PatternTable::CellOther,
                                        PatternTable::CellOwn, PatternTable::CellOther}},
                                      {{PatternTable::CellEmpty, PatternTable::CellOwn,
                                        PatternTable::CellOther, PatternTable::CellWall},
                                       {PatternTable::CellEmpty, PatternTable::CellOther,
                                        PatternTable::CellOwn, PatternTable::CellWall}}};

// Ordering and evaluation weights by pattern.
constexpr int weight[PatternCount] = {0, 2, 10, 15, 100, 120, 800, 1000, 10000, 100000, 0};
} // namespace

quint64 Position::sideKey()
{
    return zobrist().side;
}

Position::Position(const Grid &grid, Rule rule, Stone toMove)
    : m_grid(grid), m_rule(rule), m_toMove(toMove)
{
    // A no-op in the engine, which prepares the rule's tables when it is set.
    PatternTable::prepare(rule);
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) {
            const int i = Grid::index(x, y);
            const Stone s = grid.at(i);
            if (s != Stone::Black && s != Stone::White) continue;
            ++m_stones;
            m_key ^= zobrist().stones[s == Stone::White][i];
            for (int dy = -2; dy <= 2; ++dy)
                for (int dx = -2; dx <= 2; ++dx)
                    ++m_near[i + dy * Grid::Stride + dx];
        }
    }
    if (toMove == Stone::White) m_key ^= sideKey();
}

void Position::play(int index)
{
    Q_ASSERT(m_grid.at(index) == Stone::Empty);
    m_grid.set(index, m_toMove);
    m_key ^= zobrist().stones[m_toMove == Stone::White][index] ^ sideKey();
    for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx)
            ++m_near[index + dy * Grid::Stride + dx];
    m_moves << index;
    ++m_stones;
    m_toMove = opponent(m_toMove);
}

void Position::undo()
{
    const int index = m_moves.takeLast();
    m_toMove = opponent(m_toMove);
    m_grid.set(index, Stone::Empty);
    m_key ^= zobrist().stones[m_toMove == Stone::White][index] ^ sideKey();
    for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx)
            --m_near[index + dy * Grid::Stride + dx];
    --m_stones;
}

QList<int> Position::candidates() const
{
    QList<int> list;
    for (int y = 0; y < m_grid.height(); ++y) {
        for (int x = 0; x < m_grid.width(); ++x) {
            const int i = Grid::index(x, y);
            if (m_near[i] && m_grid.at(i) == Stone::Empty) list << i;
        }
    }
    return list;
}

Pattern Position::pattern(int index, Stone s, int dir) const
{
    const quint32 *code = codeFor[isCaro(m_rule)][s == Stone::White];
    quint32 key = 0;
    for (int k = -5; k <= 5; ++k) {
        if (k != 0) key = (key << 2) | code[int(m_grid.at(index + k * dir))];
    }
    return PatternTable::instance().lookup(fiveRuleOf(m_rule, s), key);
}

Threat Position::threat(int index, Stone s) const
{
    Threat t;
    const quint32 *code = codeFor[isCaro(m_rule)][s == Stone::White];
    const FiveRule fives = fiveRuleOf(m_rule, s);
    const PatternTable &table = PatternTable::instance();
    for (int dir : Grid::directions) {
        quint32 key = 0;
        for (int k = -5; k <= 5; ++k) {
            if (k != 0) key = (key << 2) | code[int(m_grid.at(index + k * dir))];
        }
        const Pattern p = table.lookup(fives, key);
        switch (p) {
        case Five:
            ++t.fives;
            break;
        case F4:
            ++t.f4;
            break;
        case B4:
            ++t.b4;
            break;
        case F3:
            ++t.f3;
            break;
        case B3:
            ++t.b3;
            break;
        case Overline:
            ++t.overline;
            break;
        default:
            break;
        }
        t.score += weight[p];
    }
    // Combinations that win by force (or nearly) weigh more than their parts.
    if (t.fives)
        t.score += 1000000;
    else if (t.f4 || t.b4 >= 2)
        t.score += 100000;
    else if (t.b4 && t.f3)
        t.score += 40000;
    else if (t.f3 >= 2)
        t.score += 15000;
    return t;
}

bool Position::isForbidden(int index)
{
    return m_rule == Rule::Renju && Renju::isForbidden(m_grid, index);
}

} // namespace kibitz::gomoku
