// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace kibitz {

// The main window's actions with their shortcuts, and its menu bar: File, Game, View, Language
// and Help. Made and translated here; the window connects them and enables them.
class WindowActions : public QObject
{
    Q_OBJECT
public:
    // Fills the window's menu bar; the docks' show/hide actions go to the View menu.
    WindowActions(QMainWindow *window, const QList<QDockWidget *> &docks);
    void retranslate();

    QAction *newGame, *open, *save, *copyRecord, *pasteRecord, *quit;
    QAction *moveNow, *takeBack, *pause, *resign, *abort, *editPosition, *analyse, *manageEngines;
    QMenu *analysisEngine; // filled by the window when it is about to show
    QAction *analyseRecord;
    QAction *playOnServer; // shown for a game played on servers
    QAction *tournament;   // Game → Tournament… (issue 25)
    QAction *first, *previous, *next, *last, *showAll, *flip, *moveNumbers;
    QActionGroup *languages; // one checkable action per language, its code as data
    QAction *about;
    // The Game menu, for the actions a game brings (Find VCF …), put before playOnServer.
    QMenu *gameMenu() const { return m_game; }

private:
    QMenu *m_file, *m_game, *m_view, *m_language, *m_help;
};

} // namespace kibitz
