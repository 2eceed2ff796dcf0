// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/types.h"

#include <QFont>
#include <QRectF>

class QPainter;

namespace kibitz {

// Draws shogi pieces as players know them: a five-sided wooden piece with its one-character
// name (玉/王 飛 角 金 銀 桂 香 歩; promoted 龍 馬 全 圭 杏 と in red) in a CJK font, pointing
// away from its owner — pieces of the player at the top of the board are drawn upside down.
namespace shogipieces {

// The name written on the piece; White's king is 王, Black's 玉, as in a real set.
QString name(shogi::Piece piece);
// A CJK font at the given pixel size (Noto CJK JP when installed, as scripts/install-deps does).
QFont font(int pixelSize, bool bold = false);
// The piece in `cell` (a square of the board or of a hand), upside down when `reversed`.
void draw(QPainter &painter, const QRectF &cell, shogi::Piece piece, bool reversed,
          qreal opacity = 1);

} // namespace shogipieces
} // namespace kibitz
