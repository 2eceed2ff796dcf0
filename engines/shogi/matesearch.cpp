// SPDX-License-Identifier: GPL-3.0-or-later
#include "matesearch.h"

#include "search.h"

#include <algorithm>

namespace kibitz::shogi::engine {

bool MateSearch::outOfTime()
{
    if ((++m_nodes & 4095) == 0)
        if (*m_stop || (m_deadline >= 0 && Search::now() >= m_deadline)) m_aborted = true;
    return m_aborted;
}

int MateSearch::orNode(Board &b, int depth, bool *exact)
{
    if (outOfTime()) {
        *exact = false;
        return -1;
    }
    Entry &e = m_table[b.key()];
    if (e.provenIn >= 0 && e.provenIn <= depth) return e.provenIn;
    if (e.exactNo) return -1;
    if (e.disproven >= depth || depth < 1) {
        *exact = false;
        return -1;
    }
    MoveList list;
    b.generateLegalMoves(list);
    bool allExact = true;
    int found = -1;
    for (const Move &m : list) {
        b.doMove(m);
        if (b.inCheck()) {
            bool ex = true;
            const int r = andNode(b, depth - 1, &ex);
            allExact = allExact && ex;
            if (r >= 0) found = 1 + r;
        }
        b.undoMove(m);
        if (found >= 0 || m_aborted) break;
    }
    if (m_aborted) {
        *exact = false;
        return -1;
    }
    Entry &after = m_table[b.key()]; // the table may have grown
    if (found >= 0) {
        if (after.provenIn < 0 || found < after.provenIn) after.provenIn = found;
        return found;
    }
    if (allExact)
        after.exactNo = true;
    else
        after.disproven = std::max(after.disproven, depth);
    *exact = *exact && allExact;
    return -1;
}

int MateSearch::andNode(Board &b, int depth, bool *exact)
{
    if (outOfTime()) {
        *exact = false;
        return -1;
    }
    Entry &e = m_table[b.key()];
    if (e.provenIn >= 0 && e.provenIn <= depth) return e.provenIn;
    if (e.exactNo) return -1;
    if (e.disproven >= depth) {
        *exact = false;
        return -1;
    }
    MoveList list;
    b.generateLegalMoves(list);
    if (list.isEmpty()) return 0; // mated
    if (depth < 2) {
        *exact = false;
        return -1;
    }
    int longest = 0;
    bool escaped = false, escapeExact = true;
    for (const Move &m : list) {
        b.doMove(m);
        bool ex = true;
        const int r = orNode(b, depth - 1, &ex);
        b.undoMove(m);
        if (m_aborted) break;
        if (r < 0) {
            escaped = true;
            escapeExact = ex;
            break;
        }
        longest = std::max(longest, r + 1);
    }
    if (m_aborted) {
        *exact = false;
        return -1;
    }
    Entry &after = m_table[b.key()];
    if (!escaped) {
        if (after.provenIn < 0 || longest < after.provenIn) after.provenIn = longest;
        return longest;
    }
    if (escapeExact)
        after.exactNo = true;
    else
        after.disproven = std::max(after.disproven, depth);
    *exact = *exact && escapeExact;
    return -1;
}

MateSearch::Result MateSearch::run(const Board &root, int maxPlies, std::int64_t deadlineAt,
                                   const std::atomic_bool &stop)
{
    m_table.clear();
    m_deadline = deadlineAt;
    m_stop = &stop;
    m_nodes = 0;
    m_aborted = false;
    Result result;
    Board b = root;
    // The shortest mate of a node: the least depth (odd for the attacker, even for the
    // defender) at which it is proven, up to limit; -1 when none.
    auto shortest = [&](Board &node, bool attacker, int limit) {
        for (int d = attacker ? 1 : 0; d <= limit; d += 2) {
            bool ex = true;
            const int r = attacker ? orNode(node, d, &ex) : andNode(node, d, &ex);
            if (m_aborted) return -1;
            if (r >= 0) return d;
        }
        return -1;
    };
    for (int depth = 1; depth <= maxPlies && !m_aborted; depth += 2) {
        bool exact = true;
        const int r = orNode(b, depth, &exact);
        if (m_aborted) break;
        if (r >= 0) {
            // Write the sequence out: the attacker's quickest check, the defender's longest reply.
            int left = depth;
            bool attacker = true;
            while (!m_aborted) {
                MoveList list;
                b.generateLegalMoves(list);
                if (list.isEmpty()) break;
                Move chosen;
                int chosenLen = attacker ? left + 1 : -1;
                for (const Move &m : list) {
                    b.doMove(m);
                    const bool check = !attacker || b.inCheck();
                    const int len = check ? shortest(b, !attacker, left - 1) : -1;
                    b.undoMove(m);
                    if (len < 0) continue;
                    // The defender prefers a longer line, then one that is not a drop.
                    const bool better =
                        attacker ? len < chosenLen
                                 : len > chosenLen || (len == chosenLen && chosen.drop && !m.drop);
                    if (better) {
                        chosen = m;
                        chosenLen = len;
                    }
                }
                if (chosen.isNull()) break;
                result.moves.push_back(chosen);
                b.doMove(chosen);
                left = chosenLen;
                attacker = !attacker;
            }
            if (m_aborted) break;
            result.outcome = Outcome::Mate;
            break;
        }
        if (exact) {
            result.outcome = Outcome::NoMate;
            break;
        }
    }
    result.nodes = m_nodes;
    return result;
}

} // namespace kibitz::shogi::engine
