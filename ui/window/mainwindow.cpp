#include "mainwindow.h"

#include "board/boardwidget.h"
#include "core/analysis.h"
#include "core/engineplayer.h"
#include "core/enginespec.h"
#include "core/game.h"
#include "core/humanplayer.h"
#include "core/player.h"
#include "core/position.h"
#include "core/recordfile.h"
#include "core/recordtext.h"
#include "core/session.h"
#include "dialogs/enginesdialog.h"
#include "dialogs/newgamedialog.h"
#include "engineregistry.h"
#include "gamecatalog.h"
#include "gameui.h"
#include "language.h"
#include "panels/clockpanel.h"
#include "panels/displaytext.h"
#include "panels/engineinfomodel.h"
#include "panels/enginelogpanel.h"
#include "panels/enginepanel.h"
#include "panels/movelistmodel.h"
#include "panels/movelistpanel.h"
#include "playerfactory.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDate>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace kibitz {

namespace {
const QString languageKey = QStringLiteral("ui/language");
const QString geometryKey = QStringLiteral("ui/geometry");
const QString stateKey = QStringLiteral("ui/state");
const QString directoryKey = QStringLiteral("ui/recordDirectory");

QString formatFilter(const RecordFormat *format)
{
    QStringList patterns;
    for (const QString &extension : format->extensions())
        patterns << QStringLiteral("*.") + extension;
    return QStringLiteral("%1 (%2)").arg(format->displayName(), patterns.join(QLatin1Char(' ')));
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_boardArea(new QWidget), m_boardLayout(new QVBoxLayout(m_boardArea)),
      m_clocks(new ClockPanel), m_status(new QLabel), m_moveList(new MoveListPanel),
      m_engineArea(new QWidget), m_logPanel(new EngineLogPanel)
{
    m_status->setAlignment(Qt::AlignCenter);
    m_status->setWordWrap(true);
    QFont statusFont = m_status->font();
    statusFont.setPointSizeF(statusFont.pointSizeF() * 1.2);
    m_status->setFont(statusFont);
    m_boardLayout->addWidget(m_clocks);
    m_boardLayout->addWidget(m_status);
    setCentralWidget(m_boardArea);
    new QVBoxLayout(m_engineArea);

    createActions();
    createDocks();
    createMenus();
    connect(m_moveList, &MoveListPanel::plySelected, this, &MainWindow::showPly);

    resize(1100, 760);
    resizeDocks({m_movesDock}, {300}, Qt::Horizontal);
    resizeDocks({m_enginesDock}, {200}, Qt::Vertical);
    restoreGeometry(m_settings.value(geometryKey).toByteArray());
    restoreState(m_settings.value(stateKey).toByteArray());
    setLanguage(m_settings.value(languageKey, language::systemDefault()).toString());

    const QString error = startGame(GameSetup::load(m_settings));
    if (!error.isEmpty()) {
        // A broken saved choice must not leave a new user without a game: fall back.
        const QString fallbackError = startGame(GameSetup::firstStart());
        m_status->setText(fallbackError.isEmpty() ? error : fallbackError);
    }
}

MainWindow::~MainWindow()
{
    m_logPanel->clearLogs();
    // Before the panels their signals reach.
    delete m_analysis;
    delete m_session;
}

void MainWindow::createActions()
{
    m_newGame = new QAction(this);
    m_newGame->setShortcut(QKeySequence::New);
    connect(m_newGame, &QAction::triggered, this, &MainWindow::newGame);
    m_open = new QAction(this);
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, this, &MainWindow::open);
    m_save = new QAction(this);
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, this, &MainWindow::saveAs);
    m_copyRecord = new QAction(this);
    m_copyRecord->setShortcut(QKeySequence::Copy);
    connect(m_copyRecord, &QAction::triggered, this, &MainWindow::copyRecord);
    m_pasteRecord = new QAction(this);
    m_pasteRecord->setShortcut(QKeySequence::Paste);
    connect(m_pasteRecord, &QAction::triggered, this, &MainWindow::pasteRecord);
    m_quit = new QAction(this);
    m_quit->setShortcut(QKeySequence::Quit);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    m_resign = new QAction(this);
    connect(m_resign, &QAction::triggered, this, &MainWindow::resign);
    m_moveNow = new QAction(this);
    m_moveNow->setShortcut(Qt::CTRL | Qt::Key_M);
    connect(m_moveNow, &QAction::triggered, this, [this] {
        if (m_session) m_session->moveNow();
    });
    m_takeBack = new QAction(this);
    m_takeBack->setShortcut(QKeySequence::Undo);
    connect(m_takeBack, &QAction::triggered, this, [this] {
        if (m_session) m_session->takeBack();
    });
    m_abort = new QAction(this);
    connect(m_abort, &QAction::triggered, this, [this] {
        if (m_session) m_session->abort(tr("aborted by the user"));
    });
    m_manageEngines = new QAction(this);
    connect(m_manageEngines, &QAction::triggered, this, &MainWindow::manageEngines);
    m_analyse = new QAction(this);
    m_analyse->setCheckable(true);
    m_analyse->setShortcut(Qt::Key_F5);
    connect(m_analyse, &QAction::toggled, this, [this](bool on) {
        const QString error = setAnalysing(on);
        if (!error.isEmpty()) QMessageBox::warning(this, tr("Analysis"), error);
    });

