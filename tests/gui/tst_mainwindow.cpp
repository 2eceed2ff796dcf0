// SPDX-License-Identifier: GPL-3.0-or-later
// The main window as a user meets it: the first start, a whole game played by mouse clicks
// against the real bundled engine, the move list, take back, resign, records, the engine log
// and the language menu.
#include "core/engine/enginelog.h"
#include "core/game/game.h"
#include "core/game/humanplayer.h"
#include "core/play/session.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "games/tictactoe/tictactoeboardwidget.h"
#include "panels/engineinfomodel.h"
#include "panels/enginelogpanel.h"
#include "panels/enginepanel.h"
#include "panels/movelistmodel.h"
#include "panels/movelistpanel.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void firstStartIsAGameAgainstTheBundledEngine();
    void playsAWholeGameByClicks();
    void clicksOutsideTheTurnChangeNothing();
    void moveListGoesBackAndForth();
    void takeBackGivesTheTurnBack();
    void resignEndsTheGame();
    void engineAgainstEngineFillsPanelsAndLogs();
    void theEngineLogOpensSavedLogs();
    void theNewGameChoiceIsKept();
    void brokenRecordKeepsTheMovesBeforeTheError();
    void languageMenuSwitchesTheInterface();
    void analysisFollowsThePositionShown();
    void wrongEngineWordsSayWhy();

private:
    static TicTacToeBoardWidget *boardOf(MainWindow &window);
    static void waitForHumanTurn(MainWindow &window);
    static void clickSquare(MainWindow &window, int square);
    static int firstEmptySquare(MainWindow &window);
    static GameSetup setupOf(SideSetup::Kind first, SideSetup::Kind second);

    QTemporaryDir m_dir;
};

void TestMainWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzTest"));
}

void TestMainWindow::init()
{
    // Each test starts as a first start: its own, empty settings.
    const QString settingsDir = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir);
    QSettings().clear();
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

TicTacToeBoardWidget *TestMainWindow::boardOf(MainWindow &window)
{
    return qobject_cast<TicTacToeBoardWidget *>(window.board());
}

void TestMainWindow::waitForHumanTurn(MainWindow &window)
{
    QTRY_VERIFY_WITH_TIMEOUT(
        window.controller()->session()->isOver() || window.board()->isInteractive(), 10000);
}

void TestMainWindow::clickSquare(MainWindow &window, int square)
{
    TicTacToeBoardWidget *board = boardOf(window);
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(square));
}

int TestMainWindow::firstEmptySquare(MainWindow &window)
{
    const tictactoe::Board &board = boardOf(window)->board();
    for (int square = 0; square < 9; ++square)
        if (board.isLegal(square)) return square;
    return -1;
}

GameSetup TestMainWindow::setupOf(SideSetup::Kind first, SideSetup::Kind second)
{
    auto side = [](SideSetup::Kind kind) {
        return SideSetup{kind,
                         kind == SideSetup::Kind::Engine ? QStringLiteral("bundled") : QString()};
    };
    GameSetup setup;
    setup.gameId = QStringLiteral("tictactoe");
    setup.sides = {side(first), side(second)};
    setup.timeControl.baseMs = 60'000;
    return setup;
}

void TestMainWindow::firstStartIsAGameAgainstTheBundledEngine()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.controller()->session());
    QCOMPARE(window.game()->id(), QStringLiteral("tictactoe"));
    QVERIFY(window.controller()->session()->player(0)->isHuman());
    QVERIFY(!window.controller()->session()->player(1)->isHuman());
    QVERIFY(boardOf(window));
    QTRY_VERIFY_WITH_TIMEOUT(window.board()->isInteractive(), 10000);
    QVERIFY2(window.statusText().contains(QStringLiteral("your turn")),
             qPrintable(window.statusText()));
    QVERIFY(window.enginePanel(1));
    QVERIFY(!window.enginePanel(0));
    QCOMPARE(window.logPanel()->logCount(), 1);
}

