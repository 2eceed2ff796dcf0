// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QLatin1StringView>

#include <charconv>

namespace kibitz {

// A number's decimal digits, made without an allocation, to be appended to a QString or a
// QByteArray: records and journals write one or more a move.
class Decimal
{
public:
    explicit Decimal(qint64 n)
        : m_size(std::to_chars(m_digits, m_digits + sizeof m_digits, n).ptr - m_digits)
    {}
    QLatin1StringView latin1() const { return {m_digits, m_size}; }
    QByteArrayView bytes() const { return {m_digits, m_size}; }

private:
    char m_digits[20]; // a qint64's 19 digits and its sign
    qsizetype m_size;
};

} // namespace kibitz
