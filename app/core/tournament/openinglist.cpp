// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/openinglist.h"

#include "core/record/recordfile.h"

#include <QCoreApplication>
#include <QFile>

namespace kibitz {

namespace {
// lupdate files a tr() outside a class under its namespace: the context is that namespace.
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz", text);
}
} // namespace

OpeningReadResult readOpeningList(const QString &path, const OpeningLineReader &readLine)
{
    OpeningReadResult result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = tr("cannot read %1: %2").arg(path, file.errorString());
        return result;
    }
    if (file.size() > maxRecordFileSize) {
        result.error = tr("%1 is larger than %2 MB").arg(path).arg(maxRecordFileSize >> 20);
        return result;
    }
    QString text = QString::fromUtf8(file.readAll());
    if (text.startsWith(QChar(0xFEFF))) text.remove(0, 1);
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n")).replace(u'\r', u'\n');
    const QList<QStringView> lines = QStringView(text).split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QStringView line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(u'#')) continue;
        const int number = int(i + 1);
        QString why;
        std::optional<Opening> opening = readLine(line, &why);
        if (!opening) {
            result.refuse(path, number, line.toString(), why);
            continue;
        }
        opening->text = line.toString();
        opening->file = path;
        opening->line = number;
        result.openings.append(std::move(*opening));
    }
    return result;
}

} // namespace kibitz
