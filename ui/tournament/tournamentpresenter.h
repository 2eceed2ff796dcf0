// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;
class QSettings;

namespace kibitz {

class TournamentView;

// Game → Tournament…: the dialog, then the run in the window's Tournament dock; the last
// settings are kept for the next tournament.
class TournamentPresenter : public QObject
{
    Q_OBJECT
public:
    TournamentPresenter(QMainWindow *window, QAction *action, QSettings *settings);
    TournamentView *view() const { return m_view; }

private:
    void openDialog();
    void ensureDock();

    QMainWindow *m_window;
    QSettings *m_settings;
    QDockWidget *m_dock = nullptr;
    TournamentView *m_view = nullptr;
};

} // namespace kibitz
