// SPDX-License-Identifier: GPL-3.0-or-later
// Gomoku for the generic code: position and setup text, both protocol adapters fed lines, and
// the three record formats.
#include "core/engine/engineadapter.h"
#include "core/record/recordformat.h"
#include "gomoku/agiadapter.h"
#include "gomoku/gomocupadapter.h"
#include "gomoku/gomokugame.h"
#include "gomoku/gomokuposition.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gomoku;

namespace {
const GomokuGame game;

// The double-three of the textbook: black 5,7 6,7 (row) and 7,5 7,6 (column); 7,7 makes two
// open threes. White stones far off in the corners.
const QString doubleThree = QStringLiteral("15 renju B5,7 W0,0 B6,7 W14,0 B7,5 W0,14 B7,6 W14,14");

SearchRequest request(const QString &setup, const QStringList &moves, const QString &tc)
{
    SearchRequest r;
    std::shared_ptr<Position> start(game.startPosition(setup));
    Q_ASSERT(start);
    std::shared_ptr<Position> current(start->clone());
    for (const QString &m : moves)
        current->play(m);
    r.start = start;
    r.current = current;
    r.moves = moves;
    r.timeControl = *TimeControl::parse(tc);
    r.remainingMs = {r.timeControl.baseMs, r.timeControl.baseMs};
    return r;
}

QStringList taken(QSignalSpy &spy)
{
    QStringList lines;
    for (const QList<QVariant> &args : std::as_const(spy))
        lines << args.at(0).toString();
    spy.clear();
    return lines;
}

EngineInfo lastInfo(QSignalSpy &spy)
{
    return spy.isEmpty() ? EngineInfo() : spy.last().at(0).value<EngineInfo>();
}

void feed(EngineAdapter &a, const QStringList &lines)
{
    for (const QString &l : lines)
        a.receiveLine(l);
}

// A record with a variation, think comments, times and a set-up.
Record sampleRecord(const QString &setup)
{
    Record r(game.id(), setup);
    r.setHeader(header::player(0), QStringLiteral("Rapfi 2023"));
    r.setHeader(header::player(1), QStringLiteral("kibitz-gomoku 1.0"));
    r.setHeader(header::Date, QStringLiteral("2024/05/01 10:00:00"));
    r.setHeader(header::TimeControl, QStringLiteral("60+0+1"));
    r.root()->comment = QStringLiteral("opening [sure]\\ok");
    RecordNode *a = r.addMove(r.root(), QStringLiteral("7,7"));
    a->timeMs = 1204;
    ThinkInfo t;
    t.score = Score::centipawns(35);
    t.pv = {QStringLiteral("8,8"), QStringLiteral("6,6")};
    t.depth = 7;
    t.nodes = 74000;
    t.engine = QStringLiteral("Rapfi 2023");
    a->thinks << t;
    RecordNode *b = r.addMove(a, QStringLiteral("8,8"));
    b->timeMs = 0;
    b->comment = QStringLiteral("line one\nline two");
    ThinkInfo m;
    m.origin = ThinkInfo::Origin::Analysis;
    m.score = Score::mate(-5);
    m.pv = {QStringLiteral("6,6")};
    b->thinks << m;
    RecordNode *c = r.addMove(b, QStringLiteral("6,6"));
    c->timeMs = 512;
    RecordNode *v = r.addMove(a, QStringLiteral("8,6")); // a variation at ply 2
    r.addMove(v, QStringLiteral("6,8"));
    r.setResult(
        GameResult::win(1, EndReason::TimeForfeit, QStringLiteral("Black overran its time")));
    r.setHeader(header::Termination, endReasonKeyword(EndReason::TimeForfeit));
    return r;
}

void compareNodes(const RecordNode *a, const RecordNode *b)
{
    QCOMPARE(b->move, a->move);
    QCOMPARE(b->comment, a->comment);
    QCOMPARE(b->timeMs, a->timeMs);
    QCOMPARE(b->thinks.size(), a->thinks.size());
    for (qsizetype i = 0; i < a->thinks.size(); ++i)
        QVERIFY(b->thinks[i] == a->thinks[i]);
    QCOMPARE(b->children.size(), a->children.size());
    for (size_t i = 0; i < a->children.size(); ++i)
        compareNodes(a->children[i].get(), b->children[i].get());
}
} // namespace

class TestGomoku : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gomocupNewGameOfAKeptEngine();
    void setups_data();
    void setups();
    void setupTextRoundTrip();
    void moves();
    void rulesDecide();
    void gomocupHandshake();
    void gomocupGame();
    void gomocupTakebackAndRestart();
    void gomocupLineIds();
    void gomocupRestartUnknownFallsBackToStart();
    void gomocupStartErrorAndGarbage();
    void gomocupErrorAboutAnInfoLineIsNoAnswer();
    void gomocupRapfiAndYixinInfo();
    void gomocupAnalysisNBest();
    void gomocupTimeInfo();
    void gomocupWhiteScoresAreNegated();
    void agiSeedExample();
    void agiEverySizeUpTo15();
    void agiFaults();
    void recordRoundTrip_data();
    void recordRoundTrip();
    void sgfFromAnotherProgram();
    void sgfSkipsNodesWithoutMove();
    void psqAsPiskvorkWritesIt();
    void psqOfARenjuGameSaysSo();
    void recordErrors_data();
    void recordErrors();
};

void TestGomoku::setups_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("toMove");
    QTest::newRow("empty is 15 freestyle") << QString() << true << 15 << 15 << 0;
    QTest::newRow("20 renju") << QStringLiteral("20 renju") << true << 20 << 20 << 0;
    QTest::newRow("rectangle") << QStringLiteral("20x15 standard") << true << 20 << 15 << 0;
    QTest::newRow("one stone: white to move")
        << QStringLiteral("15 renju B7,7") << true << 15 << 15 << 1;
    QTest::newRow("explicit side")
        << QStringLiteral("15 freestyle B7,7 W8,8 white") << true << 15 << 15 << 1;
    QTest::newRow("too small") << QStringLiteral("4 freestyle") << false << 0 << 0 << 0;
    QTest::newRow("too large") << QStringLiteral("23 freestyle") << false << 0 << 0 << 0;
    QTest::newRow("no rule") << QStringLiteral("15") << false << 0 << 0 << 0;
    QTest::newRow("unknown rule") << QStringLiteral("15 pente") << false << 0 << 0 << 0;
    QTest::newRow("stone twice") << QStringLiteral("15 renju B7,7 W7,7") << false << 0 << 0 << 0;
    QTest::newRow("stone off the board")
        << QStringLiteral("15 renju B15,7") << false << 0 << 0 << 0;
    QTest::newRow("not a stone") << QStringLiteral("15 renju X7,7") << false << 0 << 0 << 0;
    QTest::newRow("side not last") << QStringLiteral("15 renju black B7,7") << false << 0 << 0 << 0;
}

void TestGomoku::setups()
{
    QFETCH(QString, setup);
    QFETCH(bool, valid);
    QString error;
    std::unique_ptr<Position> p = game.startPosition(setup, &error);
    QCOMPARE(bool(p), valid);
    if (!valid) {
        QVERIFY(!error.isEmpty());
        return;
    }
    const Board &b = static_cast<const GomokuPosition &>(*p).board();
    QTEST(b.width(), "width");
    QTEST(b.height(), "height");
    QTEST(p->sideToMove(), "toMove");
}

