// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "goita/hand.h"
#include "goita/round.h"
#include "goita/roundresult.h"
#include "goita/rules.h"

#include <QList>
#include <QRandomGenerator>

#include <array>
#include <optional>

namespace kibitz::goita {

// A game of goita: rounds until a team reaches the target score. Deals come from a generator
// seeded by the caller, so a seed replays the same deals. The winner of a round deals the next;
// a redeal keeps the dealer. Scores are by team: [0] seats 0 and 2, [1] seats 1 and 3.
class Match
{
public:
    // Deals the first round with `firstDealer` dealing (from `firstHands` when given, else from
    // the generator).
    explicit Match(const Rules &rules = {}, quint32 seed = 0, int firstDealer = 0,
                   const std::optional<std::array<Hand, seatCount>> &firstHands = std::nullopt);

    static std::array<Hand, seatCount> randomDeal(QRandomGenerator &rng);

    const Rules &rules() const { return m_rules; }
    const Round &round() const { return *m_round; }
    int roundNumber() const { return int(m_results.size()) + 1; } // deals so far, redeals too
    // Scores including the current round once it is over.
    std::array<int, 2> scores() const { return m_scores; }
    const QList<RoundResult> &results() const { return m_results; } // finished rounds before this

    bool isOver() const;
    int winningTeam() const; // -1 while not over

    // Actions on the current round, scored when it ends.
    bool play(Move move); // false (nothing changes) when illegal
    bool playText(QStringView text);
    void decideGoshi(bool playOn); // precondition: round().phase() == GoshiDecision

    // Deals the next round (precondition: round().isOver() && !isOver()). false when the hands
    // given are not a deal of the set.
    void nextRound();
    bool nextRound(const std::array<Hand, seatCount> &hands);

private:
    void scoreIfOver();

    Rules m_rules;
    QRandomGenerator m_rng;
    std::optional<Round> m_round;
    std::array<int, 2> m_scores{};
    QList<RoundResult> m_results;
    bool m_scored = false;
    bool m_gameWon = false; // 5し on both seats of a team
};

} // namespace kibitz::goita
