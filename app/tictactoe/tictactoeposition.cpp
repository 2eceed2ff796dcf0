// SPDX-License-Identifier: GPL-3.0-or-later
#include "tictactoeposition.h"

#include <QCoreApplication>

namespace kibitz::tictactoe {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::tictactoe::TicTacToePosition", text);
}
} // namespace

std::unique_ptr<TicTacToePosition> TicTacToePosition::fromSetup(QStringView setup, QString *error)
{
    const auto words = setup.trimmed().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    Mark toMove = Mark::Empty;
    if (words.size() == 2 && words[1].size() == 1) {
        const QChar c = words[1][0].toUpper();
        toMove = c == QLatin1Char('X') ? Mark::X : c == QLatin1Char('O') ? Mark::O : Mark::Empty;
    }
    std::optional<Board> board;
    if (words.size() == 2 && toMove != Mark::Empty) board = Board::fromCells(words[0], toMove);
    if (!board) {
        if (error)
            *error = tr("'%1' is not a tic-tac-toe setup: write nine cells (. X O) and the side "
                        "to move, e.g. '....X.... O'")
                         .arg(setup.toString());
        return nullptr;
    }
    return std::make_unique<TicTacToePosition>(*board);
}

std::unique_ptr<Position> TicTacToePosition::clone() const
{
    return std::make_unique<TicTacToePosition>(m_board);
}

int TicTacToePosition::sideToMove() const
{
    return m_board.toMove() == Mark::X ? 0 : 1;
}

QStringList TicTacToePosition::legalMoves() const
{
    QStringList moves;
    for (int sq : m_board.legalMoves()) moves << QString::number(sq);
    return moves;
}

bool TicTacToePosition::isLegal(const QString &move) const
{
    if (move.size() != 1 || !move[0].isDigit()) return false;
    return m_board.isLegal(move[0].digitValue());
}

void TicTacToePosition::play(const QString &move)
{
    Q_ASSERT(isLegal(move));
    m_board.play(move[0].digitValue());
}

GameResult TicTacToePosition::result() const
{
    const Mark w = m_board.winner();
    if (w != Mark::Empty)
        return GameResult::win(w == Mark::X ? 0 : 1, EndReason::Rules, tr("three in a row"));
    if (m_board.isFull()) return GameResult::draw(EndReason::Rules, tr("the board is full"));
    return {};
}

QString TicTacToePosition::squareName(int square)
{
    if (square < 0 || square > 8) return {};
    return QChar(QLatin1Char('a').unicode() + square % 3) + QString::number(3 - square / 3);
}

int TicTacToePosition::squareFromText(QStringView text)
{
    if (text.size() == 1 && text[0] >= QLatin1Char('0') && text[0] <= QLatin1Char('8'))
        return text[0].digitValue();
    if (text.size() == 2) {
        const int col = text[0].toLower().unicode() - 'a';
        const int row = text[1].unicode() - '1';
        if (col >= 0 && col < 3 && row >= 0 && row < 3) return (2 - row) * 3 + col;
    }
    return -1;
}

QString TicTacToePosition::displayMove(const QString &move) const
{
    const int sq = squareFromText(move);
    return sq < 0 ? move : squareName(sq);
}

QString TicTacToePosition::parseMove(QStringView text) const
{
    const int sq = squareFromText(text);
    return sq < 0 ? QString() : QString::number(sq);
}

QString TicTacToePosition::setupText() const
{
    return m_board.cells() + QLatin1Char(' ')
           + (m_board.toMove() == Mark::X ? QLatin1Char('X') : QLatin1Char('O'));
}

} // namespace kibitz::tictactoe
