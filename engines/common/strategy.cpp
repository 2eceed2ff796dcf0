// SPDX-License-Identifier: GPL-3.0-or-later
#include "strategy.h"

namespace kibitz::engines {

namespace {
const QString randomValue = QStringLiteral("random");
} // namespace

bool Strategy::isOptionName(QStringView name)
{
    return name.compare(u"Strategy", Qt::CaseInsensitive) == 0;
}

bool Strategy::set(QStringView value)
{
    if (value.compare(randomValue, Qt::CaseInsensitive) == 0)
        m_random = true;
    else if (value.compare(m_normal, Qt::CaseInsensitive) == 0)
        m_random = false;
    else
        return false;
    return true;
}

QString Strategy::values() const
{
    return m_normal + QStringLiteral(", ") + randomValue;
}

QString Strategy::declaration() const
{
    return QStringLiteral("option name Strategy type combo default %1 var %1 var %2")
        .arg(m_normal, randomValue);
}

} // namespace kibitz::engines
