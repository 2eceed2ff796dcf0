// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/play/gamecontroller.h"
#include "gamesetup.h"
#include "recordactions.h"

#include <QMainWindow>
#include <QSettings>

class QDockWidget;
class QLabel;
class QVBoxLayout;

namespace kibitz {

class AnalysisPresenter;
class LinePreview;
class EvaluationGraph;
class EvaluationPresenter;
class BoardWidget;
class ClockPanel;
class CollectionBrowser;
class EngineArea;
class EngineLogPanel;
class EnginePanel;
class LeaveGuard;
class MoveListPanel;
class MoveListPresenter;
class ServerPlayPresenter;
class WindowActions;

// The window: the board with the clocks and a status line in the middle, the move list on the
// right, the engines' live search and their traffic below. It keeps the layout, the menus and
// the settings, and renders what its GameController says; the controller holds the game. On
// first start a game against the bundled engine is ready; later starts repeat the last
// new-game choice.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Starts a game, abandoning the one on the board. Returns an error text, empty on success.
    QString startGame(const GameSetup &setup);
    // The record commands (see RecordActions), for main() and the tests.
    QString openRecord(const QString &path) { return m_records->openRecord(path); }
    QString saveRecord(const QString &path, QStringList *problems = nullptr)
    {
        return m_records->saveRecord(path, problems);
    }
    QString pasteRecordText(const QString &text) { return m_records->pasteRecordText(text); }
    void setLanguage(const QString &code);

    // Analysis of the position shown, by the game's analysis engines (the bundled one unless the
    // user chose others). Returns an error text, empty on success.
    QString setAnalysing(bool on);
    bool isAnalysing() const { return m_controller->isAnalysing(); }
    EnginePanel *analysisPanel() const; // the first engine's

    GameController *controller() const { return m_controller; }
    // The game list of an open collection file (the Games dock).
    CollectionBrowser *collectionBrowser() const { return m_collection; }
    const Record *record() const { return m_controller->record(); }
    const Game *game() const { return m_controller->game(); }
    BoardWidget *board() const { return m_board; }
    EvaluationGraph *evaluationGraph() const { return m_graph; }
    MoveListPanel *moveList() const { return m_moveList; }
    EnginePanel *enginePanel(int side) const;
    EngineLogPanel *logPanel() const { return m_logPanel; }
    ServerPlayPresenter *serverPlay() const { return m_serverPlay; }
    QString statusText() const;
    int shownPly() const { return m_controller->shownPly(); }
    void showPly(int ply) { m_controller->showPly(ply); }

protected:
    bool event(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createDocks();
    void createRecordActions();
    void createTournament(); // Game → Tournament… and File → Open of a tournament folder
    void connectActions();
    void connectController();
    void retranslateUi();

    void onReplaced(bool gameChanged);
    void onAnalysisStarted();
    void onAnalysisStopped();
    // An engine log file (File → Open of a .tlf) into the log view, raised.
    QString openEngineLog(const QString &path);
    void showEngineLogs();
    void showEnginePanels();
    void updatePlayerNames();
    void updateShown();
    void updateActions();
    void updateTitle();
    void previewLine(EnginePanel *panel);

    void newGame();
    // fromEditor: the preset's position is the position editor's (Play from Here).
    void newGameFrom(const GameSetup &preset, bool fromEditor = false);
    void editPosition();
    void manageEngines(const QString &gameId);
    void playOnServer(); // Game → Play on Server…, for the game on the board
    void about();

    QSettings m_settings;
    GameController *m_controller;

    QWidget *m_boardArea;
    QVBoxLayout *m_boardLayout;
    BoardWidget *m_board = nullptr;
    ClockPanel *m_clocks;
    QLabel *m_status;
    MoveListPanel *m_moveList;
    EngineArea *m_engines;
    EngineLogPanel *m_logPanel;
    QDockWidget *m_movesDock;
    QDockWidget *m_enginesDock;
    QDockWidget *m_logDock;
    EvaluationGraph *m_graph;
    QDockWidget *m_graphDock;

    WindowActions *m_actions;
    LinePreview *m_linePreview;
    AnalysisPresenter *m_analysis;
    RecordActions *m_records;
    LeaveGuard *m_leave;
    EvaluationPresenter *m_evaluation;
    MoveListPresenter *m_moves;
    CollectionBrowser *m_collection;
    ServerPlayPresenter *m_serverPlay = nullptr;
};

} // namespace kibitz
