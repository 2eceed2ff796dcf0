// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "goita/hand.h"
#include "goita/movelist.h"
#include "goita/round.h"
#include "goita/rules.h"
#include "goita/table.h"

#include <QList>
#include <QString>

#include <optional>

namespace kibitz::goita {

// What one seat may know of a round: its own hand, every face-up piece, the other seats'
// face-down pieces only as Hidden (9), how many pieces each seat has left, the current attack,
// the turn, and which seats declared 5し. This is all the goita protocol tells an engine, and all
// an engine's search starts from.
class SeatView
{
public:
    // The view of `seat` on a round in play or over.
    static SeatView of(const Round &round, int seat);
    // Rebuilds a view from what the protocol tells the seat: its dealt hand, the dealer, the 5し
    // seats, and the turns from the round's start with other seats' face-down pieces as 9.
    // nullopt when a turn does not fit: the seat's own turns must be legal for its hand, the
    // others' must fit what is visible (a block answers the attack, a face-down piece only when
    // leading, no piece seen more often than the set holds it, a king attack that needs both kings
    // not made while this seat holds one).
    static std::optional<SeatView> fromMoves(int seat, int dealer, const Hand &dealtHand,
                                             const QList<int> &goshiSeats, const QList<Move> &moves,
                                             const Rules &rules = {});

    int seat() const { return m_seat; }
    int dealer() const { return m_table.dealer(); }
    const Rules &rules() const { return m_rules; }
    const Hand &dealtHand() const { return m_dealt; }
    const Hand &hand() const { return m_hand; } // the pieces this seat still holds
    const Table &table() const { return m_table; }
    const QList<int> &goshiSeats() const { return m_goshi; }
    int turn() const { return m_table.turn(); }
    bool isMyTurn() const { return !m_table.isFinished() && m_table.turn() == m_seat; }
    int piecesLeft(int seat) const { return m_table.piecesLeft(seat); }

    // The seat's legal moves when it is to move; none otherwise.
    void legalMoves(MoveList &out) const;
    QList<Move> legalMoves() const;
    bool isLegal(Move move) const;

    QList<Move> history() const { return m_table.moves(); }
    QString movesText() const; // the turns' texts separated by spaces: "97 0 0 0 87"
    // The pieces this seat has not seen: the set less its dealt hand and the other seats' face-up
    // pieces. The other seats' face-down pieces and hands are drawn from these.
    Hand unseen() const;

private:
    SeatView() = default;
    bool apply(Move move); // false when the move does not fit (see fromMoves)

    int m_seat = 0;
    Rules m_rules;
    Hand m_dealt;
    Hand m_hand;
    Hand m_seenOthers; // the other seats' pieces this seat has seen
    Table m_table;
    QList<int> m_goshi;
};

} // namespace kibitz::goita
