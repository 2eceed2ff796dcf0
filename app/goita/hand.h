// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "goita/piece.h"

#include <QString>
#include <QStringView>

#include <array>
#include <optional>

namespace kibitz::goita {

// A multiset of real pieces (王 … し): a seat's hand, or any other count of pieces. Small; copy it.
class Hand
{
public:
    Hand() = default;

    // Digits 1-8 in any order ("11777788"); nullopt on any other character or when a piece
    // occurs more often than the set holds it.
    static std::optional<Hand> fromText(QStringView digits);
    static Hand fullSet(); // the 32 pieces

    QString text() const; // ascending digits, the format's preferred form (docs/formats/goita.md)

    int count(Piece p) const { return isRealPiece(p) ? m_count[int(p)] : 0; }
    int size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    bool contains(Piece p, int n = 1) const { return count(p) >= n; }
    void add(Piece p, int n = 1);    // precondition: a real piece
    void remove(Piece p, int n = 1); // precondition: contains(p, n)
    // The highest-scoring piece held (the lowest digit), None when empty.
    Piece highest() const;

    bool operator==(const Hand &) const = default;

private:
    std::array<quint8, 9> m_count{}; // by digit; [0] unused
    quint8 m_size = 0;
};

} // namespace kibitz::goita
