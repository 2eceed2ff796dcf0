// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/record.h"
#include "shogi/board.h"

#include <QStringList>

namespace kibitz::shogi {

// Comments of shogi records with their think blocks, in ShogiHome's form (docs/formats/shogi.md): a
// block is 詰み, then the situation word (互角, 先手有利 …) and 評価値, 読み筋 in KI2 from the
// position after the move, 深さ, ノード数, エンジン; blocks are separated by an empty line, except
// that a 詰み line directly followed by a situation word and 評価値 is one search, as ShogiHome
// writes it. Lines are given and returned without the format's prefix ("*" in KIF, "'" in CSA).
class ThinkComment
{
public:
    // The lines of a node's comment: its free lines, then its blocks. A situation word that is
    // a free line goes right before the block it describes; a node without free lines gets one
    // before each block that carries a search (PV, depth, nodes or engine), as ShogiHome writes.
    static QStringList format(const RecordNode &node, const Board &after, Square lastTo);
    // Reads comment lines into node->comment and node->thinks: ES blocks, Floodgate lines
    // ("* 123 +7776FU -3334FU") and ShogiGUI lines ("*対局 … 評価値 123 読み筋 ▲７六歩 …").
    // Situation words stay in the comment (format() puts them back in place).
    static void parse(const QStringList &lines, const Board &after, Square lastTo,
                      RecordNode *node);
    // ShogiHome's words for a score from Sente's view.
    static QString situationWord(int cp);
};

} // namespace kibitz::shogi
