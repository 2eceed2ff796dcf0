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

// Gomocup's keywords are read whatever their case ("INFO", "info"), in ASCII: a keyword is
// ASCII, and only an ASCII letter matches its letters (not Unicode's foldings, such as the long s
// for "s"). By hand rather than Qt's caseless compare, a call of a hundred instructions: every
// INFO line of a gomoku engine is tried against keyword after keyword, and that compare alone
// was a tenth of kibitz-cli's work in a match.
inline bool isKeyword(QStringView word, QLatin1StringView keyword)
{
    if (word.size() != keyword.size()) return false;
    for (qsizetype i = 0; i < word.size(); ++i) {
        const char16_t a = word[i].unicode();
        const char b = keyword[i].toLatin1();
        if (a == char16_t(uchar(b))) continue;
        const bool letter = (b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z');
        if (!letter || (a | 0x20) != char16_t(b | 0x20)) return false;
    }
    return true;
}

} // namespace kibitz
