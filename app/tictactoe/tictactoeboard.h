// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <array>
#include <optional>

namespace kibitz::tictactoe {

enum class Mark : quint8 { Empty, X, O }; // X moves first

// A tic-tac-toe position: nine squares numbered 0..8 row-major from the top-left, and the side
// to move. A small value type; copy it freely.
class Board
{
public:
    Board(); // empty, X to move

    // ".X.O....." row-major from the top-left: '.' empty, 'X' and 'O' (also lower-case).
    // nullopt when malformed or impossible: X moves first, so X has as many marks as O (X to
    // move) or one more (O to move); at most one side has a line, and it is the side that moved
    // last.
    static std::optional<Board> fromCells(QStringView nineCells, Mark toMove);
    QString cells() const; // 9 chars, '.', 'X', 'O'

    Mark at(int square) const;
    Mark toMove() const { return m_toMove; }
    bool isLegal(int square) const; // in range, empty, game not over
    void play(int square);          // precondition: isLegal(square)
    void undo(int square);          // precondition: square holds the last mover's mark
    QList<int> legalMoves() const;  // ascending
    Mark winner() const;            // Empty when none
    QList<int> winningLine() const; // the 3 squares (first of rows, columns, diagonals), or empty
    bool isFull() const;
    bool isOver() const; // winner or full
    int moveCount() const;

    bool operator==(const Board &) const = default;

private:
    std::array<Mark, 9> m_cells{};
    Mark m_toMove = Mark::X;
};

Mark opponent(Mark m); // X <-> O; Empty stays Empty

// Keypad numbering used by the UXI dialect: 7 8 9 / 4 5 6 / 1 2 3 (top row 7 8 9).
int squareToKeypad(int square); // -1 if invalid
int keypadToSquare(int digit);  // -1 if invalid

} // namespace kibitz::tictactoe
