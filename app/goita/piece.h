// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChar>
#include <QString>

#include <optional>

namespace kibitz::goita {

// The pieces by their digits (docs/formats/goita.md). 王 and 玉 are one piece (King). Hidden (9)
// stands for a face-down piece the viewer may not see; None (0) is "no piece" (a pass in move
// text).
enum class Piece : quint8 {
    None = 0,
    King = 1,   // 王/玉, 50 points
    Rook = 2,   // 飛, 40
    Bishop = 3, // 角, 40
    Gold = 4,   // 金, 30
    Silver = 5, // 銀, 30
    Horse = 6,  // 馬, 20
    Lance = 7,  // 香, 20
    Shi = 8,    // し, 10
    Hidden = 9,
};

constexpr int seatCount = 4;
constexpr int piecesPerSeat = 8;
constexpr int pieceCount = 32;

constexpr bool isRealPiece(Piece p)
{
    return p >= Piece::King && p <= Piece::Shi;
}

int points(Piece p);   // 0 for None and Hidden
int copiesOf(Piece p); // how many the set holds: 2 2 2 4 4 4 4 10; 0 for None and Hidden

// Whether `blocker` may answer `attack`: the same piece, or a king against anything but し, 香
// and (being the same piece) the other king.
bool canBlock(Piece blocker, Piece attack);

QChar pieceDigit(Piece p);
std::optional<Piece> pieceFromDigit(QChar c); // '0'..'9'
QString pieceName(Piece p); // 王 飛 角 金 銀 馬 香 し; 裏 for Hidden; empty for None

// Seats play 0 → 1 → 2 → 3; 0 and 2 are team 0, 1 and 3 team 1.
constexpr int teamOf(int seat)
{
    return seat % 2;
}
constexpr int partnerOf(int seat)
{
    return (seat + 2) % seatCount;
}
constexpr int nextSeat(int seat)
{
    return (seat + 1) % seatCount;
}

} // namespace kibitz::goita
