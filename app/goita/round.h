// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "goita/hand.h"
#include "goita/movelist.h"
#include "goita/roundresult.h"
#include "goita/rules.h"
#include "goita/table.h"

#include <QList>
#include <QStringList>

#include <array>
#include <optional>

namespace kibitz::goita {

// One round (one deal) of goita with all four hands known: the referee's view. The dealer leads.
// Small and fixed-size, so that engines copy it for playouts.
class Round
{
public:
    enum class Phase {
        GoshiDecision, // one seat holds 5し: its partner decides to play on or redeal
        Playing,
        Over,
    };

    // nullopt unless the hands hold the 32 pieces of the set, 8 to a seat, and 0 <= dealer < 4.
    // A deal that decides the round (6し, 7し, 8し, 5し twice) starts Over.
    static std::optional<Round> deal(const std::array<Hand, seatCount> &hands, int dealer,
                                     const Rules &rules = {});

    Phase phase() const { return m_phase; }
    bool isOver() const { return m_phase == Phase::Over; }
    const Rules &rules() const { return m_rules; }
    int dealer() const { return m_table.dealer(); }
    int turn() const { return m_table.turn(); } // meaningful while Playing
    const Hand &initialHand(int seat) const { return m_initial[seat]; }
    const Hand &hand(int seat) const { return m_hands[seat]; }
    const Table &table() const { return m_table; }

    // Seats dealt exactly five し, in seat order (public: 5し is declared).
    QList<int> goshiSeats() const;
    // While the phase is GoshiDecision: the partner of the 5し holder, who decides; else -1.
    int goshiDecider() const;
    // playOn false: the round ends as a redeal by the same dealer.
    void decideGoshi(bool playOn); // precondition: phase GoshiDecision

    // The legal moves of the seat to move (none unless Playing), ordered as Table::legalMoves.
    void legalMoves(MoveList &out) const;
    QList<Move> legalMoves() const;
    QStringList legalMoveTexts() const;
    bool isLegal(Move move) const;
    void play(Move move); // precondition: isLegal(move)
    // Plays a move given as canonical text; false (and nothing changes) when malformed or illegal.
    bool playText(QStringView text);
    // Plays a record string (docs/formats/goita.md) ("8700087…") from here; false at the first
    // illegal or malformed turn, with the turns before it played.
    bool playRecord(QStringView record);

    // Set once Over.
    std::optional<RoundResult> result() const;

    QList<Move> history() const { return m_table.moves(); }
    QString recordText() const { return goita::recordText(history()); }
    // The turns as `seat` may see them: another seat's face-down piece becomes Hidden (9).
    QList<Move> maskedHistory(int seat) const;

private:
    Round() = default;

    Table m_table;
    std::array<Hand, seatCount> m_initial{};
    std::array<Hand, seatCount> m_hands{};
    Rules m_rules;
    Phase m_phase = Phase::Playing;
    std::optional<RoundResult> m_dealResult; // decided by the deal or the 5し decision
};

} // namespace kibitz::goita
