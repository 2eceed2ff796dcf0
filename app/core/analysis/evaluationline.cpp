// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/evaluationline.h"

#include "core/analysis/analysiscomment.h"
#include "core/record/record.h"

namespace kibitz {

namespace {
const ThinkInfo *chosenThink(const RecordNode &node)
{
    const ThinkInfo *chosen = nullptr;
    for (const ThinkInfo &think : node.thinks) {
        if (!think.score.isValid()) continue;
        const bool analysis = think.origin == ThinkInfo::Origin::Analysis;
        if (!chosen || analysis || chosen->origin != ThinkInfo::Origin::Analysis) chosen = &think;
    }
    return chosen;
}
} // namespace

QList<EvaluationPoint> evaluationLine(const Record &record, const QList<const RecordNode *> &line)
{
    QList<EvaluationPoint> points;
    auto add = [&points](const RecordNode &node, int ply) {
        if (const ThinkInfo *think = chosenThink(node))
            points.append(
                {ply, think->score, think->pv, think->engine, moveMarkInComment(node.comment)});
    };
    add(*record.root(), 0);
    int ply = 0;
    for (const RecordNode *node : line)
        add(*node, ++ply);
    return points;
}

} // namespace kibitz