    m_first = new QAction(this);
    m_first->setShortcut(Qt::Key_Home);
    connect(m_first, &QAction::triggered, this, [this] { showPly(0); });
    m_previous = new QAction(this);
    m_previous->setShortcut(Qt::Key_Left);
    connect(m_previous, &QAction::triggered, this, [this] { showPly(m_shownPly - 1); });
    m_next = new QAction(this);
    m_next->setShortcut(Qt::Key_Right);
    connect(m_next, &QAction::triggered, this, [this] { showPly(m_shownPly + 1); });
    m_last = new QAction(this);
    m_last->setShortcut(Qt::Key_End);
    connect(m_last, &QAction::triggered, this,
            [this] { showPly(record() ? int(record()->mainLine().size()) : 0); });

    m_showAll = new QAction(this);
    m_showAll->setCheckable(true);
    connect(m_showAll, &QAction::toggled, this, [this](bool on) {
        m_reviewAll = on;
        refreshMoveList();
    });

    m_flip = new QAction(this);
    m_flip->setCheckable(true);
    m_flip->setShortcut(Qt::CTRL | Qt::Key_R);
    connect(m_flip, &QAction::toggled, this, [this](bool on) {
        if (m_board) m_board->setFlipped(on);
    });

    m_about = new QAction(this);
    connect(m_about, &QAction::triggered, this, &MainWindow::about);

    m_languages = new QActionGroup(this);
    for (const language::Language &lang : language::available()) {
        QAction *action = m_languages->addAction(lang.nativeName);
        action->setCheckable(true);
        action->setData(lang.code);
        connect(action, &QAction::triggered, this, [this, code = lang.code] { setLanguage(code); });
    }
}

void MainWindow::createDocks()
{
    auto dock = [this](QWidget *widget, const QString &objectName, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(this);
        d->setObjectName(objectName);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    m_movesDock = dock(m_moveList, QStringLiteral("moves"), Qt::RightDockWidgetArea);
    m_enginesDock = dock(m_engineArea, QStringLiteral("engines"), Qt::BottomDockWidgetArea);
    m_logDock = dock(m_logPanel, QStringLiteral("engineLog"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(m_enginesDock, m_logDock);
    m_enginesDock->raise();
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newGame);
    m_fileMenu->addAction(m_open);
    m_fileMenu->addAction(m_save);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_copyRecord);
    m_fileMenu->addAction(m_pasteRecord);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);

    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addAction(m_moveNow);
    m_gameMenu->addAction(m_takeBack);
    m_gameMenu->addAction(m_resign);
    m_gameMenu->addAction(m_abort);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_analyse);
    m_analysisEngineMenu = m_gameMenu->addMenu(QString());
    connect(m_analysisEngineMenu, &QMenu::aboutToShow, this, &MainWindow::fillAnalysisEngineMenu);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_manageEngines);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_first);
    m_viewMenu->addAction(m_previous);
    m_viewMenu->addAction(m_next);
    m_viewMenu->addAction(m_last);
    m_viewMenu->addAction(m_showAll);
    m_viewMenu->addAction(m_flip);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_movesDock->toggleViewAction());
    m_viewMenu->addAction(m_enginesDock->toggleViewAction());
    m_viewMenu->addAction(m_logDock->toggleViewAction());

    // The language menu keeps an English word beside the translation so that a user who picked
    // a language they cannot read finds the way back.
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addActions(m_languages->actions());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_about);
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_gameMenu->setTitle(tr("&Game"));
    m_viewMenu->setTitle(tr("&View"));
    const QString languageWord = tr("&Language");
    m_languageMenu->setTitle(languageWord.contains(QLatin1String("Language"))
                                 ? languageWord
                                 : languageWord + QStringLiteral(" (Language)"));
    m_helpMenu->setTitle(tr("&Help"));
    m_newGame->setText(tr("&New Game…"));
    m_open->setText(tr("&Open Record…"));
    m_save->setText(tr("&Save Record As…"));
    m_copyRecord->setText(tr("&Copy Record"));
    m_copyRecord->setToolTip(tr("Put the record on the clipboard as text"));
    m_pasteRecord->setText(tr("&Paste Record"));
    m_pasteRecord->setToolTip(
        tr("Review the record on the clipboard (its format is recognised from the text)"));
    m_quit->setText(tr("&Quit"));
    m_resign->setText(tr("&Resign"));
    m_moveNow->setText(tr("&Move Now"));
    m_moveNow->setToolTip(tr("Stop the engine's search and make it play its best move"));
    m_takeBack->setText(tr("&Take Back"));
    m_abort->setText(tr("&Abort Game"));
    m_manageEngines->setText(tr("&Engines…"));
    m_analyse->setText(tr("A&nalyse Position"));
    m_analyse->setToolTip(tr("Let an engine analyse the position on the board, following it as "
                             "you move through the game"));
    m_analysisEngineMenu->setTitle(tr("Analysis Engine"));
    m_first->setText(tr("&First Position"));
    m_previous->setText(tr("&Previous Move"));
    m_next->setText(tr("Ne&xt Move"));
    m_last->setText(tr("&Last Position"));
    m_showAll->setText(tr("Show &All Hidden Pieces"));
    m_showAll->setToolTip(tr("Review mode: show every player's pieces (goita's hands)"));
    m_flip->setText(tr("&Flip Board"));
    m_flip->setToolTip(tr("Turn the board round: the second player's side at the bottom"));
    m_about->setText(tr("&About Kibitz"));
    m_movesDock->setWindowTitle(tr("Moves"));
    m_enginesDock->setWindowTitle(tr("Engines"));
    m_logDock->setWindowTitle(tr("Engine Log"));
    m_moveList->model()->retranslate();
    updatePlayerNames();
    updateStatus();
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
    for (QAction *action : m_languages->actions())
        action->setChecked(action->data().toString() == chosen);
    retranslateUi();
}

