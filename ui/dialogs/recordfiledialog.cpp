// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordfiledialog.h"

#include "core/game/game.h"
#include "core/record/recordformat.h"
#include "gamecatalog.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>

namespace kibitz::recordfiledialog {

namespace {
QStringList patterns(const RecordFormat *format)
{
    QStringList patterns;
    for (const QString &extension : format->extensions())
        patterns << QStringLiteral("*.") + extension;
    return patterns;
}

QString filter(const RecordFormat *format)
{
    return QStringLiteral("%1 (%2)").arg(format->displayName(),
                                         patterns(format).join(QLatin1Char(' ')));
}
} // namespace

QString askOpenPath(QWidget *parent, const QString &directory)
{
    QStringList all, filters;
    for (const Game *game : allGames())
        for (const RecordFormat *format : game->recordFormats()) {
            filters << filter(format);
            all << patterns(format);
        }
    filters.prepend(QCoreApplication::translate("kibitz::RecordFileDialog", "Game records (%1)")
                        .arg(all.join(QLatin1Char(' '))));
    filters << QCoreApplication::translate("kibitz::RecordFileDialog", "Engine logs (*.tlf *.log)");
    filters << QCoreApplication::translate("kibitz::RecordFileDialog",
                                           "Tournaments (tournament.json results*.jsonl)");
    filters << QCoreApplication::translate("kibitz::RecordFileDialog", "All files (*)");
    return QFileDialog::getOpenFileName(
        parent, QCoreApplication::translate("kibitz::RecordFileDialog", "Open Record"), directory,
        filters.join(QStringLiteral(";;")));
}

QString askSavePath(QWidget *parent, const Game &game, const QString &suggested)
{
    QStringList filters;
    for (const RecordFormat *format : game.recordFormats())
        filters << filter(format);
    QString path = QFileDialog::getSaveFileName(
        parent, QCoreApplication::translate("kibitz::RecordFileDialog", "Save Record"), suggested,
        filters.join(QStringLiteral(";;")));
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + game.recordFormats().value(0)->extensions().value(0);
    return path;
}

} // namespace kibitz::recordfiledialog