void TestMainWindow::playsAWholeGameByClicks()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QList<int> clicked;
    while (!window.controller()->session()->isOver()) {
        waitForHumanTurn(window);
        if (window.controller()->session()->isOver()) break;
        const int square = firstEmptySquare(window);
        QVERIFY(square >= 0);
        const int movesBefore = int(window.controller()->session()->moves().size());
        clickSquare(window, square);
        QCOMPARE(window.controller()->session()->moves().size(), movesBefore + 1);
        QCOMPARE(window.controller()->session()->moves().last(), QString::number(square));
        clicked << square;
    }
    // The bundled engine plays perfectly: X cannot win against it.
    const GameResult result = window.controller()->session()->result();
    QVERIFY(result.kind == GameResult::Kind::Draw || result.winner == 1);
    QCOMPARE(result.reason, EndReason::Rules);
    const QStringList moves = window.controller()->session()->moves();
    QVERIFY(moves.size() >= 5);
    for (int i = 0; i < clicked.size(); ++i)
        QCOMPARE(moves[2 * i], QString::number(clicked[i]));
    QCOMPARE(window.moveList()->model()->moveCount(), moves.size());
    QVERIFY(!window.board()->isInteractive());
    QVERIFY(!window.statusText().isEmpty());

    // The engine's search info reached its panel, and its traffic the log.
    QTRY_VERIFY(window.enginePanel(1)->model()->rowCount() > 0);
    const QStringList logLines = window.logPanel()->shownText().split(QLatin1Char('\n'));
    QVERIFY(logLines.size() > 4);
    for (const QString &line : logLines)
        QVERIFY2(isTlfLogLine(line), qPrintable(line));

    // Saved, the record reads back with the same moves and the engine's think comments.
    const QString path = m_dir.filePath(QStringLiteral("clicked.ttt"));
    QStringList problems;
    QCOMPARE(window.saveRecord(path, &problems), QString());
    QVERIFY(problems.isEmpty());
    const RecordReadResult read = readRecordFile(*window.game(), path);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.record->mainLineMoves(), moves);
    QCOMPARE(read.record->result().kind, result.kind);
    const QList<RecordNode *> line = read.record->mainLine();
    bool engineThought = false;
    for (int ply = 1; ply < line.size(); ply += 2)
        engineThought |= !line[ply]->thinks.isEmpty();
    QVERIFY(engineThought);

    // The log saves as TLF.
    const QString logPath = m_dir.filePath(QStringLiteral("engine.tlf"));
    QCOMPARE(window.logPanel()->saveShownLog(logPath), QString());
    QFile logFile(logPath);
    QVERIFY(logFile.open(QIODevice::ReadOnly));
    QVERIFY(logFile.size() > 0);
}

void TestMainWindow::clicksOutsideTheTurnChangeNothing()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    waitForHumanTurn(window);
    clickSquare(window, 4);
    QCOMPARE(window.controller()->session()->moves(), QStringList{QStringLiteral("4")});
    // Clicking the taken square again, or any square while the engine is to move, adds nothing.
    clickSquare(window, 4);
    if (!window.board()->isInteractive()) clickSquare(window, 0);
    QVERIFY(window.controller()->session()->moves().size() <= 2);
    waitForHumanTurn(window);
    QCOMPARE(window.controller()->session()->moves().size(), 2);
    QVERIFY(window.controller()->session()->moves()[1] != QStringLiteral("4"));
    clickSquare(window, window.controller()->session()->moves()[1].toInt()); // the engine's square
    QCOMPARE(window.controller()->session()->moves().size(), 2);
}

void TestMainWindow::moveListGoesBackAndForth()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    waitForHumanTurn(window);
    clickSquare(window, 0);
    waitForHumanTurn(window);
    QCOMPARE(window.moveList()->model()->rowCount(), 3); // start, X, O

    // A click on the first move's row shows the position after it, where nobody may move.
    QTableView *view = window.moveList()->view();
    const QRect row1 =
        view->visualRect(window.moveList()->model()->index(1, MoveListModel::MoveColumn));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, row1.center());
    QCOMPARE(window.shownPly(), 1);
    QCOMPARE(boardOf(window)->board().moveCount(), 1);
    QVERIFY(!window.board()->isInteractive());
    // Back to the end: the game goes on.
    const QRect row2 =
        view->visualRect(window.moveList()->model()->index(2, MoveListModel::MoveColumn));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, row2.center());
    QCOMPARE(window.shownPly(), 2);
    QVERIFY(window.board()->isInteractive());
    window.showPly(0);
    QCOMPARE(boardOf(window)->board().moveCount(), 0);
    window.showPly(99);
    QCOMPARE(window.shownPly(), 2);
}

void TestMainWindow::takeBackGivesTheTurnBack()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    waitForHumanTurn(window);
    clickSquare(window, 8);
    waitForHumanTurn(window);
    QCOMPARE(window.controller()->session()->moves().size(), 2);
    QVERIFY(window.controller()->canTakeBack());
    window.controller()->takeBack();
    waitForHumanTurn(window);
    QCOMPARE(window.controller()->session()->moves().size(), 0);
    QCOMPARE(window.moveList()->model()->moveCount(), 0);
    QCOMPARE(boardOf(window)->board().moveCount(), 0);
    clickSquare(window, 2);
    QCOMPARE(window.controller()->session()->moves().value(0), QStringLiteral("2"));
}

