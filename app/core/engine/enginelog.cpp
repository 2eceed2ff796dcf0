// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/enginelog.h"

#include "core/engine/engineconsole.h"
#include "core/engine/protocolwords.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QSaveFile>

namespace kibitz {

namespace {
qint64 now()
{
    return QDateTime::currentMSecsSinceEpoch();
}

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
const QLatin1StringView timeMark("# # time:");
} // namespace

bool isTlfLogLine(QStringView line)
{
    if (line == QLatin1String("#")) return true;
    if (line.startsWith(QLatin1String("# "))) return true;
    return isTlfReplyLine(line);
}

LogLineKind logLineKind(QStringView line)
{
    if (line.startsWith(QLatin1String("# # ")) || line == QLatin1String("# #"))
        return LogLineKind::Comment;
    if (line.startsWith(QLatin1Char('#'))) return LogLineKind::Sent;
    if (line.startsWith(QLatin1Char('?'))) return LogLineKind::Error;
    return LogLineKind::Received;
}

QStringView logLineText(QStringView line)
{
    const qsizetype mark = logLineKind(line) == LogLineKind::Comment ? 4 : 2;
    return line.size() <= mark ? QStringView() : line.mid(mark);
}

bool isInfoLogLine(QStringView line)
{
    const LogLineKind kind = logLineKind(line);
    if (kind != LogLineKind::Sent && kind != LogLineKind::Received) return false;
    return isKeyword(firstWord(logLineText(line)), QLatin1StringView("info"));
}

EngineLog::EngineLog(QObject *parent) : QObject(parent) {}

EngineConsole *EngineLog::console() const
{
    return m_console;
}

void EngineLog::setConsole(EngineConsole *console)
{
    m_console = console;
    Q_EMIT consoleChanged();
}

void EngineLog::logSent(const QString &line)
{
    if (!m_kept) return;
    m_replyOpen = false;
    appendFramed(framed(QLatin1StringView("# "), line), now());
}

void EngineLog::logTyped(const QString &line)
{
    if (!m_kept) return;
    m_replyOpen = false;
    appendFramed(framed(QLatin1StringView("# "), line), now(), true);
}

void EngineLog::logReceived(const QString &line)
{
    if (!m_kept) return;
    if (m_outputIsTlf && isTlfReplyLine(line)) {
        appendFramed(line, now());
        m_replyOpen = true;
        return;
    }
    appendFramed(framed(m_replyOpen ? QLatin1StringView(". ") : QLatin1StringView("= "), line),
                 now());
    m_replyOpen = true;
}

void EngineLog::logStderr(const QString &line)
{
    if (!m_kept) return;
    appendFramed(framed(QLatin1StringView("# # "), line), now());
}

void EngineLog::logError(const QString &reason)
{
    if (!m_kept) return;
    // A '?' line ends the reply; what follows starts a new one.
    QString oneLine = reason;
    oneLine.replace(QLatin1Char('\n'), QLatin1Char(' '));
    appendFramed(framed(QLatin1StringView("? "), oneLine), now());
    m_replyOpen = false;
}

void EngineLog::logNote(const QString &note)
{
    if (!m_kept) return;
    appendFramed(framed(QLatin1StringView("# # "), note), now());
}

void EngineLog::appendFramed(const QString &line, qint64 msecsSinceEpoch, bool typed)
{
    if (m_lines.size() >= m_maxLines) {
        const qsizetype drop = m_maxLines / 10 + 1;
        m_lines.remove(0, drop);
        m_times.remove(0, drop);
        m_typed.remove(0, drop);
        m_dropped += drop;
    }
    m_lines.append(line);
    m_times.append(msecsSinceEpoch);
    m_typed.append(typed);
    Q_EMIT lineAppended(m_lines.constLast());
}

QString EngineLog::timeComment(qint64 msecsSinceEpoch)
{
    return QString(timeMark) +
           QDateTime::fromMSecsSinceEpoch(msecsSinceEpoch, Qt::UTC).toString(Qt::ISODateWithMs);
}

qint64 EngineLog::timeOfComment(QStringView line)
{
    if (!line.startsWith(timeMark)) return -1;
    const QDateTime t =
        QDateTime::fromString(line.mid(timeMark.size()).toString(), Qt::ISODateWithMs);
    return t.isValid() ? t.toMSecsSinceEpoch() : -1;
}

QString EngineLog::toTlf() const
{
    QString text;
    if (m_dropped)
        text += QStringLiteral("# # %1 older lines were dropped to bound memory\n").arg(m_dropped);
    qint64 written = -1;
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        if (m_times[i] > written) {
            text += timeComment(m_times[i]);
            text += QLatin1Char('\n');
            written = m_times[i];
        }
        if (m_typed[i]) {
            text += typedComment();
            text += QLatin1Char('\n');
        }
        text += m_lines[i];
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

QString engineLogFileName(int place, const QString &engineName)
{
    QString safe = engineName;
    safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._+-]+")), QStringLiteral("_"));
    if (safe.isEmpty()) safe = QStringLiteral("engine");
    return QStringLiteral("%1-%2.tlf").arg(place).arg(safe.left(64));
}

} // namespace kibitz
