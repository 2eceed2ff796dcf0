// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/kifline.h"

#include "shogi/japanese.h"

#include <climits>

namespace kibitz::shogi {

namespace {
QChar firstChar(QStringView s)
{
    return s.isEmpty() ? QChar() : s[0];
}

bool isAsciiSpace(QChar c)
{
    const char16_t u = c.unicode();
    return u == u' ' || (u >= u'\t' && u <= u'\r');
}

bool isDigit(QChar c)
{
    return c.unicode() >= u'0' && c.unicode() <= u'9';
}

// Digits from *i on; empty when there are none.
QStringView digits(QStringView s, qsizetype *i)
{
    const qsizetype start = *i;
    while (*i < s.size() && isDigit(s[*i]))
        ++*i;
    return s.mid(start, *i - start);
}

// The value of ASCII digits, as toLongLong() gives it, without its conversions.
qint64 valueOf(QStringView digits)
{
    if (digits.size() > 18) return digits.toLongLong(); // past qint64: what Qt says
    qint64 n = 0;
    for (QChar c : digits)
        n = n * 10 + (c.unicode() - u'0');
    return n;
}

void skipSpaces(QStringView s, qsizetype *i)
{
    while (*i < s.size() && s[*i] == QLatin1Char(' '))
        ++*i;
}

bool opensFromSquare(QStringView s, qsizetype i) // "(77)" at i
{
    return i + 3 < s.size() && ja::digitValue(s[i + 1]) != 0 && ja::digitValue(s[i + 2]) != 0 &&
           s[i + 3] == QLatin1Char(')');
}

// Where the move that begins at i ends: at ASCII white space, after its from-square's ')', or
// before a '(' that opens no from-square, for some programs write the time right after the move
// ("７六歩(77)( 0:01/00:00:01)", "投了( 0:07/…"), as tsshogi reads them.
qsizetype moveEnd(QStringView line, qsizetype i)
{
    for (; i < line.size() && !isAsciiSpace(line[i]); ++i) {
        if (line[i] == QLatin1Char(')')) return i + 1;
        if (line[i] == QLatin1Char('(') && !opensFromSquare(line, i)) return i;
    }
    return i;
}

// "  12 ７六歩(77)   ( 0:02/00:00:02)": spaces, the move number, spaces, the move (moveEnd), the
// rest.
std::optional<KifMoveLine> splitMoveLine(QStringView line)
{
    qsizetype i = 0;
    skipSpaces(line, &i);
    const QStringView number = digits(line, &i);
    if (number.isEmpty()) return std::nullopt;
    const qsizetype afterNumber = i;
    skipSpaces(line, &i);
    if (i == afterNumber) return std::nullopt;
    const qsizetype start = i;
    i = moveEnd(line, i);
    if (i == start) return std::nullopt;
    const qint64 ply = valueOf(number);
    return KifMoveLine{ply <= INT_MAX ? int(ply) : 0, line.mid(start, i - start), line.mid(i)};
}

// "棋戦：…": a key without spaces or colons, then '：' or ':'. Returns the key's length, 0 when
// the line is not such a header.
qsizetype headerKeyLength(QStringView line)
{
    qsizetype k = 0;
    while (k < line.size() && line[k] != QLatin1Char(' ') && line[k] != QChar(u'：') &&
           line[k] != QLatin1Char(':'))
        ++k;
    return k > 0 && k < line.size() && line[k] != QLatin1Char(' ') ? k : 0;
}

// The kinds told by how a line begins, in the order they are looked for; the words are looked
// for only behind their first character, for every line passes here.
KifLine::Kind prefixKind(QStringView line, QStringView trimmed, QChar first)
{
    if (trimmed.isEmpty() || line.startsWith(QLatin1Char('#'))) return KifLine::Blank;
    if (line.startsWith(QLatin1Char('*'))) return KifLine::Comment;
    if (line.startsWith(QLatin1Char('&'))) return KifLine::Bookmark;
    if (first == u'手' && line.startsWith(u"手数----")) return KifLine::MovesHeader;
    if (first == u'変' && trimmed.startsWith(u"変化") && trimmed.size() > 2 &&
        (trimmed[2] == QChar(u'：') || trimmed[2] == QLatin1Char(':')))
        return KifLine::Variation;
    if (first == u'ま' && trimmed.startsWith(u"まで")) return KifLine::Ending;
    return KifLine::Other;
}
} // namespace

KifLine classifyKifLine(QStringView line, bool ki2)
{
    KifLine l;
    l.trimmed = ja::trimmed(line);
    l.first = firstChar(l.trimmed);
    l.kind = prefixKind(line, l.trimmed, l.first);
    if (l.kind != KifLine::Other) return l;
    // The mark is looked for only when it decides: not on KIF's move lines.
    if (ki2 && ja::isMoveMark(l.first)) {
        l.kind = KifLine::Ki2Moves;
    } else if (const std::optional<KifMoveLine> move = splitMoveLine(line)) {
        l.kind = KifLine::KifMove;
        l.move = *move;
    } else if (!ja::isMoveMark(l.first)) {
        l.keyLength = headerKeyLength(line);
        if (l.keyLength > 0) l.kind = KifLine::Header;
    }
    return l;
}

std::optional<qint64> kifMoveTime(QStringView rest)
{
    for (qsizetype p = rest.indexOf(QLatin1Char('(')); p >= 0;
         p = rest.indexOf(QLatin1Char('('), p + 1)) {
        qsizetype i = p + 1;
        skipSpaces(rest, &i);
        const QStringView m = digits(rest, &i);
        if (m.isEmpty() || i >= rest.size() || rest[i] != QLatin1Char(':')) continue;
        ++i;
        const QStringView sec = digits(rest, &i);
        if (sec.isEmpty()) continue;
        return (valueOf(m) * 60 + valueOf(sec)) * 1000;
    }
    return std::nullopt;
}

std::optional<qint64> kifTotalTime(QStringView rest)
{
    for (qsizetype p = rest.indexOf(QLatin1Char('/')); p >= 0;
         p = rest.indexOf(QLatin1Char('/'), p + 1)) {
        qsizetype i = p + 1;
        skipSpaces(rest, &i);
        QStringView parts[3];
        bool ok = true;
        for (int k = 0; k < 3 && ok; ++k) {
            parts[k] = digits(rest, &i);
            const QChar after = k < 2 ? QLatin1Char(':') : QLatin1Char(')');
            ok = !parts[k].isEmpty() && i < rest.size() && rest[i] == after;
            ++i;
        }
        if (!ok) continue;
        return (valueOf(parts[0]) * 3600 + valueOf(parts[1]) * 60 + valueOf(parts[2])) * 1000;
    }
    return std::nullopt;
}

} // namespace kibitz::shogi
