// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/repetition.h"

namespace kibitz::shogi {

void PositionHistory::reset(const Board &start)
{
    m_entries.clear();
    m_entries.append({start.key(), opposite(start.sideToMove()), start.inCheck()});
}

void PositionHistory::push(const Board &afterMove)
{
    push(afterMove.key(), opposite(afterMove.sideToMove()), afterMove.inCheck());
}

void PositionHistory::push(quint64 key, Color mover, bool gaveCheck)
{
    m_entries.append({key, mover, gaveCheck});
}

void PositionHistory::pop()
{
    if (m_entries.size() > 1) m_entries.removeLast();
}

int PositionHistory::occurrences() const
{
    if (m_entries.isEmpty()) return 0;
    const quint64 key = m_entries.last().key;
    int n = 0;
    for (const Entry &e : m_entries)
        if (e.key == key) ++n;
    return n;
}

RepetitionResult PositionHistory::result() const
{
    RepetitionResult r;
    if (m_entries.isEmpty()) return r;
    const quint64 key = m_entries.last().key;
    // Walk back to the fourth most recent occurrence (the current one is the first).
    int seen = 0;
    qsizetype first = -1;
    for (qsizetype i = m_entries.size() - 1; i >= 0; --i) {
        if (m_entries[i].key != key) continue;
        if (++seen == 4) {
            first = i;
            break;
        }
    }
    r.occurrences = occurrences();
    if (first < 0) return r;
    // The moves of the cycle are the ones after the first occurrence.
    bool allChecks[2] = {true, true};
    bool moved[2] = {false, false};
    for (qsizetype i = first + 1; i < m_entries.size(); ++i) {
        const int side = index(m_entries[i].mover);
        moved[side] = true;
        if (!m_entries[i].check) allChecks[side] = false;
    }
    const bool blackChecked = moved[0] && allChecks[0];
    const bool whiteChecked = moved[1] && allChecks[1];
    if (blackChecked != whiteChecked) {
        r.kind = RepetitionResult::Kind::PerpetualCheck;
        r.loser = blackChecked ? Color::Black : Color::White;
    } else {
        // Neither side checked throughout (or, impossibly in practice, both did): a draw.
        r.kind = RepetitionResult::Kind::Draw;
    }
    return r;
}

} // namespace kibitz::shogi