const Record *MainWindow::record() const
{
    if (m_session) return &m_session->record();
    return m_loaded ? &*m_loaded : nullptr;
}

void MainWindow::setGame(const Game *game)
{
    if (game == m_game && m_board) return;
    m_game = game;
    delete m_board;
    m_board = gameui::createBoard(*game, m_boardArea);
    if (!m_board) return;
    m_boardLayout->insertWidget(1, m_board, 1);
    connect(m_board, &BoardWidget::moveEntered, this, &MainWindow::onMoveEntered);
    m_board->setFlipped(m_flip->isChecked());
    m_moveList->model()->setGame(game);
}

void MainWindow::detachSession()
{
    if (!m_session) return;
    Session *old = m_session;
    m_session = nullptr;
    disconnect(old, nullptr, this, nullptr);
    m_clocks->setClock(nullptr);
    if (old->isOver()) {
        old->deleteLater();
        return;
    }
    // Engines are sent quit and given their time to go; the session goes with them.
    connect(old, &Session::playersGone, old, &QObject::deleteLater);
    old->abort(tr("a new game was started"));
}

QString MainWindow::startGame(const GameSetup &setup)
{
    const Game *game = gameById(setup.gameId);
    if (!game) return tr("Kibitz does not know the game '%1'.").arg(setup.gameId);

    // Players first: a wrong engine leaves the game on the board as it is.
    QString setupError;
    std::unique_ptr<Position> start = game->startPosition(setup.setup, &setupError);
    if (!start) return tr("The start position cannot be set up: %1").arg(setupError);
    auto session = std::make_unique<Session>(*game, std::move(start), setup.timeControl);
    QList<bool> isEngine;
    for (int side = 0; side < game->playerCount(); ++side) {
        QString error;
        Player *player = createPlayer(*game, setup.sides.value(side),
                                      QCoreApplication::applicationDirPath(), &error);
        if (!player) return tr("%1 cannot play: %2").arg(game->sideName(side), error);
        session->setPlayer(side, player);
        isEngine.append(!player->isHuman());
    }

    detachSession();
    m_loaded.reset();
    m_recordPath.clear();
    if (game != m_game) m_analyse->setChecked(false);
    m_logPanel->clearLogs();
    setGame(game);

    m_session = session.release();
    m_session->setParent(this);
    connect(m_session, &Session::started, this, [this] {
        updatePlayerNames();
        updateStatus();
    });
    connect(m_session, &Session::turnStarted, this, &MainWindow::onTurnStarted);
    connect(m_session, &Session::moveMade, this, &MainWindow::onMoveMade);
    connect(m_session, &Session::movesTakenBack, this, [this] {
        m_following = true;
        refreshMoveList();
    });
    connect(m_session, &Session::infoReceived, this, [this](int side, const EngineInfo &info) {
        if (EnginePanel *panel = m_enginePanels.value(side)) panel->model()->addInfo(info);
    });
    connect(m_session, &Session::gameEnded, this, &MainWindow::onGameEnded);

    if (hidesEngineThoughts())
        isEngine.fill(false);
    else
        showEngineLogs();
    rebuildEnginePanels(isEngine);
    m_clocks->setClock(&m_session->clock());
    m_following = true;
    refreshMoveList();
    setup.save(m_settings);
    m_session->start();
    return {};
}

