// SPDX-License-Identifier: GPL-3.0-or-later
#include "hand.h"

namespace kibitz::goita {

std::optional<Hand> Hand::fromText(QStringView digits)
{
    Hand hand;
    for (QChar c : digits) {
        const auto piece = pieceFromDigit(c);
        if (!piece || !isRealPiece(*piece) || hand.count(*piece) >= copiesOf(*piece))
            return std::nullopt;
        hand.add(*piece);
    }
    return hand;
}

Hand Hand::fullSet()
{
    Hand set;
    for (int d = 1; d <= 8; ++d)
        set.add(Piece(d), copiesOf(Piece(d)));
    return set;
}

QString Hand::text() const
{
    QString text;
    text.reserve(m_size);
    for (int d = 1; d <= 8; ++d)
        text += QString(m_count[d], pieceDigit(Piece(d)));
    return text;
}

void Hand::add(Piece p, int n)
{
    Q_ASSERT(isRealPiece(p));
    m_count[int(p)] += quint8(n);
    m_size += quint8(n);
}

void Hand::remove(Piece p, int n)
{
    Q_ASSERT(contains(p, n));
    m_count[int(p)] -= quint8(n);
    m_size -= quint8(n);
}

Piece Hand::highest() const
{
    for (int d = 1; d <= 8; ++d) {
        if (m_count[d]) return Piece(d);
    }
    return Piece::None;
}

} // namespace kibitz::goita
