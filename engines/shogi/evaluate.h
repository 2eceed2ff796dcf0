// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/board.h"

namespace kibitz::shogi::engine {

// Centipawn-like values of each piece type (indexed by PieceType), roughly Bonanza's.
extern const int pieceValue[pieceTypeCount];

// Material plus piece-square terms (advancement, the king's shelter, pieces near either king),
// from the side to move's view.
int evaluate(const Board &board);

} // namespace kibitz::shogi::engine