bool MainWindow::hidesEngineThoughts() const
{
    return m_game && m_game->hasHiddenInformation() && m_session && !m_session->isOver() &&
           viewer() >= 0;
}

void MainWindow::showEngineLogs()
{
    // Each engine's log lives with its player, and so as long as the game is on the board.
    if (!m_session || m_logPanel->logCount() > 0) return;
    for (int side = 0; side < m_session->game().playerCount(); ++side)
        if (auto *engine = qobject_cast<EnginePlayer *>(m_session->player(side)))
            m_logPanel->addLog(
                engine->log(),
                QStringLiteral("%1 (%2)").arg(engine->name(), m_session->game().sideName(side)));
}

void MainWindow::rebuildEnginePanels(const QList<bool> &isEngine)
{
    m_enginePanels.clear(); // the panels are deleted with their layout items
    while (QLayoutItem *item = m_engineArea->layout()->takeAt(0)) {
        if (item->widget() != m_analysisPanel) delete item->widget();
        delete item;
    }
    for (int side = 0; side < isEngine.size(); ++side) {
        EnginePanel *panel = isEngine[side] ? new EnginePanel : nullptr;
        if (panel) {
            m_engineArea->layout()->addWidget(panel);
            // The thinking engine's line is drawn on the board while it shows the game's end.
            connect(panel->model(), &EngineInfoModel::rowsShown, this, [this, panel] {
                if (m_following && panel->isThinking()) previewLine(panel);
            });
        }
        m_enginePanels.append(panel);
    }
    m_noEngineHint = nullptr;
    if (m_analysisPanel) m_engineArea->layout()->addWidget(m_analysisPanel);
    if (!isEngine.contains(true) && !m_analysisPanel) {
        m_noEngineHint = new QLabel;
        m_noEngineHint->setAlignment(Qt::AlignCenter);
        m_noEngineHint->setWordWrap(true);
        m_engineArea->layout()->addWidget(m_noEngineHint);
    }
    updatePlayerNames();
}

void MainWindow::updatePlayerNames()
{
    if (m_noEngineHint)
        m_noEngineHint->setText(
            hidesEngineThoughts()
                ? tr("The engines' thoughts and traffic are shown when the game is over: they "
                     "would give away hidden pieces.")
                : tr("No engine plays in this game. Choose one for a side with File → New Game."));
    if (!m_game) return;
    QStringList sideNames, playerNames;
    for (int side = 0; side < m_game->playerCount(); ++side) {
        sideNames << m_game->sideName(side);
        const Player *player = m_session ? m_session->player(side) : nullptr;
        const QString name = player     ? player->name()
                             : record() ? record()->headerValue(header::player(side))
                                        : QString();
        playerNames << name;
        if (EnginePanel *panel = m_enginePanels.value(side))
            panel->setTitle(name, sideNames.last());
    }
    m_clocks->setSides(sideNames, playerNames);
}

void MainWindow::refreshMoveList()
{
    const Record *rec = record();
    QList<MoveListModel::Move> moves;
    if (rec && m_game) {
        std::unique_ptr<Position> position = m_game->startPosition(rec->setup());
        for (const RecordNode *node : rec->mainLine()) {
            if (!position || !position->isLegal(node->move)) break;
            moves.append({position->sideToMove(), position->displayMoveFor(node->move, viewer()),
                          node->timeMs});
            position->play(node->move);
        }
    }
    m_moveList->model()->setMoves(moves);
    if (m_following || m_shownPly > moves.size()) m_shownPly = int(moves.size());
    updateBoard();
    updateActions();
    updateStatus();
}

void MainWindow::updateBoard()
{
    const Record *rec = record();
    if (!rec || !m_game) return;
    std::unique_ptr<Position> position = m_game->startPosition(rec->setup());
    const QStringList moves = rec->mainLineMoves();
    int ply = 0;
    for (; position && ply < m_shownPly && ply < moves.size() && position->isLegal(moves[ply]);
         ++ply)
        position->play(moves[ply]);
    // The move list and its comment box follow the record, board or no board.
    m_moveList->selectPly(ply);
    m_moveList->setComment(nodeComment(ply));
    if (m_board && position) {
        m_board->setViewer(viewer());
        m_board->setPosition(*position);
        m_board->setLastMove(ply > 0 ? moves[ply - 1] : QString());
        // The session asks the human for a move right after turnStarted: go by the game's state.
        const Player *toMove = m_session ? m_session->player(m_session->sideToMove()) : nullptr;
        m_board->setInteractive(toMove && toMove->isHuman() && m_session->isStarted() &&
                                !m_session->isOver() && !m_session->isPaused() &&
                                ply == moves.size());
    }
    updateAnalysis();
}

