// SPDX-License-Identifier: GPL-3.0-or-later
// The tic-tac-toe game layer: position and notation, the TLF and UXI adapters fed protocol
// lines by hand (no process), and the record format's exact round trip.
#include "core/record/esthinkcomment.h"
#include "core/record/recordformat.h"
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

SearchRequest request(const QStringList &moves, const QString &setup = {})
{
    SearchRequest r;
    std::shared_ptr<Position> start(game.startPosition(setup).release());
    std::shared_ptr<Position> current(start->clone().release());
    for (const QString &m : moves)
        current->play(m);
    r.start = start;
    r.current = current;
    r.moves = moves;
    return r;
}
} // namespace

class TestTicTacToe : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void notation();
    void setups_data();
    void setups();
    void tlfAdapter();
    void tlfAdapterHandshakeWithoutName();
    void tlfMultiLineReplyAndErrors();
    void uxiAdapter();
    void uxiXfen_data();
    void uxiXfen();
    void recordRoundTrip();
    void recordErrorsKeepTheMovesBefore_data();
    void recordErrorsKeepTheMovesBefore();
};

void TestTicTacToe::notation()
{
    QCOMPARE(TicTacToePosition::squareName(0), QStringLiteral("a3"));
    QCOMPARE(TicTacToePosition::squareName(4), QStringLiteral("b2"));
    QCOMPARE(TicTacToePosition::squareName(8), QStringLiteral("c1"));
    for (int sq = 0; sq < 9; ++sq)
        QCOMPARE(TicTacToePosition::squareFromText(TicTacToePosition::squareName(sq)), sq);
    QCOMPARE(TicTacToePosition::squareFromText(u"9"), -1);
    QCOMPARE(TicTacToePosition::squareFromText(u"d1"), -1);
    TicTacToePosition pos;
    QCOMPARE(pos.parseMove(u"B2"), QStringLiteral("4"));
    QCOMPARE(pos.displayMove(QStringLiteral("2")), QStringLiteral("c3"));
    QCOMPARE(pos.legalMoves().size(), 9);
    pos.play(QStringLiteral("4"));
    QVERIFY(!pos.isLegal(QStringLiteral("4")));
    QVERIFY(!pos.isLegal(QStringLiteral("44")));
    QVERIFY(!pos.isLegal(QString()));
    QCOMPARE(pos.sideToMove(), 1);
}

void TestTicTacToe::setups_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<bool>("valid");
    QTest::newRow("empty") << "......... X" << true;
    QTest::newRow("O to move") << "....X.... O" << true;
    QTest::newRow("lower case") << "....x.... o" << true;
    QTest::newRow("wrong side") << "....X.... X" << false;
    QTest::newRow("short") << "....X... O" << false;
    QTest::newRow("no side") << "....X...." << false;
    QTest::newRow("junk") << "hello world" << false;
}

void TestTicTacToe::setups()
{
    QFETCH(QString, setup);
    QFETCH(bool, valid);
    QString error;
    std::unique_ptr<Position> pos = game.startPosition(setup, &error);
    QCOMPARE(bool(pos), valid);
    QCOMPARE(error.isEmpty(), valid);
    if (pos) QCOMPARE(pos->setupText().toUpper(), setup.toUpper());
}

