// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/moveloss.h"
#include "core/engine/thinkinfo.h"

#include <QList>
#include <QString>

namespace kibitz {

struct RecordNode;

// What analysis writes on a record's move: the engine's `#` think blocks (one per line of a
// multi-PV search, best first) and the mark of a move that lost much, as a comment line of its
// own after the free comment (ShogiHome's "【悪手】"). Anything else on the move is kept; the
// blocks and the mark of an earlier analysis are replaced, so analysing twice does not pile up.
void setMoveAnalysis(RecordNode *node, const QList<ThinkInfo> &lines, MoveMark mark);

// The mark analysis wrote in a move's comment (None when it has none).
MoveMark moveMarkInComment(QStringView comment);

// Whether the move already has a `#` block by `engine` searched to at least `depth` (0: any).
bool hasMoveAnalysis(const RecordNode &node, const QString &engine, int depth);

} // namespace kibitz