void TestMainWindow::resignEndsTheGame()
{
    MainWindow window;
    window.show();
    waitForHumanTurn(window);
    clickSquare(window, 4);
    waitForHumanTurn(window);
    QAction *resign = nullptr;
    for (QAction *action : window.findChildren<QAction *>())
        if (action->text() == QStringLiteral("&Resign")) resign = action;
    QVERIFY(resign);
    QVERIFY(resign->isEnabled());
    // Resign asks first (tst_endings tries No too): Yes.
    QTimer::singleShot(0, &window, [] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        box->button(QMessageBox::Yes)->click();
    });
    resign->trigger();
    QVERIFY(window.controller()->session()->isOver());
    QCOMPARE(window.controller()->session()->result().winner, 1);
    QCOMPARE(window.controller()->session()->result().reason, EndReason::Resignation);
    QVERIFY(!window.board()->isInteractive());
    QCOMPARE(window.controller()->session()->moves().size(), 2); // the moves so far are kept
    QVERIFY2(window.statusText().contains(QStringLiteral("O wins")),
             qPrintable(window.statusText()));
}

void TestMainWindow::engineAgainstEngineFillsPanelsAndLogs()
{
    MainWindow window;
    window.show();
    QCOMPARE(window.startGame(setupOf(SideSetup::Kind::Engine, SideSetup::Kind::Engine)),
             QString());
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->session()->isOver(), 20000);
    QCOMPARE(window.controller()->session()->result().kind, GameResult::Kind::Draw);
    QCOMPARE(window.controller()->session()->moves().size(), 9);
    QCOMPARE(window.logPanel()->logCount(), 2);
    QTRY_VERIFY(window.enginePanel(0)->model()->rowCount() > 0);
    QTRY_VERIFY(window.enginePanel(1)->model()->rowCount() > 0);
    QCOMPARE(window.moveList()->model()->moveCount(), 9);
}

void TestMainWindow::theEngineLogOpensSavedLogs()
{
    // Issue 29 item 6: Open… in the engine log shows a TLF log saved earlier (its times kept)
    // and a recv:/send: log of the shared data, each as one more log.
    MainWindow window;
    window.show();
    waitForHumanTurn(window);
    EngineLogPanel *panel = window.logPanel();
    const QString saved = m_dir.filePath(QStringLiteral("opened.tlf"));
    QCOMPARE(panel->saveShownLog(saved), QString());
    const QString engineText = panel->shownText();
    auto *open = panel->findChild<QAbstractButton *>(QStringLiteral("openLog"));
    QVERIFY(open);
    const auto openByDialog = [&](const QString &path) {
        const int before = panel->logCount();
        QTimer::singleShot(0, [path] {
            QTRY_VERIFY(qobject_cast<QFileDialog *>(QApplication::activeModalWidget()));
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            dialog->selectFile(path);
            static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept() is protected
        });
        QTest::mouseClick(open, Qt::LeftButton);
        QCOMPARE(panel->logCount(), before + 1);
    };
    openByDialog(saved);
    // The same lines as the engine's own log showed; the file's time comments are not lines.
    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().startsWith("# # time:"));
    QVERIFY(!panel->shownText().contains(QStringLiteral("# # time:")));
    QVERIFY(panel->shownText().startsWith(engineText.left(200)));
    openByDialog(QStringLiteral(SHARED_DATA_DIR "/shogi/yaneuraou/usi-multipv-ponder.log"));
    QVERIFY(panel->shownText().startsWith(QStringLiteral("# usi\n= id name YaneuraOu")));
    // A file that is no log is refused with the line it could not read.
    const QString bad = m_dir.filePath(QStringLiteral("bad.tlf"));
    QFile badFile(bad);
    QVERIFY(badFile.open(QIODevice::WriteOnly));
    badFile.write("# usi\nusiok\n");
    badFile.close();
    const int count = panel->logCount();
    QCOMPARE(panel->openLog(bad), QStringLiteral("line 2: not a TLF line: 'usiok'"));
    QCOMPARE(panel->logCount(), count);
    // Issue 30 item 3: File → Open (and a file named on the command line) takes a TLF log too,
    // into the log view, and leaves the game on the board.
    const int moves = window.controller()->session()->moves().size();
    QCOMPARE(window.openRecord(saved), QString());
    QCOMPARE(panel->logCount(), count + 1);
    QVERIFY(panel->shownText().startsWith(engineText.left(200)));
    QVERIFY(panel->isVisible());
    QCOMPARE(window.controller()->session()->moves().size(), moves);
    QVERIFY(window.openRecord(bad).contains(QStringLiteral("not a TLF line")));
}

void TestMainWindow::theNewGameChoiceIsKept()
{
    {
        MainWindow window;
        GameSetup setup = setupOf(SideSetup::Kind::Engine, SideSetup::Kind::Human);
        setup.timeControl = {};
        setup.timeControl.moveTimeMs = 500;
        QCOMPARE(window.startGame(setup), QString());
    }
    MainWindow again;
    QVERIFY(!again.controller()->session()->player(0)->isHuman());
    QVERIFY(again.controller()->session()->player(1)->isHuman());
    QCOMPARE(again.controller()->session()->clock().timeControl(0).moveTimeMs, 500);
}

