// SPDX-License-Identifier: GPL-3.0-or-later
#include "table.h"

namespace kibitz::goita {

Table::Table(int dealer) : m_dealer(qint8(dealer)), m_turn(qint8(dealer)) {}

QList<FieldPiece> Table::field(int seat) const
{
    return QList<FieldPiece>(m_field[seat].begin(), m_field[seat].begin() + m_fieldSize[seat]);
}

QList<Move> Table::moves() const
{
    return QList<Move>(m_moves.begin(), m_moves.begin() + m_moveCount);
}

bool Table::kingMayAttack(const Hand &hand, const Rules &rules) const
{
    // A king attacks only when its holder has both, when a king is face up already, or (when the
    // rules allow it) as the seat's last piece.
    return hand.count(Piece::King) >= 2 || m_kingsFaceUp > 0 ||
           (rules.kingMayFinish && hand.size() == 2);
}

bool Table::isLegal(const Hand &hand, const Rules &rules, Move move) const
{
    if (!fitsPublicly(move)) return false;
    if (move.isPass()) return true;
    if (!isRealPiece(move.first)) return false;
    const int needed = move.first == move.attack ? 2 : 1;
    if (!hand.contains(move.first) || !hand.contains(move.attack, needed)) return false;
    return move.attack != Piece::King || kingMayAttack(hand, rules);
}

void Table::legalMoves(const Hand &hand, const Rules &rules, MoveList &out) const
{
    out.clear();
    if (isFinished()) return;
    const bool kingOk = kingMayAttack(hand, rules);
    const auto addAttacks = [&](Piece first) {
        for (int a = 1; a <= 8; ++a) {
            const Piece attack = Piece(a);
            const int needed = attack == first ? 2 : 1;
            if (hand.count(attack) < needed) continue;
            if (attack == Piece::King && !kingOk) continue;
            out.push(Move::play(first, attack));
        }
    };
    if (isLeading()) {
        for (int f = 1; f <= 8; ++f) {
            if (hand.count(Piece(f))) addAttacks(Piece(f));
        }
        return;
    }
    out.push(Move::pass());
    // The king (digit 1) comes first in digit order when it may block.
    if (m_attack != Piece::King && hand.contains(Piece::King) && canBlock(Piece::King, m_attack))
        addAttacks(Piece::King);
    if (hand.contains(m_attack)) addAttacks(m_attack);
}

bool Table::fitsPublicly(Move move) const
{
    if (isFinished()) return false;
    if (move.isPass()) return !isLeading();
    if (move.first == Piece::None || move.first > Piece::Hidden || !isRealPiece(move.attack))
        return false;
    if (piecesLeft(m_turn) < 2) return false;
    if (isLeading()) return true;
    return canBlock(move.first, m_attack);
}

void Table::apply(Move move)
{
    Q_ASSERT(fitsPublicly(move));
    m_moves[m_moveCount++] = move;
    if (move.isPass()) {
        ++m_passes;
    } else {
        const bool faceDown = isLeading();
        auto &field = m_field[m_turn];
        auto &size = m_fieldSize[m_turn];
        field[size++] = {move.first, faceDown};
        field[size++] = {move.attack, false};
        if (!faceDown && move.first == Piece::King) ++m_kingsFaceUp;
        if (move.attack == Piece::King) ++m_kingsFaceUp;
        m_attacker = m_turn;
        m_attack = move.attack;
        m_passes = 0;
        if (size == piecesPerSeat) {
            m_winner = m_turn;
            m_doubled = faceDown && move.first == move.attack;
        }
    }
    m_turn = qint8(nextSeat(m_turn));
}

} // namespace kibitz::goita