void TestTicTacToe::tlfAdapter()
{
    TlfAdapter a(game);
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    QSignalSpy ready(&a, &EngineAdapter::handshakeCompleted);
    QSignalSpy infos(&a, &EngineAdapter::infoReceived);
    QSignalSpy best(&a, &EngineAdapter::bestMoveReceived);
    a.begin();
    QCOMPARE(sent.takeFirst().at(0).toString(), QStringLiteral("name"));
    a.receiveLine(QStringLiteral("= name:'Deep Toe' author:\"A. N. Other\""));
    QCOMPARE(ready.size(), 1);
    QCOMPARE(a.engineName(), QStringLiteral("Deep Toe"));
    QCOMPARE(a.engineAuthor(), QStringLiteral("A. N. Other"));

    // The DESIGN.md example: cells ..O.X.... with X to move, then moves 5 and 3.
    a.go(request({QStringLiteral("5"), QStringLiteral("3")}, QStringLiteral("..O.X.... X")));
    QCOMPARE(sent.takeFirst().at(0).toString(),
             QStringLiteral("position ..O.X.... next X moves 53"));
    QCOMPARE(sent.takeFirst().at(0).toString(), QStringLiteral("go"));
    a.receiveLine(QStringLiteral("="));
    // X is to move (side 0): its score is already the first player's.
    a.receiveLine(QStringLiteral("= info depth:5 score:-30 nodes:812 pv:'0 8'"));
    QCOMPARE(infos.size(), 1);
    EngineInfo info = infos.takeFirst().at(0).value<EngineInfo>();
    QCOMPARE(info.depth, 5);
    QCOMPARE(info.nodes, 812);
    QCOMPARE(info.score, Score::centipawns(-30));
    QCOMPARE(info.pv, (QStringList{QStringLiteral("0"), QStringLiteral("8")}));
    a.receiveLine(QStringLiteral("= bestmove sq:0"));
    QCOMPARE(best.takeFirst().at(0).toString(), QStringLiteral("0"));
    QVERIFY(!a.isSearching());

    // O to move: the engine's +50 is the first player's -50.
    a.go(request({QStringLiteral("4")}));
    QCOMPARE(sent.takeFirst().at(0).toString(),
             QStringLiteral("position ......... next X moves 4"));
    sent.clear();
    a.receiveLine(QStringLiteral("= info depth:2 score:50 pv:'048'"));
    info = infos.takeFirst().at(0).value<EngineInfo>();
    QCOMPARE(info.score, Score::centipawns(-50));
    QCOMPARE(info.pv.size(), 3);
    a.receiveLine(QStringLiteral("= resign"));
    QVERIFY(!a.isSearching());

    a.stop();
    a.quit();
    QCOMPARE(sent.size(), 2);
    QCOMPARE(sent.at(1).at(0).toString(), QStringLiteral("quit"));
}

void TestTicTacToe::tlfAdapterHandshakeWithoutName()
{
    TlfAdapter a(game);
    QSignalSpy ready(&a, &EngineAdapter::handshakeCompleted);
    a.begin();
    a.receiveLine(QStringLiteral("? unknown_command"));
    QCOMPARE(ready.size(), 1);
    QVERIFY(a.engineName().isEmpty());
}

void TestTicTacToe::tlfMultiLineReplyAndErrors()
{
    TlfAdapter a(game);
    QSignalSpy errors(&a, &EngineAdapter::protocolErrorDetected);
    QSignalSpy best(&a, &EngineAdapter::unreadableMoveReceived);
    a.begin();
    a.receiveLine(QStringLiteral("= name:'x'"));
    a.go(request({}));
    a.receiveLine(QStringLiteral("= board:'''"));
    a.receiveLine(QStringLiteral(". ..."));
    a.receiveLine(QStringLiteral(". '''"));
    a.receiveLine(QStringLiteral("."));
    a.receiveLine(QStringLiteral("this is not TLF"));
    QCOMPARE(errors.size(), 1);
    a.receiveLine(QStringLiteral("? internal error"));
    QCOMPARE(errors.size(), 2);
    a.receiveLine(QStringLiteral("= bestmove sq:nine"));
    QCOMPARE(best.size(), 1);
    QVERIFY(best.first().at(0).toString().contains(QStringLiteral("nine")));
}