void TestGomoku::setupTextRoundTrip()
{
    for (const QString &s : {QStringLiteral("15 freestyle"), QStringLiteral("20x15 renju"),
                             QStringLiteral("15 renju B7,7 W8,8 B6,6"),
                             QStringLiteral("15 standard B7,7 black"), doubleThree}) {
        std::unique_ptr<Position> p = game.startPosition(s);
        QVERIFY(p);
        QCOMPARE(p->setupText(), s);
    }
    // Moves played are part of the setup text of the later position.
    std::unique_ptr<Position> p = game.startPosition(QStringLiteral("15 renju"));
    p->play(QStringLiteral("7,7"));
    p->play(QStringLiteral("8,8"));
    QCOMPARE(p->setupText(), QStringLiteral("15 renju B7,7 W8,8"));
}

void TestGomoku::moves()
{
    std::unique_ptr<Position> p = game.startPosition();
    QCOMPARE(p->parseMove(u"h8"), QStringLiteral("7,7"));
    QCOMPARE(p->parseMove(u"H8"), QStringLiteral("7,7"));
    QCOMPARE(p->parseMove(u"7,7"), QStringLiteral("7,7"));
    QCOMPARE(p->parseMove(u"a1"), QStringLiteral("0,14")); // rows count from the bottom
    QCOMPARE(p->parseMove(u"a15"), QStringLiteral("0,0"));
    QCOMPARE(p->parseMove(u"78"), QStringLiteral("7,7")); // AGI: row 7, column 8 - 1
    QCOMPARE(p->parseMove(u"5A"), QStringLiteral("9,5"));
    QCOMPARE(p->parseMove(u"EF"), QStringLiteral("14,14"));
    QCOMPARE(p->parseMove(u"p8"), QString()); // column 16 of 15
    QCOMPARE(p->parseMove(u"15,0"), QString());
    QCOMPARE(p->parseMove(u"nonsense"), QString());
    QCOMPARE(p->displayMove(QStringLiteral("7,7")), QStringLiteral("h8"));
    QCOMPARE(p->displayMove(QStringLiteral("0,0")), QStringLiteral("a15"));
    QCOMPARE(p->legalMoves().size(), 225);
    QVERIFY(p->isLegal(QStringLiteral("7,7")));
    QVERIFY(!p->isLegal(QStringLiteral("h8"))); // only canonical text is a move
    p->play(QStringLiteral("7,7"));
    QVERIFY(!p->isLegal(QStringLiteral("7,7")));
    QCOMPARE(p->legalMoves().size(), 224);
    QCOMPARE(p->sideToMove(), 1);

    // The forbidden point is illegal for black under renju only.
    std::unique_ptr<Position> renju = game.startPosition(doubleThree);
    QCOMPARE(renju->sideToMove(), 0);
    QVERIFY(!renju->isLegal(QStringLiteral("7,7")));
    QVERIFY(!renju->legalMoves().contains(QStringLiteral("7,7")));
    QVERIFY(renju->isLegal(QStringLiteral("8,8")));
    QString freestyle = doubleThree;
    freestyle.replace(QStringLiteral("renju"), QStringLiteral("freestyle"));
    QVERIFY(game.startPosition(freestyle)->isLegal(QStringLiteral("7,7")));
}

void TestGomoku::rulesDecide()
{
    // Five in a row for black on row 7; white plays along row 0.
    auto play = [](const QString &setup, const QStringList &moves) {
        std::unique_ptr<Position> p = game.startPosition(setup);
        for (const QString &m : moves) {
            if (!p->isLegal(m)) return GameResult::noResult(EndReason::Aborted, m);
            p->play(m);
        }
        return p->result();
    };
    const QStringList five = {QStringLiteral("3,7"), QStringLiteral("0,0"), QStringLiteral("4,7"),
                              QStringLiteral("2,0"), QStringLiteral("5,7"), QStringLiteral("4,0"),
                              QStringLiteral("6,7"), QStringLiteral("6,0"), QStringLiteral("7,7")};
    const GameResult r = play(QStringLiteral("15 renju"), five);
    QCOMPARE(r.kind, GameResult::Kind::Win);
    QCOMPARE(r.winner, 0);
    QCOMPARE(r.reason, EndReason::Rules);
    QVERIFY(!play(QStringLiteral("15 renju"), five.mid(0, 8)).isOver());
    // An overline: black 1..4 and 6, then 5 joins six. Freestyle: a win. Standard: nothing.
    // Renju: black may not play it.
    const QStringList six = {QStringLiteral("1,7"), QStringLiteral("0,0"), QStringLiteral("2,7"),
                             QStringLiteral("2,0"), QStringLiteral("3,7"), QStringLiteral("4,0"),
                             QStringLiteral("4,7"), QStringLiteral("6,0"), QStringLiteral("6,7"),
                             QStringLiteral("8,0"), QStringLiteral("5,7")};
    QCOMPARE(play(QStringLiteral("15 freestyle"), six).winner, 0);
    QVERIFY(!play(QStringLiteral("15 standard"), six).isOver());
    QCOMPARE(play(QStringLiteral("15 renju"), six).kind, GameResult::Kind::NoResult); // illegal
    // White wins with five too.
    std::unique_ptr<Position> w = game.startPosition(
        QStringLiteral("15 renju W0,3 W0,4 W0,5 W0,6 B5,5 B9,9 B9,5 B5,9 B12,12 white"));
    QVERIFY(w);
    w->play(QStringLiteral("0,7"));
    QCOMPARE(w->result().winner, 1);
    // A full board is a draw.
    std::unique_ptr<Position> full = game.startPosition(QStringLiteral("5 standard"));
    // Rows alternate in pairs so that no five forms: BBWWB / WWBBW / ...
    const char *pattern[5] = {"BBWWB", "WWBBW", "BBWWB", "WWBBW", "BWBWB"};
    QString setup = QStringLiteral("5 standard");
    int blacks = 0, whites = 0;
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x) {
            setup += QStringLiteral(" %1%2,%3").arg(QLatin1Char(pattern[y][x])).arg(x).arg(y);
            (pattern[y][x] == 'B' ? blacks : whites)++;
        }
    QCOMPARE(blacks, 13);
    std::unique_ptr<Position> drawn = game.startPosition(setup);
    QVERIFY(drawn);
    QCOMPARE(drawn->result().kind, GameResult::Kind::Draw);
}

void TestGomoku::gomocupHandshake()
{
    GomocupAdapter a(game);
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    QSignalSpy ready(&a, &EngineAdapter::handshakeCompleted);
    a.begin();
    QCOMPARE(taken(sent), QStringList{QStringLiteral("ABOUT")});
    a.receiveLine(QStringLiteral("MESSAGE Rapfi 2023 loading"));
    QCOMPARE(ready.size(), 0);
    a.receiveLine(QStringLiteral(
        "name=\"Rapfi\", version=\"2023, 12\", author=\"Rapfi developers\", country=\"China\""));
    QCOMPARE(ready.size(), 1);
    QCOMPARE(a.engineName(), QStringLiteral("Rapfi 2023, 12"));
    QCOMPARE(a.engineAuthor(), QStringLiteral("Rapfi developers"));

    GomocupAdapter old(game);
    QSignalSpy oldReady(&old, &EngineAdapter::handshakeCompleted);
    old.begin();
    old.receiveLine(QStringLiteral("Pisq 5 by Petr Lastovicka"));
    QCOMPARE(oldReady.size(), 1);
    QCOMPARE(old.engineName(), QStringLiteral("Pisq 5 by Petr Lastovicka"));

    QCOMPARE(
        GomocupAdapter::parseAbout(u"name=\"a\", version=\"1\"").value(QStringLiteral("version")),
        QStringLiteral("1"));
    QVERIFY(GomocupAdapter::parseAbout(u"name=a").isEmpty());
}

