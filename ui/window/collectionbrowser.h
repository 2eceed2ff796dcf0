// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/record.h"

#include <QObject>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QDockWidget;
class QMainWindow;
class QTimer;

namespace kibitz {

class CollectionReader;
class Game;
class GameController;
class GameListPanel;

// A collection file open in the window: its game list in a dock beside the board, filled a
// batch at a time while the file is read so that the window answers all along. The first game
// is shown at once; choosing another shows it as an opened record is shown (confirmAbandon asks
// first when a game is in progress). The list and its place stay while one looks at a game.
class CollectionBrowser : public QObject
{
    Q_OBJECT
public:
    CollectionBrowser(GameController *controller, QMainWindow *window,
                      std::function<bool()> confirmAbandon);
    ~CollectionBrowser() override;

    // Opens the games `reader` reads, of `game`, from the file `path`.
    void open(const Game &game, const QString &path, std::unique_ptr<CollectionReader> reader);
    // Shows the game at `index` (in the file) on the board; an error text when it has no record.
    QString showGame(int index);

    GameListPanel *panel() const { return m_panel; }
    QDockWidget *dock() const { return m_dock; }
    bool isReading() const { return m_reader != nullptr; }

Q_SIGNALS:
    void readingFinished(); // every game of the file is in the list

private:
    void readBatch();
    QString gamePath(int index) const;
    void updateStatus();
    void retranslate();
    bool eventFilter(QObject *watched, QEvent *event) override;

    GameController *m_controller;
    std::function<bool()> m_confirmAbandon;
    GameListPanel *m_panel;
    QDockWidget *m_dock;
    QTimer *m_batchTimer;
    const Game *m_game = nullptr;
    QString m_path;
    std::unique_ptr<CollectionReader> m_reader;
    qsizetype m_total = 0;
    std::vector<std::optional<Record>> m_records; // by index in the file
    std::vector<QStringList> m_notes;             // each game's warnings and error
    int m_failed = 0;
    int m_shown = -1;
};

} // namespace kibitz
