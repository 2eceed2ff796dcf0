// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

#include <QObject>
#include <functional>
#include <memory>

class QSettings;
class QWidget;

namespace kibitz {

class CollectionBrowser;
class CollectionReader;
class Game;
class GameController;

// The File menu's record commands: open, save, copy to and paste from the clipboard. It reads
// and writes through the game controller, remembers the folder last used, and tells the user
// what a format could not hold. confirmAbandon asks the user before a record replaces a game in
// progress.
class RecordActions : public QObject
{
    Q_OBJECT
public:
    RecordActions(GameController *controller, QSettings *settings, QWidget *window,
                  std::function<bool()> confirmAbandon);

    // Reads a record into the window for review. Returns an error text, empty on success (a
    // partly read record is still shown, and its error returned).
    // An engine log (.tlf, .log: kibitz-cli match --log, Save as TLF) goes to openLog instead.
    QString openRecord(const QString &path);
    // Opens an engine log in the window's log view; returns an error text, empty on success.
    void setLogOpener(std::function<QString(const QString &)> openLog)
    {
        m_openLog = std::move(openLog);
    }
    // Shows a tournament's folder (a folder, tournament.json, results*.jsonl: isTournament)
    // instead of a record; returns an error text, empty on success.
    void setTournamentOpener(std::function<bool(const QString &)> isTournament,
                             std::function<QString(const QString &)> openTournament)
    {
        m_isTournament = std::move(isTournament);
        m_openTournament = std::move(openTournament);
    }
    // Opens a file of several games (RecordFormat::holdsSeveralGames, more than one game found)
    // in the window's game list instead of showing one record.
    using CollectionOpener =
        std::function<void(const Game &, const QString &, std::shared_ptr<CollectionReader>)>;
    void setCollectionOpener(CollectionOpener openCollection)
    {
        m_openCollection = std::move(openCollection);
    }
    // The collection open in the window: saving a game that came from it asks whether it goes
    // back into the collection or into a file of its own.
    void setCollectionBrowser(CollectionBrowser *browser) { m_collection = browser; }
    // Writes the record on the board; the format follows the extension. Returns an error text,
    // empty on success; *problems gets what the format could not hold faithfully.
    QString saveRecord(const QString &path, QStringList *problems = nullptr);
    // Reads a record given as text, in whatever format of whatever game it is, and shows it for
    // review. Returns an error text as openRecord does.
    QString pasteRecordText(const QString &text);

    // The menu commands, which ask and report through dialogs. saveAs returns whether the record
    // was saved.
    void open();
    bool saveAs();
    void copyRecord();
    void pasteRecord();

Q_SIGNALS:
    void recordSaved();

private:
    QString showRecord(const Game &game, RecordReadResult read, const QString &path);
    enum class CollectionChoice { IntoCollection, OwnFile, Cancel };
    CollectionChoice askCollectionSave() const;
    bool saveIntoCollection();
    void reportProblems(const QStringList &problems);

    GameController *m_controller;
    QSettings *m_settings;
    QWidget *m_window;
    std::function<bool()> m_confirmAbandon;
    std::function<QString(const QString &)> m_openLog;
    std::function<bool(const QString &)> m_isTournament;
    std::function<QString(const QString &)> m_openTournament;
    CollectionOpener m_openCollection;
    CollectionBrowser *m_collection = nullptr;
};

} // namespace kibitz
