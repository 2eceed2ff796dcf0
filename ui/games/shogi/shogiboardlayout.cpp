// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/shogi/shogiboardlayout.h"

#include <QtMath>

namespace kibitz {

using shogi::Color;
using shogi::Square;

namespace {
// Measures in cell widths.
constexpr qreal heightRatio = 1.1;  // a square's height to its width
constexpr qreal labelBand = 0.6;    // the file labels above, the rank labels beside
constexpr qreal handWidth = 1.8;    // a hand's box
constexpr qreal gap = 0.3;          // between the board and a hand, and around everything
constexpr qreal headerHeight = 0.7; // a hand's header line
constexpr qreal slotHeight = 1.05;  // one kind of piece in hand, in cell heights
constexpr qreal across = gap + handWidth + gap + 9 + labelBand + gap + handWidth + gap;
constexpr qreal down = gap + labelBand + 9 * heightRatio + gap;
} // namespace

ShogiBoardLayout::ShogiBoardLayout(QSizeF area, bool flipped) : m_flipped(flipped)
{
    m_w = qMax(1.0, qMin(area.width() / across, area.height() / down));
    m_h = m_w * heightRatio;
    const QSizeF used(across * m_w, down * m_w);
    const QPointF corner((area.width() - used.width()) / 2, (area.height() - used.height()) / 2);
    m_origin = corner + QPointF((gap + handWidth + gap) * m_w, (gap + labelBand) * m_w);
}

QRectF ShogiBoardLayout::boardRect() const
{
    return {m_origin, QSizeF(9 * m_w, 9 * m_h)};
}

QRectF ShogiBoardLayout::squareRect(Square sq) const
{
    // Unflipped, file 9 is the leftmost column and rank 1 the top row.
    const int column = m_flipped ? sq.file() - 1 : 9 - sq.file();
    const int row = m_flipped ? 9 - sq.rank() : sq.rank() - 1;
    return {m_origin + QPointF(column * m_w, row * m_h), QSizeF(m_w, m_h)};
}

Square ShogiBoardLayout::squareAt(QPointF point) const
{
    const QPointF relative = point - m_origin;
    if (relative.x() < 0 || relative.y() < 0) return {};
    const int column = int(relative.x() / m_w);
    const int row = int(relative.y() / m_h);
    if (column > 8 || row > 8) return {};
    return m_flipped ? Square::at(column + 1, 9 - row) : Square::at(9 - column, row + 1);
}

QRectF ShogiBoardLayout::fileLabelRect(int file) const
{
    const QRectF square = squareRect(Square::at(file, 1));
    return {square.left(), m_origin.y() - labelBand * m_w, m_w, labelBand * m_w};
}

QRectF ShogiBoardLayout::rankLabelRect(int rank) const
{
    const QRectF square = squareRect(Square::at(1, rank));
    return {boardRect().right(), square.top(), labelBand * m_w, m_h};
}

QRectF ShogiBoardLayout::handRect(Color c) const
{
    const QSizeF size(handWidth * m_w, headerHeight * m_w + handSlots * slotHeight * m_h);
    const QRectF board = boardRect();
    if (c == bottomColor()) {
        const qreal left = board.right() + (labelBand + gap) * m_w;
        return {QPointF(left, board.bottom() - size.height()), size};
    }
    return {QPointF(board.left() - (gap + handWidth) * m_w, board.top()), size};
}

QRectF ShogiBoardLayout::handHeaderRect(Color c) const
{
    const QRectF box = handRect(c);
    return {box.topLeft(), QSizeF(box.width(), headerHeight * m_w)};
}

QRectF ShogiBoardLayout::handSlotRect(Color c, int slot) const
{
    const QRectF header = handHeaderRect(c);
    return {header.left(), header.bottom() + slot * slotHeight * m_h, header.width(),
            slotHeight * m_h};
}

QRectF ShogiBoardLayout::handPieceRect(Color c, int slot) const
{
    const QRectF s = handSlotRect(c, slot);
    return {s.left() + 0.1 * m_w, s.center().y() - m_h / 2, m_w, m_h};
}

int ShogiBoardLayout::handSlotAt(Color c, QPointF point) const
{
    for (int slot = 0; slot < handSlots; ++slot)
        if (handSlotRect(c, slot).contains(point)) return slot;
    return -1;
}

} // namespace kibitz
