// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/recordfile.h"

#include "core/game/game.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace kibitz {

namespace {
// The context lupdate files tr() of this file's free functions under (their namespace), so
// that the translations are found.
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz", text);
}
} // namespace

RecordReadResult readRecordFile(const Game &game, const QString &path)
{
    RecordReadResult result;
    const RecordFormat *format = game.recordFormatForFile(path);
    if (!format) {
        result.error = tr("%1: unknown record file type").arg(QFileInfo(path).fileName());
        return result;
    }
    // Unbuffered, and the size asked once: reading thousands of small files, each system call
    // counts.
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        result.error = tr("Cannot open %1: %2").arg(path, file.errorString());
        return result;
    }
    const qint64 size = file.size();
    if (size > maxRecordFileSize) {
        result.error = tr("%1 is too large for a record (%2 bytes)").arg(path).arg(size);
        return result;
    }
    return format->read(file.read(size));
}

QString writeRecordFile(const Game &game, const Record &record, const QString &path,
                        QStringList *problems, const RecordFormat *format)
{
    if (!format) format = game.recordFormatForFile(path);
    if (!format) return tr("%1: unknown record file type").arg(QFileInfo(path).fileName());
    const RecordWriteResult written = format->write(record);
    if (problems) *problems = written.problems;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("Cannot write %1: %2").arg(path, file.errorString());
    if (file.write(written.data) != written.data.size() || !file.commit())
        return tr("Cannot write %1: %2").arg(path, file.errorString());
    return {};
}

} // namespace kibitz

namespace kibitz {

QString RecordReadResult::message() const
{
    if (error.isEmpty() || errorLine <= 0) return error;
    return QCoreApplication::translate("kibitz::RecordReadResult", "line %1: %2")
        .arg(errorLine)
        .arg(error);
}

} // namespace kibitz
