#include "goitatiles.h"

#include <QPainter>
#include <QPainterPath>

namespace kibitz::goitatiles {

using goita::Piece;

namespace {
const QColor faceColor(0xf6, 0xe9, 0xc8);
const QColor faceDimColor(0xd9, 0xc9, 0xa4);
const QColor edgeColor(0x8a, 0x64, 0x34);
const QColor backColor(0x9c, 0x6a, 0x34);
const QColor backGrainColor(0x86, 0x58, 0x29);
const QColor inkColor(0x20, 0x18, 0x10);
const QColor dimInkColor(0x5a, 0x4c, 0x3a);
const QColor highlightColor(0x2f, 0x7d, 0xe1);
const QColor attackColor(0xd2, 0x3a, 0x2a);
const QColor lastMoveColor(0xff, 0xe0, 0x6a);

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
        painter.setBrush(lastMoveColor);
        painter.drawRoundedRect(rect.adjusted(-pad, -pad, pad, pad), radius * 1.4, radius * 1.4);
    }
    // A thin shadow gives the tiles some thickness.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawRoundedRect(rect.translated(rect.width() * 0.04, rect.width() * 0.06), radius,
                            radius);

    const bool back = face == Face::Back;
    painter.setBrush(back ? backColor : face == Face::DownButKnown ? faceDimColor : faceColor);
    painter.setPen(QPen(edgeColor, qMax(1.0, rect.width() * 0.03)));
    painter.drawRoundedRect(rect, radius, radius);
    if (back) {
        painter.setPen(QPen(backGrainColor, qMax(1.0, rect.width() * 0.025)));
        const QRectF inner = rect.adjusted(rect.width() * 0.2, rect.height() * 0.2,
                                           -rect.width() * 0.2, -rect.height() * 0.2);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6);
    } else {
        painter.setFont(tileFont(rect.height() * 0.5));
        painter.setPen(face == Face::DownButKnown ? dimInkColor : inkColor);
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
            painter.setBrush(backColor);
            painter.drawPath(corner);
        }
    }
    const qreal ring = qMax(2.0, rect.width() * 0.08);
    QColor ringColor;
    if (style.selected)
        ringColor = highlightColor;
    else if (style.attack)
        ringColor = attackColor;
    else if (style.highlighted)
        ringColor = highlightColor.lighter(140);
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
