// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/pointerdrag.h"
#include "shogi/board.h"

#include <QWidget>

namespace kibitz {

class ShogiBoardLayout;

// The board of the shogi position editor: the 9×9 squares, both hands with every kind and its
// count, and below the board the piece box (駒箱) with what a set has left. Any piece goes from
// any of them to any other by a drag or by two clicks: onto a square (a piece there goes to the
// box), into a hand (unpromoted; a king is refused), or back into the box. A piece from the
// box is put down as Sente's. A right click on a piece on the board turns it through
// Sente's, Sente's promoted, Gote's and Gote's promoted. Sente is at the bottom unless the
// board is flipped.
class ShogiSetupBoard : public QWidget
{
    Q_OBJECT
public:
    // Where a piece can be: a square, a kind in a hand, or a kind in the box.
    struct Place
    {
        enum class Kind { None, Square, Hand, Box };
        Kind kind = Kind::None;
        shogi::Square square;
        shogi::Color color = shogi::Color::Black; // whose hand
        shogi::PieceType type = shogi::PieceType::None;
        bool operator==(const Place &) const = default;
    };

    explicit ShogiSetupBoard(QWidget *parent = nullptr);

    const shogi::Board &board() const { return m_board; }
    void setBoard(const shogi::Board &board);
    // How many of a kind (unpromoted, King included) are in the box: a set's, less the board's
    // and the hands'.
    int boxCount(shogi::PieceType t) const;
    bool isFlipped() const { return m_flipped; }
    void setFlipped(bool flipped);

    // Where a user clicks: the centre of a square, of a kind in a hand, of a kind in the box.
    QPoint squareCenter(shogi::Square sq) const;
    QPoint handCenter(shogi::Color c, shogi::PieceType t) const;
    QPoint boxCenter(shogi::PieceType t) const;

    QSize sizeHint() const override { return {640, 560}; }
    QSize minimumSizeHint() const override { return {300, 260}; }

Q_SIGNALS:
    void boardEdited();

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override; // Escape puts a picked piece back
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    ShogiBoardLayout layout() const;
    QRectF boxRect() const;
    QRectF boxSlotRect(int slot) const;
    Place placeAt(QPointF point) const;
    QRectF placeRect(const Place &place) const;
    shogi::Piece pieceAt(const Place &place) const; // None when the place is empty
    void move(const Place &from, const Place &to);
    void turnPiece(shogi::Square sq);
    void clearPick();
    void drawCount(QPainter &painter, const QRectF &slot, const QRectF &piece, int count) const;

    shogi::Board m_board;
    bool m_flipped = false;
    Place m_pick;
    PointerDrag m_drag;
};

} // namespace kibitz
