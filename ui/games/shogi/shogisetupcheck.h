// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/board.h"

#include <QCoreApplication>

namespace kibitz {

// Whether a position set up in the editor can be played, said to the user in their language:
// Gote's king (Sente may have none, as in 詰将棋), at most one king a side, no piece that could never move (歩 香 on the last rank,
// 桂 on the last two), no two unpromoted pawns of a side on a file (二歩), and the side not to
// move not in check. A set's counts are kept by the editor itself.
class ShogiSetupCheck
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::ShogiSetupCheck)
public:
    // Empty when the position can be played.
    static QString problem(const shogi::Board &board);
};

} // namespace kibitz
