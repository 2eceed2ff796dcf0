// SPDX-License-Identifier: GPL-3.0-or-later
#include "gomoku/gomokuopenings.h"

#include "core/tournament/openinglist.h"
#include "gomoku/gomokucoordinates.h"
#include "gomoku/gomokugame.h"
#include "gomoku/gomokuposition.h"

#include <QCoreApplication>

#include <algorithm>

namespace kibitz::gomoku {

namespace {
// lupdate files a tr() outside a class under its namespace: the context is that namespace.
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::gomoku", text);
}

enum class Notation { Offset, Pos };

struct WrittenStone
{
    Point point;
    QString written; // as in the file, for the reasons
};

QString notationName(Notation n)
{
    return n == Notation::Offset ? tr("offset") : tr("pos");
}

std::optional<Notation> notationOf(QStringView line)
{
    const auto isOffsetChar = [](QChar c) {
        return c.isDigit() || c == u'-' || c == u',' || c.isSpace();
    };
    if (std::all_of(line.begin(), line.end(), isOffsetChar)) return Notation::Offset;
    const auto isPosChar = [](QChar c) {
        return c.isDigit() || (c.isLetter() && c.unicode() < 128);
    };
    if (line[0].isLetter() && std::all_of(line.begin(), line.end(), isPosChar))
        return Notation::Pos;
    return std::nullopt;
}

std::optional<QList<WrittenStone>> readOffsets(QStringView line, const Board &board, QString *why)
{
    QList<int> numbers;
    for (QStringView word : line.split(u',', Qt::SkipEmptyParts))
        for (QStringView number : word.split(u' ', Qt::SkipEmptyParts)) {
            bool ok = false;
            numbers << number.toInt(&ok);
            if (!ok) {
                *why = tr("'%1' is not an offset").arg(number.toString());
                return std::nullopt;
            }
        }
    if (numbers.size() % 2 != 0) {
        *why = tr("%1 offsets: the last has no pair").arg(numbers.size());
        return std::nullopt;
    }
    QList<WrittenStone> stones;
    for (qsizetype i = 0; i < numbers.size(); i += 2)
        stones.append({{numbers[i] + board.width() / 2, numbers[i + 1] + board.height() / 2},
                       QStringLiteral("%1,%2").arg(numbers[i]).arg(numbers[i + 1])});
    return stones;
}

std::optional<QList<WrittenStone>> readPos(QStringView line, QString *why)
{
    QList<WrittenStone> stones;
    for (qsizetype i = 0; i < line.size();) {
        const qsizetype from = i++;
        while (i < line.size() && line[i].isDigit())
            ++i;
        const QStringView word = line.mid(from, i - from);
        if (word.size() < 2) {
            *why = tr("'%1' has no row number").arg(word.toString());
            return std::nullopt;
        }
        const int x = line[from].toLower().unicode() - 'a';
        stones.append({{x, word.mid(1).toInt() - 1}, word.toString()});
    }
    return stones;
}

QString forbiddenName(Forbidden f)
{
    switch (f) {
    case Forbidden::Overline:
        return tr("overline");
    case Forbidden::DoubleFour:
        return tr("double-four");
    default:
        return tr("double-three");
    }
}

// Places the stones in turn on `board`: their canonical moves, or nullopt with why.
std::optional<QStringList> place(Board board, const QList<WrittenStone> &stones, QString *why)
{
    QStringList moves;
    for (qsizetype i = 0; i < stones.size(); ++i) {
        const Point p = stones[i].point;
        const QString stone = tr("stone %1 (%2)").arg(i + 1).arg(stones[i].written);
        switch (board.check(p)) {
        case Board::MoveCheck::Ok:
            break;
        case Board::MoveCheck::OffBoard:
            *why =
                tr("%1 is off the %2×%3 board").arg(stone).arg(board.width()).arg(board.height());
            return std::nullopt;
        case Board::MoveCheck::Occupied:
            *why = tr("%1 is on a point already taken").arg(stone);
            return std::nullopt;
        case Board::MoveCheck::Forbidden:
            *why = tr("%1 is black's forbidden point under renju (%2)")
                       .arg(stone, forbiddenName(board.forbidden(p)));
            return std::nullopt;
        case Board::MoveCheck::GameOver:
            *why = tr("%1 comes after five in a row").arg(stone);
            return std::nullopt;
        }
        board.play(p);
        moves << toGomocup(p);
    }
    return moves;
}

// The board a setup text describes, or nullopt with why.
std::optional<Board> boardOf(const QString &setup, QString *why)
{
    const auto position = GomokuPosition::fromSetup(
        setup.trimmed().isEmpty() ? GomokuGame::standardSetup() : setup, why);
    if (!position) return std::nullopt;
    return position->board();
}
} // namespace

OpeningReadResult readGomokuOpenings(const QString &path, const QString &baseSetup)
{
    QString problem;
    const std::optional<Board> board = boardOf(baseSetup, &problem);
    if (board && board->stoneCount() > 0)
        problem = tr("openings are played from an empty board, and '%1' has stones").arg(baseSetup);
    if (!board || board->stoneCount() > 0) {
        OpeningReadResult result;
        result.error = problem;
        return result;
    }
    const QString setup =
        GomokuPosition::emptySetup(board->width(), board->height(), board->rule());
    std::optional<Notation> fileNotation;
    return readOpeningList(path, [&](QStringView line, QString *why) -> std::optional<Opening> {
        const std::optional<Notation> notation = notationOf(line);
        if (!notation) {
            *why = tr("neither c-gomoku-cli's offset notation (0,0, 1,-1 …) nor its pos notation "
                      "(h8i7 …)");
            return std::nullopt;
        }
        if (!fileNotation) fileNotation = notation;
        if (*notation != *fileNotation) {
            *why = tr("in %1 notation, but the file's first opening is in %2 notation")
                       .arg(notationName(*notation), notationName(*fileNotation));
            return std::nullopt;
        }
        const auto stones =
            *notation == Notation::Offset ? readOffsets(line, *board, why) : readPos(line, why);
        const std::optional<QStringList> moves =
            stones ? place(*board, *stones, why) : std::nullopt;
        if (!moves) return std::nullopt;
        return Opening{setup, *moves, {}, {}, 0};
    });
}

Point transformPoint(Point p, int size, int transform)
{
    const int s = size - 1;
    switch (transform) {
    case 1:
        return {p.y, s - p.x};
    case 2:
        return {s - p.x, s - p.y};
    case 3:
        return {s - p.y, p.x};
    case 4:
        return {p.x, s - p.y};
    case 5:
        return {s - p.x, p.y};
    case 6:
        return {p.y, p.x};
    case 7:
        return {s - p.y, s - p.x};
    default:
        return p;
    }
}

OpeningReadResult GomokuGame::readOpenings(const QString &path, const QString &baseSetup) const
{
    return readGomokuOpenings(path, baseSetup);
}

int GomokuGame::openingTransformCount(const QString &setup) const
{
    QString why;
    const std::optional<Board> board = boardOf(setup, &why);
    return board && board->width() == board->height() ? symmetryCount : 1;
}

Opening GomokuGame::transformOpening(const Opening &opening, int transform) const
{
    QString why;
    const std::optional<Board> board = boardOf(opening.setup, &why);
    Q_ASSERT(board && board->width() == board->height());
    Opening turned = opening;
    for (QString &move : turned.moves)
        move = toGomocup(transformPoint(*parseGomocup(move, board->width(), board->height()),
                                        board->width(), transform));
    return turned;
}

} // namespace kibitz::gomoku
