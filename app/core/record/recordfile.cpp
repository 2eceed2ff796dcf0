// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/recordfile.h"

#include "core/game/game.h"
#include "core/record/recordcollection.h"

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
    const QByteArray data = readRecordFileData(path, &result.error);
    if (!result.error.isEmpty()) return result;
    return format->read(data);
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
