// SPDX-License-Identifier: GPL-3.0-or-later
#include "tictactoe/tlfreply.h"

#include <string_view>

#include <QCoreApplication>

namespace kibitz::tictactoe {

namespace {
// The context lupdate files tr() of this file's free functions under (their namespace), so
// that the translations are found; TlfReplyReader's members have their class's.
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::tictactoe", text);
}

constexpr QStringView tripleQuote = u"'''";

enum class Status { Complete, Open, Error };

// A ''' value still open at the end of the text parsed so far.
struct OpenValue
{
    QString name;
    QString text;
};

bool isBlank(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r';
}

bool isNameChar(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') ||
           u == u'_' || u == u'-';
}

qsizetype skipBlanks(QStringView s, qsizetype pos)
{
    while (pos < s.size() && isBlank(s[pos]))
        ++pos;
    return pos;
}

// Length of the name of a `name:` starting at pos, or 0.
qsizetype nameLength(QStringView s, qsizetype pos)
{
    qsizetype i = pos;
    while (i < s.size() && isNameChar(s[i]))
        ++i;
    return i > pos && i < s.size() && s[i] == u':' ? i - pos : 0;
}

// Trimmed of the blanks that separate words (not of other Unicode spaces, which are text).
QString trimmedBlanks(QStringView s)
{
    qsizetype begin = skipBlanks(s, 0);
    qsizetype end = s.size();
    while (end > begin && isBlank(s[end - 1]))
        --end;
    return s.sliced(begin, end - begin).toString();
}

// Where the first word of the form `name:` starts, or s.size(): the message is what comes before.
qsizetype propertiesStart(QStringView s)
{
    qsizetype pos = skipBlanks(s, 0);
    while (pos < s.size()) {
        if (nameLength(s, pos) > 0) return pos;
        while (pos < s.size() && !isBlank(s[pos]))
            ++pos;
        pos = skipBlanks(s, pos);
    }
    return s.size();
}

// Index of the closing ''' of a multi-line literal, searching from `from`, or -1. As in TOML,
// one or two quotes right before the closing ''' belong to the value.
qsizetype findLiteralClose(QStringView s, qsizetype from)
{
    const qsizetype i = s.indexOf(tripleQuote, from);
    if (i < 0) return -1;
    qsizetype extra = 0;
    while (extra < 2 && i + 3 + extra < s.size() && s[i + 3 + extra] == u'\'')
        ++extra;
    return i + extra;
}

// A multi-line literal's text: TOML drops a newline right after the opening '''.
QString trimmedValue(QString text)
{
    if (text.startsWith(u'\n'))
        text.remove(0, 1);
    else if (text.startsWith(u"\r\n"))
        text.remove(0, 2);
    return text;
}

QString nonNull(QString s)
{
    if (s.isNull()) s = QStringLiteral("");
    return s;
}

QString excerpt(QStringView s)
{
    constexpr qsizetype max = 60;
    return s.size() <= max ? s.toString() : s.first(max).toString() + QChar(0x2026);
}

bool readHex(QStringView s, qsizetype pos, int digits, char32_t *out)
{
    if (pos + digits > s.size()) return false;
    char32_t v = 0;
    for (int i = 0; i < digits; ++i) {
        const char16_t c = s[pos + i].unicode();
        int d;
        if (c >= u'0' && c <= u'9')
            d = c - u'0';
        else if (c >= u'a' && c <= u'f')
            d = c - u'a' + 10;
        else if (c >= u'A' && c <= u'F')
            d = c - u'A' + 10;
        else
            return false;
        v = v * 16 + char32_t(d);
    }
    *out = v;
    return true;
}

// Reads a TOML basic string "…" whose opening quote is at *pos; leaves *pos after the closing one.
bool readBasic(QStringView s, qsizetype *pos, QString *value, QString *error)
{
    QString v;
    qsizetype i = *pos + 1;
    for (;;) {
        qsizetype run = i;
        while (run < s.size() && s[run] != u'"' && s[run] != u'\\' && s[run] != u'\n')
            ++run;
        v += s.sliced(i, run - i);
        i = run;
        if (i >= s.size() || s[i] == u'\n') {
            *error = tr("unterminated string");
            return false;
        }
        if (s[i] == u'"') break;
        if (i + 1 >= s.size()) {
            *error = tr("unterminated string");
            return false;
        }
        const char16_t e = s[i + 1].unicode();
        i += 2;
        // The one-letter escapes of TOML's basic strings, and the escaped character each means.
        static constexpr std::u16string_view escapes = u"\"\\ntrbf";
        static constexpr std::u16string_view escaped = u"\"\\\n\t\r\b\f";
        if (const size_t k = escapes.find(e); k != escapes.npos) {
            v += QChar(escaped[k]);
            continue;
        }
        if (e != u'u' && e != u'U') {
            *error = tr("bad escape \\%1").arg(QChar(e));
            return false;
        }
        const int digits = e == u'u' ? 4 : 8;
        char32_t code = 0;
        if (!readHex(s, i, digits, &code) || code > 0x10FFFF ||
            (code >= 0xD800 && code <= 0xDFFF)) {
            *error = tr("bad escape \\%1%2").arg(QChar(e), excerpt(s.sliced(i).left(digits)));
            return false;
        }
        if (QChar::requiresSurrogates(code)) {
            v += QChar(QChar::highSurrogate(code));
            v += QChar(QChar::lowSurrogate(code));
        } else {
            v += QChar(char16_t(code));
        }
        i += digits;
    }
    *value = nonNull(v);
    *pos = i + 1;
    return true;
}

// Reads `name:value` properties from pos to the end of s into out. A ''' value that does not
// close within s yields Open with its name and text so far in *open, or an error without open.
Status parseProperties(QStringView s, qsizetype pos, TlfReply *out, OpenValue *open, QString *error)
{
    for (pos = skipBlanks(s, pos); pos < s.size(); pos = skipBlanks(s, pos)) {
        const qsizetype n = nameLength(s, pos);
        if (n == 0) {
            *error = tr("expected name:value at \"%1\"").arg(excerpt(s.sliced(pos)));
            return Status::Error;
        }
        const QString name = s.sliced(pos, n).toString();
        pos += n + 1;
        const QStringView rest = s.sliced(pos);
        QString value;
        if (rest.startsWith(tripleQuote)) {
            const qsizetype close = findLiteralClose(s, pos + 3);
            if (close < 0) {
                if (!open) {
                    *error = tr("unterminated ''' value of %1").arg(name);
                    return Status::Error;
                }
                open->name = name;
                open->text = s.sliced(pos + 3).toString();
                return Status::Open;
            }
            value = trimmedValue(s.sliced(pos + 3, close - pos - 3).toString());
            pos = close + 3;
        } else if (rest.startsWith(u'\'')) {
            qsizetype end = pos + 1;
            while (end < s.size() && s[end] != u'\'' && s[end] != u'\n')
                ++end;
            if (end == s.size() || s[end] != u'\'') {
                *error = tr("unterminated string in the value of %1").arg(name);
                return Status::Error;
            }
            value = s.sliced(pos + 1, end - pos - 1).toString();
            pos = end + 1;
        } else if (rest.startsWith(u'"')) {
            if (rest.startsWith(u"\"\"\"")) {
                *error = tr("multi-line basic strings are not supported (value of %1)").arg(name);
                return Status::Error;
            }
            QString why;
            if (!readBasic(s, &pos, &value, &why)) {
                *error = tr("%1 in the value of %2").arg(why, name);
                return Status::Error;
            }
        } else {
            const qsizetype start = pos;
            while (pos < s.size() && !isBlank(s[pos]))
                ++pos;
            value = s.sliced(start, pos - start).toString();
        }
        if (pos < s.size() && !isBlank(s[pos])) {
            *error = tr("unexpected text after the value of %1").arg(name);
            return Status::Error;
        }
        out->properties.append({name, nonNull(value)});
    }
    return Status::Complete;
}
} // namespace

