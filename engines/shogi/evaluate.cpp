// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaluate.h"

#include <algorithm>
#include <cstdlib>

namespace kibitz::shogi::engine {

const int pieceValue[pieceTypeCount] = {
    0,   // None
    87,  // Pawn
    232, // Lance
    257, // Knight
    369, // Silver
    569, // Bishop
    642, // Rook
    444, // Gold
    0,   // King
    534, // ProPawn
    489, // ProLance
    510, // ProKnight
    495, // ProSilver
    827, // Horse
    945, // Dragon
};

namespace {
// A piece in hand can go anywhere: a little more than on the board.
constexpr int handBonusPercent = 5;

// Piece-square terms for Black, by rank (1 is the enemy's back rank). White mirrors them.
int advancement(PieceType t, int rank)
{
    const int forward = 9 - rank; // 0 on one's own back rank, 8 on the enemy's
    switch (t) {
    case PieceType::Pawn:
        return forward * 4;
    case PieceType::Silver:
    case PieceType::Knight:
        return forward * 3;
    case PieceType::Gold:
        return forward;
    case PieceType::ProPawn:
    case PieceType::ProLance:
    case PieceType::ProKnight:
    case PieceType::ProSilver:
        return forward * 2;
    default:
        return 0;
    }
}

// The king wants to stay home and off the centre file while the game is on.
int kingPlace(int file, int rank)
{
    static constexpr int byRank[10] = {0, -60, -50, -40, -30, -20, -10, 0, 20, 30};
    static constexpr int byFile[10] = {0, 0, 10, 15, 5, -10, 5, 15, 10, 0};
    return byRank[rank] + byFile[file];
}

// How much a piece near the enemy king (attack) or near its own king (shelter) is worth.
int attackWeight(PieceType t)
{
    switch (t) {
    case PieceType::Gold:
    case PieceType::Silver:
    case PieceType::ProPawn:
    case PieceType::ProLance:
    case PieceType::ProKnight:
    case PieceType::ProSilver:
        return 9;
    case PieceType::Horse:
    case PieceType::Dragon:
        return 14;
    case PieceType::Rook:
    case PieceType::Bishop:
        return 6;
    case PieceType::Knight:
    case PieceType::Lance:
        return 4;
    case PieceType::Pawn:
        return 2;
    default:
        return 0;
    }
}

int shelterWeight(PieceType t)
{
    return t == PieceType::Gold || t == PieceType::Silver ? 12 : 0;
}

int distance(Square a, Square b)
{
    return std::max(std::abs(a.file() - b.file()), std::abs(a.rank() - b.rank()));
}
} // namespace

int evaluate(const Board &board)
{
    int score = 0; // Black's view
    const Square kings[2] = {board.kingSquare(Color::Black), board.kingSquare(Color::White)};
    for (int i = 0; i < 81; ++i) {
        const Square sq = Square::fromIndex(i);
        const Piece p = board.at(sq);
        if (p.isNone()) continue;
        const int sign = p.color == Color::Black ? 1 : -1;
        // As Black sees it: White's rank 9 is its home rank 1.
        const int rank = p.color == Color::Black ? sq.rank() : 10 - sq.rank();
        const int file = p.color == Color::Black ? sq.file() : 10 - sq.file();
        int v = pieceValue[index(p.type)];
        if (p.type == PieceType::King) {
            v += kingPlace(file, rank);
        } else {
            v += advancement(p.type, rank);
            const Square enemyKing = kings[1 - index(p.color)];
            const Square ownKing = kings[index(p.color)];
            if (enemyKing.isValid())
                v += std::max(0, 4 - distance(sq, enemyKing)) * attackWeight(p.type);
            if (ownKing.isValid() && distance(sq, ownKing) <= 2) v += shelterWeight(p.type);
        }
        score += sign * v;
    }
    for (int c = 0; c < 2; ++c) {
        const int sign = c == 0 ? 1 : -1;
        for (int t = 1; t <= 7; ++t) {
            const int n = board.handCount(Color(c), PieceType(t));
            score += sign * n * pieceValue[t] * (100 + handBonusPercent) / 100;
        }
    }
    return board.sideToMove() == Color::Black ? score : -score;
}

} // namespace kibitz::shogi::engine
