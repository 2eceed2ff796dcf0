// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rng.h"

#include "goita/round.h"

namespace kibitz::goita {

// The fast policy that plays sampled rounds to their end: rules of thumb with some chance in
// them, so that playouts differ: go out when possible (with the most points), leave a partner's
// attack alone, block an opponent's attack when possible, lead at random.
Move playoutMove(const Round &round, Rng &rng, MoveList &scratch);

// Plays `round` (Playing) to its end with playoutMove; returns what team `team` gains: the
// points if it won the round, minus them if it lost.
int playout(Round &round, int team, Rng &rng);

} // namespace kibitz::goita