void TestGomoku::gomocupGame()
{
    GomocupAdapter a(game);
    a.begin();
    a.receiveLine(QStringLiteral("name=\"fake\""));
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    QSignalSpy infos(&a, &EngineAdapter::infoReceived);
    QSignalSpy best(&a, &EngineAdapter::bestMoveReceived);
    a.go(request(QStringLiteral("15 renju"), {}, QStringLiteral("movetime=1000")));
    // Nothing more until START is answered.
    QCOMPARE(taken(sent), QStringList{QStringLiteral("START 15")});
    a.receiveLine(QStringLiteral("OK"));
    QCOMPARE(taken(sent),
             (QStringList{QStringLiteral("INFO timeout_turn 1000"),
                          QStringLiteral("INFO timeout_match 0"),
                          QStringLiteral("INFO max_memory 0"), QStringLiteral("INFO game_type 1"),
                          QStringLiteral("INFO rule 4"), QStringLiteral("INFO show_detail 3"),
                          QStringLiteral("INFO time_left 2147483647"), QStringLiteral("BEGIN")}));
    a.receiveLine(QStringLiteral("DEBUG thinking"));
    a.receiveLine(QStringLiteral("MESSAGE REALTIME POS 7,7"));
    QCOMPARE(infos.size(), 0); // a current move alone is no search update
    a.receiveLine(QStringLiteral("7,7"));
    QCOMPARE(best.size(), 1);
    QCOMPARE(best.last().at(0).toString(), QStringLiteral("7,7"));
    QVERIFY(!a.isSearching());

    // The opponent answers 8,8: one TURN, no new settings but time_left.
    a.go(request(QStringLiteral("15 renju"), {QStringLiteral("7,7"), QStringLiteral("8,8")},
                 QStringLiteral("movetime=1000")));
    QCOMPARE(taken(sent), (QStringList{QStringLiteral("INFO time_left 2147483647"),
                                       QStringLiteral("TURN 8,8")}));
    a.receiveLine(QStringLiteral("SUGGEST 6,6"));
    QCOMPARE(taken(sent), QStringList{QStringLiteral("PLAY 6,6")});
    a.receiveLine(QStringLiteral(" 6, 6 "));
    QCOMPARE(best.last().at(0).toString(), QStringLiteral("6,6"));

    // A move off the board is still a move: the referee judges it.
    a.go(request(QStringLiteral("15 renju"),
                 {QStringLiteral("7,7"), QStringLiteral("8,8"), QStringLiteral("6,6"),
                  QStringLiteral("9,9")},
                 QStringLiteral("movetime=1000")));
    QCOMPARE(taken(sent).last(), QStringLiteral("TURN 9,9"));
    a.stop();
    QCOMPARE(taken(sent), QStringList{QStringLiteral("YXSTOP")});
    a.receiveLine(QStringLiteral("99,99"));
    QCOMPARE(best.last().at(0).toString(), QStringLiteral("99,99"));
    a.quit();
    QCOMPARE(taken(sent), QStringList{QStringLiteral("END")});
}

void TestGomoku::gomocupTakebackAndRestart()
{
    GomocupAdapter a(game);
    a.begin();
    a.receiveLine(QStringLiteral("name=\"fake\""));
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    QSignalSpy best(&a, &EngineAdapter::bestMoveReceived);
    const QString tc = QStringLiteral("movetime=500");
    a.go(request(QString(), {}, tc));
    a.receiveLine(QStringLiteral("OK"));
    a.receiveLine(QStringLiteral("7,7"));
    a.go(request(QString(), {QStringLiteral("7,7"), QStringLiteral("8,8")}, tc));
    a.receiveLine(QStringLiteral("9,9"));
    taken(sent);
    // Two moves taken back, another one played: TAKEBACK each (OK awaited), then TURN.
    a.go(request(QString(), {QStringLiteral("7,7"), QStringLiteral("6,6")}, tc));
    QCOMPARE(taken(sent), (QStringList{QStringLiteral("INFO time_left 2147483647"),
                                       QStringLiteral("TAKEBACK 9,9")}));
    a.receiveLine(QStringLiteral("OK"));
    QCOMPARE(taken(sent), QStringList{QStringLiteral("TAKEBACK 8,8")});
    a.receiveLine(QStringLiteral("OK"));
    QCOMPARE(taken(sent), QStringList{QStringLiteral("TURN 6,6")});
    a.receiveLine(QStringLiteral("5,5"));
    QCOMPARE(best.size(), 3);

    // Another game from a set-up where white (the engine) is to move: RESTART, BOARD…DONE with
    // the engine's own stones as 1, in placing order.
    a.go(request(QStringLiteral("15 freestyle B7,7 W8,8 B9,9"), {}, tc));
    QStringList lines = taken(sent);
    QCOMPARE(lines.last(), QStringLiteral("RESTART"));
    a.receiveLine(QStringLiteral("OK"));
    QCOMPARE(taken(sent),
             (QStringList{QStringLiteral("BOARD"), QStringLiteral("7,7,2"), QStringLiteral("8,8,1"),
                          QStringLiteral("9,9,2"), QStringLiteral("DONE")}));
    a.receiveLine(QStringLiteral("6,6"));
    QCOMPARE(best.last().at(0).toString(), QStringLiteral("6,6"));
}

// SearchRequest::lineId: on one line only the new moves are read, and the last one held is still
// compared (a ponder's guess replaced by the reply); another line is compared in full.
void TestGomoku::gomocupLineIds()
{
    GomocupAdapter a(game);
    a.begin();
    a.receiveLine(QStringLiteral("name=\"fake\""));
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    const QString tc = QStringLiteral("movetime=500");
    const quint64 line = SearchRequest::newLineId();
    const auto go = [&](const QStringList &moves, quint64 id) {
        SearchRequest r = request(QString(), moves, tc);
        r.lineId = id;
        a.go(r);
    };
    go({}, line);
    a.receiveLine(QStringLiteral("OK"));
    a.receiveLine(QStringLiteral("7,7"));
    go({QStringLiteral("7,7"), QStringLiteral("8,8")}, line);
    QCOMPARE(taken(sent).last(), QStringLiteral("TURN 8,8"));
    a.receiveLine(QStringLiteral("9,9"));
    // A guessed reply, then the real one in its place, on the same line.
    go({QStringLiteral("7,7"), QStringLiteral("8,8"), QStringLiteral("9,9"),
        QStringLiteral("10,10")},
       line);
    QCOMPARE(taken(sent).last(), QStringLiteral("TURN 10,10"));
    a.receiveLine(QStringLiteral("11,11"));
    go({QStringLiteral("7,7"), QStringLiteral("8,8"), QStringLiteral("9,9"), QStringLiteral("6,6")},
       line);
    QCOMPARE(taken(sent).last(), QStringLiteral("TAKEBACK 11,11"));
    a.receiveLine(QStringLiteral("OK"));
    QCOMPARE(taken(sent), QStringList{QStringLiteral("TAKEBACK 10,10")});
    a.receiveLine(QStringLiteral("OK"));
    QCOMPARE(taken(sent), QStringList{QStringLiteral("TURN 6,6")});
    a.receiveLine(QStringLiteral("5,5"));
    // Another line as long, its last move the same, its first not: the whole board anew.
    go({QStringLiteral("3,3"), QStringLiteral("8,8"), QStringLiteral("9,9"), QStringLiteral("6,6")},
       SearchRequest::newLineId());
    QCOMPARE(taken(sent).last(), QStringLiteral("RESTART"));
    a.receiveLine(QStringLiteral("OK"));
    QCOMPARE(taken(sent), (QStringList{QStringLiteral("BOARD"), QStringLiteral("3,3,1"),
                                       QStringLiteral("8,8,2"), QStringLiteral("9,9,1"),
                                       QStringLiteral("6,6,2"), QStringLiteral("DONE")}));
}

