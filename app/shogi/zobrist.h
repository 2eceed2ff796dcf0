// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <array>

namespace kibitz::shogi {

// Zobrist keys for Board::key(). They come from a fixed-seed generator, so a position has the
// same key in every run and every build (keys may be stored, e.g. in a book or a test).
//
// key = XOR of piece[cell code][square index] for every piece on the board
//     ^ hand[colour][hand type][count] for every hand type (hand[..][..][0] is 0)
//     ^ side when White is to move.
// Board updates it incrementally in doMove/undoMove (XOR is its own inverse, so undoMove applies
// the same terms again); Board::computeKey() recomputes it from scratch.
struct ZobristKeys
{
    std::array<std::array<quint64, 81>, 32> piece{}; // [type | colour << 4][square index]
    std::array<std::array<std::array<quint64, 19>, 8>, 2> hand{};
    quint64 side = 0;
};

const ZobristKeys &zobristKeys();

} // namespace kibitz::shogi
