// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/square.h"
#include "shogi/types.h"

#include <QList>
#include <QRectF>
#include <QSizeF>

namespace kibitz {

// Where everything of the shogi board goes in a widget of a given size: the 9×9 squares with
// the file labels above and the rank labels at the side, and the two hands (駒台) beside the
// board, the bottom player's at the lower right and the top player's at the upper left, as
// players lay them out. Unflipped, Black (sente) sits at the bottom; flipped, White does.
// Squares are a little taller than wide, like real ones.
class ShogiBoardLayout
{
public:
    ShogiBoardLayout(QSizeF area, bool flipped);

    qreal cellWidth() const { return m_w; }
    qreal cellHeight() const { return m_h; }
    bool isFlipped() const { return m_flipped; }
    shogi::Color bottomColor() const
    {
        return m_flipped ? shogi::Color::White : shogi::Color::Black;
    }

    QRectF boardRect() const; // the 81 squares
    QRectF squareRect(shogi::Square sq) const;
    shogi::Square squareAt(QPointF point) const; // invalid off the squares
    QRectF fileLabelRect(int file) const;
    QRectF rankLabelRect(int rank) const;

    // A hand's box, its header line (the side's mark and name) and its slots: one slot a line
    // for each kind held, in the order of `held`.
    QRectF handRect(shogi::Color c) const;
    QRectF handHeaderRect(shogi::Color c) const;
    QRectF handSlotRect(shogi::Color c, int slot) const;
    QRectF handPieceRect(shogi::Color c, int slot) const; // the piece's square inside the slot
    int handSlotAt(shogi::Color c, QPointF point) const;  // -1 when none
    static constexpr int handSlots = 7;

private:
    bool m_flipped;
    qreal m_w = 0;    // cell width
    qreal m_h = 0;    // cell height
    QPointF m_origin; // the top-left corner of the squares
};

} // namespace kibitz
