// SPDX-License-Identifier: GPL-3.0-or-later
#include "tictactoe/tictactoeboard.h"

#include <QTest>

using namespace kibitz::tictactoe;

class TestTicTacToeBoard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void emptyBoard();
    void winOnEveryLine_data();
    void winOnEveryLine();
    void draw();
    void illegalMoves();
    void fromCells_data();
    void fromCells();
    void undo();
    void keypad();
};

void TestTicTacToeBoard::emptyBoard()
{
    const Board board;
    QCOMPARE(board.cells(), QStringLiteral("........."));
    QCOMPARE(board.toMove(), Mark::X);
    QCOMPARE(board.legalMoves(), QList<int>({0, 1, 2, 3, 4, 5, 6, 7, 8}));
    QCOMPARE(board.winner(), Mark::Empty);
    QVERIFY(board.winningLine().isEmpty());
    QVERIFY(!board.isFull());
    QVERIFY(!board.isOver());
    QCOMPARE(board.moveCount(), 0);
}

void TestTicTacToeBoard::winOnEveryLine_data()
{
    // The position before the winning move, the winning move, and the line it completes.
    QTest::addColumn<QString>("before");
    QTest::addColumn<int>("move");
    QTest::addColumn<QList<int>>("line");
    QTest::addColumn<bool>("xWins");
    QTest::newRow("X row 0") << "XX.OO...." << 2 << QList<int>{0, 1, 2} << true;
    QTest::newRow("X row 1") << "OO.XX...." << 5 << QList<int>{3, 4, 5} << true;
    QTest::newRow("X row 2") << "OO....XX." << 8 << QList<int>{6, 7, 8} << true;
    QTest::newRow("X column 0") << "XO.XO...." << 6 << QList<int>{0, 3, 6} << true;
    QTest::newRow("X column 1") << "OXO.X...." << 7 << QList<int>{1, 4, 7} << true;
    QTest::newRow("X column 2") << "OOX..X..." << 8 << QList<int>{2, 5, 8} << true;
    QTest::newRow("X diagonal") << "XO..XO..." << 8 << QList<int>{0, 4, 8} << true;
    QTest::newRow("X antidiagonal") << "OOX.X...." << 6 << QList<int>{2, 4, 6} << true;
    QTest::newRow("O row 0") << "OO.XX.X.." << 2 << QList<int>{0, 1, 2} << false;
    QTest::newRow("O row 1") << "XX.OO.X.." << 5 << QList<int>{3, 4, 5} << false;
    QTest::newRow("O row 2") << "XX.X..OO." << 8 << QList<int>{6, 7, 8} << false;
    QTest::newRow("O column 0") << "OXXOX...." << 6 << QList<int>{0, 3, 6} << false;
    QTest::newRow("O column 1") << "XOXXO...." << 7 << QList<int>{1, 4, 7} << false;
    QTest::newRow("O column 2") << "XXOX.O..." << 8 << QList<int>{2, 5, 8} << false;
    QTest::newRow("O diagonal") << "OXXXO...." << 8 << QList<int>{0, 4, 8} << false;
    QTest::newRow("O antidiagonal") << "XXOXO...." << 6 << QList<int>{2, 4, 6} << false;
}

void TestTicTacToeBoard::winOnEveryLine()
{
    QFETCH(QString, before);
    QFETCH(int, move);
    QFETCH(QList<int>, line);
    QFETCH(bool, xWins);
    const Mark winner = xWins ? Mark::X : Mark::O;
    const auto start = Board::fromCells(before, winner);
    QVERIFY(start);
    QCOMPARE(start->winner(), Mark::Empty);
    QVERIFY(start->isLegal(move));

    Board board = *start;
    board.play(move);
    QCOMPARE(board.winner(), winner);
    QCOMPARE(board.winningLine(), line);
    QVERIFY(board.isOver());
    QVERIFY(!board.isFull());
    QVERIFY(board.legalMoves().isEmpty());
    QCOMPARE(board.at(move), winner);
    QCOMPARE(board.moveCount(), start->moveCount() + 1);
}

void TestTicTacToeBoard::draw()
{
    Board board;
    for (int square : {0, 4, 1, 2, 6, 3, 5, 7, 8}) {
        QVERIFY(!board.isOver());
        QVERIFY(board.isLegal(square));
        board.play(square);
    }
    QCOMPARE(board.cells(), QStringLiteral("XXOOOXXOX"));
    QCOMPARE(board.winner(), Mark::Empty);
    QVERIFY(board.winningLine().isEmpty());
    QVERIFY(board.isFull());
    QVERIFY(board.isOver());
    QVERIFY(board.legalMoves().isEmpty());
    QCOMPARE(board.moveCount(), 9);
    QCOMPARE(board.toMove(), Mark::O);
}

