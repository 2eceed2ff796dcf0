// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/position.h"
#include "gomoku/gomokuboard.h"
#include "gomoku/swapopening.h"

#include <optional>

namespace kibitz::gomoku {

// A gomoku position for the generic code: canonical moves are Gomocup "x,y" (0-based, from the
// top-left); players read them as "h8" (letter-number, rows from the bottom).
//
// Setup text (docs/formats/gomoku.md):  SIZE RULE [OPENING] [STONE]… [black|white]
//   SIZE   "15" for 15×15, or "WxH" (e.g. "20x15"); 5–22 each
//   RULE   freestyle | standard | renju | caro | standard-caro
//   OPENING  swap1 | swap2 (none by default): a swap game (swapopening.h), its sides players,
//          from 0, 3 or (swap2) 5 stones placed black, white, black… and no side word
//   STONE  "B7,7" or "W8,6": a stone already on the board, in placing order
//   side   the side to move; by default black when both have as many stones, else the side
//          with fewer stones
// e.g. "15 freestyle" (the standard start), "20 renju", "15 renju B7,7 W8,8 B6,6".
class GomokuPosition : public Position
{
public:
    explicit GomokuPosition(const Board &board = Board()) : m_board(board) {}

    static std::unique_ptr<GomokuPosition> fromSetup(QStringView setup, QString *error);
    // "freestyle", "standard", "renju", "caro", "standard-caro"; and back (nullopt when unknown).
    static QString ruleName(Rule rule);
    static std::optional<Rule> ruleFromName(QStringView name);
    // The setup text of an empty board.
    static QString emptySetup(int width, int height, Rule rule);

    const Board &board() const { return m_board; }
    // The stones placed before the first move of the game (setup stones), in placing order.
    int setupStoneCount() const { return m_setupStones; }

    KIBITZ_POSITION_INTERFACE

    // The point of a canonical move on this board, or nullopt.
    std::optional<Point> point(QStringView move) const;

    // A swap game's opening and its step (Done once the colours are chosen, and in other games).
    SwapOpening opening() const { return m_opening; }
    SwapStep swapStep() const { return m_step; }
    // The side that holds `colour`: in a swap game whoever chose it, else black is side 0.
    int sideOf(Stone colour) const;

private:
    bool isLegalSwapMove(const QString &move) const;
    void playSwapMove(const QString &move);
    QString displaySwapMove(const QString &move) const;
    QString parseSwapMove(QStringView text) const;
    QString swapSetupText() const;
    // The opening word and stones of a setup, checked: an error, or empty.
    QString setOpening(SwapOpening opening, bool sideGiven);

    Board m_board;
    int m_setupStones = 0;
    SwapOpening m_opening = SwapOpening::None;
    SwapStep m_step = SwapStep::Done;
    int m_blackSide = 0;
};

} // namespace kibitz::gomoku
