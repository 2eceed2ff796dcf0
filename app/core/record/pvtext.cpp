// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/pvtext.h"

#include "core/game/position.h"

namespace kibitz {

QString pvText(const Position &from, const QStringList &moves)
{
    std::unique_ptr<Position> position = from.clone();
    QStringList words;
    for (const QString &move : moves) {
        if (!position->isLegal(move)) break;
        words << position->displayMove(move);
        position->play(move);
    }
    return words.join(QLatin1Char(' '));
}

QStringList pvMoves(const Position &from, QStringView text)
{
    std::unique_ptr<Position> position = from.clone();
    QStringList moves;
    for (QStringView word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString move = position->parseMove(word);
        if (move.isEmpty() || !position->isLegal(move)) break;
        moves << move;
        position->play(move);
    }
    return moves;
}

} // namespace kibitz
