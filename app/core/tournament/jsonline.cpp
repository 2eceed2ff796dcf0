// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/jsonline.h"

#include "core/record/decimal.h"

namespace kibitz::json {

void appendString(QByteArray &out, QStringView s)
{
    static constexpr char hex[] = "0123456789abcdef";
    const auto escaped = [&](char16_t u) {
        out += "\\u";
        for (int shift = 12; shift >= 0; shift -= 4)
            out += hex[(u >> shift) & 0xf];
    };
    const auto plain = [](char16_t c) { return c >= 0x20 && c < 0x80 && c != u'"' && c != u'\\'; };
    out += '"';
    for (qsizetype i = 0; i < s.size(); ++i) {
        const char16_t u = s[i].unicode();
        if (plain(u)) {
            // A run of plain ASCII (names, moves, PVs: nearly all of it) goes in at once.
            qsizetype end = i + 1;
            while (end < s.size() && plain(s[end].unicode()))
                ++end;
            const qsizetype at = out.size();
            out.resize(at + (end - i));
            char *to = out.data() + at;
            for (qsizetype k = i; k < end; ++k)
                *to++ = char(s[k].unicode());
            i = end - 1;
        } else if (u < 0x80) {
            const char *named = u == u'"'    ? "\\\""
                                : u == u'\\' ? "\\\\"
                                : u == 0x8   ? "\\b"
                                : u == 0xc   ? "\\f"
                                : u == 0xa   ? "\\n"
                                : u == 0xd   ? "\\r"
                                : u == 0x9   ? "\\t"
                                             : nullptr;
            if (named)
                out += named;
            else
                escaped(u);
        } else if (QChar::isHighSurrogate(u) && i + 1 < s.size() && s[i + 1].isLowSurrogate()) {
            out += s.mid(i, 2).toUtf8();
            ++i;
        } else if (QChar::isSurrogate(u)) {
            escaped(u);
        } else {
            out += s.mid(i, 1).toUtf8();
        }
    }
    out += '"';
}

void appendNumber(QByteArray &out, qint64 n)
{
    out += Decimal(n).bytes();
}

void appendKey(QByteArray &out, const char *key)
{
    if (out.back() != '{') out += ',';
    out += '"';
    out += key;
    out += "\":";
}

void appendStrings(QByteArray &out, const QStringList &strings)
{
    out += '[';
    for (qsizetype i = 0; i < strings.size(); ++i) {
        if (i > 0) out += ',';
        appendString(out, strings[i]);
    }
    out += ']';
}

} // namespace kibitz::json
