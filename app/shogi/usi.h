// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/board.h"
#include "shogi/move.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace kibitz::shogi {

// USI move text: "7g7f", "8h2b+" (promotes), "P*5e" (a drop). Files are digits 1..9, ranks the
// letters a..i, drop pieces the upper-case letters P L N S G B R. Error texts are plain English
// for the caller to show.

QString squareToUsi(Square sq);         // "7g"; empty for an invalid square
Square squareFromUsi(QStringView text); // invalid unless exactly a digit 1-9 and a letter a-i

QString toUsi(const Move &m);

// The move as written, checked for syntax only.
struct UsiMove
{
    Square from; // invalid for a drop
    Square to;
    PieceType drop = PieceType::None;
    bool promote = false;
};
std::optional<UsiMove> parseUsiMove(QStringView text, QString *error = nullptr);

// The legal move of `board` that the text names; nullopt with *error set when the text is not a
// move or the move is not legal here (with the reason when it is a simple one).
std::optional<Move> moveFromUsi(const Board &board, QStringView text, QString *error = nullptr);

} // namespace kibitz::shogi
