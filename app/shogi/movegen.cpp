// Legal move generation. Board moves are generated piece by piece; a move is tried against the
// mover's king only when it could matter: when in check, for king moves, and for pieces on a
// line with their king (the only ones that can be pinned). Drops need a test only when in
// check; a pawn drop that checks is tried for 打ち歩詰め.
#include "shogi/board.h"

#include "shogi/geometry.h"

#include <bit>

namespace kibitz::shogi {

using namespace detail;

namespace {
// aligned[a][b]: squares a and b (0..80) are distinct and share a rank, file or diagonal.
using AlignmentTable = std::array<std::array<bool, 81>, 81>;

AlignmentTable makeAlignment()
{
    AlignmentTable t{};
    for (int a = 0; a < 81; ++a) {
        for (int b = 0; b < 81; ++b) {
            const int df = Square::fromIndex(a).file() - Square::fromIndex(b).file();
            const int dr = Square::fromIndex(a).rank() - Square::fromIndex(b).rank();
            t[a][b] = a != b && (df == 0 || dr == 0 || df == dr || df == -dr);
        }
    }
    return t;
}

const AlignmentTable &alignment()
{
    static const AlignmentTable table = makeAlignment();
    return table;
}
} // namespace

void Board::generateLegalMoves(MoveList &list) const
{
    list.clear();
    const Color us = m_side;
    const Color them = opposite(us);
    const int kingPad = m_kingPad[index(us)];
    const int kingIndex = kingPad >= 0 ? padToIndex(kingPad) : -1;
    const bool check = kingPad >= 0 && attackedPad(kingPad, them);
    const AlignmentTable &aligned = alignment();

    auto add = [&](int from, int to, quint8 c, bool test) {
        if (test && leavesKingAttacked(from, to, c)) return;
        const PieceType t = typeOf(c);
        const quint8 target = m_cells[to];
        const PieceType captured = target == emptyCell ? PieceType::None : typeOf(target);
        const Square fs = Square::fromIndex(padToIndex(from));
        const Square ts = Square::fromIndex(padToIndex(to));
        const int toRank = padRank(to);
        if (canPromote(t) && (inPromotionZone(us, padRank(from)) || inPromotionZone(us, toRank))) {
            list.push(Move::boardMove(fs, ts, t, captured, true));
            if (!isDeadEnd(us, t, toRank)) list.push(Move::boardMove(fs, ts, t, captured, false));
        } else {
            list.push(Move::boardMove(fs, ts, t, captured, false));
        }
    };

    for (int i = 0; i < 81; ++i) {
        const int from = toPad(i);
        const quint8 c = m_cells[from];
        if (!isColor(c, us)) continue;
        const PieceMoves &pm = pieceMoves[c];
        const bool test =
            check || typeOf(c) == PieceType::King || (kingIndex >= 0 && aligned[i][kingIndex]);
        if (pm.knight) {
            for (int off : knightOffsets(us)) {
                const quint8 t = m_cells[from + off];
                if (t == emptyCell || isColor(t, them)) add(from, from + off, c, test);
            }
        }
        for (unsigned steps = pm.steps; steps; steps &= steps - 1) {
            const int to = from + dirOffset[std::countr_zero(steps)];
            const quint8 t = m_cells[to];
            if (t == emptyCell || isColor(t, them)) add(from, to, c, test);
        }
        for (unsigned slides = pm.slides; slides; slides &= slides - 1) {
            const int step = dirOffset[std::countr_zero(slides)];
            int to = from + step;
            while (m_cells[to] == emptyCell) {
                add(from, to, c, test);
                to += step;
            }
            if (isColor(m_cells[to], them)) add(from, to, c, test);
        }
    }

    // Drops.
    std::array<PieceType, 7> types{};
    int typeCount = 0;
    for (int t = 1; t < 8; ++t)
        if (m_hands[index(us)][t]) types[typeCount++] = PieceType(t);
    if (typeCount == 0) return;
    std::array<bool, padWidth> pawnOnColumn{};
    const quint8 ourPawn = code(us, PieceType::Pawn);
    for (int i = 0; i < 81; ++i)
        if (m_cells[toPad(i)] == ourPawn) pawnOnColumn[toPad(i) % padWidth] = true;
    const quint8 theirKing = code(them, PieceType::King);
    const quint8 blocker = code(us, PieceType::Gold); // any piece of ours blocks alike
    for (int i = 0; i < 81; ++i) {
        const int to = toPad(i);
        if (m_cells[to] != emptyCell) continue;
        if (check && leavesKingAttacked(-1, to, blocker)) continue;
        const int rank = padRank(to);
        for (int k = 0; k < typeCount; ++k) {
            const PieceType t = types[k];
            if (isDeadEnd(us, t, rank)) continue;
            if (t == PieceType::Pawn) {
                if (pawnOnColumn[to % padWidth]) continue; // 二歩
                if (m_cells[to + forward(us)] == theirKing && pawnDropMates(to)) continue;
            }
            list.push(Move::dropMove(t, Square::fromIndex(i)));
        }
    }
}

QList<Move> Board::legalMoves() const
{
    MoveList list;
    generateLegalMoves(list);
    return QList<Move>(list.begin(), list.end());
}

bool Board::hasLegalMove() const
{
    MoveList list;
    generateLegalMoves(list);
    return !list.isEmpty();
}

bool Board::isLegal(const Move &m) const
{
    if (m.isNull() || !m.to.isValid()) return false;
    MoveList list;
    generateLegalMoves(list);
    for (const Move &legal : list)
        if (legal == m) return true;
    return false;
}

} // namespace kibitz::shogi
