// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChar>
#include <QString>
#include <QtGlobal>

#include <array>

namespace kibitz::shogi {

// Black is sente (先手, and 下手 in handicap games), White is gote (後手, 上手), as in SFEN.
enum class Color : quint8 { Black = 0, White = 1 };

constexpr Color opposite(Color c)
{
    return c == Color::Black ? Color::White : Color::Black;
}

constexpr int index(Color c)
{
    return static_cast<int>(c);
}

// The order is the usual engine order: each promotable type plus 8 is its promoted type, and
// the seven types that can be held in hand are 1..7.
enum class PieceType : quint8 {
    None = 0,
    Pawn,      // 歩
    Lance,     // 香
    Knight,    // 桂
    Silver,    // 銀
    Bishop,    // 角
    Rook,      // 飛
    Gold,      // 金
    King,      // 玉
    ProPawn,   // と
    ProLance,  // 成香
    ProKnight, // 成桂
    ProSilver, // 成銀
    Horse,     // 馬
    Dragon,    // 龍
};

constexpr int pieceTypeCount = 15; // including None

constexpr int index(PieceType t)
{
    return static_cast<int>(t);
}

constexpr bool canPromote(PieceType t)
{
    return t >= PieceType::Pawn && t <= PieceType::Rook;
}

constexpr bool isPromoted(PieceType t)
{
    return t >= PieceType::ProPawn;
}

constexpr PieceType promoted(PieceType t)
{
    return canPromote(t) ? PieceType(index(t) + 8) : t;
}

// The type a piece returns to when it is captured.
constexpr PieceType unpromoted(PieceType t)
{
    return isPromoted(t) ? PieceType(index(t) - 8) : t;
}

constexpr bool isHandType(PieceType t)
{
    return t >= PieceType::Pawn && t <= PieceType::Gold;
}

// Hand pieces in SFEN's canonical order (飛 角 金 銀 桂 香 歩).
constexpr std::array<PieceType, 7> handTypesSfenOrder{
    PieceType::Rook,   PieceType::Bishop, PieceType::Gold, PieceType::Silver,
    PieceType::Knight, PieceType::Lance,  PieceType::Pawn};

// How many of each type a full set has (both colours together, promoted ones counted as their
// base type): 18 pawns, 4 lances, knights, silvers and golds, 2 bishops, rooks and kings.
constexpr int fullSetCount(PieceType t)
{
    switch (unpromoted(t)) {
    case PieceType::Pawn:
        return 18;
    case PieceType::Lance:
    case PieceType::Knight:
    case PieceType::Silver:
    case PieceType::Gold:
        return 4;
    case PieceType::Bishop:
    case PieceType::Rook:
    case PieceType::King:
        return 2;
    default:
        return 0;
    }
}

struct Piece
{
    PieceType type = PieceType::None;
    Color color = Color::Black;

    constexpr bool isNone() const { return type == PieceType::None; }
    constexpr bool operator==(const Piece &o) const
    {
        return type == o.type && (type == PieceType::None || color == o.color);
    }
};

// SFEN/USI letter of a type (upper case; a promoted type gives its base type's letter, the
// caller writes the '+'). QChar() for None.
QChar sfenLetter(PieceType t);
// The unpromoted type for an SFEN/USI letter of either case, None if it is not one.
PieceType pieceTypeFromSfenLetter(QChar c);
// English names for error texts ("pawn", "promoted silver" …).
QString pieceTypeName(PieceType t);
QString colorName(Color c); // "black" / "white"

} // namespace kibitz::shogi
