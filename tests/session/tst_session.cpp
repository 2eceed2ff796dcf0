// SPDX-License-Identifier: GPL-3.0-or-later
// The referee in ordinary play: engine against engine and a human against the real bundled
// engine, with resignation, abort, takeback and the think info it records.
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "core/game/humanplayer.h"
#include "core/game/position.h"
#include "core/play/session.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;

namespace {
const Game &ticTacToe()
{
    return *gameById(u"tictactoe");
}

EnginePlayer *bundledEngine(const QString &proto)
{
    EngineSpec spec;
    spec.bundled = true;
    spec.protocol = proto;
    const QString error = spec.resolve(ticTacToe(), QCoreApplication::applicationDirPath());
    if (!error.isEmpty()) qWarning("%s", qPrintable(error));
    return new EnginePlayer(ticTacToe(), spec);
}

// A person whose turns note the line id of their requests (SearchRequest::lineId).
class LineNotingHuman : public HumanPlayer
{
public:
    using HumanPlayer::HumanPlayer;
    void think(const SearchRequest &request) override
    {
        lineIds << request.lineId;
        HumanPlayer::think(request);
    }
    QList<quint64> lineIds;
};
} // namespace

class TestSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void engineAgainstEngineIsADraw_data();
    void engineAgainstEngineIsADraw();
    void humanAgainstEngine();
    void fixedTimePerMoveDoesNotHurryAPerson();
    void resignAndAbort();
    void takeBackReturnsTheTurnToTheHuman();
    void startFromASetup();
    void thinkKeepsTheLastExactLine();
    void replayKeepsTheTotalsAsRead();
};

void TestSession::engineAgainstEngineIsADraw_data()
{
    QTest::addColumn<QString>("protoX");
    QTest::addColumn<QString>("protoO");
    QTest::newRow("tlf-tlf") << "tlf"
                             << "tlf";
    QTest::newRow("uxi-uxi") << "uxi"
                             << "uxi";
    QTest::newRow("tlf-uxi") << "tlf"
                             << "uxi";
}

void TestSession::engineAgainstEngineIsADraw()
{
    QFETCH(QString, protoX);
    QFETCH(QString, protoO);
    Session session(ticTacToe(), nullptr, *TimeControl::parse(u"10+0+1"));
    session.setPlayer(0, bundledEngine(protoX));
    session.setPlayer(1, bundledEngine(protoO));
    QSignalSpy ended(&session, &Session::gameEnded);
    QSignalSpy moves(&session, &Session::moveMade);
    QSignalSpy gone(&session, &Session::playersGone);
    session.start();
    QVERIFY(ended.wait(20000));
    QVERIFY(gone.wait(5000)); // both engines quit when asked
    QCOMPARE(session.result().kind, GameResult::Kind::Draw);
    QCOMPARE(session.result().reason, EndReason::Rules);
    QCOMPARE(moves.size(), 9);
    const QList<RecordNode *> line = session.record().mainLine();
    QCOMPARE(line.size(), 9);
    // The TLF dialect's `name` gives the bare name; UXI's uxiok adds the version.
    QVERIFY(session.record()
                .headerValue(header::player(0))
                .startsWith(QStringLiteral("kibitz-tictactoe")));
    // Each engine move carries its think info; a perfect player sees a draw (0) throughout, and
    // the PV, kept from after the move, is legal from there.
    std::unique_ptr<Position> pos = ticTacToe().startPosition();
    for (RecordNode *node : line) {
        pos->play(node->move);
        QVERIFY(node->timeMs >= 0);
        QCOMPARE(node->thinks.size(), 1);
        const ThinkInfo &t = node->thinks.first();
        QCOMPARE(t.origin, ThinkInfo::Origin::Player);
        QVERIFY(t.score.isValid());
        QCOMPARE(t.score.value, 0);
        std::unique_ptr<Position> after = pos->clone();
        for (const QString &m : t.pv) {
            QVERIFY2(after->isLegal(m), qPrintable(m));
            after->play(m);
        }
    }
}

