// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/moveloss.h"
#include "core/engine/score.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kibitz {

class Record;
struct RecordNode;

// One point of the evaluation graph: the evaluation of the position after the move of `ply`
// (0: the start), from the think comments the record holds for it.
struct EvaluationPoint
{
    int ply = 0;
    Score score;    // first player's view
    QStringList pv; // canonical moves from that position
    QString engine;
    MoveMark mark = MoveMark::None; // what analysis marked the move of `ply` with
    bool operator==(const EvaluationPoint &) const = default;
};

// The points of a line of the record (its nodes after the root, as GameController::shownLine
// gives them) that have an evaluation, in ply order. A ply with
// several think comments counts its last analysis ('#') one, or else the last player's ('*'):
// an analysis of the record is meant to replace what the players thought. A point has the mark
// its move's comment carries.
QList<EvaluationPoint> evaluationLine(const Record &record, const QList<const RecordNode *> &line);

} // namespace kibitz