void TestGomoku::gomocupRestartUnknownFallsBackToStart()
{
    GomocupAdapter a(game);
    a.begin();
    a.receiveLine(QStringLiteral("name=\"old\""));
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    QSignalSpy best(&a, &EngineAdapter::bestMoveReceived);
    const QString tc = QStringLiteral("movetime=500");
    a.go(request(QString(), {}, tc));
    a.receiveLine(QStringLiteral("OK"));
    a.receiveLine(QStringLiteral("7,7"));
    // Another game, three moves in: more than TAKEBACK and TURN can say.
    a.go(request(QString(), {QStringLiteral("3,3"), QStringLiteral("4,4"), QStringLiteral("5,5")},
                 tc));
    QCOMPARE(taken(sent).last(), QStringLiteral("RESTART"));
    a.receiveLine(QStringLiteral("UNKNOWN RESTART"));
    QStringList lines = taken(sent);
    QCOMPARE(lines.value(0), QStringLiteral("START 15"));
    QCOMPARE(lines.size(), 1);
    a.receiveLine(QStringLiteral("OK"));
    lines = taken(sent);
    QVERIFY(lines.contains(QStringLiteral("INFO rule 0")));
    QCOMPARE(lines.mid(lines.size() - 5),
             (QStringList{QStringLiteral("BOARD"), QStringLiteral("3,3,2"), QStringLiteral("4,4,1"),
                          QStringLiteral("5,5,2"), QStringLiteral("DONE")}));
    a.receiveLine(QStringLiteral("4,4"));
    QCOMPARE(best.size(), 2);
}

// A match keeps the engine for its next game: RESTART → OK before it (nothing before the first
// game, which STARTs), so that the first search needs no RESTART; UNKNOWN: a START then.
void TestGomoku::gomocupNewGameOfAKeptEngine()
{
    GomocupAdapter a(game);
    a.begin();
    a.receiveLine(QStringLiteral("name=\"fake\""));
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    QSignalSpy readied(&a, &EngineAdapter::newGameReadied);
    a.prepareNewGame();
    QCOMPARE(readied.size(), 1);
    QVERIFY(taken(sent).isEmpty());
    const QString tc = QStringLiteral("movetime=500");
    a.go(request(QString(), {}, tc));
    a.receiveLine(QStringLiteral("OK"));
    a.receiveLine(QStringLiteral("7,7"));
    taken(sent);
    a.prepareNewGame();
    QCOMPARE(taken(sent), QStringList{QStringLiteral("RESTART")});
    QCOMPARE(readied.size(), 1);
    a.receiveLine(QStringLiteral("OK"));
    QCOMPARE(readied.size(), 2);
    a.go(request(QString(), {}, tc));
    QCOMPARE(taken(sent).last(), QStringLiteral("BEGIN"));
    a.receiveLine(QStringLiteral("7,7"));
    a.prepareNewGame();
    QCOMPARE(taken(sent), QStringList{QStringLiteral("RESTART")});
    a.receiveLine(QStringLiteral("UNKNOWN RESTART"));
    QCOMPARE(readied.size(), 3);
    a.go(request(QString(), {}, tc));
    QCOMPARE(taken(sent), QStringList{QStringLiteral("START 15")});
}

void TestGomoku::gomocupStartErrorAndGarbage()
{
    const QString tc = QStringLiteral("movetime=500");
    {
        GomocupAdapter a(game);
        a.begin();
        a.receiveLine(QStringLiteral("name=\"small\""));
        QSignalSpy bad(&a, &EngineAdapter::unreadableMoveReceived);
        QSignalSpy errors(&a, &EngineAdapter::protocolErrorDetected);
        a.go(request(QStringLiteral("22 freestyle"), {}, tc));
        a.receiveLine(QStringLiteral("ERROR unsupported size"));
        QCOMPARE(bad.size(), 1);
        QVERIFY(bad.last().at(0).toString().contains(QStringLiteral("unsupported size")));
        QCOMPARE(errors.size(), 1);
        QVERIFY(!a.isSearching());
    }
    for (const QString &garbage :
         {QStringLiteral("%%garbage"), QStringLiteral("ERROR occupied"), QStringLiteral("7,7 8,8"),
          QStringLiteral("SWAP"), QStringLiteral("h8"), QStringLiteral("-1,5"),
          QStringLiteral(",")}) {
        GomocupAdapter a(game);
        a.begin();
        a.receiveLine(QStringLiteral("name=\"x\""));
        QSignalSpy bad(&a, &EngineAdapter::unreadableMoveReceived);
        QSignalSpy best(&a, &EngineAdapter::bestMoveReceived);
        a.go(request(QString(), {}, tc));
        a.receiveLine(QStringLiteral("OK"));
        a.receiveLine(QStringLiteral("MESSAGE fine so far"));
        a.receiveLine(QStringLiteral("UNKNOWN INFO key")); // not fatal: a reply to an INFO
        QCOMPARE(bad.size(), 0);
        a.receiveLine(garbage);
        QCOMPARE(bad.size(), 1);
        QCOMPARE(best.size(), 0);
        // Lines after the failed search change nothing.
        a.receiveLine(QStringLiteral("7,7"));
        QCOMPARE(best.size(), 0);
    }
}

// Rapfi drops the first word that comes while it still counts itself searching (just after its
// move went out, when the opponent answered at once): of "INFO time_left 2950" it then says
// "ERROR Unknown command: TIME_LEFT" and "ERROR Unknown command: 2950", and answers the TURN
// after. Those errors are about our INFO line, not the search; an ERROR naming none of its
// words still ends the search (as Piskvork judges it).
void TestGomoku::gomocupErrorAboutAnInfoLineIsNoAnswer()
{
    GomocupAdapter a(game);
    a.begin();
    a.receiveLine(QStringLiteral("name=\"rapfi-like\""));
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    QSignalSpy best(&a, &EngineAdapter::bestMoveReceived);
    QSignalSpy bad(&a, &EngineAdapter::unreadableMoveReceived);
    QSignalSpy errors(&a, &EngineAdapter::protocolErrorDetected);
    const QString tc = QStringLiteral("3+0+0.2");
    a.go(request(QString(), {}, tc));
    a.receiveLine(QStringLiteral("OK"));
    a.receiveLine(QStringLiteral("7,7"));
    QCOMPARE(best.size(), 1);
    taken(sent);
    a.go(request(QString(), {QStringLiteral("7,7"), QStringLiteral("8,8")}, tc));
    const QStringList turn = taken(sent);
    QCOMPARE(turn.last(), QStringLiteral("TURN 8,8"));
    QVERIFY(turn.contains(QStringLiteral("INFO time_left 3000")));
    a.receiveLine(QStringLiteral("ERROR Unknown command: TIME_LEFT"));
    a.receiveLine(QStringLiteral("ERROR Unknown command: 3000"));
    QCOMPARE(errors.size(), 2); // said in the log
    QCOMPARE(bad.size(), 0);
    QVERIFY(a.isSearching());
    a.receiveLine(QStringLiteral("6,6"));
    QCOMPARE(best.size(), 2);
    QCOMPARE(best.last().at(0).toString(), QStringLiteral("6,6"));

    // The next turn's error names no word of its INFO lines: the search ends with it.
    a.go(request(QString(),
                 {QStringLiteral("7,7"), QStringLiteral("8,8"), QStringLiteral("6,6"),
                  QStringLiteral("9,9")},
                 tc));
    QCOMPARE(taken(sent).last(), QStringLiteral("TURN 9,9"));
    a.receiveLine(QStringLiteral("ERROR Unknown command: TURN"));
    QCOMPARE(bad.size(), 1);
    QVERIFY(!a.isSearching());
}