QString TlfReply::value(QStringView name) const
{
    for (const auto &p : properties) {
        if (p.first == name) return p.second;
    }
    return QString();
}

bool TlfReply::has(QStringView name) const
{
    for (const auto &p : properties) {
        if (p.first == name) return true;
    }
    return false;
}

bool parseTlfBody(QStringView body, TlfReply *out, QString *error)
{
    TlfReply reply;
    const qsizetype start = propertiesStart(body);
    reply.message = trimmedBlanks(body.first(start));
    QString why;
    if (parseProperties(body, start, &reply, nullptr, &why) != Status::Complete) {
        if (error) *error = why;
        return false;
    }
    out->message = reply.message;
    out->properties = reply.properties;
    return true;
}

QList<TlfReply> TlfReplyReader::feed(QStringView line)
{
    m_lastError.clear();
    QList<TlfReply> done;
    if (line.endsWith(u'\r')) line.chop(1);
    const QChar mark = line.isEmpty() ? QChar() : line.front();
    const bool marked = line.size() == 1 || (line.size() > 1 && line[1] == u' ');
    const QStringView afterMark = line.sliced(qMin<qsizetype>(2, line.size()));

    if (marked && (mark == u'=' || mark == u'?')) {
        m_discarding = false;
        if (m_open) done.append(takeCutOff());
        startReply(mark == u'=' ? TlfReply::Kind::Ok : TlfReply::Kind::Error, afterMark, &done);
        return done;
    }
    if (m_discarding) {
        if (line.contains(tripleQuote)) m_discarding = false;
        return done;
    }
    if (m_open) {
        continueValue(marked && mark == u'.' ? afterMark : line, &done);
        return done;
    }
    if (mark == u'#' || line.trimmed().isEmpty()) return done;
    if (marked && mark == u'.') {
        if (!afterMark.trimmed().isEmpty())
            addError(tr("continuation line outside a ''' value: %1").arg(excerpt(line)));
        return done;
    }
    addError(tr("not a TLF reply line: %1").arg(excerpt(line)));
    return done;
}

