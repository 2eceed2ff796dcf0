// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/shogi/shogisetupcheck.h"

#include "shogi/japanese.h"

namespace kibitz {

using namespace shogi;

namespace {
// The ranks, counted from a side's far edge, that a piece it cannot move from may not stand on.
int deadRanks(PieceType t)
{
    switch (t) {
    case PieceType::Pawn:
    case PieceType::Lance:
        return 1;
    case PieceType::Knight:
        return 2;
    default:
        return 0;
    }
}
} // namespace

QString ShogiSetupCheck::problem(const shogi::Board &board)
{
    auto sideName = [](Color c) { return c == Color::Black ? tr("Sente") : tr("Gote"); };
    for (Color c : {Color::Black, Color::White}) {
        int kings = 0;
        for (int i = 0; i < 81; ++i)
            if (board.at(Square::fromIndex(i)) == Piece{PieceType::King, c}) ++kings;
        // 詰将棋 leave out the attacker's king: Sente may have none, Gote (who is mated) may not.
        if (kings == 0 && c == Color::White)
            return tr("%1 has no king: put one on the board.").arg(sideName(c));
        if (kings > 1) return tr("%1 has two kings.").arg(sideName(c));
    }
    for (int i = 0; i < 81; ++i) {
        const Square sq = Square::fromIndex(i);
        const Piece p = board.at(sq);
        const int fromFarEdge = p.color == Color::Black ? sq.rank() : 10 - sq.rank();
        if (!p.isNone() && fromFarEdge <= deadRanks(p.type))
            return tr("%1's %2 on %3 could never move: promote it or move it back.")
                .arg(sideName(p.color), shogi::ja::pieceMoveName(p.type),
                     shogi::ja::squareText(sq));
    }
    for (Color c : {Color::Black, Color::White})
        for (int file = 1; file <= 9; ++file) {
            int pawns = 0;
            for (int rank = 1; rank <= 9; ++rank)
                if (board.at(Square::at(file, rank)) == Piece{PieceType::Pawn, c}) ++pawns;
            if (pawns > 1)
                return tr("%1 has two unpromoted pawns on file %2 (二歩).")
                    .arg(sideName(c), shogi::ja::fileText(file));
        }
    const Color mover = board.sideToMove();
    if (board.isInCheck(shogi::opposite(mover)))
        return tr("%1's king is in check while %2 is to move: it could be taken.")
            .arg(sideName(shogi::opposite(mover)), sideName(mover));
    return board.validate(); // anything else the rules refuse (none is known to reach here)
}

} // namespace kibitz
