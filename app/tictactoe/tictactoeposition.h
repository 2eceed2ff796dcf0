// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/position.h"
#include "tictactoe/tictactoeboard.h"

namespace kibitz::tictactoe {

class TicTacToePosition : public Position
{
public:
    explicit TicTacToePosition(const Board &board = Board()) : m_board(board) {}

    // Setup text: the nine cells row-major from the top-left ('.', 'X', 'O') and the side to
    // move, e.g. "....X.... O".
    static std::unique_ptr<TicTacToePosition> fromSetup(QStringView setup, QString *error);

    const Board &board() const { return m_board; }

    KIBITZ_POSITION_INTERFACE

    static QString squareName(int square);       // "a3" for 0 … "c1" for 8
    static int squareFromText(QStringView text); // "4" or "b2"; -1 if neither

private:
    Board m_board;
};

} // namespace kibitz::tictactoe
