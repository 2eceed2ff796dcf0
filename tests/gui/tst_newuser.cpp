// SPDX-License-Identifier: GPL-3.0-or-later
// What a new user meets: the game in progress kept on disk after every move and restored by the
// next window; clocks that wait for the person (before their first move, behind a modal dialog,
// while paused from the Game menu); a saved record naming the person in the language of the
// moment. Real windows, the real bundled engine.
#include "core/game/gameclock.h"
#include "core/game/position.h"
#include "core/play/session.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "games/tictactoe/tictactoeboardwidget.h"
#include "panels/engineinfomodel.h"
#include "panels/enginepanel.h"
#include "panels/movelistmodel.h"
#include "panels/movelistpanel.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;

class TestNewUser : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void everyMoveIsKeptAndANewWindowRestoresTheGame();
    void aClosedWindowLeavesNothingToRestore();
    void thePersonsClockWaitsForTheirFirstMove();
    void clocksWaitBehindAModalDialog_data();
    void clocksWaitBehindAModalDialog();
    void pauseAndResumeFromTheGameMenu();
    void theSavedPersonsNameIsInTheLanguageOfTheMoment();
    void hiddenThoughtsAreShownWhenTheGameEnds();

private:
    static QString autosavePath();
    static QStringList movesOnDisk();
    static void waitForHumanTurn(MainWindow &window);
    static void playFirstEmptySquare(MainWindow &window);
    static QAction *action(MainWindow &window, const QString &text);

    QTemporaryDir m_dir;
};

void TestNewUser::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzNewUser"));
}

void TestNewUser::init()
{
    // Each test starts as a first start: the human plays X against the bundled engine, 5 min.
    const QString settingsDir = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir);
    QSettings().clear();
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

// Where the README says the game in progress is kept: beside the settings file.
QString TestNewUser::autosavePath()
{
    return QFileInfo(QSettings().fileName()).dir().filePath(QStringLiteral("game-in-progress.ttt"));
}

QStringList TestNewUser::movesOnDisk()
{
    const RecordReadResult read = readRecordFile(*gameById(u"tictactoe"), autosavePath());
    return read.record ? read.record->mainLineMoves() : QStringList{QStringLiteral("unreadable")};
}

void TestNewUser::waitForHumanTurn(MainWindow &window)
{
    QTRY_VERIFY_WITH_TIMEOUT(window.board()->isInteractive(), 10000);
}

void TestNewUser::playFirstEmptySquare(MainWindow &window)
{
    auto *board = qobject_cast<TicTacToeBoardWidget *>(window.board());
    QVERIFY(board);
    for (int square = 0; square < 9; ++square)
        if (board->board().isLegal(square)) {
            QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(square));
            return;
        }
    QFAIL("no empty square");
}

QAction *TestNewUser::action(MainWindow &window, const QString &text)
{
    for (QAction *a : window.findChildren<QAction *>())
        if (a->text() == text) return a;
    return nullptr;
}

void TestNewUser::everyMoveIsKeptAndANewWindowRestoresTheGame()
{
    QStringList played;
    {
        auto *window = new MainWindow;
        window->show();
        for (int turn = 0; turn < 2; ++turn) {
            waitForHumanTurn(*window);
            const qsizetype before = window->controller()->session()->moves().size();
            playFirstEmptySquare(*window);
            QCOMPARE(window->controller()->session()->moves().size(), before + 1);
            QCOMPARE(movesOnDisk(), window->controller()->session()->moves()); // the person's move
            QTRY_COMPARE_WITH_TIMEOUT(window->controller()->session()->moves().size(), before + 2,
                                      10000);
            QCOMPARE(movesOnDisk(), window->controller()->session()->moves()); // the engine's reply
        }
        played = window->controller()->session()->moves();
        QCOMPARE(played.size(), 4);
        // Kibitz dies: the window goes without being closed.
        delete window;
    }
    QCOMPARE(movesOnDisk(), played);

    MainWindow again;
    again.show();
    QVERIFY(again.controller()->session());
    QCOMPARE(again.controller()->session()->moves(), played);
    QVERIFY(again.controller()->isGameOn());
    QVERIFY(again.controller()->session()->player(0)->isHuman());
    QVERIFY(!again.controller()->session()->player(1)->isHuman());
    waitForHumanTurn(again);
    QCOMPARE(again.moveList()->model()->moveCount(), 4);
    playFirstEmptySquare(again);
    QCOMPARE(again.controller()->session()->moves().size(), 5);
    QCOMPARE(movesOnDisk(), again.controller()->session()->moves());
}

