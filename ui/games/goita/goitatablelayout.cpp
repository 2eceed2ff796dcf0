// SPDX-License-Identifier: GPL-3.0-or-later
#include "goitatablewidget.h"

#include "goita/goitaposition.h"

// Where the goita table puts everything, in tile widths: the seats' labels, hands and fields,
// the pass button and the middle. The drawing is in goitatablewidget.cpp.
namespace kibitz {

namespace {
// The table is laid out in tile widths: 22 across and 10.6 down fit four seats around a middle.
constexpr qreal tableWidthUnits = 22;
constexpr qreal tableHeightUnits = 10.6;
constexpr qreal viewerScale = 1.2; // the viewer's own hand, the pieces it clicks
constexpr qreal otherScale = 0.72; // the other hands, backs only in play
} // namespace

// The sizes every seat is laid out with, from the tile width w.
struct GoitaTableWidget::Metrics
{
    explicit Metrics(qreal tileWidth, const QRectF &tableRect)
        : w(tileWidth), h(w / goitatiles::aspect), table(tableRect), margin(0.3 * w),
          labelHeight(0.42 * h), pairGap(0.06 * w), turnGap(0.35 * w),
          fieldRowWidth(8 * w + 4 * pairGap + 3 * turnGap)
    {}

    // A row of n hand pieces centered on cx, at the given scale of a tile.
    void handRow(qreal cx, qreal top, qreal scale, int n, SeatLayout &s) const
    {
        const qreal tw = w * scale, gap = 0.1 * tw;
        qreal x = cx - (n * tw + qMax(0, n - 1) * gap) / 2;
        for (int i = 0; i < n; ++i, x += tw + gap)
            s.hand[i] = QRectF(x, top, tw, h * scale);
    }
    // The field's eight slots in one row centered on cx, in pairs.
    void fieldRow(qreal cx, qreal top, SeatLayout &s) const
    {
        qreal x = cx - fieldRowWidth / 2;
        for (int i = 0; i < goita::piecesPerSeat; ++i) {
            s.field[i] = QRectF(x, top, w, h);
            x += w + (i % 2 == 0 ? pairGap : turnGap);
        }
    }

    void viewerSeat(int n, SeatLayout &s, QRectF &passButton) const;
    void acrossSeat(int n, SeatLayout &s) const;
    void sideSeat(int n, bool right, SeatLayout &s) const;

    const qreal w;
    const qreal h;
    const QRectF table;
    const qreal margin;
    const qreal labelHeight;
    const qreal pairGap;
    const qreal turnGap;
    const qreal fieldRowWidth;
};

// The viewer, at the bottom: the label, the hand above it, the field above that, and the pass
// button right of the hand.
void GoitaTableWidget::Metrics::viewerSeat(int n, SeatLayout &s, QRectF &passButton) const
{
    const qreal cx = table.center().x();
    s.label = QRectF(cx - 4 * w, table.bottom() - margin - labelHeight, 8 * w, labelHeight);
    const qreal handTop = s.label.top() - 0.1 * h - viewerScale * h;
    handRow(cx, handTop, viewerScale, n, s);
    fieldRow(cx, handTop - 0.3 * h - h, s);
    const qreal fullHand = 8 * viewerScale * w + 7 * 0.1 * viewerScale * w;
    passButton = QRectF(cx + fullHand / 2 + 0.4 * w, handTop + viewerScale * h / 2 - 0.4 * h,
                        2.6 * w, 0.8 * h);
}

// Across the table: the label at the top, the hand below it, the field below that.
void GoitaTableWidget::Metrics::acrossSeat(int n, SeatLayout &s) const
{
    const qreal cx = table.center().x();
    s.label = QRectF(cx - 4 * w, table.top() + margin, 8 * w, labelHeight);
    const qreal handTop = s.label.bottom() + 0.08 * h;
    handRow(cx, handTop, otherScale, n, s);
    fieldRow(cx, handTop + otherScale * h + 0.15 * h, s);
}

// Right (next in play order) or left: the hand at the edge in two columns, the field in rows of
// pairs beside it, the label above both.
void GoitaTableWidget::Metrics::sideSeat(int n, bool right, SeatLayout &s) const
{
    const qreal tw = otherScale * w, gap = 0.1 * tw;
    const qreal handWidth = 2 * tw + gap;
    const qreal blockWidth = handWidth + turnGap + 2 * w + pairGap;
    const qreal outer = right ? table.right() - margin : table.left() + margin;
    const qreal blockLeft = right ? outer - blockWidth : outer;
    const qreal handLeft = right ? outer - handWidth : outer;
    const qreal fieldLeft = right ? blockLeft : outer + handWidth + turnGap;
    const qreal rowGap = 0.12 * h;
    const qreal rowsHeight = 4 * h + 3 * rowGap;
    const qreal rowsTop = table.center().y() - 0.35 * h - rowsHeight / 2;
    // The label may reach towards the middle: the names are longer than the block.
    const qreal labelWidth = 6 * w;
    s.label = QRectF(right ? outer - labelWidth : outer, rowsTop - labelHeight - 0.08 * h,
                     labelWidth, labelHeight);
    for (int i = 0; i < goita::piecesPerSeat; ++i)
        s.field[i] =
            QRectF(fieldLeft + (i % 2) * (w + pairGap), rowsTop + (i / 2) * (h + rowGap), w, h);
    const qreal handTop = rowsTop + (rowsHeight - (4 * tw / goitatiles::aspect + 3 * gap)) / 2;
    for (int i = 0; i < n; ++i)
        s.hand[i] = QRectF(handLeft + (i % 2) * (tw + gap),
                           handTop + (i / 2) * (tw / goitatiles::aspect + gap), tw,
                           tw / goitatiles::aspect);
}

GoitaTableWidget::Layout GoitaTableWidget::layout() const
{
    Layout l;
    const qreal w = qMin(width() / tableWidthUnits, height() / tableHeightUnits);
    l.tileWidth = w;
    l.table = QRectF((width() - tableWidthUnits * w) / 2, (height() - tableHeightUnits * w) / 2,
                     tableWidthUnits * w, tableHeightUnits * w);
    const Metrics m(w, l.table);
    for (int seat = 0; seat < goita::seatCount; ++seat) {
        const int held = m_position ? shownRound().table().piecesLeft(seat) : goita::piecesPerSeat;
        const int n = qMin<int>(held, goita::piecesPerSeat);
        SeatLayout &s = l.seats[seat];
        switch (placeOf(seat)) {
        case 0:
            m.viewerSeat(n, s, l.passButton);
            break;
        case 2:
            m.acrossSeat(n, s);
            break;
        default:
            m.sideSeat(n, placeOf(seat) == 1, s);
            break;
        }
    }
    // The middle: between the fields across and below, inside the side seats' blocks.
    const QRectF &t = l.table;
    const qreal sideInner = m.margin + 2.1 * otherScale * w + m.turnGap + 2 * w + m.pairGap;
    const qreal top = l.seats[(m_bottom + 2) % 4].field[0].bottom() + 0.15 * m.h;
    const qreal bottom = l.seats[m_bottom].field[0].top() - 0.15 * m.h;
    l.center = QRectF(t.left() + sideInner + 0.3 * w, top, t.width() - 2 * (sideInner + 0.3 * w),
                      bottom - top);
    return l;
}

} // namespace kibitz
