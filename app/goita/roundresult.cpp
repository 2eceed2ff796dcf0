// SPDX-License-Identifier: GPL-3.0-or-later
#include "roundresult.h"

#include <QList>

#include <algorithm>

namespace kibitz::goita {

std::optional<RoundResult> dealResult(const std::array<Hand, seatCount> &hands, int dealer,
                                      const Rules &rules)
{
    QList<int> goshi;
    for (int i = 0; i < seatCount; ++i) {
        const int seat = (dealer + i) % seatCount;
        const Hand &hand = hands[seat];
        const int shi = hand.count(Piece::Shi);
        RoundResult result;
        result.winner = seat;
        if (shi == 8) {
            result.kind = RoundResult::Kind::EightShi;
            result.points = 100;
            return result;
        }
        if (shi == 7) {
            Hand rest = hand;
            rest.remove(Piece::Shi, 7);
            result.kind = RoundResult::Kind::SevenShi;
            result.points = 2 * points(rest.highest());
            return result;
        }
        if (shi == 6) {
            Hand rest = hand;
            rest.remove(Piece::Shi, 6);
            const Piece high = rest.highest();
            result.kind = RoundResult::Kind::SixShi;
            result.points = points(high) * (rest.count(high) == 2 ? 2 : 1);
            return result;
        }
        if (shi == 5) goshi << seat;
    }
    // Ten し in all: two seats at most hold five each, and then nobody holds six or more.
    if (goshi.size() == 2) {
        RoundResult result;
        if (teamOf(goshi[0]) == teamOf(goshi[1])) {
            result.kind = RoundResult::Kind::GoshiWin;
            result.winner = goshi[0];
            // As goita-core-js: the target itself, so the scores show the game won.
            result.points = rules.targetScore;
            result.winsGame = true;
            return result;
        }
        if (rules.oppositeGoshi == OppositeGoshi::Redeal) {
            result.kind = RoundResult::Kind::Redeal;
            return result;
        }
    }
    return std::nullopt;
}

} // namespace kibitz::goita
