// SPDX-License-Identifier: GPL-3.0-or-later
// The gomoku board widget: what a click gives, renju's forbidden points marked and refused, the
// engine's line previewed, a renju game in the main window played by clicks against the
// bundled engine, and the View menu's move numbers.
#include "core/game/game.h"
#include "core/play/session.h"
#include "games/gomoku/gomokuboardwidget.h"
#include "gomoku/gomokuposition.h"
#include "panels/movelistmodel.h"
#include "panels/movelistpanel.h"
#include "window/mainwindow.h"

#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using gomoku::GomokuPosition;
using gomoku::Point;

class TestGomokuBoard : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void clicksGiveGomocupPoints();
    void forbiddenPointsAreMarkedAndRefused();
    void previewStopsAtAnIllegalMove();
    void playsRenjuByClicksInTheMainWindow();
    void viewMenuNumbersTheStones();

private:
    QTemporaryDir m_dir;
};

void TestGomokuBoard::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzGomoku"));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

void TestGomokuBoard::clicksGiveGomocupPoints()
{
    QString error;
    const auto position = GomokuPosition::fromSetup(QStringLiteral("15 freestyle"), &error);
    QVERIFY2(position, qPrintable(error));
    GomokuBoardWidget board;
    board.resize(600, 600);
    board.setPosition(*position);
    QSignalSpy entered(&board, &BoardWidget::moveEntered);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.pointCenter({7, 7}));
    QCOMPARE(entered.size(), 0); // not interactive
    board.setInteractive(true);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.pointCenter({7, 7}));
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.pointCenter({0, 14}));
    QCOMPARE(entered.size(), 2);
    QCOMPARE(entered.at(0).at(0).toString(), QStringLiteral("7,7"));
    QCOMPARE(entered.at(1).at(0).toString(), QStringLiteral("0,14"));
    // Gomocup y counts from the top; players read h8 for the centre and a1 at the bottom left.
    QCOMPARE(position->displayMove(QStringLiteral("7,7")), QStringLiteral("h8"));
    QCOMPARE(position->displayMove(QStringLiteral("0,14")), QStringLiteral("a1"));
    // Between two points is not a move.
    const QPoint between = (board.pointCenter({3, 3}) + board.pointCenter({4, 4})) / 2;
    QTest::mouseClick(&board, Qt::LeftButton, {}, between);
    QCOMPARE(entered.size(), 2);
}

void TestGomokuBoard::forbiddenPointsAreMarkedAndRefused()
{
    // Black has an open two across (6,7)-(7,7) and down (8,5)-(8,6): (8,7) makes two open threes
    // at once, a double three, which renju forbids black. The white stones are far away.
    QString error;
    const auto position = GomokuPosition::fromSetup(
        QStringLiteral("15 renju B6,7 W0,0 B7,7 W0,2 B8,5 W0,4 B8,6 W14,14"), &error);
    QVERIFY2(position, qPrintable(error));
    QVERIFY(position->board().isForbidden({8, 7}));
    GomokuBoardWidget board;
    board.resize(600, 600);
    board.setPosition(*position);
    board.setInteractive(true);
    QVERIFY(board.shownForbiddenPoints().contains(Point{8, 7}));
    QCOMPARE(board.shownForbiddenPoints(), position->board().forbiddenPoints());
    QSignalSpy entered(&board, &BoardWidget::moveEntered);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.pointCenter({8, 7}));
    QCOMPARE(entered.size(), 0);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.pointCenter({0, 7})); // taken? no: free
    QCOMPARE(entered.size(), 1);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.pointCenter({0, 0})); // a white stone
    QCOMPARE(entered.size(), 1);

    // White to move: nothing is forbidden to white, and nothing is marked.
    auto afterBlack = position->clone();
    afterBlack->play(QStringLiteral("3,3"));
    board.setPosition(*afterBlack);
    QVERIFY(board.shownForbiddenPoints().isEmpty());
    // Under freestyle the same shape is no problem.
    const auto freestyle = GomokuPosition::fromSetup(
        QStringLiteral("15 freestyle B6,7 W0,0 B7,7 W0,2 B8,5 W0,4 B8,6 W14,14"), &error);
    board.setPosition(*freestyle);
    QVERIFY(board.shownForbiddenPoints().isEmpty());
}

void TestGomokuBoard::previewStopsAtAnIllegalMove()
{
    QString error;
    const auto position =
        GomokuPosition::fromSetup(QStringLiteral("15 freestyle B7,7 W8,8"), &error);
    QVERIFY2(position, qPrintable(error));
    GomokuBoardWidget board;
    board.setPosition(*position);
    board.setPreview({QStringLiteral("6,6"), QStringLiteral("5,5"), QStringLiteral("7,7"),
                      QStringLiteral("4,4")});
    // The third move is on a stone: the preview ends before it.
    QCOMPARE(board.shownPreview(), (QList<Point>{{6, 6}, {5, 5}}));
    board.setPosition(*position); // a new position clears it
    QVERIFY(board.shownPreview().isEmpty());
}

