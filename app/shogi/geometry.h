// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the rules library: the padded board the move generator works on, and the piece
// codes stored in it. Not part of the API.

#include "shogi/types.h"

#include <array>

namespace kibitz::shogi::detail {

// 9x9 squares inside a frame of wall cells, one wide on the sides and two high at the top and
// bottom, so that steps, slides and knight jumps stop at a wall without bounds checks.
// Column 1..9 is file 9..1, row 2..10 is rank 1..9.
constexpr int padWidth = 11;
constexpr int padSize = 13 * padWidth;

constexpr int toPad(int index81)
{
    return (index81 / 9 + 2) * padWidth + index81 % 9 + 1;
}
constexpr int padRank(int pad) // 1..9
{
    return pad / padWidth - 1;
}
constexpr int padToIndex(int pad)
{
    return (pad / padWidth - 2) * 9 + pad % padWidth - 1;
}

// Cell codes: 0 empty, type | colour << 4 for a piece, wall.
constexpr quint8 emptyCell = 0;
constexpr quint8 wallCell = 0x20;

constexpr quint8 code(Color c, PieceType t)
{
    return quint8(index(t) | (index(c) << 4));
}
constexpr PieceType typeOf(quint8 code)
{
    return PieceType(code & 0x0F);
}
constexpr Color colorOf(quint8 code)
{
    return Color((code >> 4) & 1);
}
// One unsigned compare: codes 1..14 are Black's, 17..30 White's.
constexpr bool isColor(quint8 code, Color c)
{
    return quint8(code - 1 - (index(c) << 4)) < 14;
}

// Directions as Black sees them: N is toward rank 1 (Black's forward), E toward file 1.
enum Dir { N, NE, E, SE, S, SW, W, NW };
constexpr std::array<int, 8> dirOffset{-padWidth, -padWidth + 1, 1,  padWidth + 1,
                                       padWidth,  padWidth - 1,  -1, -padWidth - 1};
constexpr int oppositeDir(int d)
{
    return (d + 4) & 7;
}

struct PieceMoves
{
    quint8 steps = 0;  // one-square moves (bit per Dir), excluding slide directions
    quint8 slides = 0; // sliding directions
    bool knight = false;
};

constexpr quint8 rotate180(quint8 mask)
{
    return quint8((mask << 4) | (mask >> 4));
}

constexpr PieceMoves blackMoves(PieceType t)
{
    constexpr quint8 gold = 1 << N | 1 << NE | 1 << NW | 1 << E | 1 << W | 1 << S;
    constexpr quint8 orth = 1 << N | 1 << E | 1 << S | 1 << W;
    constexpr quint8 diag = 1 << NE | 1 << SE | 1 << SW | 1 << NW;
    switch (t) {
    case PieceType::Pawn:
        return {1 << N, 0, false};
    case PieceType::Lance:
        return {0, 1 << N, false};
    case PieceType::Knight:
        return {0, 0, true};
    case PieceType::Silver:
        return {quint8(1 << N | diag), 0, false};
    case PieceType::Gold:
    case PieceType::ProPawn:
    case PieceType::ProLance:
    case PieceType::ProKnight:
    case PieceType::ProSilver:
        return {gold, 0, false};
    case PieceType::Bishop:
        return {0, diag, false};
    case PieceType::Rook:
        return {0, orth, false};
    case PieceType::King:
        return {0xFF, 0, false};
    case PieceType::Horse:
        return {orth, diag, false};
    case PieceType::Dragon:
        return {diag, orth, false};
    default:
        return {};
    }
}

constexpr std::array<PieceMoves, 32> makeMoveTable()
{
    std::array<PieceMoves, 32> table{};
    for (int t = 1; t < pieceTypeCount; ++t) {
        const PieceMoves b = blackMoves(PieceType(t));
        table[code(Color::Black, PieceType(t))] = b;
        table[code(Color::White, PieceType(t))] = {rotate180(b.steps), rotate180(b.slides),
                                                   b.knight};
    }
    return table;
}
inline constexpr std::array<PieceMoves, 32> pieceMoves = makeMoveTable();

// Knight jumps: two forward, one sideways.
constexpr std::array<int, 2> knightOffsets(Color c)
{
    return c == Color::Black ? std::array<int, 2>{-2 * padWidth - 1, -2 * padWidth + 1}
                             : std::array<int, 2>{2 * padWidth - 1, 2 * padWidth + 1};
}

constexpr int forward(Color c)
{
    return c == Color::Black ? -padWidth : padWidth;
}

constexpr bool inPromotionZone(Color c, int rank)
{
    return c == Color::Black ? rank <= 3 : rank >= 7;
}

// Ranks where a piece could never move again, so it may not stay unpromoted or be dropped:
// the last rank for pawns and lances, the last two for knights.
constexpr bool isDeadEnd(Color c, PieceType t, int rank)
{
    const int r = c == Color::Black ? rank : 10 - rank;
    switch (t) {
    case PieceType::Pawn:
    case PieceType::Lance:
        return r == 1;
    case PieceType::Knight:
        return r <= 2;
    default:
        return false;
    }
}

} // namespace kibitz::shogi::detail
