// SPDX-License-Identifier: GPL-3.0-or-later
// Every game Kibitz knows has a board in the window (issue 9's cross-game suite, its GUI part):
// the GUI's game list holds each game of the app's list, in the same order, and each board draws
// the start position and, differently, the position after a legal move.
#include "board/boardwidget.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "gamecatalog.h"
#include "gameui.h"

#include <QTest>

#include <memory>

using namespace kibitz;

class TestGameBoards : public QObject
{
    Q_OBJECT
private slots:
    void theWindowShowsEveryGame();
    void everyBoardDrawsAMove_data();
    void everyBoardDrawsAMove();
};

void TestGameBoards::theWindowShowsEveryGame()
{
    QCOMPARE(gameui::games(), allGames());
}

void TestGameBoards::everyBoardDrawsAMove_data()
{
    QTest::addColumn<QString>("gameId");
    for (const Game *game : allGames())
        QTest::newRow(qPrintable(game->id())) << game->id();
}

void TestGameBoards::everyBoardDrawsAMove()
{
    QFETCH(QString, gameId);
    const Game *game = gameById(gameId);
    QVERIFY(game);
    std::unique_ptr<BoardWidget> board(gameui::createBoard(*game));
    QVERIFY(board);
    QVERIFY(!board->accessibleName().isEmpty());
    std::unique_ptr<Position> position = game->startPosition();
    QVERIFY(position);
    board->resize(480, 420);
    board->setPosition(*position);
    board->show();
    QVERIFY(QTest::qWaitForWindowExposed(board.get()));
    const QImage start = board->grab().toImage();

    const QStringList moves = position->legalMoves();
    QVERIFY(!moves.isEmpty());
    position->play(moves.first());
    board->setPosition(*position);
    board->setLastMove(moves.first());
    QVERIFY2(board->grab().toImage() != start, qPrintable(moves.first()));
}

QTEST_MAIN(TestGameBoards)
#include "tst_gameboards.moc"
