// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;
class QSettings;

namespace kibitz {

class AnalysisProgress;
class AnalysisSummaryDialog;
class EngineLogPanel;
class GameController;
class RecordAnalysisRun;
struct AnalysisSettings;

// Record analysis as the window shows it: Game → Analyse Record opens the dialog, the
// controller runs the analysis; while it runs, the status bar shows its progress with a button
// to cancel it (not a modal dialog: the record can be read and browsed as it fills), and the
// engine's traffic is in the log. When it ends: the summary, or why the engine stopped.
class RecordAnalysisPresenter : public QObject
{
    Q_OBJECT
public:
    RecordAnalysisPresenter(GameController *controller, QMainWindow *window, QAction *action,
                            EngineLogPanel *log, QSettings *settings);

private:
    // Opens the dialog; OK starts the analysis.
    void ask();
    // Starts an analysis by the engine these words give. Returns an error text, empty when
    // started.
    QString start(const QString &engineWords, const AnalysisSettings &settings);
    void updateAction();
    void onStarted();
    void onMoveAnalysed();
    static QString logName(const RecordAnalysisRun &run); // its choice in the engine log
    void onEnded();
    void warn(const QString &text);

    GameController *m_controller;
    QMainWindow *m_window;
    QAction *m_action;
    EngineLogPanel *m_log;
    QSettings *m_settings;
    AnalysisProgress *m_progress;
    QPointer<AnalysisSummaryDialog> m_summary; // of the last analysis that finished, while open
};

} // namespace kibitz
