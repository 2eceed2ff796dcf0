// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/recordfiletext.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <QStringEncoder>

namespace kibitz::shogi {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::shogi::RecordFileText", text);
}
const QString geta = QStringLiteral("〓");
} // namespace

QString RecordFileText::decode(const QByteArray &data, Encoding *detected)
{
    if (data.startsWith("\xEF\xBB\xBF")) {
        if (detected) *detected = Encoding::Utf8;
        return QString::fromUtf8(data.mid(3));
    }
    // Decoded as UTF-8 once, which also says whether it is: most files are.
    QStringDecoder utf8(QStringDecoder::Utf8);
    QString text = utf8.decode(data);
    if (!utf8.hasError()) {
        if (detected) *detected = Encoding::Utf8;
        return text;
    }
    if (detected) *detected = Encoding::ShiftJis;
    QStringDecoder sjis("CP932");
    return sjis.decode(data);
}

QList<QStringView> RecordFileText::lineViews(QStringView text)
{
    QList<QStringView> lines;
    lines.reserve(text.size() / 32 + 1);
    const qsizetype n = text.size();
    qsizetype start = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = text[i].unicode();
        if (c != u'\n' && c != u'\r') continue;
        lines.append(text.mid(start, i - start));
        if (c == u'\r' && i + 1 < n && text[i + 1] == u'\n') ++i;
        start = i + 1;
    }
    if (start < n) lines.append(text.mid(start));
    return lines;
}

QStringList RecordFileText::splitLines(const QString &text)
{
    QStringList lines;
    for (QStringView l : lineViews(text))
        lines << l.toString();
    return lines;
}

void RecordFileText::add(QStringView line, const QString &where)
{
    append(line, where);
    endLine();
}

void RecordFileText::add(QStringView line, const QString &whereTemplate, int number)
{
    append(line, whereTemplate, number);
    endLine();
}

void RecordFileText::append(QStringView text, const QString &where, int number)
{
    if (!m_open) {
        if (m_text.isNull()) m_text.reserve(4096);
        m_lines.append({m_text.size(), where, number});
        m_open = true;
    } else if (m_lines.last().where.isEmpty()) {
        m_lines.last().where = where;
        m_lines.last().number = number;
    }
    m_text += text;
}

void RecordFileText::endLine()
{
    if (!m_open) m_lines.append({m_text.size(), QString(), -1});
    m_text += u"\r\n";
    m_open = false;
}

RecordWriteResult RecordFileText::finish(Encoding encoding, bool finalEol) const
{
    const bool eol = m_open && finalEol;
    RecordWriteResult result;
    if (encoding == Encoding::Utf8) {
        result.data = m_text.toUtf8();
        if (eol) result.data += "\r\n";
        return result;
    }
    QStringEncoder enc("CP932");
    result.data = enc.encode(m_text);
    if (eol) result.data += "\r\n";
    if (!enc.hasError()) return result;
    QString text = m_text;
    if (eol) text += u"\r\n";
    // Some character CP932 cannot hold: find each, say where, and write 〓 for it.
    QString clean;
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        const qsizetype end = i + 1 < m_lines.size() ? m_lines[i + 1].start : text.size();
        const QStringView line = QStringView(text).mid(m_lines[i].start, end - m_lines[i].start);
        for (qsizetype k = 0; k < line.size(); ++k) {
            const bool pair = line[k].isHighSurrogate() && k + 1 < line.size();
            const QStringView ch = line.mid(k, pair ? 2 : 1);
            if (pair) ++k;
            QStringEncoder probe("CP932");
            const QByteArray encoded = probe.encode(ch); // encode() is lazy: use it
            if (probe.hasError()) {
                const uint code =
                    ch.size() == 2 ? QChar::surrogateToUcs4(ch[0], ch[1]) : ch[0].unicode();
                const Line &l = m_lines[i];
                const QString where = l.where.isEmpty() ? tr("line %1").arg(i + 1)
                                      : l.number >= 0   ? l.where.arg(l.number)
                                                        : l.where;
                const QString hex =
                    QString::number(code, 16).toUpper().rightJustified(4, QLatin1Char('0'));
                result.problems << tr("%1: '%2' (U+%3) cannot be written in Shift_JIS; "
                                      "written as '%4'")
                                       .arg(where, ch.toString(), hex, geta);
                clean += geta;
            } else {
                clean += ch;
            }
        }
    }
    QStringEncoder again("CP932");
    result.data = again.encode(clean);
    return result;
}

} // namespace kibitz::shogi
