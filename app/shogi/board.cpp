// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/board.h"

#include "shogi/geometry.h"
#include "shogi/zobrist.h"

namespace kibitz::shogi {

using namespace detail;

static_assert(toPad(0) == 2 * 11 + 1 && padWidth == 11 && emptyCell == 0,
              "Board::at() in board.h repeats this layout");

Board::Board()
{
    m_cells.fill(wallCell);
    for (int i = 0; i < 81; ++i)
        m_cells[toPad(i)] = emptyCell;
    recomputeKey();
}

Board Board::startPosition()
{
    static const Board start = [] {
        Board b;
        const PieceType back[9] = {PieceType::Lance,  PieceType::Knight, PieceType::Silver,
                                   PieceType::Gold,   PieceType::King,   PieceType::Gold,
                                   PieceType::Silver, PieceType::Knight, PieceType::Lance};
        for (int f = 1; f <= 9; ++f) {
            b.setPiece(Square::at(f, 1), {back[f - 1], Color::White});
            b.setPiece(Square::at(f, 3), {PieceType::Pawn, Color::White});
            b.setPiece(Square::at(f, 7), {PieceType::Pawn, Color::Black});
            b.setPiece(Square::at(f, 9), {back[f - 1], Color::Black});
        }
        b.setPiece(Square::at(8, 2), {PieceType::Rook, Color::White});
        b.setPiece(Square::at(2, 2), {PieceType::Bishop, Color::White});
        b.setPiece(Square::at(8, 8), {PieceType::Bishop, Color::Black});
        b.setPiece(Square::at(2, 8), {PieceType::Rook, Color::Black});
        return b;
    }();
    return start;
}

int Board::handCount(Color c, PieceType t) const
{
    return isHandType(t) ? m_hands[index(c)][index(t)] : 0;
}

bool Board::handIsEmpty(Color c) const
{
    for (quint8 n : m_hands[index(c)])
        if (n) return false;
    return true;
}

Square Board::kingSquare(Color c) const
{
    const int pad = m_kingPad[index(c)];
    return pad < 0 ? Square() : Square::fromIndex(padToIndex(pad));
}

quint64 Board::computeKey() const
{
    const ZobristKeys &z = zobristKeys();
    quint64 k = 0;
    for (int i = 0; i < 81; ++i) {
        const quint8 c = m_cells[toPad(i)];
        if (c != emptyCell) k ^= z.piece[c][i];
    }
    for (int c = 0; c < 2; ++c)
        for (int t = 1; t < 8; ++t)
            k ^= z.hand[c][t][m_hands[c][t]];
    if (m_side == Color::White) k ^= z.side;
    return k;
}

bool Board::samePosition(const Board &o) const
{
    return m_cells == o.m_cells && m_hands == o.m_hands && m_side == o.m_side;
}

void Board::recomputeKey()
{
    m_key = computeKey();
}

void Board::recomputeKings()
{
    m_kingPad = {-1, -1};
    for (int i = 0; i < 81; ++i) {
        const int pad = toPad(i);
        if (typeOf(m_cells[pad]) == PieceType::King && m_cells[pad] != emptyCell)
            m_kingPad[index(colorOf(m_cells[pad]))] = qint16(pad);
    }
}

void Board::setPiece(Square sq, Piece p)
{
    if (!sq.isValid()) return;
    const ZobristKeys &z = zobristKeys();
    const int i = sq.index();
    const int pad = toPad(i);
    const quint8 old = m_cells[pad];
    const quint8 now = p.isNone() ? emptyCell : code(p.color, p.type);
    if (old != emptyCell) m_key ^= z.piece[old][i];
    if (now != emptyCell) m_key ^= z.piece[now][i];
    m_cells[pad] = now;
    if ((old != emptyCell && typeOf(old) == PieceType::King) ||
        (now != emptyCell && typeOf(now) == PieceType::King))
        recomputeKings();
}

void Board::setHandCount(Color c, PieceType t, int count)
{
    if (!isHandType(t)) return;
    const ZobristKeys &z = zobristKeys();
    quint8 &n = m_hands[index(c)][index(t)];
    m_key ^= z.hand[index(c)][index(t)][n];
    n = quint8(qBound(0, count, fullSetCount(t)));
    m_key ^= z.hand[index(c)][index(t)][n];
}

void Board::setSideToMove(Color c)
{
    if (c != m_side) m_key ^= zobristKeys().side;
    m_side = c;
}

QString Board::validate() const
{
    std::array<int, pieceTypeCount> counts{};
    std::array<int, 2> kings{};
    for (int i = 0; i < 81; ++i) {
        const quint8 c = m_cells[toPad(i)];
        if (c == emptyCell) continue;
        const Square sq = Square::fromIndex(i);
        const PieceType t = typeOf(c);
        ++counts[index(unpromoted(t))];
        if (t == PieceType::King) ++kings[index(colorOf(c))];
        if (isDeadEnd(colorOf(c), t, sq.rank()))
            return QStringLiteral("a %1 %2 on rank %3 could never move")
                .arg(colorName(colorOf(c)), pieceTypeName(t))
                .arg(sq.rank());
    }
    for (int side = 0; side < 2; ++side) {
        if (kings[side] > 1) return QStringLiteral("%1 has two kings").arg(colorName(Color(side)));
        for (int t = 1; t < 8; ++t)
            counts[t] += m_hands[side][t];
    }
    for (int t = 1; t <= index(PieceType::King); ++t) {
        if (counts[t] > fullSetCount(PieceType(t)))
            return QStringLiteral("too many pieces of type %1: %2 (a set has %3)")
                .arg(pieceTypeName(PieceType(t)))
                .arg(counts[t])
                .arg(fullSetCount(PieceType(t)));
    }
    for (int side = 0; side < 2; ++side) {
        const quint8 pawn = code(Color(side), PieceType::Pawn);
        for (int f = 1; f <= 9; ++f) {
            int pawns = 0;
            for (int r = 1; r <= 9; ++r)
                if (m_cells[toPad(Square::at(f, r).index())] == pawn) ++pawns;
            if (pawns > 1)
                return QStringLiteral("two unpromoted %1 pawns on file %2 (nifu)")
                    .arg(colorName(Color(side)))
                    .arg(f);
        }
    }
    if (isInCheck(opposite(m_side)))
        return QStringLiteral("%1 is not to move but its king is in check")
            .arg(colorName(opposite(m_side)));
    return {};
}

Move Board::boardMove(Square from, Square to, bool promote) const
{
    const Piece moving = at(from);
    const Piece target = at(to);
    return Move::boardMove(from, to, moving.type, target.type, promote);
}

Move Board::dropMove(PieceType t, Square to) const
{
    return Move::dropMove(t, to);
}

void Board::doMove(const Move &m)
{
    const ZobristKeys &z = zobristKeys();
    const Color us = m_side;
    const int u = index(us);
    const int to = toPad(m.to.index());
    if (m.drop) {
        const int t = index(m.piece);
        const quint8 c = code(us, m.piece);
        m_cells[to] = c;
        m_key ^= z.piece[c][m.to.index()] ^ z.hand[u][t][m_hands[u][t]] ^
                 z.hand[u][t][m_hands[u][t] - 1];
        --m_hands[u][t];
    } else {
        const int from = toPad(m.from.index());
        const quint8 c = m_cells[from];
        m_cells[from] = emptyCell;
        m_key ^= z.piece[c][m.from.index()];
        if (m.captured != PieceType::None) {
            const quint8 cap = m_cells[to];
            m_key ^= z.piece[cap][m.to.index()];
            const PieceType ht = unpromoted(m.captured);
            if (ht == PieceType::King) {
                m_kingPad[index(opposite(us))] = -1; // only in editing or broken positions
            } else {
                const int t = index(ht);
                m_key ^= z.hand[u][t][m_hands[u][t]] ^ z.hand[u][t][m_hands[u][t] + 1];
                ++m_hands[u][t];
            }
        }
        const quint8 placed = m.promote ? quint8(c + 8) : c;
        m_cells[to] = placed;
        m_key ^= z.piece[placed][m.to.index()];
        if (m.piece == PieceType::King) m_kingPad[u] = qint16(to);
    }
    m_side = opposite(us);
    m_key ^= z.side;
    ++m_moveNumber;
}

void Board::undoMove(const Move &m)
{
    const ZobristKeys &z = zobristKeys();
    const Color us = opposite(m_side); // the side that made m
    const int u = index(us);
    const int to = toPad(m.to.index());
    m_side = us;
    m_key ^= z.side;
    --m_moveNumber;
    const quint8 placed = m_cells[to];
    m_key ^= z.piece[placed][m.to.index()];
    if (m.drop) {
        const int t = index(m.piece);
        m_cells[to] = emptyCell;
        m_key ^= z.hand[u][t][m_hands[u][t]] ^ z.hand[u][t][m_hands[u][t] + 1];
        ++m_hands[u][t];
        return;
    }
    const int from = toPad(m.from.index());
    const quint8 c = code(us, m.piece);
    m_cells[from] = c;
    m_key ^= z.piece[c][m.from.index()];
    if (m.captured != PieceType::None) {
        const quint8 cap = code(opposite(us), m.captured);
        m_cells[to] = cap;
        m_key ^= z.piece[cap][m.to.index()];
        const PieceType ht = unpromoted(m.captured);
        if (ht == PieceType::King) {
            m_kingPad[index(opposite(us))] = qint16(to);
        } else {
            const int t = index(ht);
            m_key ^= z.hand[u][t][m_hands[u][t]] ^ z.hand[u][t][m_hands[u][t] - 1];
            --m_hands[u][t];
        }
    } else {
        m_cells[to] = emptyCell;
    }
    if (m.piece == PieceType::King) m_kingPad[u] = qint16(from);
}

} // namespace kibitz::shogi
