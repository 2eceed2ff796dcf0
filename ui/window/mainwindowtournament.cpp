// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's tournaments: Game → Tournament… with its dock, whose games are shown on the
// board, and File → Open of a tournament's folder.
#include "mainwindow.h"

#include "leaveguard.h"
#include "tournament/tournamentpresenter.h"
#include "windowactions.h"

namespace kibitz {

void MainWindow::createTournament()
{
    TournamentPresenter::Window window;
    window.window = this;
    window.settings = &m_settings;
    window.controller = m_controller;
    window.openRecord = [this](const QString &path) { return m_records->openRecord(path); };
    window.confirmLeave = [this] { return m_leave->confirm(); };
    auto *tournament = new TournamentPresenter(window, m_actions->tournament);
    m_records->setTournamentOpener(
        &TournamentPresenter::isTournamentPath,
        [tournament](const QString &path) { return tournament->openFolder(path); });
}

} // namespace kibitz
