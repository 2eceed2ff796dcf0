// SPDX-License-Identifier: GPL-3.0-or-later
// GameController, the one door through which the window acts on a game, without a window: a new
// game from a GameStart (its players made first, a fault leaving the game on the board as it
// is), the person's actions and when each may be done, who may see what, and the game in
// progress kept on disk and brought back.
#include "core/game/game.h"
#include "core/play/gamecontroller.h"
#include "core/play/session.h"
#include "gamecatalog.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace Qt::StringLiterals;

class TestGameController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aGameThatCannotStartLeavesTheGameOnTheBoard();
    void thePersonsActionsAreDoneWhenTheyMayBe();
    void theOnePersonAtTheTableIsTheViewer();
    void theGameInProgressComesBack();
};

namespace {
const Game &ticTacToe()
{
    return *gameById(u"tictactoe");
}

GameStart people(const Game &game)
{
    GameStart start;
    start.game = &game;
    start.engines = QList<std::optional<QString>>(game.playerCount(), std::nullopt);
    return start;
}

void waitForStart(const GameController &controller)
{
    QTRY_VERIFY(controller.acceptsMove());
}
} // namespace

void TestGameController::aGameThatCannotStartLeavesTheGameOnTheBoard()
{
    GameController controller;
    QVERIFY(!controller.session());
    GameStart start = people(ticTacToe());
    start.setup = QStringLiteral("no such setup");
    QString error = controller.startGame(start);
    QVERIFY2(error.startsWith(QStringLiteral("The start position cannot be set up: ")),
             qPrintable(error));
    QVERIFY(!controller.session());

    QCOMPARE(controller.startGame(people(ticTacToe())), QString());
    const Session *first = controller.session();
    QVERIFY(first);
    start = people(ticTacToe());
    start.engines[1] = QStringLiteral("cmd=/nonexistent/engine");
    error = controller.startGame(start);
    QCOMPARE(error, ticTacToe().sideName(1) +
                        QStringLiteral(" cannot play: the engine program /nonexistent/engine is "
                                       "not there"));
    QCOMPARE(controller.session(), first);
}

void TestGameController::thePersonsActionsAreDoneWhenTheyMayBe()
{
    GameController controller;
    QCOMPARE(controller.startGame(people(ticTacToe())), QString());
    waitForStart(controller);
    QVERIFY(controller.clock());
    QVERIFY(controller.canPause());
    QVERIFY(controller.canResign());
    QVERIFY(!controller.canMoveNow()); // a person is to move, not an engine
    QVERIFY(!controller.canTakeBack());
    QVERIFY(!controller.isGameUnderway());
    controller.takeBack(); // nothing to take back: nothing happens
    controller.enterMove(QStringLiteral("4"));
    controller.enterMove(QStringLiteral("0"));
    QCOMPARE(controller.session()->moves(), (QStringList{u"4"_s, u"0"_s}));
    QCOMPARE(controller.gamePosition()->setupText(), controller.positionAt(2)->setupText());
    QVERIFY(controller.isGameUnderway());
    QVERIFY(controller.canTakeBack());
    controller.takeBack();
    QCOMPARE(controller.session()->moves(), QStringList{u"4"_s});
    QCOMPARE(controller.shownPly(), 1);
    // The side to move resigns: the other wins, and nothing more may be done.
    controller.resign();
    QVERIFY(!controller.isGameOn());
    QCOMPARE(controller.session()->result().winner, 0);
    QCOMPARE(controller.session()->result().reason, EndReason::Resignation);
    QVERIFY(!controller.canResign());
    QVERIFY(!controller.canTakeBack());
    QVERIFY(!controller.canPause());
    QVERIFY(!controller.isGameUnderway());
}

void TestGameController::theOnePersonAtTheTableIsTheViewer()
{
    GameController controller;
    QCOMPARE(controller.startGame(people(ticTacToe())), QString());
    QCOMPARE(controller.viewer(), -1); // two people: everything is shown
    GameStart start = people(ticTacToe());
    start.engines[0] = QStringLiteral("bundled");
    QCOMPARE(controller.startGame(start), QString());
    QCOMPARE(controller.viewer(), 1);
    QCOMPARE(controller.shownEngineSides(), (QList<bool>{true, false}));
    QCOMPARE(controller.engineLogs().size(), 1);
    // Tic-tac-toe hides nothing: the engine's thoughts are shown.
    QVERIFY(!controller.hidesEngineThoughts());
    controller.setRevealAll(true);
    QCOMPARE(controller.viewer(), -1);
    controller.abandon(QStringLiteral("the test is over"));
}

void TestGameController::theGameInProgressComesBack()
{
    QTemporaryDir folder;
    const GameStart start = people(ticTacToe());
    {
        GameController controller;
        controller.setAutosaveFolder(folder.path());
        QCOMPARE(controller.startGame(start), QString());
        waitForStart(controller);
        controller.enterMove(QStringLiteral("4"));
        controller.enterMove(QStringLiteral("0"));
    } // as if Kibitz stopped without being closed
    {
        GameController controller;
        controller.setAutosaveFolder(folder.path());
        const QString note = controller.restoreGameInProgress(allGames(), start);
        QVERIFY2(note.contains(QStringLiteral("back where it was")), qPrintable(note));
        QVERIFY(controller.session());
        QCOMPARE(controller.session()->moves(), (QStringList{u"4"_s, u"0"_s}));
    }
    {
        // The last choice was another game's: the game is shown for review.
        GameController controller;
        controller.setAutosaveFolder(folder.path());
        const QString note =
            controller.restoreGameInProgress(allGames(), people(*gameById(u"gomoku")));
        QVERIFY2(note.contains(QStringLiteral("shown again")), qPrintable(note));
        QVERIFY(!controller.session());
        QCOMPARE(controller.game(), &ticTacToe());
        QCOMPARE(controller.moves().size(), 2);
        controller.forgetGameInProgress();
    }
    GameController controller;
    controller.setAutosaveFolder(folder.path());
    QCOMPARE(controller.restoreGameInProgress(allGames(), start), QString());
    QVERIFY(!controller.record());
}

QTEST_GUILESS_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
