// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1StringView>
#include <QStringView>

namespace kibitz {

// The first word of an engine's line and, in *rest, what follows it, both trimmed: how every
// text protocol's reader takes a command apart without copying it.
inline QStringView firstWord(QStringView text, QStringView *rest = nullptr)
{
    text = text.trimmed();
    const qsizetype space = text.indexOf(u' ');
    if (rest) *rest = space < 0 ? QStringView() : text.mid(space + 1).trimmed();
    return space < 0 ? text : text.left(space);
}

// Gomocup's keywords are read whatever their case ("INFO", "info").
inline bool isKeyword(QStringView word, QLatin1StringView keyword)
{
    return word.compare(keyword, Qt::CaseInsensitive) == 0;
}

} // namespace kibitz
