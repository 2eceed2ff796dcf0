#include "shogi/recordtext.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <QStringEncoder>

namespace kibitz::shogi {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::shogi::RecordText", text);
}
const QString geta = QStringLiteral("〓");
} // namespace

QString RecordText::decode(const QByteArray &data, Encoding *detected)
{
    if (data.startsWith("\xEF\xBB\xBF")) {
        if (detected) *detected = Encoding::Utf8;
        return QString::fromUtf8(data.mid(3));
    }
    // Checked without decoding, so that a Shift_JIS file is decoded once.
    if (QByteArrayView(data).isValidUtf8()) {
        if (detected) *detected = Encoding::Utf8;
        return QString::fromUtf8(data);
    }
    if (detected) *detected = Encoding::ShiftJis;
    QStringDecoder sjis("CP932");
    return sjis.decode(data);
}

QList<QStringView> RecordText::lineViews(QStringView text)
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

QStringList RecordText::splitLines(const QString &text)
{
    QStringList lines;
    for (QStringView l : lineViews(text))
        lines << l.toString();
    return lines;
}

void RecordText::add(const QString &line, const QString &where)
{
    append(line, where);
    endLine();
}

void RecordText::add(const QString &line, const QString &whereTemplate, int number)
{
    append(line, whereTemplate, number);
    endLine();
}

void RecordText::append(const QString &text, const QString &where, int number)
{
    if (m_current.isNull()) {
        m_current = text.isNull() ? QLatin1String("") : text;
        m_currentWhere = where;
        m_currentNumber = number;
        return;
    }
    if (m_currentWhere.isEmpty()) {
        m_currentWhere = where;
        m_currentNumber = number;
    }
    m_current += text;
}

void RecordText::endLine()
{
    if (m_current.isNull()) m_current = QLatin1String("");
    m_lines.append({m_current, m_currentWhere, m_currentNumber});
    m_current = QString();
    m_currentWhere.clear();
    m_currentNumber = -1;
}

RecordWriteResult RecordText::finish(Encoding encoding, bool finalEol) const
{
    QList<Line> lines = m_lines;
    const bool open = !m_current.isNull();
    if (open) lines.append({m_current, m_currentWhere, m_currentNumber});
    QString text;
    qsizetype size = 0;
    for (const Line &l : std::as_const(lines))
        size += l.text.size() + 2;
    text.reserve(size);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        text += lines[i].text;
        if (i + 1 < lines.size() || !open || finalEol) text += QStringLiteral("\r\n");
    }
    RecordWriteResult result;
    if (encoding == Encoding::Utf8) {
        result.data = text.toUtf8();
        return result;
    }
    QStringEncoder enc("CP932");
    result.data = enc.encode(text);
    if (!enc.hasError()) return result;
    // Some character CP932 cannot hold: find each, say where, and write 〓 for it.
    text.clear();
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i].text;
        QString clean;
        for (qsizetype k = 0; k < line.size(); ++k) {
            const bool pair = line[k].isHighSurrogate() && k + 1 < line.size();
            const QString ch = line.mid(k, pair ? 2 : 1);
            if (pair) ++k;
            QStringEncoder probe("CP932");
            const QByteArray encoded = probe.encode(ch); // encode() is lazy: use it
            if (probe.hasError()) {
                const uint code =
                    ch.size() == 2 ? QChar::surrogateToUcs4(ch[0], ch[1]) : ch[0].unicode();
                const QString where = lines[i].where.isEmpty() ? tr("line %1").arg(i + 1)
                                      : lines[i].number >= 0   ? lines[i].where.arg(lines[i].number)
                                                               : lines[i].where;
                const QString hex =
                    QString::number(code, 16).toUpper().rightJustified(4, QLatin1Char('0'));
                result.problems << tr("%1: '%2' (U+%3) cannot be written in Shift_JIS; "
                                      "written as '%4'")
                                       .arg(where, ch, hex, geta);
                clean += geta;
            } else {
                clean += ch;
            }
        }
        text += clean;
        if (i + 1 < lines.size() || !open || finalEol) text += QStringLiteral("\r\n");
    }
    QStringEncoder again("CP932");
    result.data = again.encode(text);
    return result;
}

} // namespace kibitz::shogi
