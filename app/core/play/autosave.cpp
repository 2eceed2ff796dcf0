// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/play/autosave.h"

#include "core/game/game.h"
#include "core/record/recordfile.h"

#include <QDir>

namespace kibitz {

namespace {
const QString baseName = QStringLiteral("game-in-progress");

QStringList existing(const QString &folder)
{
    // Not QSaveFile's temporary files (game-in-progress.kif.AbC123), left by a write cut short.
    QStringList names;
    for (const QString &name :
         QDir(folder).entryList({baseName + QStringLiteral(".*")}, QDir::Files, QDir::Name))
        if (name.count(QLatin1Char('.')) == 1) names << name;
    return names;
}
} // namespace

QString Autosave::write(const Game &game, const Record &record) const
{
    const RecordFormat *format = game.recordFormats().value(0);
    if (!format) return {};
    const QString name = baseName + QLatin1Char('.') + format->extensions().value(0);
    QDir().mkpath(m_folder);
    const QString error =
        writeRecordFile(game, record, QDir(m_folder).filePath(name), nullptr, format);
    if (!error.isEmpty()) return error;
    // One game in progress: the file of another game's format goes.
    for (const QString &other : existing(m_folder))
        if (other != name) QFile::remove(QDir(m_folder).filePath(other));
    return {};
}

QString Autosave::find() const
{
    const QStringList files = existing(m_folder);
    return files.isEmpty() ? QString() : QDir(m_folder).filePath(files.first());
}

void Autosave::remove() const
{
    for (const QString &name : existing(m_folder))
        QFile::remove(QDir(m_folder).filePath(name));
}

} // namespace kibitz