void TestGomoku::gomocupRapfiAndYixinInfo()
{
    GomocupAdapter a(game);
    a.begin();
    a.receiveLine(QStringLiteral("name=\"Rapfi\""));
    QSignalSpy infos(&a, &EngineAdapter::infoReceived);
    a.go(request(QString(), {}, QStringLiteral("movetime=500")));
    a.receiveLine(QStringLiteral("OK"));

    // Rapfi's per-depth message: the PV is column letter + row from the top.
    a.receiveLine(QStringLiteral("MESSAGE Depth 7-9 | Eval 35 | Time 412ms | H8 I9 J7"));
    EngineInfo i = lastInfo(infos);
    QCOMPARE(i.depth, 7);
    QCOMPARE(i.seldepth, 9);
    QCOMPARE(i.score, Score::centipawns(35));
    QCOMPARE(i.timeMs, 412);
    QCOMPARE(i.pv,
             (QStringList{QStringLiteral("7,7"), QStringLiteral("8,8"), QStringLiteral("9,6")}));

    // The end-of-search line has no PV: its Bestline, the next line, completes it.
    a.receiveLine(
        QStringLiteral("MESSAGE Speed 181K | Depth 12-20 | Eval +M5 | Node 74M | Time 12s"));
    QCOMPARE(lastInfo(infos).depth, 7);
    a.receiveLine(QStringLiteral("MESSAGE Bestline H8 I9"));
    i = lastInfo(infos);
    QCOMPARE(i.pv, (QStringList{QStringLiteral("7,7"), QStringLiteral("8,8")}));
    QCOMPARE(i.nps, 181000);
    QCOMPARE(i.nodes, 74000000);
    QCOMPARE(i.timeMs, 12000);
    QCOMPARE(i.depth, 12);
    QCOMPARE(i.score, Score::mate(5));

    // The INFO block of show_detail 2.
    feed(a, {QStringLiteral("INFO PV 0"), QStringLiteral("INFO NUMPV 1"),
             QStringLiteral("INFO DEPTH 13"), QStringLiteral("INFO SELDEPTH 17"),
             QStringLiteral("INFO NODES 5000"), QStringLiteral("INFO TOTALNODES 123456"),
             QStringLiteral("INFO TOTALTIME 2345"), QStringLiteral("INFO SPEED 52646"),
             QStringLiteral("INFO EVAL -M3"), QStringLiteral("INFO WINRATE 0.125"),
             QStringLiteral("INFO BESTLINE 7,7 6,6 8,8")});
    const int before = int(infos.size());
    a.receiveLine(QStringLiteral("INFO PV DONE"));
    QCOMPARE(infos.size(), before + 1);
    i = lastInfo(infos);
    QCOMPARE(i.multipv, 1);
    QCOMPARE(i.depth, 13);
    QCOMPARE(i.seldepth, 17);
    QCOMPARE(i.nodes, 123456);
    QCOMPARE(i.timeMs, 2345);
    QCOMPARE(i.nps, 52646);
    QCOMPARE(i.score, Score::mate(-3));
    QCOMPARE(i.pv,
             (QStringList{QStringLiteral("7,7"), QStringLiteral("6,6"), QStringLiteral("8,8")}));
    QVERIFY(i.text.contains(QStringLiteral("12.5")));

    // The same update said again in a Depth line, or about an older depth: nothing new.
    const int n = int(infos.size());
    a.receiveLine(QStringLiteral("MESSAGE Depth 13-17 | Eval -M3 | Time 2345ms | H8 G7 I9"));
    a.receiveLine(QStringLiteral("MESSAGE Depth 12-15 | Eval 10 | Time 2000ms | H8"));
    QCOMPARE(infos.size(), n);
    // Realtime: the best move so far, without depth or score, is no update of its own.
    a.receiveLine(QStringLiteral("MESSAGE REALTIME BEST 7,7"));
    a.receiveLine(QStringLiteral("MESSAGE REALTIME BEST 9,9"));
    a.receiveLine(QStringLiteral("MESSAGE REALTIME REFRESH"));
    a.receiveLine(QStringLiteral("MESSAGE REALTIME DONE 9,9"));
    QCOMPARE(infos.size(), n);

    // Rapfi's UCI-like message mode (the Yixin-style "depth … ev … pv" line).
    a.receiveLine(
        QStringLiteral("MESSAGE depth 14-18 ev -120 n 3M n/ms 250 tm 4100 pv H8 G7 Pass"));
    i = lastInfo(infos);
    QCOMPARE(i.depth, 14);
    QCOMPARE(i.seldepth, 18);
    QCOMPARE(i.score, Score::centipawns(-120));
    QCOMPARE(i.nodes, 3000000);
    QCOMPARE(i.nps, 250000);
    QCOMPARE(i.timeMs, 4100);
    QCOMPARE(i.pv, (QStringList{QStringLiteral("7,7"), QStringLiteral("6,6")}));

    // Pondering lines are not this search; free messages are text.
    const int m = int(infos.size());
    a.receiveLine(QStringLiteral("MESSAGE [Pondering] Depth 3-3 | Eval 1 | Time 1ms | H8"));
    QCOMPARE(infos.size(), m);
    a.receiveLine(QStringLiteral("MESSAGE I will be the winner"));
    QCOMPARE(lastInfo(infos).text, QStringLiteral("I will be the winner"));
    QVERIFY(!lastInfo(infos).hasSearchData());

    QCOMPARE(GomocupInfoReader::parseEval(u"+M*"), Score::mate(Score::unknownMatePlies));
    QCOMPARE(GomocupInfoReader::parseEval(u"-7"), Score::centipawns(-7));
    QVERIFY(!GomocupInfoReader::parseEval(u"abc"));
    QCOMPARE(GomocupInfoReader::parseTimeText(u"5min"), 300000);
    QCOMPARE(GomocupInfoReader::parseCountText(u"2G"), 2000000000);
    QCOMPARE(GomocupInfoReader::parseCountText(u"x"), -1);
}

