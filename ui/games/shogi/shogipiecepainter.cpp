#include "games/shogi/shogipiecepainter.h"

#include "shogi/japanese.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>

namespace kibitz::shogipieces {

using shogi::Color;
using shogi::Piece;
using shogi::PieceType;

namespace {
const QColor woodLight(0xfb, 0xe6, 0xb8);
const QColor woodDark(0xe8, 0xc2, 0x7a);
const QColor edgeColor(0x5a, 0x40, 0x1c);
const QColor inkColor(0x1a, 0x12, 0x08);
const QColor promotedColor(0xc0, 0x10, 0x10);

// The outline of an upright piece centred on (0, 0) in a cell of width w and height h.
QPainterPath outline(qreal w, qreal h)
{
    QPainterPath path;
    path.moveTo(0, -0.45 * h);
    path.lineTo(0.33 * w, -0.31 * h);
    path.lineTo(0.41 * w, 0.44 * h);
    path.lineTo(-0.41 * w, 0.44 * h);
    path.lineTo(-0.33 * w, -0.31 * h);
    path.closeSubpath();
    return path;
}
} // namespace

QString name(Piece piece)
{
    if (piece.type == PieceType::King)
        return piece.color == Color::White ? QStringLiteral("王") : QStringLiteral("玉");
    return shogi::ja::pieceBoardName(piece.type);
}

QFont font(int pixelSize, bool bold)
{
    QFont f;
    f.setFamilies({QStringLiteral("Noto Serif CJK JP"), QStringLiteral("Noto Sans CJK JP"),
                   QStringLiteral("IPAexMincho"), QStringLiteral("IPAMincho")});
    f.setPixelSize(qMax(6, pixelSize));
    f.setBold(bold);
    return f;
}

void draw(QPainter &painter, const QRectF &cell, Piece piece, bool reversed, qreal opacity)
{
    if (piece.isNone()) return;
    const qreal w = cell.width(), h = cell.height();
    painter.save();
    painter.setOpacity(opacity);
    painter.translate(cell.center());
    if (reversed) painter.rotate(180);
    const QPainterPath path = outline(w, h);
    QLinearGradient wood(0, -h / 2, 0, h / 2);
    wood.setColorAt(0, woodLight);
    wood.setColorAt(1, woodDark);
    painter.setPen(QPen(edgeColor, qMax(1.0, w * 0.025)));
    painter.setBrush(wood);
    painter.drawPath(path);
    painter.setFont(font(int(w * 0.62), shogi::isPromoted(piece.type)));
    painter.setPen(shogi::isPromoted(piece.type) ? promotedColor : inkColor);
    // The name sits a little low: the top of the piece is narrow.
    painter.drawText(QRectF(-w / 2, -0.30 * h, w, 0.72 * h), Qt::AlignCenter, name(piece));
    painter.restore();
}

} // namespace kibitz::shogipieces