void TestNewUser::aClosedWindowLeavesNothingToRestore()
{
    {
        MainWindow window;
        window.show();
        waitForHumanTurn(window);
        playFirstEmptySquare(window);
        QVERIFY(QFile::exists(autosavePath()));
        action(window, QStringLiteral("&Abort Game"))->trigger();
        // Issue 14 item 8: said once, not "No result — aborted (aborted by the user)".
        QVERIFY2(window.statusText().contains(QStringLiteral("No result — aborted (by the user)")),
                 qPrintable(window.statusText()));
        QCOMPARE(window.statusText().count(QStringLiteral("aborted")), 1);
        QVERIFY(window.close());
    }
    QVERIFY(!QFile::exists(autosavePath()));
    MainWindow again;
    QVERIFY(again.controller()->session());
    QCOMPARE(again.controller()->session()->moves().size(), 0);
}

void TestNewUser::thePersonsClockWaitsForTheirFirstMove()
{
    MainWindow window;
    window.show();
    waitForHumanTurn(window);
    QTest::qWait(1500);
    const GameClock &clock = window.controller()->session()->clock();
    QCOMPARE(clock.remainingNowMs(0), qint64(5 * 60'000));
    playFirstEmptySquare(window);
    QCOMPARE(clock.remainingMs(0), qint64(5 * 60'000)); // the first move cost nothing
    waitForHumanTurn(window);
    // From the second move on the person's clock runs.
    QCOMPARE(clock.runningSide(), 0);
    QTRY_VERIFY(clock.remainingNowMs(0) < 5 * 60'000 - 200);
}

void TestNewUser::clocksWaitBehindAModalDialog_data()
{
    // A dialog of the program's own (the Engines list) and a message box (as the error of a
    // record that cannot be opened is): each keeps the person from the board.
    QTest::addColumn<QString>("actionText");
    QTest::newRow("Engines dialog") << QStringLiteral("&Engines…");
    QTest::newRow("message box") << QStringLiteral("&About Kibitz");
}

void TestNewUser::clocksWaitBehindAModalDialog()
{
    QFETCH(QString, actionText);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    waitForHumanTurn(window);
    playFirstEmptySquare(window);
    waitForHumanTurn(window);
    const GameClock &clock = window.controller()->session()->clock();
    QCOMPARE(clock.runningSide(), 0);

    // A modal dialog is open: while it is, the clocks stand still.
    bool pausedBehind = false, boardTaken = true, dialogSeen = false;
    qint64 leftAtOpen = -1, leftLater = -2;
    QTimer::singleShot(300, &window, [&] {
        QWidget *dialog = QApplication::activeModalWidget();
        dialogSeen = dialog != nullptr;
        pausedBehind = window.controller()->session()->isPaused();
        boardTaken = window.board()->isInteractive();
        leftAtOpen = clock.remainingNowMs(0);
        QTimer::singleShot(700, &window, [&, dialog] {
            leftLater = clock.remainingNowMs(0);
            if (dialog) dialog->close();
        });
    });
    QAction *opener = action(window, actionText);
    QVERIFY(opener);
    opener->trigger(); // returns when the dialog is closed
    QVERIFY(dialogSeen);
    QVERIFY(pausedBehind);
    QVERIFY(!boardTaken);
    QCOMPARE(leftLater, leftAtOpen);
    // Closed: the game goes on, the person's clock runs again.
    QTRY_VERIFY(!window.controller()->session()->isPaused());
    waitForHumanTurn(window);
    QCOMPARE(clock.runningSide(), 0);
}

void TestNewUser::pauseAndResumeFromTheGameMenu()
{
    MainWindow window;
    window.show();
    waitForHumanTurn(window);
    playFirstEmptySquare(window);
    waitForHumanTurn(window);
    QAction *pause = action(window, QStringLiteral("&Pause"));
    QVERIFY(pause);
    QVERIFY(pause->isEnabled());
    const GameClock &clock = window.controller()->session()->clock();
    pause->trigger();
    QVERIFY(window.controller()->session()->isPaused());
    QVERIFY(pause->isChecked());
    QCOMPARE(window.statusText(), QStringLiteral("Paused"));
    QVERIFY(!window.board()->isInteractive());
    const qint64 left = clock.remainingNowMs(0);
    QTest::qWait(600);
    QCOMPARE(clock.remainingNowMs(0), left);
    pause->trigger();
    QVERIFY(!window.controller()->session()->isPaused());
    QVERIFY(!pause->isChecked());
    waitForHumanTurn(window);
    QCOMPARE(clock.runningSide(), 0);
    playFirstEmptySquare(window);
    QCOMPARE(window.controller()->session()->moves().size(), 3);
}

void TestNewUser::theSavedPersonsNameIsInTheLanguageOfTheMoment()
{
    // The game starts in Chinese; the user switches to English and saves.
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("zh_CN"));
    MainWindow window;
    window.show();
    waitForHumanTurn(window);
    QCOMPARE(window.controller()->playerName(0), QStringLiteral("人类"));
    window.setLanguage(QStringLiteral("en"));
    QCOMPARE(window.controller()->playerName(0), QStringLiteral("Human"));
    const QString path = m_dir.filePath(QStringLiteral("names.ttt"));
    QCOMPARE(window.saveRecord(path), QString());
    const RecordReadResult read = readRecordFile(*gameById(u"tictactoe"), path);
    QVERIFY(read.record);
    QCOMPARE(read.record->headerValue(header::player(0)), QStringLiteral("Human"));
    window.setLanguage(QStringLiteral("ja"));
    QCOMPARE(window.saveRecord(path), QString());
    QCOMPARE(readRecordFile(*gameById(u"tictactoe"), path).record->headerValue(header::player(0)),
             QStringLiteral("人間"));
}

void TestNewUser::hiddenThoughtsAreShownWhenTheGameEnds()
{
    // A person at a goita table with three engines: their thoughts are hidden while the game is
    // on, and shown (their last searches) once it is over.
    MainWindow window;
    window.show();
    GameSetup setup;
    setup.gameId = QStringLiteral("goita");
    const SideSetup engine{SideSetup::Kind::Engine, QStringLiteral("bundled option.MoveTime=50")};
    setup.sides = {SideSetup{SideSetup::Kind::Human, {}}, engine, engine, engine};
    setup.timeControl.moveTimeMs = 200;
    setup.setup = QStringLiteral("seed 20261121");
    QCOMPARE(window.startGame(setup), QString());
    auto engineHasMoved = [&] {
        const QList<RecordNode *> line = window.controller()->session()->record().mainLine();
        return std::any_of(line.cbegin(), line.cend(),
                           [](const RecordNode *node) { return !node->thinks.isEmpty(); });
    };
    for (int turn = 0; turn < 20 && !engineHasMoved(); ++turn) {
        QTRY_VERIFY_WITH_TIMEOUT(engineHasMoved() || window.controller()->acceptsMove(), 20000);
        if (!engineHasMoved())
            window.controller()->enterMove(
                window.controller()->session()->position().legalMoves().value(0));
    }
    QVERIFY(engineHasMoved());
    for (int side = 1; side < 4; ++side)
        QVERIFY(!window.enginePanel(side));
    QAction *abort = action(window, QStringLiteral("&Abort Game"));
    QVERIFY(abort);
    abort->trigger();
    QVERIFY(window.controller()->session()->isOver());
    int rows = 0;
    for (int side = 1; side < 4; ++side) {
        QVERIFY(window.enginePanel(side));
        QTRY_VERIFY(!window.enginePanel(side)->isHidden()); // a layout shows it, queued
        window.enginePanel(side)->model()->flush();
        rows += window.enginePanel(side)->model()->rowCount();
    }
    QVERIFY(rows > 0); // the searches made while the thoughts were hidden
}

QTEST_MAIN(TestNewUser)
#include "tst_newuser.moc"
