// SPDX-License-Identifier: GPL-3.0-or-later
// The TLF and UXI adapters' guards against odd input (issue 32): a best move that is no square
// (two digits, a keypad 0, a TLF square 9, nothing), answers and info lines when no search runs,
// a "multipv 0", and a TLF PV that runs into something that is no square. Fed lines by hand; the
// expected squares follow each dialect's description (UXI keypad 7 8 9 is the top row, TLF 0-8
// row by row), not the code.
#include "tictactoe/tictactoegame.h"
#include "tictactoe/tictactoeposition.h"
#include "tictactoe/tlfadapter.h"
#include "tictactoe/uxiadapter.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;
using namespace kibitz::tictactoe;

namespace {
const TicTacToeGame game;

SearchRequest startRequest()
{
    SearchRequest r;
    std::shared_ptr<Position> start(game.startPosition({}).release());
    r.start = start;
    r.current = start;
    return r;
}

// The signals of an adapter that a test counts.
struct Spies
{
    explicit Spies(EngineAdapter *a)
        : infos(a, &EngineAdapter::infoReceived), best(a, &EngineAdapter::bestMoveReceived),
          unreadable(a, &EngineAdapter::unreadableMoveReceived),
          resigned(a, &EngineAdapter::resigned)
    {}
    QSignalSpy infos, best, unreadable, resigned;
};
} // namespace

class TestTicTacToeAdapterEdges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void uxiBestMoveThatIsNoSquare_data();
    void uxiBestMoveThatIsNoSquare();
    void uxiIgnoresAnswersWhenIdle();
    void uxiMultipvZeroIsTheFirstLine();
    void tlfBestMoveThatIsNoSquare_data();
    void tlfBestMoveThatIsNoSquare();
    void tlfPvStopsAtTheFirstNonSquare();
    void tlfInfoWhenIdleIsDropped();
};

void TestTicTacToeAdapterEdges::uxiBestMoveThatIsNoSquare_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("square"); // empty: unreadable
    QTest::addRow("keypad 7 is the top left") << "bestmove 7"
                                              << "0";
    QTest::addRow("keypad 3 is the bottom right") << "bestmove 3"
                                                  << "8";
    QTest::addRow("two digits") << "bestmove 12"
                                << "";
    QTest::addRow("keypad 0") << "bestmove 0"
                              << "";
    QTest::addRow("nothing") << "bestmove"
                             << "";
    QTest::addRow("a letter") << "bestmove a"
                              << "";
}

void TestTicTacToeAdapterEdges::uxiBestMoveThatIsNoSquare()
{
    QFETCH(QString, line);
    QFETCH(QString, square);
    UxiAdapter a(game);
    Spies s(&a);
    a.begin();
    a.receiveLine(QStringLiteral("uxiok test"));
    a.go(startRequest());
    a.receiveLine(line);
    QVERIFY(!a.isSearching());
    if (square.isEmpty()) {
        QCOMPARE(s.best.size(), 0);
        QCOMPARE(s.unreadable.size(), 1);
    } else {
        QCOMPARE(s.unreadable.size(), 0);
        QCOMPARE(s.best.size(), 1);
        QCOMPARE(s.best.first().first().toString(), square);
    }
}

void TestTicTacToeAdapterEdges::uxiIgnoresAnswersWhenIdle()
{
    UxiAdapter a(game);
    Spies s(&a);
    a.begin();
    a.receiveLine(QStringLiteral("uxiok test"));
    a.receiveLine(QStringLiteral("info depth 2 score cp 5"));
    a.receiveLine(QStringLiteral("bestmove 5"));
    a.receiveLine(QStringLiteral("resign"));
    QCOMPARE(s.infos.size(), 0);
    QCOMPARE(s.best.size(), 0);
    QCOMPARE(s.unreadable.size(), 0);
    QCOMPARE(s.resigned.size(), 0);
    a.go(startRequest());
    a.receiveLine(QStringLiteral("info depth 2 score cp 5"));
    a.receiveLine(QStringLiteral("resign"));
    QCOMPARE(s.infos.size(), 1);
    QCOMPARE(s.resigned.size(), 1);
}

