// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/square.h"
#include "shogi/types.h"

#include <array>

namespace kibitz::shogi {

// One move as the rules see it. A board move names its from-square and the piece as it stood
// there; a drop has no from-square and names the dropped type. `captured` is the type that
// stood on `to` (possibly promoted), None when nothing is taken: undoMove() needs it, and
// notations (KIF's 同, CSA's piece after promotion) read it.
struct Move
{
    Square from; // invalid for drops
    Square to;
    PieceType piece = PieceType::None;
    PieceType captured = PieceType::None;
    bool promote = false;
    bool drop = false;

    static constexpr Move boardMove(Square from, Square to, PieceType piece,
                                    PieceType captured = PieceType::None, bool promote = false)
    {
        return {from, to, piece, captured, promote, false};
    }
    static constexpr Move dropMove(PieceType piece, Square to)
    {
        return {Square(), to, piece, PieceType::None, false, true};
    }

    constexpr bool isNull() const { return piece == PieceType::None; }
    // The type on `to` after the move.
    constexpr PieceType pieceAfter() const { return promote ? promoted(piece) : piece; }
    constexpr bool operator==(const Move &) const = default;
};

// A fixed-capacity list for the hot paths (move generation, perft): no allocation. The largest
// number of legal moves known in any shogi position is 593.
class MoveList
{
public:
    static constexpr int capacity = 600;

    void clear() { m_size = 0; }
    void push(const Move &m) { m_moves[m_size++] = m; }
    int size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    const Move &operator[](int i) const { return m_moves[i]; }
    const Move *begin() const { return m_moves.data(); }
    const Move *end() const { return m_moves.data() + m_size; }

private:
    std::array<Move, capacity> m_moves;
    int m_size = 0;
};

} // namespace kibitz::shogi