void TestGomokuBoard::playsRenjuByClicksInTheMainWindow()
{
    MainWindow window;
    window.show();
    GameSetup setup;
    setup.gameId = QStringLiteral("gomoku");
    setup.sides = {{SideSetup::Kind::Human, {}},
                   {SideSetup::Kind::Engine, QStringLiteral("bundled")}};
    setup.timeControl.moveTimeMs = 300;
    setup.setup = QStringLiteral("15 renju");
    QCOMPARE(window.startGame(setup), QString());
    auto *board = qobject_cast<GomokuBoardWidget *>(window.board());
    QVERIFY(board);
    // Black clicks the free, allowed point nearest the centre each turn, for eight turns.
    for (int turn = 0; turn < 8 && !window.controller()->session()->isOver(); ++turn) {
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->session()->isOver() || board->isInteractive(),
                                 20000);
        if (window.controller()->session()->isOver()) break;
        const gomoku::Board &b = board->board();
        Point best;
        int bestDistance = 1000;
        for (const Point &p : b.legalMoves()) {
            const int d = qAbs(p.x - 7) + qAbs(p.y - 7);
            if (d < bestDistance) bestDistance = d, best = p;
        }
        const int before = int(window.controller()->session()->moves().size());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->pointCenter(best));
        QCOMPARE(window.controller()->session()->moves().size(), before + 1);
        QCOMPARE(window.controller()->session()->moves().last(),
                 QStringLiteral("%1,%2").arg(best.x).arg(best.y));
    }
    QVERIFY(window.controller()->session()->moves().size() >= 9 ||
            window.controller()->session()->isOver());
    QCOMPARE(window.moveList()->model()->moveCount(),
             window.controller()->session()->moves().size());
    // Every move of the game was legal under renju when it was made.
    auto replay = window.game()->startPosition(QStringLiteral("15 renju"));
    for (const QString &move : window.controller()->session()->moves()) {
        QVERIFY2(replay->isLegal(move), qPrintable(move));
        replay->play(move);
    }
}

namespace {
// The View menu's Move Numbers action, found by its text as a user finds it.
QAction *moveNumbersAction(MainWindow &window)
{
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->text() != QStringLiteral("&View")) continue;
        for (QAction *action : menu->menu()->actions())
            if (action->text() == QStringLiteral("Move &Numbers")) return action;
    }
    return nullptr;
}

// The board's pixels in a square around a point (a stone and what is drawn on it).
QImage pointImage(GomokuBoardWidget &board, Point p)
{
    const int half = board.pointCenter({1, 0}).x() - board.pointCenter({0, 0}).x();
    return board.grab(QRect(board.pointCenter(p) - QPoint(half, half) / 2, QSize(half, half)))
        .toImage();
}

GameSetup humanGame(const QString &gameId)
{
    GameSetup setup;
    setup.gameId = gameId;
    setup.sides = {{SideSetup::Kind::Human, {}}, {SideSetup::Kind::Human, {}}};
    return setup;
}
} // namespace

void TestGomokuBoard::viewMenuNumbersTheStones()
{
    QSettings().remove(QStringLiteral("ui/moveNumbers"));
    {
        MainWindow window;
        window.show();
        QCOMPARE(window.startGame(humanGame(QStringLiteral("gomoku"))), QString());
        auto *board = qobject_cast<GomokuBoardWidget *>(window.board());
        QVERIFY(board);
        QAction *numbers = moveNumbersAction(window);
        QVERIFY(numbers);
        QVERIFY(numbers->isVisible());
        QVERIFY(!numbers->isChecked());
        QVERIFY(!board->showsMoveNumbers());
        // Two stones by clicks; the first is not the last move, so only a number can change it.
        for (const Point p : {Point{7, 7}, Point{8, 8}}) {
            QTRY_VERIFY(board->isInteractive());
            QTest::mouseClick(board, Qt::LeftButton, {}, board->pointCenter(p));
        }
        QCOMPARE(window.controller()->session()->moves().size(), 2);
        const QImage plain = pointImage(*board, {7, 7});

        numbers->trigger();
        QVERIFY(board->showsMoveNumbers());
        QVERIFY(pointImage(*board, {7, 7}) != plain);
        QCOMPARE(QSettings().value(QStringLiteral("ui/moveNumbers")).toBool(), true);

        numbers->trigger();
        QVERIFY(!board->showsMoveNumbers());
        QCOMPARE(pointImage(*board, {7, 7}), plain);
        numbers->trigger();

        // A game whose board has no numbers shows no such entry.
        QCOMPARE(window.startGame(humanGame(QStringLiteral("tictactoe"))), QString());
        QVERIFY(!numbers->isVisible());
    }
    // The choice is remembered: the next window's gomoku board numbers its stones at once.
    MainWindow window;
    window.show();
    QCOMPARE(window.startGame(humanGame(QStringLiteral("gomoku"))), QString());
    auto *board = qobject_cast<GomokuBoardWidget *>(window.board());
    QVERIFY(board);
    QVERIFY(moveNumbersAction(window)->isChecked());
    QVERIFY(moveNumbersAction(window)->isVisible());
    QVERIFY(board->showsMoveNumbers());
}

QTEST_MAIN(TestGomokuBoard)
#include "tst_gomokuboard.moc"