QString MainWindow::nodeComment(int ply) const
{
    const Record *rec = record();
    if (!rec || ply <= 0 || !m_game) return {};
    const QList<RecordNode *> line = rec->mainLine();
    if (ply > line.size()) return {};
    const RecordNode *node = line[ply - 1];
    QStringList parts;
    if (!node->comment.isEmpty()) parts << node->comment;
    std::unique_ptr<Position> after = m_game->startPosition(rec->setup());
    for (const QString &move : Record::movesTo(node))
        if (after && after->isLegal(move)) after->play(move);
    for (const ThinkInfo &think : node->thinks) {
        if (hidesEngineThoughts()) break;
        QStringList fields;
        fields << (think.origin == ThinkInfo::Origin::Player ? tr("Player's engine")
                                                             : tr("Analysis"));
        if (!think.engine.isEmpty()) fields << think.engine;
        if (think.score.isValid()) fields << tr("score %1").arg(displaytext::score(think.score));
        if (think.depth >= 0) fields << tr("depth %1").arg(think.depth);
        if (think.nodes >= 0) fields << tr("nodes %1").arg(displaytext::count(think.nodes));
        if (!think.pv.isEmpty() && after)
            fields << tr("line %1").arg(displaytext::moves(*after, think.pv));
        parts << fields.join(QStringLiteral(" · "));
    }
    return parts.join(QLatin1Char('\n'));
}

void MainWindow::showPly(int ply)
{
    const Record *rec = record();
    const int count = rec ? int(rec->mainLine().size()) : 0;
    m_shownPly = qBound(0, ply, count);
    m_following = m_shownPly == count;
    updateBoard();
    updateActions();
}

void MainWindow::updateActions()
{
    const bool running = m_session && !m_session->isOver();
    const int moveCount = m_moveList->model()->moveCount();
    bool anyHuman = false;
    if (m_session)
        for (int side = 0; side < m_session->game().playerCount(); ++side)
            anyHuman |= m_session->player(side) && m_session->player(side)->isHuman();
    const Player *toMove = m_session ? m_session->player(m_session->sideToMove()) : nullptr;
    m_resign->setEnabled(running && humanSideToResign() >= 0);
    m_moveNow->setEnabled(running && m_session->isStarted() && toMove && !toMove->isHuman());
    m_takeBack->setEnabled(running && anyHuman && moveCount > 0);
    m_abort->setEnabled(running);
    m_showAll->setEnabled(m_game && m_game->hasHiddenInformation());
    m_flip->setEnabled(m_board && m_board->canFlip());
    if (hidesEngineThoughts()) setAnalysing(false);
    m_analyse->setEnabled(!hidesEngineThoughts());
    m_save->setEnabled(record() != nullptr);
    m_copyRecord->setEnabled(record() != nullptr);
    m_first->setEnabled(m_shownPly > 0);
    m_previous->setEnabled(m_shownPly > 0);
    m_next->setEnabled(m_shownPly < moveCount);
    m_last->setEnabled(m_shownPly < moveCount);
}

