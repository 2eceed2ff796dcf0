// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordcollection.h"

#include <QObject>
#include <QStringList>
#include <functional>
#include <memory>

class QDockWidget;
class QMainWindow;

namespace kibitz {

class CollectionLoader;
class CollectionReader;
class Game;
class GameController;
class GameListPanel;

// A collection file open in the window: its game list in a dock beside the board, filled a
// chunk at a time while the games are read in other threads (CollectionLoader), so that the
// window answers all along. Only the list rows are kept; a game is read again when chosen. The
// first game is shown at once; choosing another shows it as an opened record is shown
// (confirmAbandon asks first when a game is in progress). The list and its place stay while one
// looks at a game.
class CollectionBrowser : public QObject
{
    Q_OBJECT
public:
    CollectionBrowser(GameController *controller, QMainWindow *window,
                      std::function<bool()> confirmAbandon);
    ~CollectionBrowser() override;

    // Opens the games `reader` reads, of `game`, from the file `path`.
    void open(const Game &game, const QString &path, std::shared_ptr<CollectionReader> reader);
    // Shows the game at `index` (in the file) on the board; an error text when it has no record.
    QString showGame(int index);

    // Whether the record on the board is the game of the collection shown last (and not a game
    // played or opened since): the one saveIntoCollection writes.
    bool showsCollectionGame() const;
    // The collection's file name and the shown game's number, for asking where to save.
    QString fileName() const;
    int shownNumber() const { return m_shown + 1; }
    // Writes the record on the board back into the collection in place of the game it was,
    // the rest of the file kept as it is (QSaveFile). An error text, empty on success;
    // *problems gets what the format could not hold.
    QString saveIntoCollection(QStringList *problems);

    GameListPanel *panel() const { return m_panel; }
    QDockWidget *dock() const { return m_dock; }
    bool isReading() const { return m_loader != nullptr; }

Q_SIGNALS:
    void readingFinished(); // every game of the file is in the list

private:
    void rowsRead(const QList<GameListing> &rows);
    void loaderFinished();
    QString gamePath(int index) const;
    void updateStatus();
    void retranslate();
    bool eventFilter(QObject *watched, QEvent *event) override;

    GameController *m_controller;
    std::function<bool()> m_confirmAbandon;
    GameListPanel *m_panel;
    QDockWidget *m_dock;
    const Game *m_game = nullptr;
    QString m_path;
    std::shared_ptr<CollectionReader> m_reader;
    CollectionLoader *m_loader = nullptr; // while the list fills
    qsizetype m_total = 0;
    qsizetype m_listed = 0;
    int m_failed = 0;
    int m_shown = -1;
};

} // namespace kibitz
