// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/enginelogfile.h"

#include "core/engine/enginelog.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <utility>

namespace kibitz {

namespace {
// lupdate files a tr() outside a class under its namespace.
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz", text);
}

bool isTraffic(QStringView line)
{
    return line.startsWith(QLatin1String("recv:")) || line.startsWith(QLatin1String("send:"));
}

// The form is told by the first line that is no '#' comment (a traffic log may begin with
// comments that say what it shows; a TLF log's first reply line is no comment).
bool isTrafficLog(const QList<QStringView> &lines)
{
    for (QStringView line : lines)
        if (!line.startsWith(QLatin1Char('#'))) return isTraffic(line);
    return false;
}

// One line of a traffic log, framed; any other line ("# what this log shows", "disconnect:") is
// kept as a note of the log's writer.
void readTrafficLine(QStringView line, EngineLog *log, bool *replyOpen)
{
    QString framed;
    if (!isTraffic(line)) {
        if (line.startsWith(QLatin1String("# "))) line = line.mid(2);
        framed = QStringLiteral("# # ") + line.toString();
    } else {
        const QString text = line.mid(5).toString();
        const bool sent = line.startsWith(QLatin1String("recv:"));
        const QLatin1StringView mark = sent         ? QLatin1StringView("# ")
                                       : *replyOpen ? QLatin1StringView(". ")
                                                    : QLatin1StringView("= ");
        framed = text.isEmpty() ? QString(mark).trimmed() : mark + text;
        *replyOpen = !sent;
    }
    log->appendFramed(framed, -1);
}

// One line of a TLF log; false when it is not TLF. *typed says the line is the person's.
bool readTlfLine(const QString &line, EngineLog *log, qint64 *time, bool *typed)
{
    const qint64 t = EngineLog::timeOfComment(line);
    if (t >= 0) {
        *time = t;
        return true;
    }
    if (line == EngineLog::typedComment()) {
        *typed = true;
        return true;
    }
    if (!isTlfLogLine(line)) return false;
    log->appendFramed(line, *time, std::exchange(*typed, false));
    return true;
}
} // namespace

EngineLogFileError readEngineLogFile(const QString &path, EngineLog *log)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {file.errorString(), 0};
    const QString text = QString::fromUtf8(file.readAll());
    QList<QStringView> lines;
    for (QStringView line : QStringView(text).tokenize(QLatin1Char('\n'))) {
        if (line.endsWith(QLatin1Char('\r'))) line.chop(1);
        lines.append(line); // empty ones too: they count for the line numbers
    }
    const bool traffic = isTrafficLog(lines);
    bool replyOpen = false, any = false, typed = false;
    qint64 time = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].isEmpty()) continue;
        any = true;
        if (traffic)
            readTrafficLine(lines[i], log, &replyOpen);
        else if (!readTlfLine(lines[i].toString(), log, &time, &typed))
            return {tr("not a TLF line: '%1'").arg(lines[i].left(60)), int(i) + 1};
    }
    if (!any) return {tr("the file is empty"), 0};
    return {};
}

bool isEngineLogFileName(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix();
    return suffix.compare(u"tlf", Qt::CaseInsensitive) == 0 ||
           suffix.compare(u"log", Qt::CaseInsensitive) == 0;
}

} // namespace kibitz
