// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace kibitz {

class Position;
struct RecordNode;

// A record node's comment as the formats without a think-comment syntax of their own store it:
// the free comment lines, then one ES block per think (esthinkcomment.h), each PV written as
// players read it from the position after the node's move (pvtext.h).
QStringList commentLines(const RecordNode &node, const Position &after);
// Back: sets the node's comment and thinks from such lines.
void readCommentLines(RecordNode *node, const QStringList &lines, const Position &after);

} // namespace kibitz
