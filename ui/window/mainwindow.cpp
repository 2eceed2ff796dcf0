// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "analysispresenter.h"
#include "board/boardwidget.h"
#include "collectionbrowser.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "core/record/recordcollection.h"
#include "dockshare.h"
#include "evaluationdock.h"
#include "evaluationpresenter.h"
#include "forcedwinpresenter.h"
#include "gamecatalog.h"
#include "gameui.h"
#include "language.h"
#include "leaveguard.h"
#include "linepreview.h"
#include "movelistpresenter.h"
#include "panels/clockpanel.h"
#include "panels/enginearea.h"
#include "panels/engineinfomodel.h"
#include "panels/enginelogpanel.h"
#include "panels/enginepanel.h"
#include "panels/evaluationgraph.h"
#include "panels/movelistpanel.h"
#include "playerpanels.h"
#include "recordactions.h"
#include "recordanalysispresenter.h"
#include "resignprompt.h"
#include "serverplaypresenter.h"
#include "windowactions.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QVBoxLayout>

namespace kibitz {

namespace {
const QString languageKey = QStringLiteral("ui/language");
const QString geometryKey = QStringLiteral("ui/geometry");
const QString stateKey = QStringLiteral("ui/state");
const QString moveNumbersKey = QStringLiteral("ui/moveNumbers");
// The smallest board still played on with the mouse: a 15×15 gomoku board's points 16 px apart.
constexpr int minimumBoardSize = 260;
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_controller(new GameController(this)), m_boardArea(new QWidget),
      m_boardLayout(new QVBoxLayout(m_boardArea)), m_clocks(new ClockPanel), m_status(new QLabel),
      m_moveList(new MoveListPanel), m_engines(new EngineArea), m_logPanel(new EngineLogPanel)
{
    m_status->setAlignment(Qt::AlignCenter);
    m_status->setWordWrap(true);
    QFont statusFont = m_status->font();
    statusFont.setPointSizeF(statusFont.pointSizeF() * 1.2);
    m_status->setFont(statusFont);
    m_boardLayout->setContentsMargins(6, 4, 6, 2);
    m_boardLayout->setSpacing(4);
    m_boardLayout->addWidget(m_clocks);
    m_boardLayout->addWidget(m_status);
    setCentralWidget(m_boardArea);

    createDocks();
    m_actions = new WindowActions(this, {m_movesDock, m_graphDock, m_enginesDock, m_logDock});
    m_evaluation = new EvaluationPresenter(m_controller, m_graph, this);
    m_linePreview = new LinePreview(m_controller, statusBar(), this);
    m_linePreview->watch(m_graph);
    m_analysis = new AnalysisPresenter(m_controller, m_engines, m_logPanel, m_linePreview,
                                       &m_settings, this);
    new ForcedWinPresenter(m_controller, m_linePreview, statusBar(), m_actions->gameMenu(),
                           m_actions->playOnServer, this);
    createRecordActions();
    new RecordAnalysisPresenter(m_controller, this, m_actions->analyseRecord, m_logPanel,
                                &m_settings);
    connectActions();
    connect(m_analysis, &AnalysisPresenter::failed, this, [this](const QString &why) {
        m_status->setText(tr("The analysis engine stopped: %1").arg(why));
    });
    connectController();
    m_serverPlay = new ServerPlayPresenter(this, m_controller, m_logPanel);
    createTournament();
    connect(m_serverPlay, &ServerPlayPresenter::statusChanged, this, &MainWindow::updateShown);
    m_moves = new MoveListPresenter(m_controller, m_moveList, this);
    new EvaluationDock(m_controller, m_graphDock, &m_settings, this);

    // The smallest window still shows a board one can play on (see onReplaced), whole clocks
    // (four for goita) and a readable move list; the window cannot be made smaller than that.
    m_moveList->setMinimumWidth(220);
    resize(1100, 760);
    resizeDocks({m_movesDock, m_graphDock}, {480, 200}, Qt::Vertical);
    restoreGeometry(m_settings.value(geometryKey).toByteArray());
    restoreState(m_settings.value(stateKey).toByteArray());
    // The Engines dock grows with the window (two engines' panels show four lines or more each
    // at 1400×900); the move list keeps its width. Both get it back when the window has been
    // smaller, and on the next start.
    new DockShare(this, m_enginesDock, DockShare::Keep::Share, 0.17, &m_settings,
                  QStringLiteral("ui/enginesShare"));
    new DockShare(this, m_movesDock, DockShare::Keep::Size, 300, &m_settings,
                  QStringLiteral("ui/movesWidth"));
    setLanguage(m_settings.value(languageKey, language::systemDefault()).toString());

    // The game in progress is kept beside the settings (so each set of settings has its own).
    m_controller->setAutosaveFolder(QFileInfo(m_settings.fileName()).absolutePath());
    connect(m_controller, &GameController::autosaveFailed, this, [this](const QString &error) {
        statusBar()->showMessage(
            tr("The game in progress could not be kept on disk: %1").arg(error));
    });
    QString unknown; // a last choice of a game no longer known leaves a game to review only
    const std::optional<GameStart> last = GameSetup::load(m_settings).toStart(&unknown);
    if (const QString note =
            m_controller->restoreGameInProgress(allGames(), last.value_or(GameStart{}));
        !note.isEmpty()) {
        statusBar()->showMessage(note);
        return;
    }
    const QString error = startGame(GameSetup::load(m_settings));
    if (!error.isEmpty()) {
        // A broken saved choice must not leave a new user without a game: fall back.
        const QString fallbackError = startGame(GameSetup::firstStart());
        m_status->setText(fallbackError.isEmpty() ? error : fallbackError);
    }
}

// Opening and saving records, engine logs and collections, each asking first what leaving the
// game in progress would lose.
void MainWindow::createRecordActions()
{
    m_records =
        new RecordActions(m_controller, &m_settings, this, [this] { return m_leave->confirm(); });
    m_leave = new LeaveGuard(m_controller, m_records, this);
    connect(m_records, &RecordActions::recordSaved, this, &MainWindow::updateTitle);
    m_records->setLogOpener([this](const QString &path) { return openEngineLog(path); });
    m_collection = new CollectionBrowser(m_controller, this, [this] { return m_leave->confirm(); });
    m_records->setCollectionOpener(
        [this](const Game &game, const QString &path, std::shared_ptr<CollectionReader> reader) {
            m_collection->open(game, path, std::move(reader));
        });
    m_records->setCollectionBrowser(m_collection);
}

MainWindow::~MainWindow()
{
    m_logPanel->clearLogs();
    delete m_controller; // before the panels its signals reach
}

void MainWindow::connectActions()
{
    const WindowActions *a = m_actions;
    connect(a->newGame, &QAction::triggered, this, &MainWindow::newGame);
    connect(a->open, &QAction::triggered, m_records, &RecordActions::open);
    connect(a->save, &QAction::triggered, m_records, &RecordActions::saveAs);
    connect(a->copyRecord, &QAction::triggered, m_records, &RecordActions::copyRecord);
    connect(a->pasteRecord, &QAction::triggered, m_records, &RecordActions::pasteRecord);
    connect(a->quit, &QAction::triggered, this, &QWidget::close);
    connect(a->resign, &QAction::triggered, this, [this] { askToResign(this, m_controller); });
    connect(a->moveNow, &QAction::triggered, m_controller, &GameController::moveNow);
    connect(a->takeBack, &QAction::triggered, m_controller, &GameController::takeBack);
    connect(a->pause, &QAction::toggled, m_controller, &GameController::setPausedByUser);
    connect(a->abort, &QAction::triggered, this,
            [this] { m_controller->abandon(tr("by the user")); });
    connect(a->manageEngines, &QAction::triggered, this,
            [this] { manageEngines(game() ? game()->id() : QString()); });
    connect(a->editPosition, &QAction::triggered, this, &MainWindow::editPosition);
    connect(a->playOnServer, &QAction::triggered, this, &MainWindow::playOnServer);
    connect(a->analyse, &QAction::toggled, this, [this](bool on) {
        const QString error = setAnalysing(on);
        if (!error.isEmpty()) QMessageBox::warning(this, tr("Analysis"), error);
    });
    connect(a->analysisEngine, &QMenu::aboutToShow, this,
            [this] { m_analysis->fillMenu(m_actions->analysisEngine); });
    connect(a->first, &QAction::triggered, this, [this] { showPly(0); });
    connect(a->previous, &QAction::triggered, this, [this] { showPly(shownPly() - 1); });
    connect(a->next, &QAction::triggered, this, [this] { showPly(shownPly() + 1); });
    connect(a->last, &QAction::triggered, this,
            [this] { showPly(int(m_controller->moves().size())); });
    connect(a->showAll, &QAction::toggled, m_controller, &GameController::setRevealAll);
    connect(a->flip, &QAction::toggled, this, [this](bool on) {
        if (m_board) m_board->setFlipped(on);
    });
    a->moveNumbers->setChecked(m_settings.value(moveNumbersKey, false).toBool());
    connect(a->moveNumbers, &QAction::toggled, this, [this](bool on) {
        m_settings.setValue(moveNumbersKey, on);
        if (game()) gameui::setShowMoveNumbers(*game(), m_board, on);
    });
    connect(a->about, &QAction::triggered, this, &MainWindow::about);
    for (QAction *action : a->languages->actions())
        connect(action, &QAction::triggered, this,
                [this, action] { setLanguage(action->data().toString()); });
}

void MainWindow::createDocks()
{
    auto dock = [this](QWidget *widget, const QString &objectName, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(this);
        d->setObjectName(objectName);
        d->setWidget(widget);
        // Below the board a title bar at the side: the height is the board's.
        if (area == Qt::BottomDockWidgetArea)
            d->setFeatures(d->features() | QDockWidget::DockWidgetVerticalTitleBar);
        addDockWidget(area, d);
        return d;
    };
    m_movesDock = dock(m_moveList, QStringLiteral("moves"), Qt::RightDockWidgetArea);
    m_graph = new EvaluationGraph;
    // The graph under the move list: the height below the board is the board's and the
    // engines' (which need the whole width for their lines).
    m_graphDock = dock(m_graph, QStringLiteral("evaluation"), Qt::RightDockWidgetArea);
    splitDockWidget(m_movesDock, m_graphDock, Qt::Vertical);
    m_enginesDock = dock(m_engines, QStringLiteral("engines"), Qt::BottomDockWidgetArea);
    m_logDock = dock(m_logPanel, QStringLiteral("engineLog"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(m_enginesDock, m_logDock);
    m_enginesDock->raise();
}

void MainWindow::connectController()
{
    GameController *c = m_controller;
    connect(c, &GameController::replaced, this, &MainWindow::onReplaced);
    connect(c, &GameController::shownChanged, this, &MainWindow::updateShown);
    connect(c, &GameController::playersReady, this, &MainWindow::updatePlayerNames);
    new PlayerPanels(c, m_engines, m_logPanel, &m_settings, this);
    connect(c, &GameController::turnStarted, m_clocks, &ClockPanel::refresh);
    connect(c, &GameController::moveMade, m_clocks, &ClockPanel::refresh);
    connect(c, &GameController::clockReplaced, this,
            [this] { m_clocks->setClock(m_controller->clock()); });
    connect(c, &GameController::gameEnded, this, [this] {
        showEngineLogs(); // a game of hidden information shows them now, and its panels
        QList<bool> shown;
        for (const EnginePanel *panel : m_engines->panels())
            shown << (panel != nullptr);
        if (shown != m_controller->shownEngineSides()) showEnginePanels();
        updatePlayerNames();
        m_clocks->refresh();
    });
    connect(c, &GameController::analysisStarted, this, &MainWindow::onAnalysisStarted);
    connect(c, &GameController::analysisStopped, this, &MainWindow::onAnalysisStopped);
}

void MainWindow::retranslateUi()
{
    m_actions->retranslate();
    m_movesDock->setWindowTitle(tr("Moves"));
    m_enginesDock->setWindowTitle(tr("Engines"));
    m_logDock->setWindowTitle(tr("Engine Log"));
    m_graphDock->setWindowTitle(tr("Evaluation"));
    m_graph->retranslateUi();
    m_moves->retranslate();
    updatePlayerNames();
    updateShown();
    updateTitle();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::setLanguage(const QString &code)
{
    const QString chosen = language::apply(code) ? code : QStringLiteral("en");
    if (chosen != code) language::apply(chosen);
    m_settings.setValue(languageKey, chosen);
    for (QAction *action : m_actions->languages->actions())
        action->setChecked(action->data().toString() == chosen);
    retranslateUi();
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

EnginePanel *MainWindow::enginePanel(int side) const
{
    return m_engines->panel(side);
}

EnginePanel *MainWindow::analysisPanel() const
{
    return m_engines->analysisPanels().value(0);
}

QString MainWindow::startGame(const GameSetup &setup)
{
    // Players first: a wrong engine leaves the game on the board as it is.
    QString error;
    const std::optional<GameStart> start = setup.toStart(&error);
    if (!start) return error;
    error = m_controller->startGame(*start);
    if (error.isEmpty()) setup.save(m_settings);
    return error;
}

void MainWindow::onReplaced(bool gameChanged)
{
    const Game *game = m_controller->game();
    if (gameChanged || !m_board) {
        delete m_board;
        m_board = gameui::createBoard(*game, m_boardArea);
        if (m_board) {
            m_board->setMinimumSize(minimumBoardSize, minimumBoardSize);
            m_boardLayout->insertWidget(1, m_board, 1);
            connect(m_board, &BoardWidget::moveEntered, m_controller, &GameController::enterMove);
            connect(m_board, &BoardWidget::waitingChanged, m_controller,
                    &GameController::setHeldByBoard);
            connect(m_board, &BoardWidget::clickRefused, this,
                    [this](const QString &why) { statusBar()->showMessage(why, 10000); });
            m_evaluation->setBoard(m_board);
            m_linePreview->setBoard(m_board);
            m_board->setFlipped(m_actions->flip->isChecked());
            gameui::setShowMoveNumbers(*game, m_board, m_actions->moveNumbers->isChecked());
        }
    }
    if (gameChanged) m_actions->playOnServer->setVisible(game->createServerPlay({}, {}) != nullptr);
    m_logPanel->clearLogs();
    showEngineLogs();
    showEnginePanels();
    m_clocks->setClock(m_controller->clock());
    updatePlayerNames();
    updateTitle();
}

void MainWindow::showEnginePanels()
{
    m_engines->setSides(m_controller->shownEngineSides());
    for (EnginePanel *panel : m_engines->panels()) {
        if (!panel) continue;
        m_linePreview->watch(panel);
        // The thinking engine's line is drawn on the board while it shows the game's end.
        connect(panel->model(), &EngineInfoModel::rowsShown, this, [this, panel] {
            if (m_controller->isFollowing() && panel->isThinking()) previewLine(panel);
        });
    }
}

QString MainWindow::openEngineLog(const QString &path)
{
    const QString error = m_logPanel->openLog(path);
    if (error.isEmpty()) {
        m_logDock->show();
        m_logDock->raise();
    }
    return error;
}

void MainWindow::showEngineLogs()
{
    // Each engine's log lives with its player, and so as long as the game is on the board.
    if (m_logPanel->logCount() > 0) return;
    for (const auto &[log, title] : m_controller->engineLogs())
        m_logPanel->addLog(log, title);
}

void MainWindow::updatePlayerNames()
{
    m_engines->setHint(
        m_controller->hidesEngineThoughts()
            ? tr("The engines' thoughts and traffic are shown when the game is over: they "
                 "would give away hidden pieces.")
            : tr("No engine plays in this game. Choose one for a side with File → New Game."));
    const Game *game = m_controller->game();
    if (!game) return;
    QStringList sideNames, playerNames;
    for (int side = 0; side < game->playerCount(); ++side) {
        sideNames << game->setupSideName(side, record() ? record()->setup() : QString());
        playerNames << m_controller->playerName(side);
        if (EnginePanel *panel = m_engines->panel(side))
            panel->setTitle(playerNames.last(), sideNames.last());
    }
    m_clocks->setSides(sideNames, playerNames);
}

void MainWindow::updateShown()
{
    const int ply = m_controller->shownPly();
    std::unique_ptr<Position> position = m_controller->positionAt(ply);
    if (m_board && position) {
        m_board->setViewer(m_controller->viewer());
        m_board->setPosition(*position);
        m_board->setLastMove(m_controller->moveBefore(ply));
    }
    if (m_board) m_board->setInteractive(m_controller->acceptsMove());
    m_moveList->selectPly(ply);
    m_moveList->setNote(m_controller->commentAt(ply), m_controller->thinksAt(ply), position.get());
    // A game on a server says where the series is (connecting, waiting, playing, over).
    const QString server = m_serverPlay ? m_serverPlay->statusText() : QString();
    m_status->setText(server.isEmpty() ? m_controller->statusText() : server);
    updateActions();
}

void MainWindow::updateActions()
{
    const int moveCount = int(m_controller->moves().size());
    const int ply = m_controller->shownPly();
    m_actions->resign->setEnabled(m_controller->canResign());
    m_actions->moveNow->setEnabled(m_controller->canMoveNow());
    m_actions->takeBack->setEnabled(m_controller->canTakeBack());
    m_actions->abort->setEnabled(m_controller->isGameOn());
    m_actions->pause->setEnabled(m_controller->canPause());
    {
        const QSignalBlocker blocker(m_actions->pause);
        m_actions->pause->setChecked(m_controller->isPausedByUser());
    }
    m_actions->showAll->setEnabled(game() && game()->hasHiddenInformation());
    m_actions->analyse->setEnabled(!m_controller->hidesEngineThoughts() &&
                                   !m_controller->isAnalysingRecord());
    m_actions->editPosition->setEnabled(game() && gameui::hasPositionEditor(*game()));
    m_actions->save->setEnabled(record() != nullptr);
    m_actions->copyRecord->setEnabled(record() != nullptr);
    m_actions->flip->setEnabled(m_board && m_board->canFlip());
    m_actions->moveNumbers->setVisible(game() && gameui::hasMoveNumbers(*game()));
    m_actions->first->setEnabled(ply > 0);
    m_actions->previous->setEnabled(ply > 0);
    m_actions->next->setEnabled(ply < moveCount);
    m_actions->last->setEnabled(ply < moveCount);
}

void MainWindow::updateTitle()
{
    QStringList parts{tr("Kibitz")};
    if (game()) {
        const QString options = record() ? game()->setupSummary(record()->setup()) : QString();
        parts.prepend(options.isEmpty()
                          ? game()->displayName()
                          : QStringLiteral("%1 (%2)").arg(game()->displayName(), options));
    }
    if (!m_controller->recordPath().isEmpty())
        parts.prepend(QFileInfo(m_controller->recordPath()).fileName());
    parts.first() += QStringLiteral("[*]"); // a `*` while the record has changes not saved
    setWindowTitle(parts.join(QStringLiteral(" — ")));
}

QString MainWindow::setAnalysing(bool on)
{
    const QString error = m_analysis->setOn(on);
    const QSignalBlocker blocker(m_actions->analyse);
    m_actions->analyse->setChecked(isAnalysing());
    return error;
}

void MainWindow::onAnalysisStarted()
{
    {
        const QSignalBlocker blocker(m_actions->analyse);
        m_actions->analyse->setChecked(true);
    }
    m_enginesDock->show();
    m_enginesDock->raise();
}

void MainWindow::onAnalysisStopped()
{
    const QSignalBlocker blocker(m_actions->analyse);
    m_actions->analyse->setChecked(false);
    m_linePreview->setLine({}); // its line is no longer meant
}

void MainWindow::previewLine(EnginePanel *panel)
{
    const EngineInfo *info = panel->model()->best();
    if (info && info->multipv <= 1 && !info->pv.isEmpty()) m_linePreview->setLine(info->pv);
}

bool MainWindow::event(QEvent *event)
{
    // A modal dialog (Engines, an error box …) keeps the person from the board: the clocks wait.
    if (event->type() == QEvent::WindowBlocked)
        m_controller->setHeld(true);
    else if (event->type() == QEvent::WindowUnblocked)
        m_controller->setHeld(false);
    return QMainWindow::event(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_leave->confirm()) {
        event->ignore();
        return;
    }
    m_settings.setValue(geometryKey, saveGeometry());
    m_settings.setValue(stateKey, saveState());
    m_controller->abandon(tr("Kibitz was closed"));
    m_controller->forgetGameInProgress(); // closed on purpose: nothing to restore next time
    event->accept();
}

} // namespace kibitz
