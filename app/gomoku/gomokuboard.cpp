// SPDX-License-Identifier: GPL-3.0-or-later
#include "gomokuboard.h"

namespace kibitz::gomoku {

bool Board::isValidSize(int width, int height)
{
    return width >= MinSize && height >= MinSize && width <= MaxSize && height <= MaxSize;
}

Board::Board(int width, int height, Rule rule) : m_grid(width, height), m_rule(rule)
{
    Q_ASSERT(isValidSize(width, height));
}

void Board::setRule(Rule rule)
{
    m_rule = rule;
    findWinner();
}

Board::MoveCheck Board::check(Point p) const
{
    if (!contains(p)) return MoveCheck::OffBoard;
    if (at(p) != Stone::Empty) return MoveCheck::Occupied;
    if (isOver()) return MoveCheck::GameOver;
    if (m_toMove == Stone::Black && isForbidden(p)) return MoveCheck::Forbidden;
    return MoveCheck::Ok;
}

QList<Point> Board::legalMoves() const
{
    QList<Point> moves;
    if (isOver()) return moves;
    const bool renjuBlack = m_rule == Rule::Renju && m_toMove == Stone::Black;
    Grid grid = m_grid;
    for (int y = 0; y < height(); ++y) {
        for (int x = 0; x < width(); ++x) {
            const int i = Grid::index(x, y);
            if (grid.at(i) == Stone::Empty && !(renjuBlack && Renju::isForbidden(grid, i)))
                moves << Point{x, y};
        }
    }
    return moves;
}

bool Board::hasLegalMove() const
{
    if (isOver()) return false;
    const bool renjuBlack = m_rule == Rule::Renju && m_toMove == Stone::Black;
    Grid grid = m_grid;
    for (int y = 0; y < height(); ++y) {
        for (int x = 0; x < width(); ++x) {
            const int i = Grid::index(x, y);
            if (grid.at(i) == Stone::Empty && !(renjuBlack && Renju::isForbidden(grid, i)))
                return true;
        }
    }
    return false;
}

void Board::play(Point p)
{
    place(p, m_toMove);
    m_toMove = opponent(m_toMove);
}

void Board::place(Point p, Stone s)
{
    Q_ASSERT(contains(p) && at(p) == Stone::Empty);
    Q_ASSERT(s == Stone::Black || s == Stone::White);
    m_grid.set(Grid::index(p), s);
    m_history << p;
    updateWinner();
}

bool Board::undo()
{
    return !m_history.isEmpty() && remove(m_history.last());
}

bool Board::remove(Point p)
{
    const qsizetype at = m_history.lastIndexOf(p);
    if (at < 0) return false;
    m_toMove = m_grid.at(Grid::index(p));
    m_grid.set(Grid::index(p), Stone::Empty);
    m_history.remove(at);
    findWinner();
    return true;
}

QList<Point> Board::lineThrough(int index) const
{
    const Stone s = m_grid.at(index);
    for (int dir : Grid::directions) {
        const int length = m_grid.run(index, dir, s);
        if (!isWinningRow(m_rule, s, length, m_grid.blockedBothEnds(index, dir, s))) continue;
        int start = index;
        while (m_grid.at(start - dir) == s)
            start -= dir;
        QList<Point> line;
        for (int i = 0; i < length; ++i)
            line << Grid::pointOf(start + i * dir);
        return line;
    }
    return {};
}

bool Board::winsThrough(int index) const
{
    const Stone s = m_grid.at(index);
    for (int dir : Grid::directions)
        if (isWinningRow(m_rule, s, m_grid.run(index, dir, s),
                         m_grid.blockedBothEnds(index, dir, s)))
            return true;
    return false;
}

void Board::findWinner()
{
    // The last mover's row first: only it can have been made by a legal game's last move.
    m_winAt = m_history.size() - 1;
    while (m_winAt >= 0 && !winsThrough(Grid::index(m_history[m_winAt])))
        --m_winAt;
}

void Board::updateWinner()
{
    const qsizetype last = m_history.size() - 1;
    if (winsThrough(Grid::index(m_history[last]))) {
        m_winAt = last;
        return;
    }
    // A stone changes only the rows through it and next to their ends, and a row it did not
    // make winning it can only have spoilt: an exact five grown into an overline, or under caro
    // a five blocked at its second end (not under freestyle, where any five or more wins). Then
    // the other stones are judged again.
    if (m_winAt >= 0 && m_rule != Rule::Freestyle) findWinner();
}

QList<Point> Board::winningLine() const
{
    return m_winAt < 0 ? QList<Point>() : lineThrough(Grid::index(m_history[m_winAt]));
}

Stone Board::winner() const
{
    return m_winAt < 0 ? Stone::Empty : at(m_history[m_winAt]);
}

bool Board::isFull() const
{
    return stoneCount() == width() * height();
}

Forbidden Board::forbidden(Point p) const
{
    if (m_rule != Rule::Renju || at(p) != Stone::Empty) return Forbidden::None;
    Grid grid = m_grid;
    return Renju::check(grid, Grid::index(p));
}

QList<Point> Board::forbiddenPoints() const
{
    QList<Point> points;
    if (m_rule != Rule::Renju) return points;
    Grid grid = m_grid;
    for (int y = 0; y < height(); ++y) {
        for (int x = 0; x < width(); ++x) {
            const int i = Grid::index(x, y);
            if (grid.at(i) == Stone::Empty && Renju::isForbidden(grid, i)) points << Point{x, y};
        }
    }
    return points;
}

} // namespace kibitz::gomoku
