// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/recordcomment.h"

#include "core/record/esthinkcomment.h"
#include "core/record/pvtext.h"
#include "core/record/record.h"

namespace kibitz {

QStringList commentLines(const RecordNode &node, const Position &after)
{
    QList<es::Block> blocks;
    for (const ThinkInfo &t : node.thinks)
        blocks.append({t, pvText(after, t.pv)});
    const QStringList free =
        node.comment.isEmpty() ? QStringList() : node.comment.split(QLatin1Char('\n'));
    return es::formatComment(free, blocks);
}

void readCommentLines(RecordNode *node, const QStringList &lines, const Position &after)
{
    const es::Comment c = es::parseComment(lines);
    node->comment = c.freeLines.join(QLatin1Char('\n'));
    for (const es::Block &b : c.blocks) {
        ThinkInfo t = b.info;
        t.pv = pvMoves(after, b.pvText);
        node->thinks.append(t);
    }
}

} // namespace kibitz
