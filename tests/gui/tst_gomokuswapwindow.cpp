// SPDX-License-Identifier: GPL-3.0-or-later
// A person plays a swap opening against the bundled engine in the real window, by QTest mouse
// events on the board and its swap bar (issue 28): placing three stones one click each, the
// engine then taking black or placing two more; choosing black on the bar; placing two more.
#include "core/game/game.h"
#include "core/play/session.h"
#include "gamecatalog.h"
#include "games/gomoku/gomokuboardwidget.h"
#include "games/gomoku/gomokuswapbar.h"
#include "window/mainwindow.h"

#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace Qt::StringLiterals;

class TestGomokuSwapWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void personOpensAndTheEngineTakesBlack();
    void personOpensAndTheEnginePlacesTwoMore();
    void personPlacesTwoMoreAndTheEngineChooses();

private:
    static GameSetup swapGame(int personSide);
    static GomokuBoardWidget *waitForPerson(MainWindow &window);
    static void click(GomokuBoardWidget *board, gomoku::Point p);
    QTemporaryDir m_dir;
};

void TestGomokuSwapWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(u"KibitzTest"_s);
    QCoreApplication::setApplicationName(u"KibitzGomokuSwapWindow"_s);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QSettings().setValue(u"ui/language"_s, u"en"_s);
}

GameSetup TestGomokuSwapWindow::swapGame(int personSide)
{
    GameSetup setup;
    setup.gameId = u"gomoku"_s;
    setup.sides = {{SideSetup::Kind::Engine, u"bundled"_s},
                   {SideSetup::Kind::Engine, u"bundled"_s}};
    setup.sides[personSide] = {SideSetup::Kind::Human, {}};
    setup.timeControl.moveTimeMs = 1000;
    setup.setup = *gameById(u"gomoku")->setupWithOptions({}, {{u"opening"_s, u"swap2"_s}});
    return setup;
}

GomokuBoardWidget *TestGomokuSwapWindow::waitForPerson(MainWindow &window)
{
    auto *board = qobject_cast<GomokuBoardWidget *>(window.board());
    if (!board || !QTest::qWaitFor([board] { return board->isInteractive(); }, 60000))
        return nullptr;
    return board;
}

void TestGomokuSwapWindow::click(GomokuBoardWidget *board, gomoku::Point p)
{
    QTest::mouseMove(board, board->pointCenter(p));
    QTest::mouseClick(board, Qt::LeftButton, {}, board->pointCenter(p));
}

// Black far ahead (two blacks together, white in the corner): the engine takes black, and the
// person, white now, plays the fourth stone.
void TestGomokuSwapWindow::personOpensAndTheEngineTakesBlack()
{
    MainWindow window;
    window.show();
    QCOMPARE(window.startGame(swapGame(0)), QString());
    GomokuBoardWidget *board = waitForPerson(window);
    QVERIFY(board);
    QVERIFY(board->swapBar()->isVisible());
    QVERIFY(board->swapBar()->prompt().contains(u"place three stones"_s));
    QVERIFY(!board->swapBar()->blackButton()->isVisible());
    click(board, {7, 7});
    click(board, {0, 0});
    QCOMPARE(board->pendingStones().size(), 2);
    QVERIFY(window.controller()->moves().isEmpty());
    QVERIFY(board->swapBar()->prompt().contains(u"2 of 3"_s));
    click(board, {8, 8});
    QTRY_COMPARE_WITH_TIMEOUT(window.controller()->moves().size(), 2, 60000);
    QCOMPARE(window.controller()->moveBefore(1), u"7,7+0,0+8,8"_s);
    QCOMPARE(window.controller()->moveBefore(2), u"swap"_s);
    board = waitForPerson(window);
    QVERIFY(board);
    QVERIFY(!board->swapBar()->isVisible()); // the choice is made: an ordinary move
    click(board, {9, 9});
    QCOMPARE(window.controller()->moveBefore(3), u"9,9"_s);
    QCOMPARE(window.controller()->session()->result().isOver(), false);
}

// A balanced opening (the engine's own, of its six, which it judges nearest to even): the engine
// places two more stones, and the person takes black on the bar; the engine, white, plays the
// sixth stone. The engine's swap searches stop at a set depth whatever the time, so its choice
// does not hang on the machine's load.
void TestGomokuSwapWindow::personOpensAndTheEnginePlacesTwoMore()
{
    MainWindow window;
    window.show();
    QCOMPARE(window.startGame(swapGame(0)), QString());
    GomokuBoardWidget *board = waitForPerson(window);
    QVERIFY(board);
    for (gomoku::Point p : {gomoku::Point{7, 7}, gomoku::Point{7, 8}, gomoku::Point{10, 5}})
        click(board, p);
    QTRY_COMPARE_WITH_TIMEOUT(window.controller()->moves().size(), 2, 60000);
    QCOMPARE(window.controller()->moveBefore(1), u"7,7+7,8+10,5"_s);
    QCOMPARE(window.controller()->moveBefore(2).count(u'+'), 1); // two more stones
    board = waitForPerson(window);
    QVERIFY(board);
    QVERIFY(board->swapBar()->isVisible());
    QVERIFY(board->swapBar()->prompt().contains(u"sixth stone"_s));
    QVERIFY(board->swapBar()->blackButton()->isVisible());
    QVERIFY(!board->swapBar()->twoMoreButton()->isVisible());
    QTest::mouseClick(board->swapBar()->blackButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(window.controller()->moves().size(), 4, 60000);
    QCOMPARE(window.controller()->moveBefore(3), u"swap"_s);
    QVERIFY(!window.controller()->moveBefore(4).contains(u'+')); // white's sixth stone
}

// The engine opens; the person places two more stones and the engine chooses a colour.
void TestGomokuSwapWindow::personPlacesTwoMoreAndTheEngineChooses()
{
    MainWindow window;
    window.show();
    QCOMPARE(window.startGame(swapGame(1)), QString());
    GomokuBoardWidget *board = waitForPerson(window);
    QVERIFY(board);
    QCOMPARE(window.controller()->moves().size(), 1);
    QVERIFY(board->swapBar()->twoMoreButton()->isVisible());
    QTest::mouseClick(board->swapBar()->twoMoreButton(), Qt::LeftButton);
    QVERIFY(board->swapBar()->prompt().contains(u"two more stones"_s));
    // Two free points away from the engine's stones.
    click(board, {1, 1});
    QVERIFY(window.controller()->moves().size() == 1);
    click(board, {13, 13});
    QTRY_COMPARE_WITH_TIMEOUT(window.controller()->moves().size(), 3, 60000);
    QCOMPARE(window.controller()->moveBefore(2), u"1,1+13,13"_s);
    const QString choice = window.controller()->moveBefore(3);
    QVERIFY2(choice == u"swap"_s || !choice.contains(u'+'), qPrintable(choice));
}

QTEST_MAIN(TestGomokuSwapWindow)
#include "tst_gomokuswapwindow.moc"
