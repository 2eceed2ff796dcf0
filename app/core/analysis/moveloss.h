// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/score.h"

#include <QList>
#include <QString>

namespace kibitz {

// The marks a move earns by what it lost against the engine's best (ShogiHome's 緩手, 疑問手,
// 悪手 and 大悪手 in Japanese), in rising order.
enum class MoveMark { None, Inaccuracy, Dubious, Mistake, Blunder };
inline constexpr int moveMarkCount = 5; // None included

// How a game weighs a score: as a win rate, 1 / (1 + e^(−score / scoreScale)) from the first
// player's view (a mate is a sure win or loss), and a move that lowers its side's win rate by at
// least thresholds[i] percentage points earns mark i + 1. Each game gives its own
// (Game::lossScale).
struct LossScale
{
    double scoreScale = 600;
    QList<double> thresholds = {5, 10, 20, 50};

    // 0–100, the first player's chance; 50 for an invalid score.
    double winRate(const Score &score) const;
    MoveMark markFor(double loss) const;
};

// The mark's name in the UI language ("Mistake", 悪手 …), and the comment line that carries it
// ("【悪手】", as ShogiHome writes it).
QString moveMarkName(MoveMark mark);
QString moveMarkLine(MoveMark mark);
// The mark a comment line carries in any of Kibitz's languages (None when it is no mark line),
// so that a second analysis replaces the first one's marks whatever language either ran in, and
// the window shows the marks of a record analysed in another language.
MoveMark moveMarkOfLine(QStringView line);
inline bool isMoveMarkLine(QStringView line)
{
    return moveMarkOfLine(line) != MoveMark::None;
}

// How accurate a move was, 0–100, from its loss in percentage points (lichess's curve:
// 103.1668 · e^(−0.04354 · loss) − 3.1669).
double moveAccuracy(double loss);

} // namespace kibitz
