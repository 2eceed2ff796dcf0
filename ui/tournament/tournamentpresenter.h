// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

class QAction;
class QDockWidget;
class QMainWindow;
class QSettings;

namespace kibitz {

class GameController;
class TournamentView;

// Game → Tournament…: the dialog, then the run in the window's Tournament dock; the last
// settings are kept for the next tournament. A running game chosen in the dock's list is shown
// live on the board (GameController::watchSession), a finished one opened for review; File →
// Open of a tournament folder shows it in the dock.
class TournamentPresenter : public QObject
{
    Q_OBJECT
public:
    struct Window
    {
        QMainWindow *window;
        QSettings *settings;
        GameController *controller;
        // Opens a record for review (File → Open's); an error text, empty on success.
        std::function<QString(const QString &)> openRecord;
        // Asks the user before what is on the board is left (a game being played).
        std::function<bool()> confirmLeave;
    };
    TournamentPresenter(const Window &window, QAction *action);
    TournamentView *view() const { return m_view; }
    // Shows the tournament in folder (tournament.json, results*.jsonl): one started in the
    // window can be resumed, one written by kibitz-cli is shown only. An error text, empty on
    // success.
    QString openFolder(const QString &folder);
    // Whether path is a tournament's folder or one of its files (tournament.json,
    // results*.jsonl): File → Open shows the tournament.
    static bool isTournamentPath(const QString &path);

private:
    void openDialog();
    void ensureDock();
    void resumeFolder(const QString &folder);
    void showRunningGame(int game);
    void onGameBegan(int game);
    void showFinishedGame(const QString &recordPath);
    void warn(const QString &error);

    Window m_window;
    QDockWidget *m_dock = nullptr;
    TournamentView *m_view = nullptr;
    int m_pendingGame = 0; // chosen before its engines were ready: shown once they are
};

} // namespace kibitz