void TestTicTacToe::uxiAdapter()
{
    UxiAdapter a(game);
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    QSignalSpy ready(&a, &EngineAdapter::handshakeCompleted);
    QSignalSpy infos(&a, &EngineAdapter::infoReceived);
    QSignalSpy best(&a, &EngineAdapter::bestMoveReceived);
    a.begin();
    QCOMPARE(sent.takeFirst().at(0).toString(), QStringLiteral("uxi"));
    // Free text before uxiok, as muzudho's engines print it.
    a.receiveLine(QStringLiteral("きふわらべの〇×ゲーム"));
    a.receiveLine(QStringLiteral("bestmove 5"));
    a.receiveLine(QStringLiteral("| o |   |   | マスを選んでください。例 `do 7`"));
    QCOMPARE(ready.size(), 0);
    QCOMPARE(best.size(), 0);
    a.receiveLine(QStringLiteral("uxiok tic-tac-toe v20200704.0.0"));
    QCOMPARE(ready.size(), 1);
    QCOMPARE(a.engineName(), QStringLiteral("tic-tac-toe v20200704.0.0"));

    a.go(request({QStringLiteral("4"), QStringLiteral("0")}));
    QCOMPARE(sent.takeFirst().at(0).toString(), QStringLiteral("position xfen 3/3/3 o moves 5 7"));
    QCOMPARE(sent.takeFirst().at(0).toString(), QStringLiteral("go"));
    a.receiveLine(QStringLiteral("info nps      0 nodes      3 pv 1 9 2             | + [2] | ->   "
                                 "to height 4 |       |      | + \"Hello!\""));
    EngineInfo info = infos.takeFirst().at(0).value<EngineInfo>();
    QCOMPARE(info.nodes, 3);
    QCOMPARE(info.nps, 0);
    QCOMPARE(info.pv, (QStringList{QStringLiteral("6"), QStringLiteral("2"), QStringLiteral("7")}));
    a.receiveLine(QStringLiteral("info depth 3 score cp 100 pv 3"));
    info = infos.takeFirst().at(0).value<EngineInfo>();
    QCOMPARE(info.depth, 3);
    QCOMPARE(info.score, Score::centipawns(100)); // X to move
    a.receiveLine(QStringLiteral("info result=win"));
    QCOMPARE(infos.takeFirst().at(0).value<EngineInfo>().text, QStringLiteral("result=win"));
    a.receiveLine(QStringLiteral("bestmove 3"));
    QCOMPARE(best.takeFirst().at(0).toString(), QStringLiteral("8"));
}

void TestTicTacToe::uxiXfen_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QString>("xfen");
    // muzudho's own examples: 'xfen xo1/xox/oxo o' and 'xfen 3/3/3 o moves 1 5 2 3 7 4'.
    QTest::newRow("empty") << "" << QStringList() << "xfen 3/3/3 o";
    QTest::newRow("moves") << "" << QStringList{"6", "4", "7", "8", "0", "3"}
                           << "xfen 3/3/3 o moves 1 5 2 3 7 4";
    QTest::newRow("full-ish") << "OX.OXOXOX X" << QStringList() << "xfen xo1/xox/oxo o";
    QTest::newRow("O to move") << "....X.... O" << QStringList() << "xfen 3/1o1/3 x";
}

void TestTicTacToe::uxiXfen()
{
    QFETCH(QString, setup);
    QFETCH(QStringList, moves);
    QFETCH(QString, xfen);
    std::unique_ptr<Position> start = game.startPosition(setup);
    QVERIFY(start);
    QCOMPARE(UxiAdapter::xfen(static_cast<TicTacToePosition *>(start.get())->board(), moves), xfen);
}

