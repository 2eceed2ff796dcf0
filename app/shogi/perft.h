// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/board.h"

#include <QList>
#include <QPair>

namespace kibitz::shogi {

// Perft: the number of legal move sequences of a given length (leaf nodes). Counts follow the
// full rules (打ち歩詰め excluded, unpromoted moves included wherever they are legal), which is
// what the published counts assume. The last ply is counted without being played.
quint64 perft(Board &board, int depth);

// perft(depth - 1) after each legal root move, in generation order.
QList<QPair<Move, quint64>> perftDivide(Board &board, int depth);

} // namespace kibitz::shogi
