// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gomoku/gomokuboard.h"

#include <QList>

namespace kibitz::gomoku {

// The two forced wins gomoku players ask about (docs/games/gomoku-rules.md):
// - VCF (victory by continuous fours): every attacker move makes a four, so every defender reply
//   is forced (the point that stops the five, or under caro one that blocks its far end), until
//   the attacker makes five or a four the defender cannot stop (two five points, or, for white
//   under renju, a five point black may not play);
// - VCT (victory by continuous threats): attacker moves may also be threes (a move after which
//   one more move makes a four the defender cannot stop); after a three every defender reply
//   within 3 points of a stone is tried, counter-fours included (a reply farther away is taken
//   to defend nothing). Depth-limited: at most `maxThrees` threes.
// Under renju, black's forbidden points are never played by black (Renju::check).
enum class ThreatKind : quint8 { Vcf, Vct };

struct ThreatLimits
{
    int maxThrees = 3;         // VCT: threes on the attacker's way (VCF: none)
    int maxFours = 30;         // attacker fours on any one line of play
    qint64 maxNodes = 2000000; // positions looked at; past it the search stops
};

struct ThreatResult
{
    // The win: the attacker's moves and the defender's replies alternately, ending with the
    // attacker's five (or, for white under renju, with a four whose every five point is
    // forbidden to black); empty when none was found. For a VCT the defender's replies shown are
    // the ones that hold out longest.
    QList<Point> line;
    // Whether the search ran to its end: "none" is then an answer within the search's limits
    // (ThreatLimits, and for VCT the replies it tries), not a node-limit cut.
    bool exhausted = true;
    qint64 nodes = 0;
};

// A forced win for the side to move of `board`, or none.
ThreatResult findForcedWin(const Board &board, ThreatKind kind, const ThreatLimits &limits = {});

} // namespace kibitz::gomoku