void TestTicTacToeAdapterEdges::uxiMultipvZeroIsTheFirstLine()
{
    UxiAdapter a(game);
    Spies s(&a);
    a.begin();
    a.receiveLine(QStringLiteral("uxiok test"));
    a.go(startRequest());
    a.receiveLine(QStringLiteral("info multipv 0 depth 1"));
    a.receiveLine(QStringLiteral("info multipv 2 depth 1"));
    QCOMPARE(s.infos.size(), 2);
    QCOMPARE(s.infos[0].first().value<EngineInfo>().multipv, 1);
    QCOMPARE(s.infos[1].first().value<EngineInfo>().multipv, 2);
}

void TestTicTacToeAdapterEdges::tlfBestMoveThatIsNoSquare_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("square"); // empty: unreadable
    QTest::addRow("square 0") << "= bestmove sq:0"
                              << "0";
    QTest::addRow("square 8") << "= bestmove sq:8"
                              << "8";
    QTest::addRow("bare word") << "= bestmove 4"
                               << "4";
    QTest::addRow("square 9") << "= bestmove sq:9"
                              << "";
    QTest::addRow("two digits") << "= bestmove sq:10"
                                << "";
    QTest::addRow("a letter") << "= bestmove sq:x"
                              << "";
}

void TestTicTacToeAdapterEdges::tlfBestMoveThatIsNoSquare()
{
    QFETCH(QString, line);
    QFETCH(QString, square);
    TlfAdapter a(game);
    Spies s(&a);
    a.begin();
    a.receiveLine(QStringLiteral("= name:'t'"));
    a.go(startRequest());
    a.receiveLine(line);
    QVERIFY(!a.isSearching());
    if (square.isEmpty()) {
        QCOMPARE(s.best.size(), 0);
        QCOMPARE(s.unreadable.size(), 1);
    } else {
        QCOMPARE(s.unreadable.size(), 0);
        QCOMPARE(s.best.size(), 1);
        QCOMPARE(s.best.first().first().toString(), square);
    }
}

void TestTicTacToeAdapterEdges::tlfPvStopsAtTheFirstNonSquare()
{
    TlfAdapter a(game);
    Spies s(&a);
    a.begin();
    a.receiveLine(QStringLiteral("= name:'t'"));
    a.go(startRequest());
    a.receiveLine(QStringLiteral("= info depth:3 pv:'0489'"));
    a.receiveLine(QStringLiteral("= info depth:3 pv:'4 8 x 0'"));
    QCOMPARE(s.infos.size(), 2);
    QCOMPARE(s.infos[0].first().value<EngineInfo>().pv,
             (QStringList{QStringLiteral("0"), QStringLiteral("4"), QStringLiteral("8")}));
    QCOMPARE(s.infos[1].first().value<EngineInfo>().pv,
             (QStringList{QStringLiteral("4"), QStringLiteral("8")}));
}

void TestTicTacToeAdapterEdges::tlfInfoWhenIdleIsDropped()
{
    TlfAdapter a(game);
    Spies s(&a);
    a.begin();
    a.receiveLine(QStringLiteral("= name:'t'"));
    a.receiveLine(QStringLiteral("= info depth:3 score:5"));
    QCOMPARE(s.infos.size(), 0);
    a.go(startRequest());
    a.receiveLine(QStringLiteral("= info depth:3 score:5 multipv:0"));
    QCOMPARE(s.infos.size(), 1);
    QCOMPARE(s.infos[0].first().value<EngineInfo>().multipv, 1);
}

QTEST_GUILESS_MAIN(TestTicTacToeAdapterEdges)
#include "tst_tictactoeadapteredges.moc"
