// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentpresenter.h"

#include "core/engine/engineregistry.h"
#include "tournamentdialog.h"
#include "tournamentview.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
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
} // namespace

TournamentPresenter::TournamentPresenter(QMainWindow *window, QAction *action, QSettings *settings)
    : QObject(window), m_window(window), m_settings(settings)
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
    m_window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    m_window->resizeDocks({m_dock}, {qMax(420, m_window->width() * 2 / 5)}, Qt::Horizontal);
}

void TournamentPresenter::openDialog()
{
    if (m_view && m_view->isRunning()) {
        QMessageBox::information(m_window, tr("Tournament"),
                                 tr("A tournament is running: stop it first."));
        m_dock->raise();
        return;
    }
    TournamentDialog dialog(EngineRegistry::load(*m_settings), m_window);
    dialog.setSettings(TournamentSettings::load(*m_settings));
    if (dialog.exec() != QDialog::Accepted) return;
    dialog.settings().save(*m_settings);
    ensureDock();
    m_dock->show();
    m_dock->raise();
    m_view->run(dialog.config());
}

} // namespace kibitz
