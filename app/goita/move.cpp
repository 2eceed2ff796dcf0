// SPDX-License-Identifier: GPL-3.0-or-later
#include "move.h"

namespace kibitz::goita {

QString Move::text() const
{
    if (isPass()) return QStringLiteral("0");
    return QString(pieceDigit(first)) + pieceDigit(attack);
}

std::optional<Move> Move::fromText(QStringView text)
{
    if (text == u"0") return pass();
    if (text.size() != 2) return std::nullopt;
    const auto first = pieceFromDigit(text[0]);
    const auto attack = pieceFromDigit(text[1]);
    if (!first || !attack || *first == Piece::None || !isRealPiece(*attack)) return std::nullopt;
    return play(*first, *attack);
}

QString Move::displayText(bool faceDown) const
{
    if (isPass()) return QStringLiteral("なし");
    const QString second =
        first == Piece::King && attack == Piece::King ? QStringLiteral("玉") : pieceName(attack);
    return QString(QChar(faceDown ? u'☗' : u'☖')) + pieceName(first) + QChar(u'☖') + second;
}

std::optional<QList<Move>> parseRecord(QStringView record)
{
    QList<Move> moves;
    for (qsizetype i = 0; i < record.size();) {
        const QChar c = record[i];
        if (c == u'-' || c.isSpace()) {
            ++i;
        } else if (c == u'0') {
            moves << Move::pass();
            ++i;
        } else {
            // A play is two digits; a separator may not split it.
            const auto move =
                i + 1 < record.size() ? Move::fromText(record.sliced(i, 2)) : std::nullopt;
            if (!move) return std::nullopt;
            moves << *move;
            i += 2;
        }
    }
    return moves;
}

QString recordText(const QList<Move> &moves)
{
    QString text;
    for (const Move &move : moves)
        text += move.text();
    return text;
}

} // namespace kibitz::goita
