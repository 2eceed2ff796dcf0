// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace kibitz::shogi {

// A square of the 9x9 board, named as players name it: file 1..9 (right to left as Black sees
// the board) and rank 1..9 (top to bottom; USI writes ranks as the letters a..i). The index
// 0..80 runs in SFEN reading order: rank 1 from file 9 to file 1, then rank 2 …
class Square
{
public:
    constexpr Square() = default; // not a square (the "from" of a drop)

    static constexpr Square at(int file, int rank)
    {
        if (file < 1 || file > 9 || rank < 1 || rank > 9) return {};
        return Square(quint8((rank - 1) * 9 + (9 - file)));
    }
    static constexpr Square fromIndex(int index)
    {
        return index >= 0 && index < 81 ? Square(quint8(index)) : Square();
    }

    constexpr bool isValid() const { return m_index < 81; }
    constexpr int index() const { return m_index; }
    constexpr int file() const { return 9 - m_index % 9; }
    constexpr int rank() const { return m_index / 9 + 1; }

    constexpr bool operator==(const Square &) const = default;

private:
    constexpr explicit Square(quint8 index) : m_index(index) {}
    quint8 m_index = 0xFF;
};

} // namespace kibitz::shogi
