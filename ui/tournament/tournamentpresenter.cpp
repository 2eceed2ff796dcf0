// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentpresenter.h"

#include "core/engine/engineregistry.h"
#include "core/play/gamecontroller.h"
#include "core/tournament/resultsstream.h"
#include "tournamentdialog.h"
#include "tournamentsettings.h"
#include "tournamentview.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QSettings>

namespace kibitz {

namespace {
// The dock's title follows the language.
class TournamentDock : public QDockWidget
{
public:
    TournamentDock() { retranslate(); }

protected:
    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange) retranslate();
        QDockWidget::changeEvent(event);
    }

private:
    void retranslate() { setWindowTitle(TournamentPresenter::tr("Tournament")); }
};

bool isResultsFile(const QString &name)
{
    return name.startsWith(QStringLiteral("results")) && name.endsWith(QStringLiteral(".jsonl"));
}
} // namespace

TournamentPresenter::TournamentPresenter(const Window &window, QAction *action)
    : QObject(window.window), m_window(window)
{
    connect(action, &QAction::triggered, this, &TournamentPresenter::openDialog);
}

void TournamentPresenter::ensureDock()
{
    if (m_dock) return;
    m_dock = new TournamentDock;
    m_dock->setObjectName(QStringLiteral("tournamentDock"));
    m_view = new TournamentView;
    m_dock->setWidget(m_view);
    QMainWindow *window = m_window.window;
    window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    window->resizeDocks({m_dock}, {qMax(420, window->width() * 2 / 5)}, Qt::Horizontal);
    connect(m_view, &TournamentView::runningGameChosen, this,
            &TournamentPresenter::showRunningGame);
    connect(m_view, &TournamentView::finishedGameChosen, this,
            &TournamentPresenter::showFinishedGame);
    connect(m_view, &TournamentView::resumeRequested, this, &TournamentPresenter::resumeFolder);
}

void TournamentPresenter::openDialog()
{
    if (m_view && m_view->isRunning()) {
        QMessageBox::information(m_window.window, tr("Tournament"),
                                 tr("A tournament is running: stop it first."));
        m_dock->raise();
        return;
    }
    TournamentDialog dialog(EngineRegistry::load(*m_window.settings), m_window.window);
    dialog.setSettings(TournamentSettings::load(*m_window.settings));
    if (dialog.exec() != QDialog::Accepted) return;
    dialog.settings().save(*m_window.settings);
    ensureDock();
    m_dock->show();
    m_dock->raise();
    TournamentRunner::Config config = dialog.config();
    // Every worker on the window's thread, so that its game can be shown on the board.
    config.threads = false;
    m_view->run(config);
}

bool TournamentPresenter::isTournamentPath(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return QDir(path).exists(QStringLiteral("tournament.json")) ||
               !QDir(path).entryList({QStringLiteral("results*.jsonl")}, QDir::Files).isEmpty();
    return info.fileName() == QStringLiteral("tournament.json") || isResultsFile(info.fileName());
}

QString TournamentPresenter::openFolder(const QString &path)
{
    const QString folder = QFileInfo(path).isDir() ? path : QFileInfo(path).absolutePath();
    if (m_view && m_view->isRunning()) return tr("A tournament is running: stop it first.");
    const ResultsReadout read = readResults({folder});
    QString error;
    const std::optional<TournamentSettings> settings =
        TournamentSettings::readFolder(folder, &error);
    if (!settings && read.games.isEmpty())
        return tr("%1 holds no tournament.").arg(QDir::toNativeSeparators(folder));
    int total = int(read.games.size());
    std::optional<SprtTest> sprt;
    bool resumable = false;
    // Started in the window: its settings plan the whole run (resuming: the games left).
    if (settings)
        if (const std::optional<TournamentRunner::Config> run = settings->config(true, &error)) {
            total = int(run->games.size() + run->earlier.size());
            sprt = run->sprt;
            resumable = !run->games.isEmpty();
        }
    ensureDock();
    m_dock->show();
    m_dock->raise();
    m_view->showFolder(folder, read.games, total, sprt, resumable);
    return {};
}

void TournamentPresenter::resumeFolder(const QString &folder)
{
    QString error;
    const std::optional<TournamentSettings> settings =
        TournamentSettings::readFolder(folder, &error);
    if (!settings) {
        warn(error);
        return;
    }
    std::optional<TournamentRunner::Config> config = settings->config(true, &error);
    if (config) error = settings->writeFolder();
    if (!error.isEmpty()) {
        warn(error);
        return;
    }
    config->threads = false;
    m_view->run(*config);
}

void TournamentPresenter::showRunningGame(int game)
{
    const TournamentRunner *runner = m_view->runner();
    Session *session = runner ? runner->session(game) : nullptr;
    if (!session) {
        // Its engines are starting: shown as soon as they are ready.
        m_pendingGame = game;
        if (runner)
            connect(runner, &TournamentRunner::gameBegan, this, &TournamentPresenter::onGameBegan,
                    Qt::UniqueConnection);
        return;
    }
    m_pendingGame = 0;
    GameController *controller = m_window.controller;
    if (controller->session() == session) return;
    if (!m_window.confirmLeave()) return;
    controller->forgetGameInProgress(); // the user left the game in progress
    controller->watchSession(session, runner->recordPath(game));
}

void TournamentPresenter::onGameBegan(int game)
{
    if (game == m_pendingGame) showRunningGame(std::exchange(m_pendingGame, 0));
}

void TournamentPresenter::showFinishedGame(const QString &recordPath)
{
    m_pendingGame = 0;
    if (recordPath.isEmpty()) return; // a run without records
    if (!m_window.confirmLeave()) return;
    warn(m_window.openRecord(recordPath));
}

void TournamentPresenter::warn(const QString &error)
{
    if (!error.isEmpty()) QMessageBox::warning(m_window.window, tr("Tournament"), error);
}

} // namespace kibitz
