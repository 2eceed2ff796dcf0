// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/position.h"
#include "goita/goitasetup.h"
#include "goita/round.h"
#include "goita/seatview.h"

#include <QList>

#include <array>

namespace kibitz::goita {

// A whole game of goita as one Position: round after round until a team reaches the target.
// The deals come from the setup (GoitaSetup: explicit deals, then a seed), never from the moves,
// so the referee only ever plays the players' moves. When a round ends (by its last piece, or by
// the deal itself: 6し, 7し, 8し, 5し twice, a redeal) the position scores it and deals the next
// at once; the side to move is then the new dealer.
//
// Moves (canonical text):
//   "0", "87", …      a turn, docs/formats/goita.md's digits (pass, or first piece then attack)
//   "proceed", "redeal"  the 5し decision, made by the partner of a lone 5し holder; while it is
//                       due, sideToMove() is that partner and these are the only legal moves
// Sides are seats 0-3 in play order; seats 0 and 2 are team 0.
class GoitaPosition : public Position
{
public:
    static const QString proceedMove;
    static const QString redealMove;

    // One deal of the game and what happened to it.
    struct RoundEntry
    {
        Round round;
        std::array<int, 2> scoreBefore{};
        QString decision;  // proceedMove/redealMove when a 5し decision was made, else empty
        int firstMove = 0; // index in the game's moves of this round's first move
    };

    explicit GoitaPosition(const GoitaSetup &setup);
    // nullptr and *error when the text is not a setup (or its moves are not legal).
    static std::unique_ptr<GoitaPosition> fromSetup(QStringView text, QString *error = nullptr);

    // Of the interface: displayMove gives "☗し☖香", "☖香☖馬", "なし", the 5し decision as
    // translated words; parseMove reads canonical text, that display text, or 王/玉 … names
    // ("☗し☖香" -> "87"); setupText is the start setup plus "moves …", so that
    // startPosition(setupText()) is this position again.
    KIBITZ_POSITION_INTERFACE

    const GoitaSetup &setup() const { return m_setup; }
    const Rules &rules() const { return m_setup.rules; }
    // Every deal so far, the current one last (rounds().size() - 1 is the current round's index).
    const QList<RoundEntry> &rounds() const { return m_rounds; }
    const Round &round() const { return m_rounds.last().round; }
    int roundIndex() const { return int(m_rounds.size()) - 1; }
    // The round and turn-in-round of the game's move `index` (turn -1: a 5し decision).
    std::pair<int, int> roundOfMove(int index) const;
    int moveCount() const { return m_moveCount; }
    // Team scores, counting every finished round.
    std::array<int, 2> scores() const { return m_scores; }
    int winningTeam() const { return m_winningTeam; } // -1 while the game goes on
    bool isGoshiDecision() const { return round().phase() == Round::Phase::GoshiDecision; }
    // What `seat` may see of the current round (its hand, others' face-down pieces as 9).
    SeatView seatView(int seat) const { return SeatView::of(round(), seat); }
    // displayMove as `viewer` may read it: another seat's face-down piece is 裏.
    QString displayMoveFor(const QString &move, int viewer) const override;

private:
    void startRound(int dealIndex, int dealer, const std::array<int, 2> &scoreBefore);
    void settle(); // scores a finished round and deals until a round needs a player

    GoitaSetup m_setup;
    QList<RoundEntry> m_rounds;
    std::array<int, 2> m_scores{};
    int m_moveCount = 0;
    int m_winningTeam = -1;
    QStringList m_moves;
};

} // namespace kibitz::goita
