// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/types.h"

#include <QColor>

class QPainter;

namespace kibitz {

class ShogiBoardLayout;

// What the shogi board and the position editor draw alike: the wooden board with its lines,
// star points and the labels ９…１ and 一…九, and a hand's box (駒台) with its ▲/△ header.
namespace shogiboardpaint {

inline const QColor lineColor(0x3b, 0x2a, 0x14);

void drawBoard(QPainter &painter, const ShogiBoardLayout &l);
void drawHandBox(QPainter &painter, const ShogiBoardLayout &l, shogi::Color c);

} // namespace shogiboardpaint
} // namespace kibitz