void TestSession::humanAgainstEngine()
{
    Session session(ticTacToe(), nullptr, {});
    auto *human = new HumanPlayer(QStringLiteral("me"));
    session.setPlayer(0, human);
    session.setPlayer(1, bundledEngine(QStringLiteral("tlf")));
    QSignalSpy ended(&session, &Session::gameEnded);
    QSignalSpy turns(&session, &Session::turnStarted);
    session.start();
    QTRY_VERIFY(human->isThinking());
    // A slip is refused and the turn stays.
    QVERIFY(!human->submitMove(QStringLiteral("9")));
    QVERIFY(human->isThinking());
    QVERIFY(!session.isOver());
    // The human plays the first free square each turn; perfect play never loses to that.
    while (!session.isOver()) {
        QTRY_VERIFY_WITH_TIMEOUT(human->isThinking() || session.isOver(), 10000);
        if (session.isOver()) break;
        QVERIFY(human->submitMove(human->position()->legalMoves().first()));
    }
    QCOMPARE(ended.size(), 1);
    QVERIFY(session.result().kind == GameResult::Kind::Draw || session.result().winner == 1);
    QVERIFY(turns.size() >= 5);
    QCOMPARE(session.record().mainLine().size(), session.moves().size());
}

void TestSession::fixedTimePerMoveDoesNotHurryAPerson()
{
    TimeControl tc;
    tc.moveTimeMs = 50;
    Session session(ticTacToe(), nullptr, tc);
    session.setTimeMarginMs(20);
    auto *human = new HumanPlayer(QStringLiteral("me"));
    session.setPlayer(0, human);
    session.setPlayer(1, bundledEngine(QStringLiteral("tlf")));
    session.start();
    QTRY_VERIFY(human->isThinking());
    QTest::qWait(400); // eight times the engines' limit
    QVERIFY(!session.isOver());
    QVERIFY(human->submitMove(QStringLiteral("4")));
    QTRY_VERIFY_WITH_TIMEOUT(human->isThinking() || session.isOver(), 10000);
    QCOMPARE(session.moves().size(), 2);
    QVERIFY(!session.isOver());
}

void TestSession::resignAndAbort()
{
    {
        Session session(ticTacToe(), nullptr, {});
        auto *human = new HumanPlayer(QStringLiteral("me"));
        session.setPlayer(0, human);
        session.setPlayer(1, bundledEngine(QStringLiteral("uxi")));
        QSignalSpy ended(&session, &Session::gameEnded);
        session.start();
        QTRY_VERIFY(human->isThinking());
        human->resign();
        QCOMPARE(ended.size(), 1);
        QCOMPARE(session.result().reason, EndReason::Resignation);
        QCOMPARE(session.result().winner, 1);
    }
    {
        Session session(ticTacToe(), nullptr, {});
        session.setPlayer(0, new HumanPlayer(QStringLiteral("me")));
        session.setPlayer(1, bundledEngine(QStringLiteral("tlf")));
        QSignalSpy gone(&session, &Session::playersGone);
        session.start();
        QTRY_VERIFY(session.isStarted());
        session.abort(QStringLiteral("user"));
        QCOMPARE(session.result().kind, GameResult::Kind::NoResult);
        QCOMPARE(session.result().reason, EndReason::Aborted);
        QVERIFY(gone.wait(5000));
    }
}

void TestSession::takeBackReturnsTheTurnToTheHuman()
{
    Session session(ticTacToe(), nullptr, {});
    auto *human = new LineNotingHuman(QStringLiteral("me"));
    session.setPlayer(0, human);
    session.setPlayer(1, bundledEngine(QStringLiteral("tlf")));
    session.start();
    QTRY_VERIFY(human->isThinking());
    QVERIFY(human->submitMove(QStringLiteral("4")));
    QTRY_COMPARE(session.moves().size(), 2);
    QTRY_VERIFY(human->isThinking());
    QVERIFY(session.takeBack());
    QCOMPARE(session.moves().size(), 0);
    QVERIFY(human->isThinking());
    // The line grew under one id; the takeback gave it a new one (an engine holding its moves
    // compares them afresh).
    QCOMPARE(human->lineIds.size(), 3);
    QVERIFY(human->lineIds[0] != 0);
    QCOMPARE(human->lineIds[1], human->lineIds[0]);
    QVERIFY(human->lineIds[2] != human->lineIds[0]);
    QCOMPARE(session.record().mainLine().size(), 0);
    QVERIFY(human->submitMove(QStringLiteral("0")));
    QTRY_COMPARE(session.moves().size(), 2);
    QCOMPARE(session.moves().first(), QStringLiteral("0"));
    // Against a corner the only move that holds the draw is the centre.
    QCOMPARE(session.moves().at(1), QStringLiteral("4"));
}

