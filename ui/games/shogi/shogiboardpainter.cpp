// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/shogi/shogiboardpainter.h"

#include "games/shogi/shogiboardlayout.h"
#include "games/shogi/shogipiecepainter.h"
#include "shogi/japanese.h"

#include <QPainter>

namespace kibitz::shogiboardpaint {

namespace {
const QColor boardColor(0xe9, 0xc2, 0x7c);
const QColor handColor(0xd8, 0xaa, 0x62);
} // namespace

void drawBoard(QPainter &painter, const ShogiBoardLayout &l)
{
    const QRectF board = l.boardRect();
    const qreal w = l.cellWidth();
    painter.setPen(Qt::NoPen);
    painter.setBrush(boardColor);
    painter.drawRect(board.adjusted(-w * 0.08, -w * 0.08, w * 0.08, w * 0.08));
    painter.setPen(QPen(lineColor, qMax(1.0, w * 0.02)));
    for (int i = 0; i <= 9; ++i) {
        const qreal x = board.left() + i * w, y = board.top() + i * l.cellHeight();
        painter.drawLine(QPointF(x, board.top()), QPointF(x, board.bottom()));
        painter.drawLine(QPointF(board.left(), y), QPointF(board.right(), y));
    }
    painter.setBrush(lineColor);
    for (int col : {3, 6})
        for (int row : {3, 6})
            painter.drawEllipse(board.topLeft() + QPointF(col * w, row * l.cellHeight()), w * 0.06,
                                w * 0.06);

    painter.setFont(shogipieces::font(int(w * 0.36)));
    painter.setPen(lineColor);
    for (int i = 1; i <= 9; ++i) {
        painter.drawText(l.fileLabelRect(i), Qt::AlignCenter, shogi::ja::fileText(i));
        painter.drawText(l.rankLabelRect(i), Qt::AlignCenter, shogi::ja::rankText(i));
    }
}

void drawHandBox(QPainter &painter, const ShogiBoardLayout &l, shogi::Color c)
{
    const qreal w = l.cellWidth();
    painter.setPen(QPen(lineColor, qMax(1.0, w * 0.02)));
    painter.setBrush(handColor);
    painter.drawRoundedRect(l.handRect(c), w * 0.1, w * 0.1);
    painter.setFont(shogipieces::font(int(w * 0.45)));
    painter.setPen(lineColor);
    painter.drawText(l.handHeaderRect(c), Qt::AlignCenter,
                     c == shogi::Color::Black ? shogi::ja::blackMark : shogi::ja::whiteMark);
}

} // namespace kibitz::shogiboardpaint
