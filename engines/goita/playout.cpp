// SPDX-License-Identifier: GPL-3.0-or-later
#include "playout.h"

namespace kibitz::goita {

namespace {
// Points a finishing move would score.
int finishPoints(Move move, bool leading)
{
    return points(move.attack) * (leading && move.first == move.attack ? 2 : 1);
}
} // namespace

Move playoutMove(const Round &round, Rng &rng, MoveList &moves)
{
    round.legalMoves(moves);
    const Table &table = round.table();
    const bool leading = table.isLeading();
    const int seat = round.turn();
    const int first = leading ? 0 : 1; // a pass, when allowed, is moves[0]
    const int plays = moves.size() - first;
    if (plays == 0) return moves[0];
    if (round.hand(seat).size() == 2) {
        // Any play empties the hand: take the most points.
        int best = first;
        for (int i = first + 1; i < moves.size(); ++i) {
            if (finishPoints(moves[i], leading) > finishPoints(moves[best], leading)) best = i;
        }
        return moves[best];
    }
    if (!leading) {
        if (teamOf(table.attacker()) == teamOf(seat) && rng.chance(90)) return moves[0];
        if (rng.chance(8)) return moves[0];
    }
    return moves[first + rng.bounded(plays)];
}

int playout(Round &round, int team, Rng &rng)
{
    MoveList scratch;
    while (!round.isOver())
        round.play(playoutMove(round, rng, scratch));
    const auto result = round.result();
    return result->team() == team ? result->points : -result->points;
}

} // namespace kibitz::goita
