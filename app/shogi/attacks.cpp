// SPDX-License-Identifier: GPL-3.0-or-later
// Attacks, check and the two legality tests the move generator needs.
#include "shogi/board.h"

#include "shogi/geometry.h"

#include <utility>

namespace kibitz::shogi {

using namespace detail;

// Looks outward from the square: the first piece in each direction attacks it if it steps or
// slides back toward it; knights are checked on their two squares. The board is read as if
// `vacated` were empty and `occupied` held a piece of the defender (-1: no such square), which
// is how a move is tried without making it.
bool Board::attackedPad(int pad, Color by, int vacated, int occupied) const
{
    auto cell = [&](int s) -> quint8 {
        if (s == occupied) return wallCell;
        if (s == vacated) return emptyCell;
        return m_cells[s];
    };
    const quint8 knight = code(by, PieceType::Knight);
    for (int off : knightOffsets(by))
        if (cell(pad - off) == knight) return true;
    for (int d = 0; d < 8; ++d) {
        const int step = dirOffset[d];
        const int back = 1 << oppositeDir(d);
        int s = pad + step;
        quint8 c = cell(s);
        if (c != emptyCell) {
            if (isColor(c, by) && ((pieceMoves[c].steps | pieceMoves[c].slides) & back))
                return true;
            continue;
        }
        do {
            s += step;
            c = cell(s);
        } while (c == emptyCell);
        if (isColor(c, by) && (pieceMoves[c].slides & back)) return true;
    }
    return false;
}

int Board::reachingSquares(Square to, Piece piece, std::array<Square, 8> &out) const
{
    if (!to.isValid() || piece.isNone()) return 0;
    const int pad = toPad(to.index());
    const quint8 wanted = code(piece.color, piece.type);
    const PieceMoves &pm = pieceMoves[wanted];
    std::array<int, 8> found{};
    int n = 0;
    if (pm.knight) {
        for (int off : knightOffsets(piece.color))
            if (m_cells[pad - off] == wanted) found[n++] = pad - off;
    } else {
        for (int d = 0; d < 8; ++d) {
            const int back = 1 << oppositeDir(d); // the way from there to `to`
            if (!((pm.steps | pm.slides) & back)) continue;
            int s = pad + dirOffset[d];
            if (m_cells[s] == emptyCell && (pm.slides & back))
                while (m_cells[s] == emptyCell)
                    s += dirOffset[d];
            if (m_cells[s] == wanted && (s == pad + dirOffset[d] || (pm.slides & back)))
                found[n++] = s;
        }
    }
    for (int i = 1; i < n; ++i) // pads run in square order
        for (int j = i; j > 0 && found[j - 1] > found[j]; --j)
            std::swap(found[j - 1], found[j]);
    for (int i = 0; i < n; ++i)
        out[i] = Square::fromIndex(padToIndex(found[i]));
    return n;
}

bool Board::isInCheck(Color c) const
{
    const int king = m_kingPad[index(c)];
    return king >= 0 && attackedPad(king, opposite(c));
}

bool Board::inCheck() const
{
    return isInCheck(m_side);
}

bool Board::isCheckmate() const
{
    return inCheck() && !hasLegalMove();
}

// Whether the mover's king would be attacked after moving movedCode from `from` (-1 for a
// drop) to `to`, without making the move.
bool Board::leavesKingAttacked(int from, int to, quint8 movedCode) const
{
    const Color us = colorOf(movedCode);
    const int king = typeOf(movedCode) == PieceType::King ? to : m_kingPad[index(us)];
    return king >= 0 && attackedPad(king, opposite(us), from, to);
}

// Called only for a pawn drop that checks the king in front of it: it mates when the defender
// then has no legal move at all.
bool Board::pawnDropMates(int toPad) const
{
    Board after = *this;
    after.doMove(Move::dropMove(PieceType::Pawn, Square::fromIndex(padToIndex(toPad))));
    return !after.hasLegalMove();
}

bool Board::isPawnDropMate(const Move &m) const
{
    if (!m.drop || m.piece != PieceType::Pawn || !m.to.isValid()) return false;
    const int to = toPad(m.to.index());
    const int kingPad = m_kingPad[index(opposite(m_side))];
    if (kingPad != to + forward(m_side)) return false;
    return pawnDropMates(to);
}

} // namespace kibitz::shogi
