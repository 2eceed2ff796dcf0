// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/board.h"

#include <QString>

namespace kibitz::shogi {

// 入玉宣言: a player whose king has entered the enemy camp declares, on his turn, that he wins.
// Both rules share the conditions: the declarer is to move, his king is in the promotion zone
// (enemy's three ranks), at least 10 of his other pieces are there, he is not in check and has
// time left. Points: rook and bishop (promoted or not) 5, every other piece 1, king 0, counting
// his pieces in the zone and in hand. In a handicap game the pieces 上手 (White) left off count
// for him (ShogiHome, 81Dojo).
//  - 27-point rule (JSA, 27点法): Black wins with 28 points, White with 27; less loses.
//  - 24-point rule (CSA, 24点法): 31 points win, 24 to 30 draw, less loses.
// A declaration that fails a condition loses.
enum class ImpasseRule { Points27, Points24 };

struct ImpasseJudgement
{
    enum class Outcome { Win, Draw, Lose };
    enum class Reason {
        None,      // the conditions hold (Win, or Draw under the 24-point rule)
        NotToMove, // one declares on one's own turn
        NoTimeLeft,
        NoKing,
        KingNotInZone,
        InCheck,
        TooFewPiecesInZone, // fewer than 10 besides the king
        TooFewPoints,
    };
    Outcome outcome = Outcome::Lose;
    Reason reason = Reason::None;
    int points = 0;       // declaration points counted
    int piecesInZone = 0; // besides the king
    int pointsNeeded = 0; // not to lose: 28 or 27 (27-point rule), 24 (24-point rule)

    QString reasonText() const; // plain English, for the caller to show
};

ImpasseJudgement judgeImpasseDeclaration(const Board &board, Color declarer, ImpasseRule rule,
                                         bool timeLeft = true);

int impasseDeclarationPoints(const Board &board, Color c); // zone + hand (+ missing for White)
int impassePiecesInZone(const Board &board, Color c);      // besides the king
// Points of everything c owns (board and hand, king excluded; missing pieces for White), as
// players count them to settle 持将棋 by agreement.
int impasseTotalPoints(const Board &board, Color c);

} // namespace kibitz::shogi