void TestTicTacToeBoard::illegalMoves()
{
    Board board;
    QVERIFY(!board.isLegal(-1));
    QVERIFY(!board.isLegal(9));
    board.play(4);
    QVERIFY(!board.isLegal(4));
    QCOMPARE(board.at(4), Mark::X);
    QCOMPARE(board.at(9), Mark::Empty);
    QCOMPARE(board.legalMoves(), QList<int>({0, 1, 2, 3, 5, 6, 7, 8}));

    // After a win no square is legal, empty or not.
    const auto won = Board::fromCells(u"XXXOO....", Mark::O);
    QVERIFY(won);
    for (int square = 0; square < 9; ++square)
        QVERIFY(!won->isLegal(square));
}

void TestTicTacToeBoard::fromCells_data()
{
    QTest::addColumn<QString>("cells");
    QTest::addColumn<Mark>("toMove");
    QTest::addColumn<QString>("expected"); // null when rejected

    QTest::newRow("empty") << "........." << Mark::X << ".........";
    QTest::newRow("lower case") << "....x...." << Mark::O << "....X....";
    QTest::newRow("mixed") << ".X.o....." << Mark::X << ".X.O.....";
    QTest::newRow("X has won") << "XXXOO...." << Mark::O << "XXXOO....";
    QTest::newRow("O has won") << "OOOXX.X.." << Mark::X << "OOOXX.X..";
    QTest::newRow("full draw") << "XXOOOXXOX" << Mark::O << "XXOOOXXOX";
    QTest::newRow("O first") << "........." << Mark::O << QString();
    QTest::newRow("X twice") << "....X...." << Mark::X << QString();
    QTest::newRow("too many X") << "XX......." << Mark::O << QString();
    QTest::newRow("too many O") << "O........" << Mark::X << QString();
    QTest::newRow("both have lines") << "XXXOOO..." << Mark::X << QString();
    QTest::newRow("moved after X won") << "XXXOO.O.." << Mark::X << QString();
    QTest::newRow("no side to move") << "........." << Mark::Empty << QString();
    QTest::newRow("8 cells") << "........" << Mark::X << QString();
    QTest::newRow("10 cells") << ".........." << Mark::X << QString();
    QTest::newRow("bad character") << "....Z...." << Mark::X << QString();
    QTest::newRow("blank") << "    X    " << Mark::O << QString();
}

void TestTicTacToeBoard::fromCells()
{
    QFETCH(QString, cells);
    QFETCH(Mark, toMove);
    QFETCH(QString, expected);
    const auto board = Board::fromCells(cells, toMove);
    QCOMPARE(board.has_value(), !expected.isNull());
    if (!board) return;
    QCOMPARE(board->cells(), expected);
    QCOMPARE(board->toMove(), toMove);
    QCOMPARE(Board::fromCells(board->cells(), toMove), board);
}

void TestTicTacToeBoard::undo()
{
    Board board;
    board.play(4);
    const Board afterOne = board;
    board.play(0);
    QCOMPARE(board.toMove(), Mark::X);
    board.undo(0);
    QCOMPARE(board, afterOne);
    QCOMPARE(board.toMove(), Mark::O);
    board.undo(4);
    QCOMPARE(board, Board());

    // Taking back a winning move reopens the game.
    auto won = Board::fromCells(u"XXXOO....", Mark::O);
    QVERIFY(won);
    won->undo(2);
    QCOMPARE(won->cells(), QStringLiteral("XX.OO...."));
    QCOMPARE(won->toMove(), Mark::X);
    QCOMPARE(won->winner(), Mark::Empty);
    QVERIFY(!won->isOver());
    QVERIFY(won->isLegal(2));
}

void TestTicTacToeBoard::keypad()
{
    const int keypadOf[9] = {7, 8, 9, 4, 5, 6, 1, 2, 3};
    for (int square = 0; square < 9; ++square) {
        QCOMPARE(squareToKeypad(square), keypadOf[square]);
        QCOMPARE(keypadToSquare(keypadOf[square]), square);
    }
    for (int bad : {-1, 9, 100})
        QCOMPARE(squareToKeypad(bad), -1);
    for (int bad : {-1, 0, 10})
        QCOMPARE(keypadToSquare(bad), -1);
}

QTEST_GUILESS_MAIN(TestTicTacToeBoard)
#include "tst_tictactoeboard.moc"