QList<TlfReply> TlfReplyReader::finish()
{
    m_lastError.clear();
    m_discarding = false;
    QList<TlfReply> done;
    if (m_open) done.append(takeCutOff());
    return done;
}

void TlfReplyReader::startReply(TlfReply::Kind kind, QStringView body, QList<TlfReply> *done)
{
    reset();
    m_pending.kind = kind;
    const qsizetype start = propertiesStart(body);
    m_pending.message = trimmedBlanks(body.first(start));
    parseRest(body, start, done);
}

void TlfReplyReader::parseRest(QStringView text, qsizetype pos, QList<TlfReply> *done)
{
    OpenValue open;
    QString error;
    switch (parseProperties(text, pos, &m_pending, &open, &error)) {
    case Status::Complete:
        done->append(m_pending);
        reset();
        break;
    case Status::Error:
        addError(tr("malformed reply: %1").arg(error));
        reset();
        break;
    case Status::Open:
        m_open = true;
        m_openName = open.name;
        m_openText = open.text;
        m_pendingChars += m_openText.size();
        if (m_pendingChars > maxPendingChars) {
            addError(
                tr("a ''' value of more than %1 characters: reply dropped").arg(maxPendingChars));
            reset();
            m_discarding = true;
        }
        break;
    }
}

void TlfReplyReader::continueValue(QStringView content, QList<TlfReply> *done)
{
    ++m_pendingLines;
    const qsizetype close = findLiteralClose(content, 0);
    const QStringView part = close < 0 ? content : content.first(close);
    m_pendingChars += part.size() + 1;
    if (m_pendingLines > maxPendingLines || m_pendingChars > maxPendingChars) {
        addError(tr("a ''' value of more than %1 lines or %2 characters: reply dropped")
                     .arg(maxPendingLines)
                     .arg(maxPendingChars));
        reset();
        // Skip the rest of the runaway value, unless this very line ended it.
        m_discarding = close < 0;
        return;
    }
    m_openText += u'\n';
    m_openText += part;
    if (close < 0) return;

    m_pending.properties.append({m_openName, nonNull(trimmedValue(m_openText))});
    const QString name = m_openName;
    m_open = false;
    m_openName.clear();
    m_openText.clear();
    const qsizetype after = close + 3;
    if (after < content.size() && !isBlank(content[after])) {
        addError(tr("malformed reply: unexpected text after the value of %1").arg(name));
        reset();
        return;
    }
    parseRest(content, after, done);
}

TlfReply TlfReplyReader::takeCutOff()
{
    TlfReply reply = m_pending;
    reply.properties.append({m_openName, nonNull(trimmedValue(m_openText))});
    addError(tr("unterminated ''' value of %1").arg(m_openName));
    reset();
    return reply;
}

void TlfReplyReader::reset()
{
    m_pending = TlfReply();
    m_openName.clear();
    m_openText.clear();
    m_pendingLines = 0;
    m_pendingChars = 0;
    m_open = false;
}

void TlfReplyReader::addError(const QString &error)
{
    if (!m_lastError.isEmpty()) m_lastError += QStringLiteral("; ");
    m_lastError += error;
}

QString tlfQuote(QStringView value)
{
    bool plain = !value.isEmpty();
    bool literal = true;
    for (QChar c : value) {
        const char16_t u = c.unicode();
        if (!isNameChar(c) && u != u'.' && u != u'+') plain = false;
        if (u == u'\'' || (u < 0x20 && u != u'\t') || u == 0x7f) literal = false;
    }
    if (plain) return value.toString();
    if (literal) return u'\'' + value.toString() + u'\'';

    QString out;
    out.reserve(value.size() + 2);
    out += u'"';
    for (QChar c : value) {
        const char16_t u = c.unicode();
        switch (u) {
        case u'"':
            out += QStringLiteral("\\\"");
            break;
        case u'\\':
            out += QStringLiteral("\\\\");
            break;
        case u'\n':
            out += QStringLiteral("\\n");
            break;
        case u'\t':
            out += QStringLiteral("\\t");
            break;
        case u'\r':
            out += QStringLiteral("\\r");
            break;
        case u'\b':
            out += QStringLiteral("\\b");
            break;
        case u'\f':
            out += QStringLiteral("\\f");
            break;
        default:
            if (u < 0x20 || u == 0x7f)
                out += QStringLiteral("\\u") +
                       QString::number(u, 16).rightJustified(4, u'0').toUpper();
            else
                out += c;
        }
    }
    out += u'"';
    return out;
}

} // namespace kibitz::tictactoe
