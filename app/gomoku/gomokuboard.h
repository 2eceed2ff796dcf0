// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gomoku/gomokugrid.h"
#include "gomoku/gomokutypes.h"
#include "gomoku/renju.h"

#include <QList>

namespace kibitz::gomoku {

// A gomoku position: a width×height board (5..22 each; 15×15 by default), the rule, the stones in
// the order they were placed, and the side to move. Black moves first. A value type.
class Board
{
public:
    static constexpr int MinSize = 5;
    static constexpr int MaxSize = Grid::MaxSize;
    static bool isValidSize(int width, int height);

    enum class MoveCheck : quint8 { Ok, OffBoard, Occupied, Forbidden, GameOver };

    // Precondition: isValidSize(width, height).
    explicit Board(int width = 15, int height = 15, Rule rule = Rule::Freestyle);

    int width() const { return m_grid.width(); }
    int height() const { return m_grid.height(); }
    Rule rule() const { return m_rule; }
    void setRule(Rule rule);
    bool contains(Point p) const { return m_grid.contains(p.x, p.y); }
    Stone at(Point p) const { return contains(p) ? m_grid.at(Grid::index(p)) : Stone::Wall; }

    Stone toMove() const { return m_toMove; }
    void setToMove(Stone s) { m_toMove = s; } // for set-ups; precondition: Black or White
    const QList<Point> &history() const { return m_history; } // stones in placing order
    int stoneCount() const { return int(m_history.size()); }

    // Whether the side to move may play p: on the board, empty, the game not over, and under
    // renju not a forbidden point for black.
    MoveCheck check(Point p) const;
    bool isLegal(Point p) const { return check(p) == MoveCheck::Ok; }
    QList<Point> legalMoves() const; // row by row from the top-left
    bool hasLegalMove() const;       // !legalMoves().isEmpty(), stopping at the first one

    void play(Point p);           // the side to move's stone; precondition: on the board, empty
    void place(Point p, Stone s); // a set-up stone, the side to move stays; same precondition
    bool undo();                  // removes the last placed stone, whose side is then to move
    bool remove(Point p);         // removes that stone (Gomocup TAKEBACK x,y); its side to move

    // The side holding a winning row under the rule (the last mover's first), or Empty. O(1):
    // kept up to date as stones are placed.
    Stone winner() const;
    // The winning row through the latest placed stone that lies on one, its points from one
    // end; or empty.
    QList<Point> winningLine() const;
    bool isFull() const;
    bool isOver() const { return winner() != Stone::Empty || isFull(); }

    // Renju only (Forbidden::None under the other rules and on occupied points): whether black
    // may not play p, judged as if black were to move.
    Forbidden forbidden(Point p) const;
    bool isForbidden(Point p) const { return forbidden(p) != Forbidden::None; }
    QList<Point> forbiddenPoints() const; // row by row from the top-left

    const Grid &grid() const { return m_grid; }

    bool operator==(const Board &) const = default;

private:
    QList<Point> lineThrough(int index) const; // a winning row through index, or empty
    bool winsThrough(int index) const;         // whether a winning row goes through index
    void findWinner();                         // m_winAt from every stone, latest first
    void updateWinner(); // m_winAt after a placed stone, rescanning only when needed

    Grid m_grid;
    Rule m_rule;
    Stone m_toMove = Stone::Black;
    QList<Point> m_history;
    // The history index of the latest stone on a winning row, -1 for none: a function of the
    // stones and the rule, so that the defaulted == still compares positions.
    qsizetype m_winAt = -1;
};

} // namespace kibitz::gomoku
