// SPDX-License-Identifier: GPL-3.0-or-later
#include "goitatiles.h"

#include <QPainter>
#include <QPainterPath>

namespace kibitz::goitatiles {

using goita::Piece;

namespace {
// The tiles' colours, in this order: the carved face, its back, the ink, the marks on a tile.
const struct
{
    QColor face, faceDim, edge, back, backGrain, ink, dimInk, highlight, attack, lastMove;
} colors{QRgb(0xf6e9c8), QRgb(0xd9c9a4), QRgb(0x8a6434), QRgb(0x9c6a34), QRgb(0x865829),
         QRgb(0x201810), QRgb(0x5a4c3a), QRgb(0x2f7de1), QRgb(0xd23a2a), QRgb(0xffe06a)};

QFont tileFont(qreal pixelSize)
{
    QFont font;
    // Serif kanji read like the carved pieces; any CJK font will do when these are missing.
    font.setFamilies({QStringLiteral("Noto Serif CJK JP"), QStringLiteral("Noto Sans CJK JP"),
                      QStringLiteral("IPAexMincho"), QStringLiteral("IPAMincho")});
    font.setBold(true);
    font.setPixelSize(qMax(6, int(pixelSize)));
    return font;
}
} // namespace

void draw(QPainter &painter, const QRectF &rect, const QString &name, Face face, const Style &style)
{
    painter.save();
    const qreal radius = rect.width() * 0.14;
    if (style.lastMove) {
        const qreal pad = rect.width() * 0.1;
        painter.setPen(Qt::NoPen);
        painter.setBrush(colors.lastMove);
        painter.drawRoundedRect(rect.adjusted(-pad, -pad, pad, pad), radius * 1.4, radius * 1.4);
    }
    // A thin shadow gives the tiles some thickness.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawRoundedRect(rect.translated(rect.width() * 0.04, rect.width() * 0.06), radius,
                            radius);

    const bool back = face == Face::Back;
    painter.setBrush(back                         ? colors.back
                     : face == Face::DownButKnown ? colors.faceDim
                                                  : colors.face);
    painter.setPen(QPen(colors.edge, qMax(1.0, rect.width() * 0.03)));
    painter.drawRoundedRect(rect, radius, radius);
    if (back) {
        painter.setPen(QPen(colors.backGrain, qMax(1.0, rect.width() * 0.025)));
        const QRectF inner = rect.adjusted(rect.width() * 0.2, rect.height() * 0.2,
                                           -rect.width() * 0.2, -rect.height() * 0.2);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6);
    } else {
        painter.setFont(tileFont(rect.height() * 0.5));
        painter.setPen(face == Face::DownButKnown ? colors.dimInk : colors.ink);
        painter.drawText(rect, Qt::AlignCenter, name);
        if (face == Face::DownButKnown) {
            // A corner mark: this piece lies face down on the table.
            const qreal s = rect.width() * 0.28;
            QPainterPath corner;
            corner.moveTo(rect.right() - s - radius * 0.3, rect.top() + radius * 0.3);
            corner.lineTo(rect.right() - radius * 0.3, rect.top() + radius * 0.3);
            corner.lineTo(rect.right() - radius * 0.3, rect.top() + s + radius * 0.3);
            corner.closeSubpath();
            painter.setPen(Qt::NoPen);
            painter.setBrush(colors.back);
            painter.drawPath(corner);
        }
    }
    const qreal ring = qMax(2.0, rect.width() * 0.08);
    QColor ringColor;
    if (style.selected)
        ringColor = colors.highlight;
    else if (style.attack)
        ringColor = colors.attack;
    else if (style.highlighted)
        ringColor = colors.highlight.lighter(140);
    if (ringColor.isValid()) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(ringColor, style.highlighted && !style.selected ? ring * 0.6 : ring));
        painter.drawRoundedRect(rect.adjusted(-ring / 2, -ring / 2, ring / 2, ring / 2),
                                radius + ring / 2, radius + ring / 2);
    }
    painter.restore();
}

QList<Piece> sortedPieces(const goita::Hand &hand)
{
    QList<Piece> pieces;
    for (int digit = 1; digit <= 8; ++digit)
        for (int i = 0; i < hand.count(Piece(digit)); ++i)
            pieces << Piece(digit);
    return pieces;
}

QStringList names(const QList<Piece> &pieces)
{
    QStringList result;
    bool kingSeen = false;
    for (Piece p : pieces) {
        if (p == Piece::King && kingSeen) {
            result << QStringLiteral("玉"); // two kings: the second is written 玉
            continue;
        }
        kingSeen |= p == Piece::King;
        result << goita::pieceName(p);
    }
    return result;
}

Row::Row(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void Row::setPieces(const QList<Piece> &pieces)
{
    m_pieces = pieces;
    updateGeometry();
    update();
}

QSize Row::sizeHint() const
{
    const int h = 52;
    return {int(qMax<qsizetype>(1, m_pieces.size()) * (h * aspect + 6)) + 8, h + 10};
}

void Row::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal h = qMin<qreal>(height() - 10, 52);
    const qreal w = h * aspect;
    const qreal gap = 6;
    const qreal total = m_pieces.size() * w + qMax<qsizetype>(0, m_pieces.size() - 1) * gap;
    qreal x = (width() - total) / 2;
    const QStringList shownNames = names(m_pieces);
    for (const QString &name : shownNames) {
        draw(painter, QRectF(x, (height() - h) / 2, w, h), name, Face::Up);
        x += w + gap;
    }
}

} // namespace kibitz::goitatiles
