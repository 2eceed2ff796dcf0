// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rng.h"

#include "goita/round.h"
#include "goita/seatview.h"

#include <array>
#include <optional>

namespace kibitz::goita {

// Draws full rounds consistent with one seat's view (a determinization): the pieces the seat has
// not seen are dealt at random to the other seats' face-down pieces and hands, keeping only the
// hard facts: a declared 5し holds exactly five し, any other seat at most four, and replaying
// the turns with the drawn pieces must be legal (a king attack that needs both kings, say).
// Passing is always allowed, so a pass says nothing certain and is not used.
class Sampler
{
public:
    explicit Sampler(const SeatView &view);

    // nullopt when `tries` draws all failed.
    std::optional<Round> sample(Rng &rng, int tries = 64) const;

private:
    std::optional<Round> draw(Rng &rng) const;

    SeatView m_view;
    std::array<Piece, pieceCount> m_pool{}; // the unseen pieces
    int m_poolSize = 0;
    std::array<Hand, seatCount> m_faceUp{}; // what each other seat has played face up
    std::array<int, seatCount> m_hidden{};  // its face-down pieces this seat did not see
    std::array<bool, seatCount> m_goshi{};
};

} // namespace kibitz::goita
