// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/board.h"

#include <atomic>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace kibitz::shogi::engine {

// 詰将棋 search (USI go mate): the attacker checks on every move, the defender tries every
// legal reply. Iterative deepening over odd depths with a table of proven and disproven
// positions finds the shortest mate; among the defender's replies the longest resistance is
// followed when the sequence is written out.
class MateSearch
{
public:
    enum class Outcome { Mate, NoMate, Unknown };
    struct Result
    {
        Outcome outcome = Outcome::Unknown; // Unknown: stopped or out of time before an answer
        std::vector<Move> moves;
        std::uint64_t nodes = 0;
    };

    // deadlineAt: steady-clock ms (Search::now()), -1 for none; stop ends the search early.
    Result run(const Board &root, int maxPlies, std::int64_t deadlineAt,
               const std::atomic_bool &stop);

private:
    // Shortest mate within `depth` plies from an attacker (OR) node, or -1; exact says whether
    // the search saw every line to its end (a -1 that is exact proves there is no mate).
    int orNode(Board &b, int depth, bool *exact);
    int andNode(Board &b, int depth, bool *exact);
    bool outOfTime();

    struct Entry
    {
        int provenIn = -1;    // mate found in this many plies
        int disproven = -1;   // no mate within this many plies
        bool exactNo = false; // no mate at all
    };
    std::unordered_map<std::uint64_t, Entry> m_table;
    std::int64_t m_deadline = -1;
    const std::atomic_bool *m_stop = nullptr;
    std::uint64_t m_nodes = 0;
    bool m_aborted = false;
};

} // namespace kibitz::shogi::engine