void TestGomoku::gomocupAnalysisNBest()
{
    GomocupAdapter a(game);
    a.begin();
    a.receiveLine(QStringLiteral("name=\"Rapfi\""));
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    QSignalSpy infos(&a, &EngineAdapter::infoReceived);
    QSignalSpy best(&a, &EngineAdapter::bestMoveReceived);
    SearchRequest r =
        request(QStringLiteral("15 renju"), {QStringLiteral("7,7")}, QStringLiteral("0"));
    r.kind = SearchRequest::Kind::Analysis;
    r.multiPv = 3;
    a.go(r);
    a.receiveLine(QStringLiteral("OK"));
    const QStringList lines = taken(sent);
    QVERIFY(lines.contains(QStringLiteral("INFO timeout_turn 2000000")));
    QCOMPARE(lines.mid(lines.size() - 4),
             (QStringList{QStringLiteral("YXBOARD"), QStringLiteral("7,7,2"),
                          QStringLiteral("DONE"), QStringLiteral("YXNBEST 3")}));
    a.receiveLine(QStringLiteral("MESSAGE (2) -35 | 8-12 | I9 J10"));
    EngineInfo i = lastInfo(infos);
    QCOMPARE(i.multipv, 2);
    QCOMPARE(i.depth, 8);
    QCOMPARE(i.seldepth, 12);
    QCOMPARE(i.score, Score::centipawns(35)); // white searched: black's view
    QCOMPARE(i.pv, (QStringList{QStringLiteral("8,8"), QStringLiteral("9,9")}));
    feed(a, {QStringLiteral("INFO PV 2"), QStringLiteral("INFO EVAL 10"),
             QStringLiteral("INFO BESTLINE 6,6"), QStringLiteral("INFO PV DONE")});
    QCOMPARE(lastInfo(infos).multipv, 3);
    a.stop();
    QCOMPARE(taken(sent), QStringList{QStringLiteral("YXSTOP")});
    a.receiveLine(QStringLiteral("8,8"));
    QCOMPARE(best.size(), 1);
}

void TestGomoku::gomocupTimeInfo()
{
    GomocupAdapter a(game);
    a.begin();
    a.receiveLine(QStringLiteral("name=\"t\""));
    a.setOption(QStringLiteral("max_memory"), QStringLiteral("83886080"));
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    SearchRequest r = request(QString(), {}, QStringLiteral("300+10"));
    r.remainingMs = {250000, 300000};
    a.go(r);
    a.receiveLine(QStringLiteral("OK"));
    const QStringList lines = taken(sent);
    // Base 300 s with 10 s byoyomi, 250 s left: this move may take 260 s.
    QVERIFY(lines.contains(QStringLiteral("INFO timeout_match 300000")));
    QVERIFY(lines.contains(QStringLiteral("INFO timeout_turn 260000")));
    QVERIFY(lines.contains(QStringLiteral("INFO time_left 260000")));
    // The user's own max_memory replaces Kibitz's default, also after START.
    QVERIFY(lines.contains(QStringLiteral("INFO max_memory 83886080")));
    QVERIFY(!lines.contains(QStringLiteral("INFO max_memory 0")));
}

void TestGomoku::gomocupWhiteScoresAreNegated()
{
    GomocupAdapter a(game);
    a.begin();
    a.receiveLine(QStringLiteral("name=\"w\""));
    QSignalSpy infos(&a, &EngineAdapter::infoReceived);
    a.go(request(QString(), {QStringLiteral("7,7")}, QStringLiteral("movetime=100")));
    a.receiveLine(QStringLiteral("OK"));
    a.receiveLine(QStringLiteral("MESSAGE Depth 3-3 | Eval 250 | Time 1ms | I9"));
    QCOMPARE(lastInfo(infos).score, Score::centipawns(-250));
    QCOMPARE(lastInfo(infos).sideToMove, 1);
}

void TestGomoku::agiSeedExample()
{
    AgiAdapter a(game);
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    QSignalSpy ready(&a, &EngineAdapter::handshakeCompleted);
    QSignalSpy infos(&a, &EngineAdapter::infoReceived);
    QSignalSpy best(&a, &EngineAdapter::bestMoveReceived);
    a.begin();
    QCOMPARE(taken(sent), QStringList{QStringLiteral("AGI")});
    feed(a, {QStringLiteral("ID NAME Amoyman 1.0"), QStringLiteral("ID AUTHOR Amoyman KUA"),
             QStringLiteral("OPTION OWNBOOK TRUE PONDER TRUE")});
    QCOMPARE(ready.size(), 0);
    a.receiveLine(QStringLiteral("AGIOK"));
    QCOMPARE(ready.size(), 1);
    QCOMPARE(a.engineName(), QStringLiteral("Amoyman 1.0"));
    QCOMPARE(a.engineAuthor(), QStringLiteral("Amoyman KUA"));
    QVERIFY(a.ownBook());
    a.setOption(QStringLiteral("ownbook"), QStringLiteral("on"));
    QCOMPARE(taken(sent), QStringList{QStringLiteral("SETOPTION OWNBOOK ON")});

    // The seed's 花月 position 78 68 5A 69 = 7,7 7,6 9,5 8,6.
    const QStringList moves = {QStringLiteral("7,7"), QStringLiteral("7,6"), QStringLiteral("9,5"),
                               QStringLiteral("8,6")};
    a.go(request(QStringLiteral("15 renju"), moves, QStringLiteral("movetime=5000")));
    QCOMPARE(
        taken(sent),
        (QStringList{QStringLiteral("SETRULE FORBIDDEN"), QStringLiteral("ISREADY"),
                     QStringLiteral("POSITION MOVES 78685A69"), QStringLiteral("GO TIME 5000")}));
    a.receiveLine(QStringLiteral("READYOK"));
    a.receiveLine(QStringLiteral("INFO SEARCH 67596A6B"));
    QVERIFY(lastInfo(infos).text.contains(QStringLiteral("67596A6B")));
    a.receiveLine(QStringLiteral("INFO DEPTH 1"));
    QCOMPARE(lastInfo(infos).depth, 1);
    a.receiveLine(QStringLiteral("INFO DEPTH 1 SCORE 3 PV 6789"));
    EngineInfo i = lastInfo(infos);
    QCOMPARE(i.score, Score::centipawns(3));
    QCOMPARE(i.pv, (QStringList{QStringLiteral("6,6"), QStringLiteral("8,8")}));
    a.receiveLine(QStringLiteral("INFO NPS 786000"));
    QCOMPARE(lastInfo(infos).nps, 786000);
    a.receiveLine(QStringLiteral("info depth 9 score 29995 pv 67 89")); // any case, spaced points
    QCOMPARE(lastInfo(infos).score, Score::mate(5));
    QCOMPARE(lastInfo(infos).pv.size(), 2);
    a.receiveLine(QStringLiteral("INFO WIN 67"));
    QVERIFY(lastInfo(infos).text.contains(QStringLiteral("6,6")));
    a.stop();
    QCOMPARE(taken(sent), QStringList{QStringLiteral("STOP")});
    a.receiveLine(QStringLiteral("BESTMOVE 67 PONDER 89"));
    QCOMPARE(best.last().at(0).toString(), QStringLiteral("6,6"));

    // The next turn extends the engine's position: DOMOVE each new stone.
    a.go(request(QStringLiteral("15 renju"),
                 moves + QStringList{QStringLiteral("6,6"), QStringLiteral("8,8")},
                 QStringLiteral("movetime=5000")));
    QCOMPARE(taken(sent), (QStringList{QStringLiteral("DOMOVE 67"), QStringLiteral("DOMOVE 89"),
                                       QStringLiteral("GO TIME 5000")}));
    a.receiveLine(QStringLiteral("BESTMOVE 79"));
    QCOMPARE(best.last().at(0).toString(), QStringLiteral("8,7"));

    // Analysis: GO INFINITE; a set-up goes as STATU; freestyle is UNFORBIDDEN.
    SearchRequest r = request(QStringLiteral("15 freestyle B7,7 W8,8"), {}, QStringLiteral("0"));
    r.kind = SearchRequest::Kind::Analysis;
    a.go(r);
    QCOMPARE(taken(sent),
             (QStringList{QStringLiteral("SETRULE UNFORBIDDEN"), QStringLiteral("ISREADY"),
                          QStringLiteral("POSITION STATU 7889"), QStringLiteral("GO INFINITE")}));
    a.quit();
    QCOMPARE(taken(sent), QStringList{QStringLiteral("QUIT")});
    QCOMPARE(AgiAdapter::scoreFromAgi(-29990), Score::mate(-10));
    QCOMPARE(AgiAdapter::scoreFromAgi(150), Score::centipawns(150));
}

