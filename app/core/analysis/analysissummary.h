// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/moveloss.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <array>

namespace kibitz {

class Game;

// What one move lost in an analysed record: its side's win rate before it (the engine's best)
// minus after it, in percentage points, and the mark that earned.
struct MoveLoss
{
    int ply = 0;  // 1-based
    int side = 0; // the side that played it
    QString move; // as players read it
    double loss = 0;
    MoveMark mark = MoveMark::None;
};

// The figures of an analysed record, per side: how many moves earned each mark, the average
// loss, and an accuracy (the mean of moveAccuracy over the side's moves); the worst moves.
class AnalysisSummary
{
public:
    struct Side
    {
        int moves = 0;
        std::array<int, moveMarkCount> marks{}; // by MoveMark; marks[0] counts unmarked moves
        double averageLoss = 0;
        double accuracy = 0;
    };

    void add(const MoveLoss &move) { m_moves.append(move); }
    void clear() { m_moves.clear(); }
    const QList<MoveLoss> &moves() const { return m_moves; }
    Side side(int side) const;
    // The moves that lost most, worst first; moves that lost nothing are left out.
    QList<MoveLoss> worst(int count) const;
    // A figure (an accuracy, a loss) as the summary writes it: one decimal, no "-0.0".
    static QString figure(double value);
    // A move's loss as a signed figure: "−1.5"; a loss that rounds to zero is "0.0", unsigned.
    static QString lossFigure(double loss);
    // For people, translated: a line per side, then the worst moves.
    QStringList text(const Game &game, int worstCount = 3) const;

private:
    QList<MoveLoss> m_moves;
};

} // namespace kibitz
