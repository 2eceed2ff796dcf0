// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineinfo.h"

#include <algorithm>

namespace kibitz {

// Folds an engine's newer info on one line of its search into what is kept of that line (an
// EngineInfo or a ThinkInfo), so that the line kept is the engine's last exact word on it:
// - fields the newer info leaves out keep their value (engines send partial updates);
// - an info with a bound score (≤/≥: a fail-high or fail-low, often with a one-move PV) does not
//   replace a line with an exact score: it leaves score, PV and depth as they were;
// - a PV that the kept one continues (the same moves, fewer of them, as some engines write
//   after stop) does not cut the kept PV short.
template <typename Line> void mergeSearchLine(Line *kept, const EngineInfo &info)
{
    const bool boundAfterExact = info.score.isValid() && info.score.bound != Score::Bound::Exact &&
                                 kept->score.isValid() && kept->score.bound == Score::Bound::Exact;
    if (info.nodes >= 0) kept->nodes = info.nodes;
    if (boundAfterExact) return;
    const bool cutShort = info.pv.size() < kept->pv.size() &&
                          std::equal(info.pv.cbegin(), info.pv.cend(), kept->pv.cbegin());
    if (info.score.isValid()) kept->score = info.score;
    if (!info.pv.isEmpty() && !cutShort) kept->pv = info.pv;
    if (info.depth >= 0) kept->depth = info.depth;
    if (info.seldepth >= 0) kept->seldepth = info.seldepth;
}

} // namespace kibitz