QString MainWindow::resultText(const GameResult &result) const
{
    QString text;
    const QString reason = endReasonText(result.reason);
    switch (result.kind) {
    case GameResult::Kind::Ongoing:
        return {};
    case GameResult::Kind::Win:
        text = tr("%1 wins — %2").arg(m_game ? m_game->sideName(result.winner) : QString(), reason);
        break;
    case GameResult::Kind::Draw:
        text = tr("Draw — %1").arg(reason);
        break;
    case GameResult::Kind::NoResult:
        text = tr("No result — %1").arg(reason);
        break;
    }
    if (!result.detail.isEmpty()) text += QStringLiteral(" (%1)").arg(result.detail);
    return text;
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

void MainWindow::updateStatus()
{
    QString text;
    if (!m_session) {
        if (m_loaded) {
            const QString result = resultText(m_loaded->result());
            text = m_recordPath.isEmpty()
                       ? tr("Reviewing the pasted record")
                       : tr("Reviewing %1").arg(QFileInfo(m_recordPath).fileName());
            if (!result.isEmpty()) text += QStringLiteral(": ") + result;
        }
    } else if (m_session->isOver()) {
        text = resultText(m_session->result());
    } else if (!m_session->isStarted()) {
        text = tr("Starting the engines…");
    } else {
        const int side = m_session->sideToMove();
        const Player *player = m_session->player(side);
        const QString sideName = m_session->game().sideName(side);
        if (m_session->isPaused())
            text = tr("Paused");
        else if (player && player->isHuman())
            text = tr("%1 to move: your turn").arg(sideName);
        else
            text = tr("%1 (%2) is thinking…").arg(player ? player->name() : QString(), sideName);
    }
    m_status->setText(text);
}

void MainWindow::updateTitle()
{
    QString title = tr("Kibitz");
    if (m_game) title = m_game->displayName() + QStringLiteral(" — ") + title;
    if (!m_recordPath.isEmpty())
        title = QFileInfo(m_recordPath).fileName() + QStringLiteral(" — ") + title;
    setWindowTitle(title);
}

void MainWindow::onTurnStarted(int side)
{
    if (EnginePanel *panel = m_enginePanels.value(side)) {
        panel->model()->setSearchPosition(m_session->position().clone());
        panel->setThinking(true);
    }
    m_clocks->refresh();
    updateBoard();
    updateActions();
    updateStatus();
}

void MainWindow::onMoveMade(int side, const QString &)
{
    if (EnginePanel *panel = m_enginePanels.value(side)) {
        panel->model()->flush();
        panel->setThinking(false);
    }
    m_clocks->refresh();
    refreshMoveList();
}

void MainWindow::onGameEnded(const GameResult &)
{
    if (m_game && m_game->hasHiddenInformation()) {
        showEngineLogs(); // nothing is hidden any more
        updatePlayerNames();
    }
    for (EnginePanel *panel : std::as_const(m_enginePanels))
        if (panel) panel->setThinking(false);
    m_clocks->refresh();
    refreshMoveList();
}

void MainWindow::onMoveEntered(const QString &move)
{
    if (!m_session || m_session->isOver()) return;
    if (auto *human = qobject_cast<HumanPlayer *>(m_session->player(m_session->sideToMove())))
        human->submitMove(move);
}

int MainWindow::viewer() const
{
    // In a game of hidden information the one person at the table sees only their own pieces;
    // with no person, or several, or in review, everything is shown.
    if (m_reviewAll || !m_session) return -1;
    int viewer = -1;
    for (int side = 0; side < m_session->game().playerCount(); ++side) {
        const Player *player = m_session->player(side);
        if (player && player->isHuman()) {
            if (viewer >= 0) return -1;
            viewer = side;
        }
    }
    return viewer;
}

int MainWindow::humanSideToResign() const
{
    if (!m_session) return -1;
    const int toMove = m_session->sideToMove();
    if (m_session->player(toMove) && m_session->player(toMove)->isHuman()) return toMove;
    for (int side = 0; side < m_session->game().playerCount(); ++side)
        if (m_session->player(side) && m_session->player(side)->isHuman()) return side;
    return -1;
}

void MainWindow::resign()
{
    const int side = humanSideToResign();
    if (side >= 0) m_session->resign(side);
}

bool MainWindow::confirmAbandon()
{
    if (!m_session || m_session->isOver() || m_session->moves().isEmpty()) return true;
    const auto answer = QMessageBox::question(
        this, tr("Game in Progress"),
        tr("A game is in progress. Save its record before leaving it?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel) return false;
    if (answer == QMessageBox::Save) {
        saveAs();
        return !m_recordPath.isEmpty();
    }
    return true;
}

void MainWindow::newGame()
{
    NewGameDialog dialog(this);
    dialog.setEngines(EngineRegistry::load(m_settings));
    dialog.setSetup(GameSetup::load(m_settings));
    connect(&dialog, &NewGameDialog::manageEnginesRequested, this, [this, &dialog] {
        manageEngines();
        dialog.setEngines(EngineRegistry::load(m_settings));
    });
    if (dialog.exec() != QDialog::Accepted || !confirmAbandon()) return;
    const QString error = startGame(dialog.setup());
    if (!error.isEmpty()) QMessageBox::warning(this, tr("New Game"), error);
}

void MainWindow::manageEngines()
{
    EnginesDialog dialog(EngineRegistry::load(m_settings), this);
    if (dialog.exec() == QDialog::Accepted) EngineRegistry::save(m_settings, dialog.engines());
}

QString MainWindow::openRecord(const QString &path)
{
    const Game *game = nullptr;
    for (const Game *candidate : allGames())
        if (candidate->recordFormatForFile(path)) {
            game = candidate;
            break;
        }
    if (!game) return tr("Kibitz does not know the format of %1.").arg(QFileInfo(path).fileName());
    RecordReadResult read = readRecordFile(*game, path);
    if (!read.record) return read.message();
    m_settings.setValue(directoryKey, QFileInfo(path).absolutePath());
    return showRecord(game, std::move(read), path);
}

QString MainWindow::pasteRecordText(const QString &text)
{
    RecordTextRead pasted = readRecordText(allGames(), text);
    if (!pasted.read.record) return pasted.read.message();
    return showRecord(pasted.game, std::move(pasted.read), {});
}

QString MainWindow::showRecord(const Game *game, RecordReadResult read, const QString &path)
{
    detachSession();
    if (game != m_game) m_analyse->setChecked(false);
    m_logPanel->clearLogs();
    setGame(game);
    m_loaded = std::move(*read.record);
    m_recordPath = path;
    rebuildEnginePanels({});
    m_shownPly = 0;
    m_following = false;
    refreshMoveList();
    updateTitle();
    if (read.error.isEmpty()) return {};
    return read.message() + QLatin1Char('\n') + tr("The moves before the error were read.");
}

void MainWindow::copyRecord()
{
    const Record *rec = record();
    if (!rec || !m_game) return;
    QStringList problems;
    const QString text = recordText(*m_game, *rec, &problems);
    QGuiApplication::clipboard()->setText(text);
    if (!problems.isEmpty())
        QMessageBox::warning(this, tr("Copy Record"),
                             tr("The record was copied, but not all of it could be written:\n%1")
                                 .arg(problems.join(QLatin1Char('\n'))));
}

void MainWindow::pasteRecord()
{
    if (!confirmAbandon()) return;
    const QString error = pasteRecordText(QGuiApplication::clipboard()->text());
    if (!error.isEmpty()) QMessageBox::warning(this, tr("Paste Record"), error);
}

void MainWindow::open()
{
    if (!confirmAbandon()) return;
    QStringList patterns, filters;
    for (const Game *game : allGames())
        for (const RecordFormat *format : game->recordFormats()) {
            filters << formatFilter(format);
            for (const QString &extension : format->extensions())
                patterns << QStringLiteral("*.") + extension;
        }
    filters.prepend(tr("Game records (%1)").arg(patterns.join(QLatin1Char(' '))));
    filters << tr("All files (*)");
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Record"),
                                                      m_settings.value(directoryKey).toString(),
                                                      filters.join(QStringLiteral(";;")));
    if (path.isEmpty()) return;
    const QString error = openRecord(path);
    if (!error.isEmpty())
        QMessageBox::warning(
            this, tr("Open Record"),
            tr("%1 could not be read in full.\n\n%2").arg(QFileInfo(path).fileName(), error));
}

QString MainWindow::saveRecord(const QString &path, QStringList *problems)
{
    const Record *rec = record();
    if (!rec || !m_game) return tr("There is no record to save.");
    const RecordFormat *format = m_game->recordFormatForFile(path);
    if (!format) {
        QStringList extensions;
        for (const RecordFormat *f : m_game->recordFormats())
            extensions << f->extensions();
        return tr("Give the file one of the extensions %1.")
            .arg(extensions.join(QStringLiteral(", ")));
    }
    return writeRecordFile(*m_game, *rec, path, problems, format);
}

void MainWindow::saveAs()
{
    if (!record() || !m_game) return;
    QStringList filters;
    for (const RecordFormat *format : m_game->recordFormats())
        filters << formatFilter(format);
    const QString extension = m_game->recordFormats().value(0)->extensions().value(0);
    QString suggested = m_recordPath;
    if (suggested.isEmpty()) {
        QString dir = m_settings.value(directoryKey).toString();
        if (dir.isEmpty())
            dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        suggested =
            QStringLiteral("%1/%2-%3.%4")
                .arg(dir, QDate::currentDate().toString(Qt::ISODate), m_game->id(), extension);
    }
    QString path = QFileDialog::getSaveFileName(this, tr("Save Record"), suggested,
                                                filters.join(QStringLiteral(";;")));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QLatin1Char('.') + extension;
    QStringList problems;
    const QString error = saveRecord(path, &problems);
    if (!error.isEmpty()) {
        QMessageBox::critical(this, tr("Save Record"),
                              tr("The record could not be saved to %1:\n%2").arg(path, error));
        return;
    }
    m_recordPath = path;
    m_settings.setValue(directoryKey, QFileInfo(path).absolutePath());
    updateTitle();
    if (!problems.isEmpty())
        QMessageBox::warning(this, tr("Save Record"),
                             tr("The record was saved, but not everything could be written as "
                                "it is:\n\n%1")
                                 .arg(problems.join(QLatin1Char('\n'))));
}

void MainWindow::about()
{
    QStringList games;
    for (const Game *game : allGames())
        games << game->displayName();
    QMessageBox::about(
        this, tr("About Kibitz"),
        tr("<h3>Kibitz %1</h3><p>Play and analyse %2 against engines.</p>"
           "<p>Engines are separate programs; Kibitz speaks to them over their "
           "standard input and output and keeps the whole traffic in the engine "
           "log.</p>")
            .arg(QCoreApplication::applicationVersion(), games.join(QStringLiteral(", "))));
}

QString MainWindow::setAnalysing(bool on)
{
    if (on == isAnalysing()) return {};
    if (m_analyse->isChecked() != on) {
        const QSignalBlocker blocker(m_analyse);
        m_analyse->setChecked(on);
    }
    if (!on) {
        delete m_analysis;
        m_analysis = nullptr;
        delete m_analysisPanel;
        m_analysisPanel = nullptr;
        m_analysedLine.clear();
        rebuildEnginePanels({}); // the hint comes back when no engine plays
        return {};
    }
    if (!m_game) return tr("There is no game to analyse.");
    const QString words =
        m_settings.value(QStringLiteral("analysis/") + m_game->id(), QStringLiteral("bundled"))
            .toString();
    QString error;
    std::optional<EngineSpec> spec = EngineSpec::parse(words, &error);
    if (spec) error = spec->resolve(*m_game, QCoreApplication::applicationDirPath());
    if (!error.isEmpty()) {
        const QSignalBlocker blocker(m_analyse);
        m_analyse->setChecked(false);
        return tr("The analysis engine cannot start: %1").arg(error);
    }
    m_analysis = new Analysis(*m_game, *spec, this);
    m_analysis->setMultiPv(m_settings.value(QStringLiteral("analysis/lines"), 1).toInt());
    m_analysisPanel = new EnginePanel;
    m_analysisPanel->setTitle(spec->displayName(), tr("analysis"));
    m_analysisPanel->showLinesControl(m_analysis->multiPv());
    connect(m_analysisPanel, &EnginePanel::linesChanged, this, [this](int lines) {
        m_settings.setValue(QStringLiteral("analysis/lines"), lines);
        m_analysis->setMultiPv(lines);
        m_analysedLine.clear(); // search again with the new number of lines
        updateAnalysis();
    });
    connect(m_analysis, &Analysis::searchStarted, this,
            [this](const std::shared_ptr<const Position> &position) {
                m_analysisPanel->model()->setSearchPosition(position->clone());
                m_analysisPanel->setTitle(m_analysis->engineName(), tr("analysis"));
                m_analysisPanel->setThinking(true);
            });
    connect(m_analysis, &Analysis::infoReceived, m_analysisPanel->model(),
            &EngineInfoModel::addInfo);
    connect(m_analysisPanel->model(), &EngineInfoModel::rowsShown, this,
            [this] { previewLine(m_analysisPanel); });
    connect(m_analysis, &Analysis::failed, this, [this](const QString &why) {
        m_analysisPanel->setThinking(false);
        m_status->setText(tr("The analysis engine stopped: %1").arg(why));
    });
    m_logPanel->addLog(m_analysis->log(), tr("%1 (analysis)").arg(spec->displayName()));
    if (m_noEngineHint) {
        delete m_noEngineHint;
        m_noEngineHint = nullptr;
    }
    m_engineArea->layout()->addWidget(m_analysisPanel);
    m_enginesDock->show();
    m_enginesDock->raise();
    updateAnalysis();
    return {};
}

void MainWindow::previewLine(EnginePanel *panel)
{
    const EngineInfo *info = panel->model()->best();
    if (m_board && info && info->multipv <= 1 && !info->pv.isEmpty()) m_board->setPreview(info->pv);
}

void MainWindow::updateAnalysis()
{
    const Record *rec = record();
    if (!m_analysis || !rec || !m_game) return;
    const QStringList moves = rec->mainLineMoves().mid(0, m_shownPly);
    const QString line = rec->setup() + QLatin1Char('|') + moves.join(QLatin1Char(' '));
    if (line == m_analysedLine) return;
    m_analysedLine = line;
    std::shared_ptr<const Position> start(m_game->startPosition(rec->setup()));
    if (!start) return;
    m_analysisPanel->setThinking(false);
    m_analysisPanel->model()->clear(); // lines about another position would mislead
    m_analysis->analyse(start, moves);
}

void MainWindow::fillAnalysisEngineMenu()
{
    m_analysisEngineMenu->clear();
    if (!m_game) return;
    const QString key = QStringLiteral("analysis/") + m_game->id();
    const QString chosen = m_settings.value(key, QStringLiteral("bundled")).toString();
    auto *group = new QActionGroup(m_analysisEngineMenu);
    auto add = [&](const QString &text, const QString &words) {
        QAction *action = group->addAction(text);
        action->setCheckable(true);
        action->setChecked(words == chosen);
        connect(action, &QAction::triggered, this, [this, key, words] {
            m_settings.setValue(key, words);
            if (isAnalysing()) { // restart with the new engine
                setAnalysing(false);
                setAnalysing(true);
            }
        });
    };
    add(tr("Bundled engine (%1)").arg(m_game->bundledEngineExecutable()),
        QStringLiteral("bundled"));
    for (const RegisteredEngine &engine :
         EngineRegistry::forGame(EngineRegistry::load(m_settings), m_game->id()))
        add(engine.name(), engine.words);
    m_analysisEngineMenu->addActions(group->actions());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!confirmAbandon()) {
        event->ignore();
        return;
    }
    m_settings.setValue(geometryKey, saveGeometry());
    m_settings.setValue(stateKey, saveState());
    if (m_session && !m_session->isOver()) m_session->abort(tr("Kibitz was closed"));
    event->accept();
}

} // namespace kibitz