void TestGomoku::agiEverySizeUpTo15()
{
    // Kibitz's SETOPTION BOARDSIZE before the position, whenever the size changes.
    AgiAdapter a(game);
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    QSignalSpy best(&a, &EngineAdapter::bestMoveReceived);
    a.begin();
    a.receiveLine(QStringLiteral("AGIOK"));
    sent.clear();
    a.go(request(QStringLiteral("9 freestyle"), {QStringLiteral("4,4"), QStringLiteral("8,8")},
                 QStringLiteral("movetime=100")));
    QCOMPARE(taken(sent),
             (QStringList{QStringLiteral("SETOPTION BOARDSIZE 9"),
                          QStringLiteral("SETRULE UNFORBIDDEN"), QStringLiteral("ISREADY"),
                          QStringLiteral("POSITION MOVES 4589"), QStringLiteral("GO TIME 100")}));
    a.receiveLine(QStringLiteral("BESTMOVE 89")); // the bottom-right corner of 9×9
    QCOMPARE(best.last().at(0).toString(), QStringLiteral("8,8"));
    // The same size again: no BOARDSIZE, one more stone is a DOMOVE.
    a.go(request(QStringLiteral("9 freestyle"),
                 {QStringLiteral("4,4"), QStringLiteral("8,8"), QStringLiteral("0,0")},
                 QStringLiteral("movetime=100")));
    QCOMPARE(taken(sent),
             (QStringList{QStringLiteral("DOMOVE 01"), QStringLiteral("GO TIME 100")}));
    a.receiveLine(QStringLiteral("BESTMOVE 12"));
    // A rectangle, then 15×15 again: each says its size and the whole position.
    a.go(request(QStringLiteral("15x10 freestyle"), {QStringLiteral("14,9")},
                 QStringLiteral("movetime=100")));
    QCOMPARE(taken(sent),
             (QStringList{QStringLiteral("SETOPTION BOARDSIZE 15,10"),
                          QStringLiteral("POSITION MOVES 9F"), QStringLiteral("GO TIME 100")}));
    a.receiveLine(QStringLiteral("BESTMOVE 78"));
    a.go(request(QStringLiteral("15 freestyle"), {}, QStringLiteral("movetime=100")));
    QCOMPARE(taken(sent), (QStringList{QStringLiteral("SETOPTION BOARDSIZE 15"),
                                       QStringLiteral("POSITION"), QStringLiteral("GO TIME 100")}));
}

void TestGomoku::agiFaults()
{
    auto started = [](AgiAdapter &a) {
        a.begin();
        a.receiveLine(QStringLiteral("AGIOK"));
    };
    {
        AgiAdapter a(game);
        started(a);
        QSignalSpy bad(&a, &EngineAdapter::unreadableMoveReceived);
        // Hex digits reach rows 0–E and columns 1–F (docs/protocols/agi.md): no 16th row or column.
        a.go(request(QStringLiteral("16x15 renju"), {}, QStringLiteral("movetime=100")));
        QCOMPARE(bad.size(), 1);
        QVERIFY(!a.isSearching());
    }
    for (const QString &reply : {QStringLiteral("BESTMOVE CHANGE"), QStringLiteral("BESTMOVE"),
                                 QStringLiteral("BESTMOVE 7,7"), QStringLiteral("BESTMOVE G0")}) {
        AgiAdapter a(game);
        started(a);
        QSignalSpy bad(&a, &EngineAdapter::unreadableMoveReceived);
        QSignalSpy errors(&a, &EngineAdapter::protocolErrorDetected);
        QSignalSpy best(&a, &EngineAdapter::bestMoveReceived);
        a.go(request(QString(), {}, QStringLiteral("movetime=100")));
        a.receiveLine(QStringLiteral("%% garbage"));
        QCOMPARE(errors.size(), 1);
        a.receiveLine(reply);
        QCOMPARE(bad.size(), 1);
        QCOMPARE(best.size(), 0);
    }
}

void TestGomoku::recordRoundTrip_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("setup");
    QTest::newRow("gmk") << QStringLiteral("gmk") << QString();
    QTest::newRow("gmk renju set-up")
        << QStringLiteral("gmk") << QStringLiteral("15 renju B0,0 W14,14");
    QTest::newRow("sgf") << QStringLiteral("sgf") << QString();
    QTest::newRow("sgf rectangle renju set-up")
        << QStringLiteral("sgf") << QStringLiteral("20x15 renju B0,0 W14,14 B1,1 W18,0");
}

void TestGomoku::recordRoundTrip()
{
    QFETCH(QString, format);
    QFETCH(QString, setup);
    const RecordFormat *f = game.recordFormatById(format);
    QVERIFY(f);
    const Record original = sampleRecord(setup);
    const RecordWriteResult w = f->write(original);
    QVERIFY2(w.problems.isEmpty(), qPrintable(w.problems.join(u'\n')));
    const RecordReadResult r = f->read(w.data);
    QVERIFY2(r.ok(), qPrintable(r.message() + QString::fromUtf8(w.data)));
    const Record &back = *r.record;
    QCOMPARE(back.setup(), original.setup());
    QCOMPARE(back.result(), original.result());
    for (const auto &[k, v] : original.headers())
        QCOMPARE(back.headerValue(k), v);
    compareNodes(original.root(), back.root());
    // Written again, the file is the same file.
    QCOMPARE(QString::fromUtf8(f->write(back).data), QString::fromUtf8(w.data));
    if (format == u"sgf") {
        const QString text = QString::fromUtf8(w.data);
        QVERIFY(text.startsWith(QStringLiteral("(;GM[4]FF[4]")));
        QVERIFY(text.contains(QStringLiteral(";B[hh]"))); // 7,7
        QVERIFY(
            text.contains(QStringLiteral("*読み筋=i7 g9"))); // 8,8 6,6; rows from the bottom of 15
        QVERIFY(text.contains(QStringLiteral("RE[W+T]")));
        QVERIFY(text.contains(QStringLiteral("opening [sure\\]\\\\ok")));
    }
}

void TestGomoku::sgfFromAnotherProgram()
{
    const QByteArray sgf = "(;GM[4]FF[4]CA[UTF-8]SZ[15]RU[Renju]PB[Yixin]PW[Rapfi]RE[B+]\n"
                           ";B[hh];W[ii]C[a good move\\] here];B[gg]\n"
                           "(;W[jj];B[ff])\n(;W[ff]))";
    const RecordReadResult r = game.recordFormatById(u"sgf")->read(sgf);
    QVERIFY2(r.ok(), qPrintable(r.message()));
    const Record &rec = *r.record;
    QCOMPARE(rec.setup(), QStringLiteral("15 renju"));
    QCOMPARE(rec.headerValue(header::player(0)), QStringLiteral("Yixin"));
    QCOMPARE(rec.mainLineMoves(),
             (QStringList{QStringLiteral("7,7"), QStringLiteral("8,8"), QStringLiteral("6,6"),
                          QStringLiteral("9,9"), QStringLiteral("5,5")}));
    QCOMPARE(rec.mainLine().at(1)->comment, QStringLiteral("a good move] here"));
    QCOMPARE(rec.mainLine().at(2)->children.size(), size_t(2));
    QCOMPARE(rec.mainLine().at(2)->children[1]->move, QStringLiteral("5,5"));
    QCOMPARE(rec.result().winner, 0);
}