void TestSession::startFromASetup()
{
    // X to move can win at once on square 2 (row 0 has X X .); O has two in a row too.
    QString error;
    std::unique_ptr<Position> start =
        ticTacToe().startPosition(QStringLiteral("XX.OO.... X"), &error);
    QVERIFY2(start, qPrintable(error));
    Session session(ticTacToe(), std::move(start), {});
    session.setPlayer(0, bundledEngine(QStringLiteral("tlf")));
    session.setPlayer(1, bundledEngine(QStringLiteral("uxi")));
    QSignalSpy ended(&session, &Session::gameEnded);
    session.start();
    QVERIFY(ended.wait(10000));
    QCOMPARE(session.moves(), QStringList{QStringLiteral("2")});
    QCOMPARE(session.result().winner, 0);
    QCOMPARE(session.record().setup(), QStringLiteral("XX.OO.... X"));
}

// Issue 29 item 4: the think comment of an engine's move is its last line with an exact score
// and its whole PV. The traffic is YaneuraOu's shape (usi-csa-bridge/22/usi.log): a fail-high
// `score cp N lowerbound` with a one-move PV after the exact line of the previous depth, and a
// last exact line that repeats the PV cut short.
void TestSession::thinkKeepsTheLastExactLine()
{
    const Game &shogi = *gameById(u"shogi");
    const auto fake = [&shogi](const QString &goRules) {
        EngineSpec spec;
        spec.command = test::binPath(QStringLiteral("kibitz-fake-engine"));
        spec.arguments = {QStringLiteral("--script-text"),
                          QStringLiteral("usi => say id name Fake; say usiok\n"
                                         "isready => say readyok\n") +
                              goRules};
        spec.protocol = QStringLiteral("usi");
        return new EnginePlayer(shogi, spec);
    };
    Session session(shogi, nullptr, *TimeControl::parse(u"60+0"));
    session.setPlayer(
        0, fake(QStringLiteral(
               "go#1 => say info depth 12 seldepth 15 nodes 20000 score cp 64 pv 7g7f 3c3d 2g2f; "
               "say info depth 13 seldepth 16 nodes 30000 score cp 120 lowerbound pv 7g7f; "
               "say bestmove 7g7f\n"
               "go#2 => say info depth 10 nodes 500 score cp 80 pv 2g2f 8c8d 2f2e; "
               "say info depth 11 nodes 900 score cp -5 upperbound pv 2g2f 4a3b; "
               "say info depth 11 nodes 1000 score cp 70 pv 2g2f 8c8d; say bestmove 2g2f\n")));
    session.setPlayer(1, fake(QStringLiteral("go#1 => say bestmove 3c3d\n"
                                             "go => say bestmove resign\n")));
    QSignalSpy ended(&session, &Session::gameEnded);
    session.start();
    QVERIFY(ended.wait(20000));
    const QList<RecordNode *> line = session.record().mainLine();
    QCOMPARE(line.size(), 3);
    QCOMPARE(line[0]->thinks.size(), 1);
    const ThinkInfo first = line[0]->thinks.first();
    QCOMPARE(first.score, Score::centipawns(64));
    QCOMPARE(first.depth, 12);
    QCOMPARE(first.seldepth, 15);
    QCOMPARE(first.pv, (QStringList{QStringLiteral("3c3d"), QStringLiteral("2g2f")}));
    QCOMPARE(first.nodes, 30000); // the search went on: its effort is the latest
    const ThinkInfo third = line[2]->thinks.value(0);
    QCOMPARE(third.score, Score::centipawns(70));
    QCOMPARE(third.depth, 11);
    QCOMPARE(third.pv, (QStringList{QStringLiteral("8c8d"), QStringLiteral("2f2e")}));
}

// A game played on from a record read keeps each read move's total as the file showed it (a
// ShogiHome total runs a second ahead of its shown times), for the record written later.
void TestSession::replayKeepsTheTotalsAsRead()
{
    Record read(QStringLiteral("tictactoe"));
    RecordNode *first = read.addMove(read.root(), QStringLiteral("4"));
    first->timeMs = 3'000;
    first->totalMs = 4'000;
    RecordNode *second = read.addMove(first, QStringLiteral("0"));
    second->timeMs = 2'000;
    Session session(ticTacToe(), nullptr, {});
    QVERIFY(session.replay(read));
    const QList<RecordNode *> line = session.record().mainLine();
    QCOMPARE(line.size(), 2);
    QCOMPARE(line[0]->timeMs, 3'000);
    QCOMPARE(line[0]->totalMs, 4'000);
    QCOMPARE(line[1]->totalMs, -1);
}

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
