// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gomoku/gomokutypes.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace kibitz::gomoku {

// The three ways points are written (docs/games/gomoku-rules.md). Each parser takes the board
// size, answers nullopt for text that is malformed or off the board, and then says why in *error
// (when error is given). Writers expect a point on the board.

// Gomocup: "x,y", 0-based, x the column from the left, y the row from the top ("7,7" is the
// centre of 15×15). Kibitz's canonical move text. Spaces around the numbers are accepted.
QString toGomocup(Point p);
std::optional<Point> parseGomocup(QStringView text, int width, int height,
                                  QString *error = nullptr);

// AGI (docs/protocols/agi.md; boards up to 15×15, smaller ones use the top-left points): two hex
// digits, the row from the top 0..E, then the column from the left 1..F; "01" is the top-left, "EF"
// the bottom-right, "78" the centre. Upper-case when written, either case when read. A run of
// points is written without separators ("78695A").
constexpr int agiBoardSize = 15;
QString toAgi(Point p); // empty when the point has no AGI form
std::optional<Point> parseAgi(QStringView text, QString *error = nullptr);
std::optional<QList<Point>> parseAgiList(QStringView text, QString *error = nullptr);
QString toAgiList(const QList<Point> &points);

// Letter-number, as renju notation and Yixin write it: the column as a letter, a–v from the left
// (no letter skipped), then the row as a number, 1 at the bottom ("h8" is the centre of 15×15,
// "a1" the bottom-left corner). Lower-case when written, either case when read.
QString toLetterNumber(Point p, int height);
std::optional<Point> parseLetterNumber(QStringView text, int width, int height,
                                       QString *error = nullptr);

} // namespace kibitz::gomoku
