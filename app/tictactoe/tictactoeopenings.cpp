// SPDX-License-Identifier: GPL-3.0-or-later
#include "tictactoe/tictactoeopenings.h"

#include "core/game/game.h"
#include "core/tournament/openinglist.h"
#include "tictactoe/tictactoegame.h"

#include <QCoreApplication>

namespace kibitz::tictactoe {

namespace {
// lupdate files a tr() outside a class under its namespace: the context is that namespace.
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::tictactoe", text);
}

// The moves as written: a digit, or a letter and a digit; separators between them are skipped.
std::optional<QStringList> words(QStringView line, QString *why)
{
    QStringList moves;
    for (qsizetype i = 0; i < line.size();) {
        const QChar c = line[i];
        if (c.isSpace() || c == u',') {
            ++i;
        } else if (c.isDigit()) {
            moves << QString(c);
            ++i;
        } else if (c.isLetter() && i + 1 < line.size() && line[i + 1].isDigit()) {
            moves << line.mid(i, 2).toString();
            i += 2;
        } else {
            *why = tr("cannot read '%1' as a move").arg(line.mid(i).toString());
            return std::nullopt;
        }
    }
    return moves;
}

std::optional<QStringList> play(Position &position, const QStringList &written, QString *why)
{
    QStringList moves;
    for (qsizetype i = 0; i < written.size(); ++i) {
        const QString move = position.parseMove(written[i]);
        if (move.isEmpty()) {
            *why = tr("move %1 ('%2') is not a square: 0–8 or a1–c3").arg(i + 1).arg(written[i]);
            return std::nullopt;
        }
        if (!position.isLegal(move)) {
            *why = position.result().isOver()
                       ? tr("move %1 (%2) comes after the game is over").arg(i + 1).arg(written[i])
                       : tr("move %1 (%2) is on a square already taken").arg(i + 1).arg(written[i]);
            return std::nullopt;
        }
        position.play(move);
        moves << move;
    }
    return moves;
}
} // namespace

OpeningReadResult readTicTacToeOpenings(const Game &game, const QString &path,
                                        const QString &baseSetup)
{
    QString problem;
    const std::unique_ptr<Position> start = game.startPosition(baseSetup, &problem);
    if (!start) {
        OpeningReadResult result;
        result.error = problem;
        return result;
    }
    return readOpeningList(path, [&](QStringView line, QString *why) -> std::optional<Opening> {
        const std::optional<QStringList> written = words(line, why);
        const std::unique_ptr<Position> position = start->clone();
        const std::optional<QStringList> moves =
            written ? play(*position, *written, why) : std::nullopt;
        if (!moves) return std::nullopt;
        return Opening{baseSetup, *moves, {}, {}, 0};
    });
}

OpeningReadResult TicTacToeGame::readOpenings(const QString &path, const QString &baseSetup) const
{
    return readTicTacToeOpenings(*this, path, baseSetup);
}

} // namespace kibitz::tictactoe
