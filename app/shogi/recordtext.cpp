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

qint64 RecordText::inferMoveMs(qint64 shownMs, qint64 sideSumBeforeMs, qint64 shownTotalMs)
{
    const qint64 lo = qMax(shownMs, shownTotalMs - sideSumBeforeMs);
    const qint64 hi = qMin(shownMs + 999, shownTotalMs + 999 - sideSumBeforeMs);
    return lo <= hi ? hi : shownMs;
}

QString RecordText::decode(const QByteArray &data, Encoding *detected)
{
    if (data.startsWith("\xEF\xBB\xBF")) {
        if (detected) *detected = Encoding::Utf8;
        return QString::fromUtf8(data.mid(3));
    }
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8.decode(data);
    if (!utf8.hasError()) {
        if (detected) *detected = Encoding::Utf8;
        return text;
    }
    if (detected) *detected = Encoding::ShiftJis;
    QStringDecoder sjis("CP932");
    return sjis.decode(data);
}

QStringList RecordText::splitLines(const QString &text)
{
    QString t = text;
    t.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    t.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    QStringList lines = t.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty()) lines.removeLast();
    return lines;
}

void RecordText::add(const QString &line, const QString &where)
{
    append(line, where);
    endLine();
}

void RecordText::append(const QString &text, const QString &where)
{
    if (m_current.isNull()) {
        m_current = QLatin1String("");
        m_currentWhere = where;
    } else if (m_currentWhere.isEmpty()) {
        m_currentWhere = where;
    }
    m_current += text;
}

void RecordText::endLine()
{
    if (m_current.isNull()) m_current = QLatin1String("");
    m_lines.append({m_current, m_currentWhere});
    m_current = QString();
    m_currentWhere.clear();
}

RecordWriteResult RecordText::finish(Encoding encoding, bool finalEol) const
{
    RecordWriteResult result;
    QList<Line> lines = m_lines;
    const bool open = !m_current.isNull();
    if (open) lines.append({m_current, m_currentWhere});
    QString text;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines[i].text;
        if (encoding == Encoding::ShiftJis) {
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
                    const QString where =
                        lines[i].where.isEmpty() ? tr("line %1").arg(i + 1) : lines[i].where;
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
            line = clean;
        }
        text += line;
        if (i + 1 < lines.size() || !open || finalEol) text += QStringLiteral("\r\n");
    }
    if (encoding == Encoding::ShiftJis) {
        QStringEncoder enc("CP932");
        result.data = enc.encode(text);
    } else {
        result.data = text.toUtf8();
    }
    return result;
}

} // namespace kibitz::shogi
