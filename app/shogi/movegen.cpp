// SPDX-License-Identifier: GPL-3.0-or-later
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
    const int kingPad = m_kingPad[index(m_side)];
    const bool check = kingPad >= 0 && attackedPad(kingPad, opposite(m_side));
    generateBoardMoves(list, check);
    generateDrops(list, check);
}

void Board::generateBoardMoves(MoveList &list, bool check) const
{
    const Color us = m_side;
    const Color them = opposite(us);
    const int kingPad = m_kingPad[index(us)];
    const int kingIndex = kingPad >= 0 ? padToIndex(kingPad) : -1;
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
}

void Board::generateDrops(MoveList &list, bool check) const
{
    const Color us = m_side;
    const Color them = opposite(us);
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

// Whether the piece with code c on `from` reaches `to` by its movement, the squares between
// empty. The wall around the padded board stops slides, so no move wraps round an edge.
bool Board::reaches(int from, int to, quint8 c) const
{
    const PieceMoves &pm = pieceMoves[c];
    const int delta = to - from;
    if (pm.knight)
        for (int off : knightOffsets(colorOf(c)))
            if (off == delta) return true;
    for (unsigned steps = pm.steps; steps; steps &= steps - 1)
        if (dirOffset[std::countr_zero(steps)] == delta) return true;
    for (unsigned slides = pm.slides; slides; slides &= slides - 1) {
        const int step = dirOffset[std::countr_zero(slides)];
        for (int s = from + step;; s += step) {
            if (s == to) return true;
            if (m_cells[s] != emptyCell) break;
        }
    }
    return false;
}

// Whether m is one of generateLegalMoves()'s moves, decided from the move itself: the piece on
// its square, its way there, promotion, then the mover's king. Records ask this for every move
// they read or write, so it must not generate the whole list.
bool Board::isLegal(const Move &m) const
{
    if (m.isNull() || !m.to.isValid()) return false;
    const Color us = m_side;
    const Color them = opposite(us);
    const int to = toPad(m.to.index());
    const int toRank = padRank(to);
    const quint8 target = m_cells[to];
    if (m.drop) {
        if (m.from.isValid() || m.promote || m.captured != PieceType::None) return false;
        if (!isHandType(m.piece) || !m_hands[index(us)][index(m.piece)]) return false;
        if (target != emptyCell || isDeadEnd(us, m.piece, toRank)) return false;
        if (m.piece == PieceType::Pawn) {
            const quint8 ourPawn = code(us, PieceType::Pawn);
            for (int s = 2 * padWidth + to % padWidth; s < 11 * padWidth; s += padWidth)
                if (m_cells[s] == ourPawn) return false; // 二歩
            if (m_cells[to + forward(us)] == code(them, PieceType::King) && pawnDropMates(to))
                return false;
        }
        return !leavesKingAttacked(-1, to, code(us, m.piece));
    }
    if (!m.from.isValid() || m.from == m.to) return false;
    const int from = toPad(m.from.index());
    const quint8 c = m_cells[from];
    if (!isColor(c, us) || typeOf(c) != m.piece) return false;
    if (target == emptyCell ? m.captured != PieceType::None
                            : !isColor(target, them) || typeOf(target) != m.captured)
        return false;
    if (!reaches(from, to, c)) return false;
    if (m.promote) {
        if (!canPromote(m.piece) ||
            !(inPromotionZone(us, padRank(from)) || inPromotionZone(us, toRank)))
            return false;
    } else if (isDeadEnd(us, m.piece, toRank)) {
        return false;
    }
    return !leavesKingAttacked(from, to, c);
}

} // namespace kibitz::shogi
