// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/types.h"

namespace kibitz::shogi {

QChar sfenLetter(PieceType t)
{
    static constexpr char letters[] = " PLNSBRGK";
    const int base = index(unpromoted(t));
    return base >= 1 && base <= 8 ? QChar::fromLatin1(letters[base]) : QChar();
}

PieceType pieceTypeFromSfenLetter(QChar c)
{
    switch (c.toUpper().unicode()) {
    case 'P':
        return PieceType::Pawn;
    case 'L':
        return PieceType::Lance;
    case 'N':
        return PieceType::Knight;
    case 'S':
        return PieceType::Silver;
    case 'B':
        return PieceType::Bishop;
    case 'R':
        return PieceType::Rook;
    case 'G':
        return PieceType::Gold;
    case 'K':
        return PieceType::King;
    default:
        return PieceType::None;
    }
}

QString pieceTypeName(PieceType t)
{
    switch (t) {
    case PieceType::Pawn:
        return QStringLiteral("pawn");
    case PieceType::Lance:
        return QStringLiteral("lance");
    case PieceType::Knight:
        return QStringLiteral("knight");
    case PieceType::Silver:
        return QStringLiteral("silver");
    case PieceType::Bishop:
        return QStringLiteral("bishop");
    case PieceType::Rook:
        return QStringLiteral("rook");
    case PieceType::Gold:
        return QStringLiteral("gold");
    case PieceType::King:
        return QStringLiteral("king");
    case PieceType::ProPawn:
        return QStringLiteral("promoted pawn");
    case PieceType::ProLance:
        return QStringLiteral("promoted lance");
    case PieceType::ProKnight:
        return QStringLiteral("promoted knight");
    case PieceType::ProSilver:
        return QStringLiteral("promoted silver");
    case PieceType::Horse:
        return QStringLiteral("horse");
    case PieceType::Dragon:
        return QStringLiteral("dragon");
    case PieceType::None:
        break;
    }
    return QStringLiteral("nothing");
}

QString colorName(Color c)
{
    return c == Color::Black ? QStringLiteral("black") : QStringLiteral("white");
}

} // namespace kibitz::shogi
