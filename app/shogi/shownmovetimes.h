// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>

namespace kibitz {
struct RecordNode;
}

namespace kibitz::shogi {

// KIF and JKF show each move's time and each side's running total in whole seconds (cut, not
// rounded) while programs measure milliseconds, so a side's total can run ahead of the sum of its
// shown move times. A reader notes what the file shows for each move; apply() then gives every
// such move a time that agrees with both its shown time and its side's shown totals: the shown
// time itself (0 for 0:00) wherever the totals allow it, and otherwise the smallest fractions that
// explain them, spread over the side's moves before the total that needs them (a forward pass
// bounds each running total, a backward pass carries what a later total needs to earlier moves).
// Totals that contradict the moves before them start the count afresh.
class ShownMoveTimes
{
public:
    // `shownTotalMs` is -1 when the file gives no total for this move.
    void add(RecordNode *node, qint64 shownMs, qint64 shownTotalMs);
    // Sets timeMs of every node added; variations continue their line's totals at the fork.
    void apply() const;

private:
    struct Shown
    {
        qint64 moveMs = 0;
        qint64 totalMs = -1;
    };
    QHash<const RecordNode *, Shown> m_shown;
    RecordNode *m_root = nullptr;
};

} // namespace kibitz::shogi
