// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/analysiscomment.h"

#include "core/record/record.h"

namespace kibitz {

void setMoveAnalysis(RecordNode *node, const QList<ThinkInfo> &lines, MoveMark mark)
{
    node->thinks.removeIf(
        [](const ThinkInfo &t) { return t.origin == ThinkInfo::Origin::Analysis; });
    QStringList comment;
    if (!node->comment.isEmpty())
        for (const QString &line : node->comment.split(QLatin1Char('\n')))
            if (!isMoveMarkLine(line)) comment << line;
    if (mark != MoveMark::None) comment << moveMarkLine(mark);
    node->comment = comment.join(QLatin1Char('\n'));
    for (ThinkInfo line : lines) {
        line.origin = ThinkInfo::Origin::Analysis;
        node->thinks.append(line);
    }
}

MoveMark moveMarkInComment(QStringView comment)
{
    for (const QStringView line : comment.split(u'\n'))
        if (const MoveMark mark = moveMarkOfLine(line); mark != MoveMark::None) return mark;
    return MoveMark::None;
}

bool hasMoveAnalysis(const RecordNode &node, const QString &engine, int depth)
{
    for (const ThinkInfo &t : node.thinks)
        if (t.origin == ThinkInfo::Origin::Analysis && t.engine == engine && t.score.isValid() &&
            (depth <= 0 || t.depth >= depth || t.score.isMate()))
            return true;
    return false;
}

} // namespace kibitz
