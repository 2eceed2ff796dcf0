// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/position.h"
#include "shogi/board.h"
#include "shogi/repetition.h"

#include <memory>

namespace kibitz::shogi {

// A shogi position for the generic code: canonical moves are USI text, display text is KI2
// ("▲７六歩"). It keeps the game's history, which 千日手 and 連続王手の千日手 need, and the last
// move's square, which 同 needs.
//
// 入玉宣言 is a declaration, not a move: legalMoves() never lists it, but the USI word "win" is
// accepted by isLegal() when the side to move may declare (27-point rule) and play("win") then
// ends the game with that side the winner. Records write such an ending as 入玉勝ち / %KACHI,
// not as a move.
class ShogiPosition : public Position
{
public:
    explicit ShogiPosition(const Board &start = Board::startPosition());

    // Setup text: empty (平手), a handicap id, Japanese or English name ("lance", "香落ち"), or
    // an SFEN ("sfen …" and "startpos" too). Null and *error set when it is none of them.
    static std::unique_ptr<ShogiPosition> fromSetup(QStringView setup, QString *error = nullptr);

    const Board &board() const { return m_board; }
    bool declared() const { return m_declared; }

    KIBITZ_POSITION_INTERFACE

    static const QString declarationMove; // "win"

private:
    Board m_board;
    PositionHistory m_history;
    Square m_lastTo;
    bool m_declared = false;
};

} // namespace kibitz::shogi
