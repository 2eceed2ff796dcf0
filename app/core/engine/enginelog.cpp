#include "core/engine/enginelog.h"

#include <QSaveFile>

namespace kibitz {

namespace {
// A line written after a mark: the mark alone for an empty line, so that no line ends in a space.
QString framed(QLatin1StringView mark, const QString &text)
{
    return text.isEmpty() ? QString(mark).trimmed() : mark + text;
}

bool isTlfReplyLine(QStringView line)
{
    if (line.isEmpty()) return false;
    const QChar c = line[0];
    if (c != QLatin1Char('=') && c != QLatin1Char('.') && c != QLatin1Char('?')) return false;
    return line.size() == 1 || line[1] == QLatin1Char(' ');
}
} // namespace

bool isTlfLogLine(QStringView line)
{
    if (line == QLatin1String("#")) return true;
    if (line.startsWith(QLatin1String("# "))) return true;
    return isTlfReplyLine(line);
}

EngineLog::EngineLog(QObject *parent) : QObject(parent) {}

void EngineLog::logSent(const QString &line)
{
    m_replyOpen = false;
    append(framed(QLatin1StringView("# "), line));
}

void EngineLog::logReceived(const QString &line)
{
    if (m_outputIsTlf && isTlfReplyLine(line)) {
        append(line);
        m_replyOpen = true;
        return;
    }
    append(framed(m_replyOpen ? QLatin1StringView(". ") : QLatin1StringView("= "), line));
    m_replyOpen = true;
}

void EngineLog::logStderr(const QString &line)
{
    append(framed(QLatin1StringView("# # "), line));
}

void EngineLog::logError(const QString &reason)
{
    // A '?' line ends the reply; what follows starts a new one.
    QString oneLine = reason;
    oneLine.replace(QLatin1Char('\n'), QLatin1Char(' '));
    append(framed(QLatin1StringView("? "), oneLine));
    m_replyOpen = false;
}

void EngineLog::logNote(const QString &note)
{
    append(framed(QLatin1StringView("# # "), note));
}

void EngineLog::append(QString line)
{
    if (m_lines.size() >= m_maxLines) {
        const qsizetype drop = m_maxLines / 10 + 1;
        m_lines.remove(0, drop);
        m_dropped += drop;
    }
    m_lines.append(line);
    Q_EMIT lineAppended(m_lines.constLast());
}

QString EngineLog::toTlf() const
{
    QString text;
    if (m_dropped)
        text += QStringLiteral("# # %1 older lines were dropped to bound memory\n").arg(m_dropped);
    for (const QString &l : m_lines) {
        text += l;
        text += QLatin1Char('\n');
    }
    return text;
}

QString EngineLog::save(const QString &path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    const QByteArray data = toTlf().toUtf8();
    if (file.write(data) != data.size()) return file.errorString();
    if (!file.commit()) return file.errorString();
    return {};
}

} // namespace kibitz