void TestTicTacToe::recordRoundTrip()
{
    Record r(game.id());
    r.setHeader(header::player(0), QStringLiteral("kibitz-tictactoe"));
    r.setHeader(header::player(1), QStringLiteral("人間"));
    r.setHeader(header::TimeControl, QStringLiteral("60+0+1"));
    r.setHeader(header::Termination, QStringLiteral("rules"));
    r.setResult(GameResult::win(0, EndReason::Rules, QStringLiteral("three in a row")));
    r.root()->comment = QStringLiteral("before the first move");
    RecordNode *n1 = r.addMove(r.root(), QStringLiteral("4"));
    n1->timeMs = 512;
    ThinkInfo t;
    t.score = Score::centipawns(0);
    t.pv = {QStringLiteral("0"), QStringLiteral("8")};
    t.depth = 8;
    t.nodes = 812;
    t.engine = QStringLiteral("kibitz-tictactoe");
    n1->thinks << t;
    ThinkInfo analysis = t;
    analysis.origin = ThinkInfo::Origin::Analysis;
    analysis.score = Score::mate(-3);
    analysis.pv = {QStringLiteral("1")};
    n1->thinks << analysis;
    n1->comment = QStringLiteral("centre\nsecond line");
    RecordNode *n2 = r.addMove(n1, QStringLiteral("0"));
    RecordNode *n3 = r.addMove(n2, QStringLiteral("8"));
    r.addMove(n3, QStringLiteral("2"));
    RecordNode *v2 = r.addMove(n1, QStringLiteral("1")); // variation at ply 2
    v2->comment = QStringLiteral("an edge loses");
    r.addMove(v2, QStringLiteral("0"));
    r.addMove(r.root(), QStringLiteral("8")); // variation at ply 1

    const RecordFormat *format = game.recordFormats().first();
    const QByteArray written = format->write(r).data;
    const RecordReadResult read = format->read(written);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(format->write(*read.record).data, written);
    const Record &back = *read.record;
    QCOMPARE(back.mainLineMoves(), r.mainLineMoves());
    QCOMPARE(back.root()->comment, r.root()->comment);
    QCOMPARE(back.root()->children.size(), size_t(2));
    const RecordNode *b1 = back.root()->mainChild();
    QCOMPARE(b1->timeMs, 512);
    QCOMPARE(b1->comment, n1->comment);
    QCOMPARE(b1->thinks, n1->thinks);
    QCOMPARE(b1->children.size(), size_t(2));
    QCOMPARE(b1->children[1]->comment, QStringLiteral("an edge loses"));
    QCOMPARE(back.result(), r.result());
    QCOMPARE(back.headerValue(header::player(1)), QStringLiteral("人間"));
    // The ES lines are there in ShogiHome's KIF form.
    const QString text = QString::fromUtf8(written);
    QVERIFY(text.contains(QStringLiteral("\n**評価値=0\n**読み筋=a3 c1\n**深さ=8\n")));
    QVERIFY(text.contains(QStringLiteral("\n*#詰み=後手勝ち:3手\n")));
    QVERIFY(text.contains(QStringLiteral("\nvariation 2\n2 b3\n")));
}

void TestTicTacToe::recordErrorsKeepTheMovesBefore_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("movesKept");
    const QString head = QStringLiteral("#KIBITZ tictactoe 1\nResult: *\n");
    QTest::newRow("not a record") << "hello\n" << 1 << -1;
    QTest::newRow("occupied") << head + "1 b2\n2 a3\n3 b2\n" << 5 << 2;
    QTest::newRow("numbering") << head + "1 b2\n3 a3\n" << 4 << 1;
    QTest::newRow("bad time") << head + "1 b2 soon\n" << 3 << 0;
    QTest::newRow("bad variation") << head + "1 b2\nvariation 7\n" << 4 << 1;
    QTest::newRow("unknown line") << head + "1 b2\nwhat\n" << 4 << 1;
    QTest::newRow("bad setup") << "#KIBITZ tictactoe 1\nSetup: XXXX X\n" << 2 << 0;
}

void TestTicTacToe::recordErrorsKeepTheMovesBefore()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, movesKept);
    const RecordReadResult read = game.recordFormats().first()->read(text.toUtf8());
    QVERIFY(!read.error.isEmpty());
    QCOMPARE(read.errorLine, line);
    if (movesKept < 0) {
        QVERIFY(!read.record);
        return;
    }
    QVERIFY(read.record);
    QCOMPARE(read.record->mainLineMoves().size(), movesKept);
}

QTEST_GUILESS_MAIN(TestTicTacToe)
#include "tst_tictactoe.moc"
