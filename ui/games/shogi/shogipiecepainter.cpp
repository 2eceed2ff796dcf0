// SPDX-License-Identifier: GPL-3.0-or-later
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
// The pieces' colours, in this order: light and dark wood, the edge, the ink (red: promoted).
const struct
{
    QColor woodLight, woodDark, edge, ink, promoted;
} colors{QRgb(0xfbe6b8), QRgb(0xe8c27a), QRgb(0x5a401c), QRgb(0x1a1208), QRgb(0xc01010)};

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
    wood.setColorAt(0, colors.woodLight);
    wood.setColorAt(1, colors.woodDark);
    painter.setPen(QPen(colors.edge, qMax(1.0, w * 0.025)));
    painter.setBrush(wood);
    painter.drawPath(path);
    painter.setFont(font(int(w * 0.62), shogi::isPromoted(piece.type)));
    painter.setPen(shogi::isPromoted(piece.type) ? colors.promoted : colors.ink);
    // The name sits a little low: the top of the piece is narrow.
    painter.drawText(QRectF(-w / 2, -0.30 * h, w, 0.72 * h), Qt::AlignCenter, name(piece));
    painter.restore();
}

} // namespace kibitz::shogipieces
