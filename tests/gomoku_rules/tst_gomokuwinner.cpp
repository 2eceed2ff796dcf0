// SPDX-License-Identifier: GPL-3.0-or-later
// Board keeps its winner up to date stone by stone (issue 24); here it is checked against the
// full scan it replaced, on many random games under every rule, with stones removed and rules
// changed on the way.
#include "gomoku/gomokuboard.h"

#include <QRandomGenerator>
#include <QTest>

using namespace kibitz::gomoku;

namespace {

// The full scan Board did before: every stone from the latest back, the first with a winning
// row in any of the four directions (horizontal, vertical, diagonal, anti-diagonal) gives it.
QList<Point> referenceWinningLine(const Board &board)
{
    static constexpr int steps[4][2] = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
    const QList<Point> &history = board.history();
    for (qsizetype i = history.size() - 1; i >= 0; --i) {
        const Point p = history[i];
        const Stone s = board.at(p);
        for (const auto &[dx, dy] : steps) {
            Point start = p;
            while (board.at({start.x - dx, start.y - dy}) == s)
                start = {start.x - dx, start.y - dy};
            QList<Point> line;
            for (Point q = start; board.at(q) == s; q = {q.x + dx, q.y + dy})
                line << q;
            // Caro: the points just beyond both ends hold the opponent's stones (off the board
            // is Wall, which is no block).
            const Point before{start.x - dx, start.y - dy};
            const Point after{start.x + dx * int(line.size()), start.y + dy * int(line.size())};
            const Stone other = s == Stone::Black ? Stone::White : Stone::Black;
            const bool blocked = board.at(before) == other && board.at(after) == other;
            if (isWinningRow(board.rule(), s, int(line.size()), blocked)) return line;
        }
    }
    return {};
}

Point randomEmpty(const Board &board, QRandomGenerator &random)
{
    for (;;) {
        const Point p{int(random.bounded(board.width())), int(random.bounded(board.height()))};
        if (board.at(p) == Stone::Empty) return p;
    }
}

// One random step: mostly a stone (either colour, legal or not, so that fives grow into
// overlines), sometimes an undo, a removal from the middle or another rule.
void randomStep(Board &board, QRandomGenerator &random)
{
    const int what = int(random.bounded(100));
    if (what < 4 && board.stoneCount() > 0) {
        board.undo();
    } else if (what < 8 && board.stoneCount() > 0) {
        board.remove(board.history()[random.bounded(int(board.stoneCount()))]);
    } else if (what < 10) {
        board.setRule(Rule(random.bounded(int(std::size(allRules)))));
    } else if (!board.isFull()) {
        const Point p = randomEmpty(board, random);
        if (what < 60)
            board.play(p);
        else
            board.place(p, random.bounded(2) ? Stone::Black : Stone::White);
    }
}

} // namespace

class TestGomokuWinner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matchesTheFullScan_data();
    void matchesTheFullScan();
    void copiesCompareByStones();
    void hasLegalMoveAgreesWithLegalMoves();
};

void TestGomokuWinner::matchesTheFullScan_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("rule");
    for (int size : {5, 7, 10, 15, 22})
        for (int rule = 0; rule < int(std::size(allRules)); ++rule)
            QTest::addRow("%d-rule%d", size, rule) << size << rule;
}

void TestGomokuWinner::matchesTheFullScan()
{
    QFETCH(int, size);
    QFETCH(int, rule);
    QRandomGenerator random(quint32(size * 10 + rule));
    int wins = 0, spoilt = 0;
    for (int game = 0; game < 60; ++game) {
        Board board(size, size, Rule(rule));
        const int steps = size * size + int(random.bounded(size * size));
        for (int step = 0; step < steps; ++step) {
            const Stone before = board.winner();
            randomStep(board, random);
            const QList<Point> expected = referenceWinningLine(board);
            QCOMPARE(board.winningLine(), expected);
            QCOMPARE(board.winner(), expected.isEmpty() ? Stone::Empty : board.at(expected[0]));
            wins += expected.isEmpty() ? 0 : 1;
            spoilt += before != Stone::Empty && expected.isEmpty() ? 1 : 0;
        }
    }
    // The games went through wins and through wins undone or grown into overlines.
    QVERIFY(wins > 100);
    QVERIFY(spoilt > 0);
}

void TestGomokuWinner::copiesCompareByStones()
{
    // The same stones placed in the same order compare equal however the board got there.
    Board a(15, 15, Rule::Standard), b(15, 15, Rule::Standard);
    for (int x = 0; x < 5; ++x)
        a.place({x, 0}, Stone::Black);
    a.place({5, 0}, Stone::Black); // an overline: no winner under standard
    a.setRule(Rule::Freestyle);
    a.setRule(Rule::Standard);
    for (int x = 0; x < 6; ++x)
        b.place({x, 0}, Stone::Black);
    QCOMPARE(a.winner(), Stone::Empty);
    QVERIFY(a == b);
    b.undo();
    QCOMPARE(b.winner(), Stone::Black);
    QVERIFY(!(a == b));
}

void TestGomokuWinner::hasLegalMoveAgreesWithLegalMoves()
{
    QRandomGenerator random(7);
    for (int game = 0; game < 200; ++game) {
        const int size = 5 + int(random.bounded(4));
        Board board(size, size, Rule(random.bounded(3)));
        while (!board.isFull()) {
            QCOMPARE(board.hasLegalMove(), !board.legalMoves().isEmpty());
            board.place(randomEmpty(board, random),
                        random.bounded(2) ? Stone::Black : Stone::White);
        }
        QVERIFY(!board.hasLegalMove());
    }
}

QTEST_GUILESS_MAIN(TestGomokuWinner)
#include "tst_gomokuwinner.moc"
