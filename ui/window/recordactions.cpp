// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordactions.h"

#include "collectionbrowser.h"
#include "core/engine/enginelogfile.h"
#include "core/game/game.h"
#include "core/play/gamecontroller.h"
#include "core/record/recordclipboard.h"
#include "core/record/recordcollection.h"
#include "core/record/recordfile.h"
#include "dialogs/recordfiledialog.h"
#include "gamecatalog.h"

#include <QClipboard>
#include <QDate>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>

namespace kibitz {

namespace {
const QString directoryKey = QStringLiteral("ui/recordDirectory");
} // namespace

RecordActions::RecordActions(GameController *controller, QSettings *settings, QWidget *window,
                             std::function<bool()> confirmAbandon)
    : QObject(window), m_controller(controller), m_settings(settings), m_window(window),
      m_confirmAbandon(std::move(confirmAbandon))
{}

QString RecordActions::openRecord(const QString &path)
{
    if (m_openTournament && m_isTournament(path)) return m_openTournament(path);
    const Game *game = gameForFile(path);
    if (!game && m_openLog && isEngineLogFileName(path)) return m_openLog(path);
    if (!game) return tr("Kibitz does not know the format of %1.").arg(QFileInfo(path).fileName());
    const RecordFormat *format = game->recordFormatForFile(path);
    if (m_openCollection && format && format->holdsSeveralGames()) {
        QString error;
        const QByteArray data = readRecordFileData(path, &error);
        if (!error.isEmpty()) return error;
        auto reader = std::make_shared<CollectionReader>(*format, data);
        if (reader->count() > 1) {
            m_settings->setValue(directoryKey, QFileInfo(path).absolutePath());
            m_controller->forgetGameInProgress(); // the user left the game in progress
            m_openCollection(*game, path, std::move(reader));
            return {};
        }
    }
    RecordReadResult read = readRecordFile(*game, path);
    if (!read.record) return read.message();
    m_settings->setValue(directoryKey, QFileInfo(path).absolutePath());
    return showRecord(*game, std::move(read), path);
}

QString RecordActions::pasteRecordText(const QString &text)
{
    RecordTextRead pasted = readRecordText(allGames(), text);
    if (!pasted.read.record) return pasted.read.message();
    return showRecord(*pasted.game, std::move(pasted.read), {});
}

QString RecordActions::showRecord(const Game &game, RecordReadResult read, const QString &path)
{
    m_controller->forgetGameInProgress(); // the user left the game in progress
    m_controller->showRecord(game, std::move(*read.record), path, read.warnings);
    if (read.error.isEmpty()) return {};
    return read.message() + QLatin1Char('\n') + tr("The moves before the error were read.");
}

QString RecordActions::saveRecord(const QString &path, QStringList *problems)
{
    const QString error = m_controller->saveRecord(path, problems);
    Q_EMIT recordSaved();
    return error;
}

void RecordActions::open()
{
    if (!m_confirmAbandon()) return;
    const QString path =
        recordfiledialog::askOpenPath(m_window, m_settings->value(directoryKey).toString());
    if (path.isEmpty()) return;
    const QString error = openRecord(path);
    if (!error.isEmpty())
        QMessageBox::warning(
            m_window, tr("Open Record"),
            tr("%1 could not be read in full.\n\n%2").arg(QFileInfo(path).fileName(), error));
}

bool RecordActions::saveAs()
{
    const Game *game = m_controller->game();
    if (!m_controller->record() || !game) return false;
    if (m_collection && m_collection->showsCollectionGame()) {
        const CollectionChoice choice = askCollectionSave();
        if (choice == CollectionChoice::Cancel) return false;
        if (choice == CollectionChoice::IntoCollection) return saveIntoCollection();
    }
    QString suggested = m_controller->recordPath();
    if (suggested.isEmpty()) {
        QString dir = m_settings->value(directoryKey).toString();
        if (dir.isEmpty())
            dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        suggested = QStringLiteral("%1/%2-%3.%4")
                        .arg(dir, QDate::currentDate().toString(Qt::ISODate), game->id(),
                             game->recordFormats().value(0)->extensions().value(0));
    }
    const QString path = recordfiledialog::askSavePath(m_window, *game, suggested);
    if (path.isEmpty()) return false;
    QStringList problems;
    const QString error = saveRecord(path, &problems);
    if (!error.isEmpty()) {
        QMessageBox::critical(m_window, tr("Save Record"),
                              tr("The record could not be saved to %1:\n%2").arg(path, error));
        return false;
    }
    m_settings->setValue(directoryKey, QFileInfo(path).absolutePath());
    reportProblems(problems);
    return true;
}

RecordActions::CollectionChoice RecordActions::askCollectionSave() const
{
    QMessageBox box(QMessageBox::Question, tr("Save Record"),
                    tr("This is game %1 of the collection %2.")
                        .arg(m_collection->shownNumber())
                        .arg(m_collection->fileName()),
                    QMessageBox::Cancel, m_window);
    box.setInformativeText(tr("Save it back into the collection, in its place (the other games "
                              "stay as they are), or as a file of its own?"));
    QPushButton *into = box.addButton(tr("Into the Collection"), QMessageBox::AcceptRole);
    QPushButton *own = box.addButton(tr("As a File of Its Own…"), QMessageBox::ActionRole);
    box.setDefaultButton(into);
    box.exec();
    if (box.clickedButton() == into) return CollectionChoice::IntoCollection;
    if (box.clickedButton() == own) return CollectionChoice::OwnFile;
    return CollectionChoice::Cancel;
}

bool RecordActions::saveIntoCollection()
{
    QStringList problems;
    const QString error = m_collection->saveIntoCollection(&problems);
    if (!error.isEmpty()) {
        QMessageBox::critical(
            m_window, tr("Save Record"),
            tr("The game could not be saved into %1:\n%2").arg(m_collection->fileName(), error));
        return false;
    }
    Q_EMIT recordSaved();
    reportProblems(problems);
    return true;
}

void RecordActions::reportProblems(const QStringList &problems)
{
    if (!problems.isEmpty())
        QMessageBox::warning(m_window, tr("Save Record"),
                             tr("The record was saved, but not everything could be written as "
                                "it is:\n\n%1")
                                 .arg(problems.join(QLatin1Char('\n'))));
}

void RecordActions::copyRecord()
{
    const Game *game = m_controller->game();
    const Record *record = m_controller->record();
    if (!record || !game) return;
    QStringList problems;
    QGuiApplication::clipboard()->setText(recordText(*game, *record, &problems));
    if (!problems.isEmpty())
        QMessageBox::warning(m_window, tr("Copy Record"),
                             tr("The record was copied, but not all of it could be written:\n%1")
                                 .arg(problems.join(QLatin1Char('\n'))));
}

void RecordActions::pasteRecord()
{
    if (!m_confirmAbandon()) return;
    const QString error = pasteRecordText(QGuiApplication::clipboard()->text());
    if (!error.isEmpty()) QMessageBox::warning(m_window, tr("Paste Record"), error);
}

} // namespace kibitz
