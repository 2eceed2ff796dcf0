// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "goita/hand.h"
#include "goita/rules.h"

#include <array>
#include <optional>

namespace kibitz::goita {

// How a round ended and what it is worth. The winner's team scores `points`.
struct RoundResult
{
    enum class Kind {
        Finish,   // a seat played its last piece: its last attack's points, maybe doubled
        SixShi,   // 6し dealt: the higher of the other two pieces, doubled when they are alike
        SevenShi, // 7し dealt: the other piece, doubled
        EightShi, // 8し dealt: 100
        GoshiWin, // 5し dealt to both seats of one team: that team wins the game
        Redeal,   // 5し on both teams (by default), or a 5し partner chose to redeal
    };

    Kind kind = Kind::Finish;
    int winner = -1; // the seat; -1 on a redeal
    int points = 0;
    bool doubled = false;  // Finish only
    bool winsGame = false; // GoshiWin: the game is over whatever the scores

    int team() const { return winner < 0 ? -1 : teamOf(winner); }
    // The winner deals the next round; a redeal keeps the dealer.
    int nextDealer(int dealer) const { return winner < 0 ? dealer : winner; }

    bool operator==(const RoundResult &) const = default;
};

// What the deal alone decides: a result for 6し, 7し, 8し, 5し on one team's two seats and (by the
// rules) 5し on both teams; nullopt when the round is to be played (perhaps after a 5し
// decision). `dealer` orders the seats when two hold 5し (the first from the dealer wins).
std::optional<RoundResult> dealResult(const std::array<Hand, seatCount> &hands, int dealer,
                                      const Rules &rules);

} // namespace kibitz::goita
