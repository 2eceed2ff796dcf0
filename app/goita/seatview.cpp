// SPDX-License-Identifier: GPL-3.0-or-later
#include "seatview.h"

#include <QStringList>

namespace kibitz::goita {

SeatView SeatView::of(const Round &round, int seat)
{
    const auto view = fromMoves(seat, round.dealer(), round.initialHand(seat), round.goshiSeats(),
                                round.maskedHistory(seat), round.rules());
    Q_ASSERT(view);
    return *view;
}

std::optional<SeatView> SeatView::fromMoves(int seat, int dealer, const Hand &dealtHand,
                                            const QList<int> &goshiSeats, const QList<Move> &moves,
                                            const Rules &rules)
{
    if (seat < 0 || seat >= seatCount || dealer < 0 || dealer >= seatCount ||
        dealtHand.size() != piecesPerSeat)
        return std::nullopt;
    SeatView view;
    view.m_seat = seat;
    view.m_rules = rules;
    view.m_dealt = dealtHand;
    view.m_hand = dealtHand;
    view.m_table = Table(dealer);
    view.m_goshi = goshiSeats;
    // A declared 5し holds five し; a seat that declared none holds at most four.
    const bool meGoshi = goshiSeats.contains(seat);
    if ((dealtHand.count(Piece::Shi) == 5) != meGoshi) return std::nullopt;
    for (const Move &move : moves) {
        if (!view.apply(move)) return std::nullopt;
    }
    return view;
}

bool SeatView::apply(Move move)
{
    const int mover = m_table.turn();
    if (mover == m_seat) {
        if (!m_table.isLegal(m_hand, m_rules, move)) return false;
        if (!move.isPass()) {
            m_hand.remove(move.first);
            m_hand.remove(move.attack);
        }
        m_table.apply(move);
        return true;
    }
    if (!m_table.fitsPublicly(move)) return false;
    if (!move.isPass()) {
        // A king attack that needs both kings cannot come from a seat while this seat has one.
        if (move.attack == Piece::King && m_table.kingsFaceUp() == 0 &&
            !(m_rules.kingMayFinish && m_table.piecesLeft(mover) == 2) &&
            m_dealt.contains(Piece::King))
            return false;
        Hand seen = m_seenOthers;
        for (Piece p : {move.first, move.attack}) {
            if (!isRealPiece(p)) continue;
            if (m_dealt.count(p) + seen.count(p) >= copiesOf(p)) return false;
            seen.add(p);
        }
        m_seenOthers = seen;
    }
    m_table.apply(move);
    return true;
}

void SeatView::legalMoves(MoveList &out) const
{
    out.clear();
    if (isMyTurn()) m_table.legalMoves(m_hand, m_rules, out);
}

QList<Move> SeatView::legalMoves() const
{
    MoveList list;
    legalMoves(list);
    return QList<Move>(list.begin(), list.end());
}

bool SeatView::isLegal(Move move) const
{
    return isMyTurn() && m_table.isLegal(m_hand, m_rules, move);
}

QString SeatView::movesText() const
{
    QStringList texts;
    for (const Move &move : history())
        texts << move.text();
    return texts.join(u' ');
}

Hand SeatView::unseen() const
{
    Hand unseen = Hand::fullSet();
    for (int d = 1; d <= 8; ++d) {
        const Piece p = Piece(d);
        unseen.remove(p, m_dealt.count(p) + m_seenOthers.count(p));
    }
    return unseen;
}

} // namespace kibitz::goita