void TestMainWindow::brokenRecordKeepsTheMovesBeforeTheError()
{
    const QString path = m_dir.filePath(QStringLiteral("broken.ttt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#KIBITZ tictactoe 1\n1 b2 1.0\n2 a3 1.0\n3 b2 1.0\n");
    file.close();
    MainWindow window;
    const QString error = window.openRecord(path);
    QVERIFY2(error.contains(QStringLiteral("line 4")), qPrintable(error));
    QVERIFY(!window.controller()->session());
    QCOMPARE(window.record()->mainLineMoves(),
             (QStringList{QStringLiteral("4"), QStringLiteral("0")}));
    QCOMPARE(window.moveList()->model()->moveCount(), 2);
    QVERIFY(!window.board()->isInteractive());
    QCOMPARE(window.openRecord(m_dir.filePath(QStringLiteral("missing.xyz"))).isEmpty(), false);
}

void TestMainWindow::languageMenuSwitchesTheInterface()
{
    MainWindow window;
    window.show();
    const QAction *fileMenu = window.menuBar()->actions().value(0);
    QCOMPARE(fileMenu->text(), QStringLiteral("&File"));
    window.setLanguage(QStringLiteral("ja"));
    QTRY_COMPARE(fileMenu->text(), QStringLiteral("ファイル(&F)"));
    QCOMPARE(window.game()->sideName(0), QStringLiteral("X"));
    QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("ja"));
    window.setLanguage(QStringLiteral("zh_CN"));
    QTRY_COMPARE(fileMenu->text(), QStringLiteral("文件(&F)"));
    window.setLanguage(QStringLiteral("en"));
    QTRY_COMPARE(fileMenu->text(), QStringLiteral("&File"));
}

void TestMainWindow::analysisFollowsThePositionShown()
{
    MainWindow window;
    window.show();
    waitForHumanTurn(window);
    clickSquare(window, 4);
    waitForHumanTurn(window);
    QCOMPARE(window.setAnalysing(true), QString());
    QVERIFY(window.isAnalysing());
    EngineInfoModel *model = window.analysisPanel()->model();
    // Every line shown is legal from the position on the board: checked on the canonical PV.
    auto pvsAreLegalFrom = [&](const QStringList &moves) {
        auto position = window.game()->startPosition();
        for (const QString &m : moves)
            position->play(m);
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString text =
                model->data(model->index(row, EngineInfoModel::PvColumn)).toString();
            // The whole line, as players read it, must replay from the position.
            auto replay = position->clone();
            for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                const QString move = replay->parseMove(word);
                if (!replay->isLegal(move)) return false;
                replay->play(move);
            }
        }
        return true;
    };
    QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > 0, 10000);
    QVERIFY(pvsAreLegalFrom(window.controller()->session()->moves()));
    window.showPly(1);
    QCOMPARE(model->rowCount(), 0); // the old position's lines are gone at once
    QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > 0, 10000);
    QVERIFY(pvsAreLegalFrom(window.controller()->session()->moves().mid(0, 1)));
    // The engine's traffic is in the log panel too.
    QCOMPARE(window.logPanel()->logCount(), 2);
    QCOMPARE(window.setAnalysing(false), QString());
    QVERIFY(!window.analysisPanel());
}

void TestMainWindow::wrongEngineWordsSayWhy()
{
    // The window's engines are made as kibitz-cli's are (core/engine/enginebuilder.h): the same
    // faults, said in the same words, and the game on the board is left as it is.
    MainWindow window;
    const Session *before = window.controller()->session();
    QVERIFY(before);
    GameSetup setup = setupOf(SideSetup::Kind::Human, SideSetup::Kind::Engine);
    setup.sides[1].engine = QStringLiteral("cmd=/nonexistent/engine");
    QString error = window.startGame(setup);
    QVERIFY2(error.endsWith(QStringLiteral(
                 " cannot play: the engine program /nonexistent/engine is not there")),
             qPrintable(error));
    setup.sides[1].engine = QStringLiteral("bundled proto=nope");
    error = window.startGame(setup);
    QVERIFY2(error.contains(QStringLiteral(" cannot play: protocol 'nope' is not spoken")),
             qPrintable(error));
    QCOMPARE(window.controller()->session(), before);
    QSettings().setValue(QStringLiteral("analysis/tictactoe"),
                         QStringList{QStringLiteral("cmd=/nonexistent/engine")});
    error = window.setAnalysing(true);
    QCOMPARE(error, QStringLiteral("The analysis engine cannot start: the engine program "
                                   "/nonexistent/engine is not there"));
    QVERIFY(!window.isAnalysing());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
