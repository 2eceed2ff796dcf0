// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/thinkinfo.h"
#include "core/game/gameresult.h"
#include "shogi/board.h"
#include "shogi/csaclient.h"

namespace kibitz::shogi {

// The record's ending for a CSA server's end of game: `end` as the server said it, this client
// playing mySide, toMove the side to move in the final position, declared whether a side's %KACHI
// was the last thing announced. Foul endings are 反則負け when the loser is the side to move and
// 反則勝ち otherwise (ShogiHome's reading); #MAX_MOVES is kept as 持将棋, #CHUDAN as 中断.
GameResult csaGameResult(const CsaGameEnd &end, int mySide, Color toMove, bool declared);

// A move's comment in Floodgate's form, "* 30 -3334FU +2625FU": the score from Sente's view in
// centipawns and the PV after the move in CSA text. Empty without a centipawn score (a mate score
// is not sent).
QString floodgateComment(const ThinkInfo &think, const Board &after);

// How a move's search is written in the record: ShogiHome's (ES) think comments, kept as
// ThinkInfo, or as a free comment in Floodgate's form, CSA V3's (Floodgate's with " #NODES") or
// ShogiGUI's ("*対局 深さ 8 ノード数 12345 評価値 -35 読み筋 ▲２五歩(26) △８五歩(84)").
enum class SearchCommentFormat { Es, Floodgate, Csa3, ShogiGui };
// The free comment for the formats other than Es (Sente's view); empty when there is nothing to
// say. lastTo is the move's destination (for 同 in ShogiGUI's PV).
QString searchCommentText(SearchCommentFormat format, const ThinkInfo &think, const Board &after,
                          Square lastTo);

} // namespace kibitz::shogi