// A node of other properties is passed over with a warning; an empty node silently.
void TestGomoku::sgfSkipsNodesWithoutMove()
{
    const QByteArray sgf = "(;GM[4]SZ[15];B[hh];;N[a note]LB[aa:x];W[ii])";
    const RecordReadResult r = game.recordFormatById(u"sgf")->read(sgf);
    QVERIFY2(r.ok(), qPrintable(r.message()));
    QCOMPARE(r.record->mainLineMoves(),
             (QStringList{QStringLiteral("7,7"), QStringLiteral("8,8")}));
    QCOMPARE(r.warnings, QStringList{QStringLiteral("a node without a move was skipped")});
}

void TestGomoku::psqAsPiskvorkWritesIt()
{
    // As Piskvork's savePsq writes a tournament game (1-based x,y,ms; names; code).
    const QByteArray psq =
        "Piskvorky 20x20, 11:11, 0\r\n"
        "10,10,0\r\n11,11,312\r\n11,10,1204\r\n12,12,15\r\n12,10,99\r\n13,13,0\r\n"
        "13,10,7\r\n14,14,8\r\n14,10,4\r\n"
        "pbrain-embryo.zip\r\npbrain-pela.zip\r\n0\r\n";
    const RecordFormat *f = game.recordFormatById(u"psq");
    const RecordReadResult r = f->read(psq);
    QVERIFY2(r.ok(), qPrintable(r.message()));
    const Record &rec = *r.record;
    QCOMPARE(rec.setup(), QStringLiteral("20 freestyle"));
    QCOMPARE(rec.mainLineMoves().value(0), QStringLiteral("9,9"));
    QCOMPARE(rec.mainLineMoves().value(1), QStringLiteral("10,10"));
    QCOMPARE(rec.mainLine().at(2)->timeMs, 1204);
    QCOMPARE(rec.headerValue(header::player(0)), QStringLiteral("pbrain-embryo.zip"));
    QCOMPARE(rec.headerValue(header::player(1)), QStringLiteral("pbrain-pela.zip"));
    // Black's row 9,9 10,9 11,9 12,9 13,9 is five.
    QCOMPARE(rec.result().kind, GameResult::Kind::Win);
    QCOMPARE(rec.result().winner, 0);
    const RecordWriteResult w = f->write(rec);
    QCOMPARE(w.data, psq);

    // A time-out: code 15, the side to move loses; and a file with the second player first.
    const QByteArray timeout =
        "Piskvorky 15x15, 0:0, 1\r\n8,8,0\r\n9,9,100\r\nhomo-1\r\nbrain\r\n15\r\n";
    const RecordReadResult t = f->read(timeout);
    QVERIFY(t.ok());
    QCOMPARE(t.record->result().reason, EndReason::TimeForfeit);
    QCOMPARE(t.record->result().winner, 1); // black was to move
    QCOMPARE(t.record->headerValue(header::player(0)), QStringLiteral("brain"));
    QCOMPARE(f->write(*t.record).data, timeout);

    // Blank lines between moves are skipped as Piskvork's fscanf skips them; a name that would
    // read as a move is written so that it does not (found by fuzz_gomoku_psq).
    const RecordReadResult blank =
        f->read("Piskvorky 15x15, 0:0, 0\r\n8,8,0\r\n\r\n9,9,5\r\n11,11\r\nx\r\n0\r\n");
    QVERIFY(blank.ok());
    QCOMPARE(blank.record->mainLineMoves(),
             (QStringList{QStringLiteral("7,7"), QStringLiteral("8,8"), QStringLiteral("10,10")}));
    Record named(game.id());
    named.setHeader(header::player(0), QStringLiteral("3,4"));
    named.setHeader(header::player(1), QStringLiteral("b"));
    named.addMove(named.root(), QStringLiteral("7,7"));
    const RecordWriteResult nw = f->write(named);
    QCOMPARE(nw.problems.size(), 1);
    QCOMPARE(f->read(nw.data).record->mainLineMoves(), QStringList{QStringLiteral("7,7")});
}

void TestGomoku::psqOfARenjuGameSaysSo()
{
    const Record rec = sampleRecord(QStringLiteral("15 renju"));
    const RecordWriteResult w = game.recordFormatById(u"psq")->write(rec);
    QVERIFY(!w.problems.filter(QStringLiteral("rule")).isEmpty());
    QVERIFY(!w.problems.filter(QStringLiteral("comments")).isEmpty());
    QVERIFY(w.data.startsWith("Piskvorky 15x15, 0:0, 0\r\n8,8,1204\r\n9,9,0\r\n7,7,512\r\n"));
    QVERIFY(w.data.endsWith("\r\n15\r\n"));
}

void TestGomoku::recordErrors_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("movesKept");
    QTest::newRow("psq header") << QStringLiteral("psq") << QByteArray("Gomoku 15x15\r\n1,1,0\r\n")
                                << 0;
    QTest::newRow("psq taken twice")
        << QStringLiteral("psq")
        << QByteArray("Piskvorky 15x15, 0:0, 0\r\n8,8,0\r\n9,9,0\r\n8,8,0\r\n0\r\n") << 2;
    QTest::newRow("psq off board")
        << QStringLiteral("psq") << QByteArray("Piskvorky 15x15, 0:0, 0\r\n16,1,0\r\n") << 0;
    QTest::newRow("sgf go") << QStringLiteral("sgf") << QByteArray("(;GM[1]SZ[19];B[dd])") << 0;
    QTest::newRow("sgf taken") << QStringLiteral("sgf")
                               << QByteArray("(;GM[4]SZ[15];B[hh];W[ii];B[hh])") << 2;
    QTest::newRow("sgf unclosed") << QStringLiteral("sgf") << QByteArray("(;GM[4]SZ[15];B[hh") << 0;
    QTest::newRow("sgf forbidden")
        << QStringLiteral("sgf")
        << QByteArray("(;GM[4]SZ[15]RU[renju]AB[fh][gh][hf][hg]AW[aa][oa][ao][oo]PL[B];B[hh])")
        << 0;
    QTest::newRow("gmk magic") << QStringLiteral("gmk") << QByteArray("#KIBITZ tictactoe 1\n") << 0;
    QTest::newRow("gmk taken") << QStringLiteral("gmk")
                               << QByteArray("#KIBITZ gomoku 1\nResult: *\n1 h8\n2 h8\n") << 1;
}

void TestGomoku::recordErrors()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, data);
    QFETCH(int, movesKept);
    const RecordReadResult r = game.recordFormatById(format)->read(data);
    QVERIFY(!r.ok());
    QVERIFY(!r.error.isEmpty());
    if (r.record)
        QCOMPARE(r.record->mainLineMoves().size(), movesKept);
    else
        QCOMPARE(movesKept, 0);
}

QTEST_GUILESS_MAIN(TestGomoku)
#include "tst_gomoku.moc"
