// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/bundledfiles.h"

#include <QCoreApplication>
#include <QDir>

namespace kibitz {

QString bundledEngineDirectory()
{
    const QDir bin(QCoreApplication::applicationDirPath());
    const QString installed = QDir::cleanPath(bin.filePath(QStringLiteral(KIBITZ_ENGINE_DIR)));
    return QDir(installed).exists() ? installed : bin.path();
}

QString translationsDirectory()
{
    const QDir bin(QCoreApplication::applicationDirPath());
    return QDir::cleanPath(bin.filePath(QStringLiteral(KIBITZ_TRANSLATIONS_DIR)));
}

} // namespace kibitz
