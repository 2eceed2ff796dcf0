// SPDX-License-Identifier: GPL-3.0-or-later
#include "tictactoeboard.h"

#include <algorithm>

namespace kibitz::tictactoe {

namespace {
// Rows, columns, diagonals.
constexpr std::array<std::array<int, 3>, 8> lines{
    {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}};

bool inRange(int square)
{
    return square >= 0 && square < 9;
}

// The first line held by one mark, or nullptr.
const std::array<int, 3> *findLine(const std::array<Mark, 9> &cells, Mark m)
{
    for (const auto &line : lines) {
        if (cells[line[0]] == m && cells[line[1]] == m && cells[line[2]] == m) return &line;
    }
    return nullptr;
}
} // namespace

Board::Board() = default;

std::optional<Board> Board::fromCells(QStringView nineCells, Mark toMove)
{
    if (nineCells.size() != 9 || toMove == Mark::Empty) return std::nullopt;
    Board board;
    int xs = 0;
    int os = 0;
    for (int i = 0; i < 9; ++i) {
        switch (nineCells[i].toUpper().unicode()) {
        case '.':
            break;
        case 'X':
            board.m_cells[i] = Mark::X;
            ++xs;
            break;
        case 'O':
            board.m_cells[i] = Mark::O;
            ++os;
            break;
        default:
            return std::nullopt;
        }
    }
    if (xs != os + (toMove == Mark::O ? 1 : 0)) return std::nullopt;
    board.m_toMove = toMove;
    // Only the side that just moved can hold a line.
    if (findLine(board.m_cells, toMove)) return std::nullopt;
    return board;
}

QString Board::cells() const
{
    QString text(9, QLatin1Char('.'));
    for (int i = 0; i < 9; ++i) {
        if (m_cells[i] == Mark::X)
            text[i] = QLatin1Char('X');
        else if (m_cells[i] == Mark::O)
            text[i] = QLatin1Char('O');
    }
    return text;
}

Mark Board::at(int square) const
{
    return inRange(square) ? m_cells[square] : Mark::Empty;
}

bool Board::isLegal(int square) const
{
    return inRange(square) && m_cells[square] == Mark::Empty && !isOver();
}

void Board::play(int square)
{
    Q_ASSERT(isLegal(square));
    m_cells[square] = m_toMove;
    m_toMove = opponent(m_toMove);
}

void Board::undo(int square)
{
    Q_ASSERT(inRange(square) && m_cells[square] == opponent(m_toMove));
    m_cells[square] = Mark::Empty;
    m_toMove = opponent(m_toMove);
}

QList<int> Board::legalMoves() const
{
    QList<int> moves;
    if (isOver()) return moves;
    for (int i = 0; i < 9; ++i) {
        if (m_cells[i] == Mark::Empty) moves << i;
    }
    return moves;
}

Mark Board::winner() const
{
    // Only the side that moved last can have completed a line.
    const Mark last = opponent(m_toMove);
    return findLine(m_cells, last) ? last : Mark::Empty;
}

QList<int> Board::winningLine() const
{
    const auto *line = findLine(m_cells, opponent(m_toMove));
    return line ? QList<int>(line->begin(), line->end()) : QList<int>();
}

bool Board::isFull() const
{
    return moveCount() == 9;
}

bool Board::isOver() const
{
    return winner() != Mark::Empty || isFull();
}

int Board::moveCount() const
{
    return int(
        std::count_if(m_cells.begin(), m_cells.end(), [](Mark m) { return m != Mark::Empty; }));
}

Mark opponent(Mark m)
{
    return m == Mark::X ? Mark::O : m == Mark::O ? Mark::X : Mark::Empty;
}

int squareToKeypad(int square)
{
    // Row 0 is keypad 7 8 9, row 2 is keypad 1 2 3.
    return inRange(square) ? (2 - square / 3) * 3 + square % 3 + 1 : -1;
}

int keypadToSquare(int digit)
{
    return digit >= 1 && digit <= 9 ? (2 - (digit - 1) / 3) * 3 + (digit - 1) % 3 : -1;
}

} // namespace kibitz::tictactoe
