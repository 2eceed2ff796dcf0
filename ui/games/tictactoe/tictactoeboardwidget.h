// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/boardwidget.h"
#include "tictactoe/tictactoeboard.h"

namespace kibitz {

// The tic-tac-toe board, drawn with QPainter: grid, X and O, the last move, the winning line, and
// a hover preview of the mark on the squares the user may click.
class TicTacToeBoardWidget : public BoardWidget
{
    Q_OBJECT
public:
    explicit TicTacToeBoardWidget(QWidget *parent = nullptr);

    void setPosition(const Position &position) override;
    void setLastMove(const QString &move) override;
    const tictactoe::Board &board() const { return m_board; }

    QPoint squareCenter(int square) const;
    int squareAt(const QPointF &point) const; // -1 outside the squares

    QSize sizeHint() const override { return {420, 420}; }
    QSize minimumSizeHint() const override { return {160, 160}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    // The targets are the squares.
    int targetAt(const QPointF &point) const override { return squareAt(point); }
    bool isClickable(int square) const override;
    void targetClicked(int square) override;
    void retranslateUi() override;

private:
    QRectF boardRect() const;
    QRectF squareRect(int square) const;
    void drawMark(QPainter &painter, int square, tictactoe::Mark mark) const;
    void drawWinningLine(QPainter &painter) const;
    void drawCoordinates(QPainter &painter) const;

    tictactoe::Board m_board;
    int m_lastMove = -1;
};

} // namespace kibitz
