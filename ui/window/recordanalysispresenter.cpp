// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordanalysispresenter.h"

#include "core/analysis/recordanalysisrun.h"
#include "core/engine/enginebuilder.h"
#include "core/game/game.h"
#include "core/play/gamecontroller.h"
#include "dialogs/analysissummarydialog.h"
#include "dialogs/recordanalysisdialog.h"
#include "enginenames.h"
#include "panels/analysisprogress.h"
#include "panels/enginelogpanel.h"

#include <QAction>
#include <QMainWindow>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

namespace kibitz {

RecordAnalysisPresenter::RecordAnalysisPresenter(GameController *controller, QMainWindow *window,
                                                 QAction *action, EngineLogPanel *log,
                                                 QSettings *settings)
    : QObject(window), m_controller(controller), m_window(window), m_action(action), m_log(log),
      m_settings(settings), m_progress(new AnalysisProgress)
{
    m_progress->setObjectName(QStringLiteral("recordAnalysisProgress"));
    window->statusBar()->addPermanentWidget(m_progress);
    m_progress->hide();
    connect(m_progress, &AnalysisProgress::cancelRequested, this, [this] {
        if (RecordAnalysisRun *run = m_controller->recordAnalysis()) run->cancel();
    });
    connect(action, &QAction::triggered, this, &RecordAnalysisPresenter::ask);
    connect(controller, &GameController::shownChanged, this,
            &RecordAnalysisPresenter::updateAction);
    connect(controller, &GameController::recordAnalysisStarted, this,
            &RecordAnalysisPresenter::onStarted);
    updateAction();
}

void RecordAnalysisPresenter::updateAction()
{
    m_action->setEnabled(m_controller->canAnalyseRecord());
}

void RecordAnalysisPresenter::ask()
{
    const Game *game = m_controller->game();
    if (!game || !m_controller->canAnalyseRecord()) return;
    auto *dialog =
        new RecordAnalysisDialog(*game, int(m_controller->moves().size()), m_settings, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const QString error = start(dialog->engineWords(), dialog->analysisSettings());
        if (!error.isEmpty()) warn(error);
    });
    dialog->open();
}

QString RecordAnalysisPresenter::start(const QString &engineWords, const AnalysisSettings &settings)
{
    const Game *game = m_controller->game();
    if (!game) return tr("There is no record to analyse.");
    QString error;
    const std::optional<EngineSpec> spec =
        EngineBuilder(EngineRegistry::load(*m_settings)).spec(engineWords, *game, &error);
    if (!spec) return tr("The analysis engine cannot start: %1").arg(error);
    return m_controller->startRecordAnalysis(*spec, settings);
}

void RecordAnalysisPresenter::onStarted()
{
    RecordAnalysisRun *run = m_controller->recordAnalysis();
    if (m_summary) m_summary->close(); // about the analysis before
    m_progress->setEngine(run->engineName());
    m_progress->setProgress(0, run->total());
    m_progress->show();
    m_log->addLog(run->log(), logName(*run));
    connect(run, &RecordAnalysisRun::moveAnalysed, this, &RecordAnalysisPresenter::onMoveAnalysed);
    connect(run, &RecordAnalysisRun::ended, this, &RecordAnalysisPresenter::onEnded);
    m_window->statusBar()->clearMessage();
}

void RecordAnalysisPresenter::onMoveAnalysed()
{
    const RecordAnalysisRun *run = m_controller->recordAnalysis();
    if (!run) return;
    // The engine has said its name by now.
    m_progress->setEngine(run->engineName());
    m_log->setLogName(run->log(), logName(*run));
    enginenames::remember(*m_settings, run->spec(), run->engineName());
    m_progress->setProgress(run->done(), run->total());
}

QString RecordAnalysisPresenter::logName(const RecordAnalysisRun &run)
{
    return tr("%1 (record analysis)").arg(run.engineName());
}

void RecordAnalysisPresenter::onEnded()
{
    m_progress->hide();
    const RecordAnalysisRun *run = qobject_cast<RecordAnalysisRun *>(sender());
    const Game *game = m_controller->game();
    if (!run || !game) return;
    const int moves = qMax(0, run->done() - 1); // the first position searched is before a move
    switch (run->state()) {
    case RecordAnalysisRun::State::Running:
        return;
    case RecordAnalysisRun::State::Finished:
        m_window->statusBar()->showMessage(tr("The record analysis has finished."));
        m_summary =
            new AnalysisSummaryDialog(*game, run->summary(), moves, run->engineName(), m_window);
        m_summary->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_summary, &AnalysisSummaryDialog::plyActivated, m_controller,
                &GameController::showPly);
        m_summary->show();
        return;
    case RecordAnalysisRun::State::Cancelled:
        m_window->statusBar()->showMessage(
            tr("The record analysis was cancelled; the moves analysed (%1) keep what was written.")
                .arg(moves));
        return;
    case RecordAnalysisRun::State::Failed:
        warn(tr("The record analysis stopped: %1\n\nThe moves analysed before (%2) keep what "
                "was written; the rest of the record is as it was.")
                 .arg(run->error())
                 .arg(moves));
        return;
    }
}

void RecordAnalysisPresenter::warn(const QString &text)
{
    // Not modal for the application: the window stays usable behind it.
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Analyse Record"), text, QMessageBox::Ok,
                                m_window);
    box->setObjectName(QStringLiteral("recordAnalysisError"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    m_window->statusBar()->showMessage(text.section(u'\n', 0, 0));
}

} // namespace kibitz
