// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "goita/move.h"

#include <array>

namespace kibitz::goita {

// The legal moves of one turn, without allocating: a lead has at most 8 x 8 choices, a block at
// most a pass and 2 blockers x 8 attacks.
class MoveList
{
public:
    void clear() { m_size = 0; }
    void push(Move m) { m_moves[m_size++] = m; }
    int size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    const Move &operator[](int i) const { return m_moves[i]; }
    const Move *begin() const { return m_moves.data(); }
    const Move *end() const { return m_moves.data() + m_size; }
    bool contains(Move m) const
    {
        for (const Move &x : *this) {
            if (x == m) return true;
        }
        return false;
    }

private:
    std::array<Move, 72> m_moves{};
    int m_size = 0;
};

} // namespace kibitz::goita
