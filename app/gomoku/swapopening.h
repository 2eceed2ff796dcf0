// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gomoku/gomokutypes.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace kibitz::gomoku {

// Swap openings (docs/games/gomoku-rules.md). In a swap game the sides are players, not
// colours: the first player (side 0) places the first three stones (black, white, black), and
// the colours are chosen after them:
// - Swap1: the second player takes black ("swap") or takes white and plays the fourth stone;
// - Swap2: the second player may also place two more stones (white, black), and then the first
//   player takes black ("swap") or takes white and plays the sixth stone.
// The players take turns throughout: ply N of a swap game is always side N % 2's.
enum class SwapOpening : quint8 { None, Swap1, Swap2 };

// Where a swap opening stands: whose decision is awaited.
enum class SwapStep : quint8 {
    PlaceThree,       // side 0 places three stones
    ChooseAfterThree, // side 1: "swap", one white stone, or (Swap2) two stones
    ChooseAfterFive,  // Swap2, side 0: "swap" or one white stone
    Done,             // the colours are chosen: the game goes on as usual
};

// "none", "swap1", "swap2"; and back (nullopt when unknown).
QString openingName(SwapOpening opening);
std::optional<SwapOpening> openingFromName(QStringView name);

// A swap move's canonical text: "swap" (takes black), or the stones it places as Gomocup
// points joined by '+' ("7,7+8,6+6,9"); a single stone is an ordinary move's text.
inline const QString swapMoveText = QStringLiteral("swap");
inline constexpr QChar stoneSeparator = u'+';
// How many stones a step's moves may place (besides "swap", which places none).
QList<int> stoneCountsAt(SwapOpening opening, SwapStep step);
// The Gomocup points a move places, in order ("swap": none); every one must be on the board.
std::optional<QList<Point>> stonesOf(QStringView move, int width, int height);

} // namespace kibitz::gomoku
