// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/shownmovetimes.h"

#include "core/record/record.h"

#include <QList>

#include <array>
#include <utility>

namespace kibitz::shogi {

namespace {

struct Step
{
    qint64 shown; // the move's time as shown, whole seconds in ms
    qint64 total; // the side's running total as shown, -1 when not given
};

// The bounds of a side's running total after each step when every move takes from its shown time
// to `extra` ms more and the totals show as given. The index of the first step whose total
// cannot be met, or steps.size() when all can.
qsizetype bound(const QList<Step> &steps, qint64 before, qint64 extra, QList<qint64> &lo,
                QList<qint64> &hi)
{
    lo.resize(steps.size());
    hi.resize(steps.size());
    qint64 l = before, h = before;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        l += steps[i].shown;
        h += steps[i].shown + extra;
        if (steps[i].total >= 0) {
            l = qMax(l, steps[i].total);
            h = qMin(h, steps[i].total + 999);
        }
        if (l > h) return i;
        lo[i] = l;
        hi[i] = h;
    }
    return steps.size();
}

// The move times of steps that can all be met from `before`: the least largest extra over the
// shown times, then each move's least extra that leaves the later totals reachable.
QList<qint64> solveRun(const QList<Step> &steps, qint64 before)
{
    QList<qint64> lo, hi;
    qint64 least = 0, most = 999;
    // Whole-second times usually add up as shown: then no search is needed.
    if (bound(steps, before, 0, lo, hi) == steps.size()) most = 0;
    while (least < most) {
        const qint64 mid = (least + most) / 2;
        if (bound(steps, before, mid, lo, hi) == steps.size())
            most = mid;
        else
            least = mid + 1;
    }
    bound(steps, before, least, lo, hi);
    for (qsizetype i = steps.size() - 2; i >= 0; --i) {
        lo[i] = qMax(lo[i], lo[i + 1] - steps[i + 1].shown - least);
        hi[i] = qMin(hi[i], hi[i + 1] - steps[i + 1].shown);
    }
    QList<qint64> ms;
    ms.reserve(steps.size());
    qint64 sum = before;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const qint64 next = qMax(lo[i], sum + steps[i].shown);
        ms << next - sum;
        sum = next;
    }
    return ms;
}

// One side's moves along a line, its time before the first of them being `before`.
QList<qint64> solveSide(QList<Step> steps, qint64 before)
{
    QList<qint64> ms;
    ms.reserve(steps.size());
    QList<qint64> lo, hi;
    while (ms.size() < steps.size()) {
        const QList<Step> rest = steps.mid(ms.size());
        const qsizetype met = bound(rest, before, 999, lo, hi);
        if (met == 0) {
            // This total contradicts the moves before it: count afresh from it (and ignore a
            // total smaller than the move itself).
            Step &s = steps[ms.size()];
            if (s.total + 999 < s.shown) s.total = -1;
            before = qMax<qint64>(0, s.total - s.shown);
            continue;
        }
        const QList<qint64> run = solveRun(rest.first(met), before);
        for (qint64 t : run)
            before += t;
        ms << run;
    }
    return ms;
}

} // namespace

void ShownMoveTimes::add(RecordNode *node, qint64 shownMs, qint64 shownTotalMs)
{
    m_shown.insert(node, {shownMs, shownTotalMs});
    node->timeMs = shownMs;
    if (!m_root) {
        m_root = node;
        while (m_root->parent)
            m_root = m_root->parent;
    }
}

void ShownMoveTimes::apply() const
{
    if (!m_root) return;
    // Lines to solve: their first move and each side's time before it (by ply parity).
    QList<std::pair<RecordNode *, std::array<qint64, 2>>> lines;
    for (const auto &child : m_root->children)
        lines.append({child.get(), {0, 0}});
    while (!lines.isEmpty()) {
        const auto [first, before] = lines.takeLast();
        const int firstParity = first->ply() % 2;
        std::array<QList<Step>, 2> steps;
        std::array<QList<RecordNode *>, 2> nodes;
        int parity = firstParity;
        for (RecordNode *n = first; n; n = n->mainChild(), parity = 1 - parity) {
            const auto it = m_shown.constFind(n);
            if (it == m_shown.constEnd()) continue;
            steps[parity] << Step{it->moveMs, it->totalMs};
            nodes[parity] << n;
        }
        for (int side = 0; side < 2; ++side) {
            const QList<qint64> ms = solveSide(steps[side], before[side]);
            for (qsizetype i = 0; i < ms.size(); ++i)
                nodes[side][i]->timeMs = ms[i];
        }
        std::array<qint64, 2> sums = before;
        parity = firstParity;
        for (RecordNode *n = first; n; n = n->mainChild(), parity = 1 - parity) {
            if (m_shown.contains(n)) sums[parity] += n->timeMs;
            for (size_t c = 1; c < n->children.size(); ++c)
                lines.append({n->children[c].get(), sums});
        }
    }
}

} // namespace kibitz::shogi
