// SPDX-License-Identifier: GPL-3.0-or-later
#include "piece.h"

namespace kibitz::goita {

int points(Piece p)
{
    switch (p) {
    case Piece::King:
        return 50;
    case Piece::Rook:
    case Piece::Bishop:
        return 40;
    case Piece::Gold:
    case Piece::Silver:
        return 30;
    case Piece::Horse:
    case Piece::Lance:
        return 20;
    case Piece::Shi:
        return 10;
    default:
        return 0;
    }
}

int copiesOf(Piece p)
{
    switch (p) {
    case Piece::King:
    case Piece::Rook:
    case Piece::Bishop:
        return 2;
    case Piece::Gold:
    case Piece::Silver:
    case Piece::Horse:
    case Piece::Lance:
        return 4;
    case Piece::Shi:
        return 10;
    default:
        return 0;
    }
}

bool canBlock(Piece blocker, Piece attack)
{
    if (!isRealPiece(blocker) || !isRealPiece(attack)) return false;
    if (blocker == attack) return true;
    return blocker == Piece::King && attack != Piece::Shi && attack != Piece::Lance;
}

QChar pieceDigit(Piece p)
{
    return QChar(u'0' + int(p));
}

std::optional<Piece> pieceFromDigit(QChar c)
{
    if (c < u'0' || c > u'9') return std::nullopt;
    return Piece(c.unicode() - u'0');
}

QString pieceName(Piece p)
{
    static const char16_t *const names[] = {u"",   u"王", u"飛", u"角", u"金",
                                            u"銀", u"馬", u"香", u"し", u"裏"};
    return QString::fromUtf16(names[int(p)]);
}

} // namespace kibitz::goita
