// SPDX-License-Identifier: GPL-3.0-or-later
// The referee's clocks on a clock the test drives (issue 32): a move after the limit but inside
// the time margin is accepted, one past the margin forfeits, a person on a fixed time per move is
// not hurried, a pause gives back the increment, and GameClock's charging of overruns, unknown
// times and increments. No sleeps: every time is set by hand through the clock's time source.
#include "core/game/game.h"
#include "core/game/gameclock.h"
#include "core/game/position.h"
#include "core/play/session.h"
#include "core/record/record.h"
#include "gamecatalog.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;

namespace {
// A side that moves when the test says. The real players (engines, a person at the board) answer
// when they like; here the moment of the answer is the thing tested, so the test chooses it.
class ManualPlayer : public Player
{
public:
    explicit ManualPlayer(bool human = false) : m_human(human) {}
    QString name() const override { return QStringLiteral("manual"); }
    bool isHuman() const override { return m_human; }
    void prepare() override
    {
        m_ready = true;
        Q_EMIT readied();
    }
    bool isReady() const override { return m_ready; }
    void think(const SearchRequest &request) override { m_position = request.current; }
    void stopThinking(bool) override {}
    void gameEnded(const GameResult &, int) override {}
    void quit() override { Q_EMIT quitCompleted(); }

    // Plays the first legal move of the position last asked about.
    void play() { Q_EMIT moveChosen(m_position->legalMoves().value(0)); }

private:
    std::shared_ptr<const Position> m_position;
    bool m_human;
    bool m_ready = false;
};

const Game &ticTacToe()
{
    return *gameById(u"tictactoe");
}

TimeControl fixedPerMove(qint64 ms)
{
    TimeControl tc;
    tc.moveTimeMs = ms;
    return tc;
}

// A tic-tac-toe game between two manual players on the clock now points to.
struct Table
{
    explicit Table(const TimeControl &tc, int marginMs, bool firstIsHuman = false)
        : session(ticTacToe(), nullptr, tc)
    {
        session.setTimeMarginMs(marginMs);
        session.setClockTimeSource([this] { return now; });
        first = new ManualPlayer(firstIsHuman);
        second = new ManualPlayer;
        session.setPlayer(0, first);
        session.setPlayer(1, second);
        session.start();
    }
    qint64 now = 0;
    Session session;
    ManualPlayer *first;
    ManualPlayer *second;
};
} // namespace

class TestRefereeClock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lateMoveInsideTheMargin_data();
    void lateMoveInsideTheMargin();
    void personOnFixedTimeIsNotHurried();
    void moveTimeIsTheClocksDifference();
    void pauseGivesBackTheIncrement();
    void flagTimerOfAnEarlierTurnChecksTheClock();
    void flagTimerBroughtForwardForAShorterTurn();
    void clockChargesOverrunsAndUnknownTimes();
    void clockTimeToFlag();
};

void TestRefereeClock::lateMoveInsideTheMargin_data()
{
    QTest::addColumn<TimeControl>("tc");
    QTest::addColumn<int>("margin");
    QTest::addColumn<qint64>("movedAt"); // ms after the clock started
    QTest::addColumn<bool>("accepted");
    const TimeControl byoyomi{10'000, 5'000, 0, 0};
    QTest::addRow("fixed, on the limit") << fixedPerMove(60'000) << 200 << qint64(60'000) << true;
    QTest::addRow("fixed, inside the margin")
        << fixedPerMove(60'000) << 200 << qint64(60'150) << true;
    QTest::addRow("fixed, at the margin's end")
        << fixedPerMove(60'000) << 200 << qint64(60'200) << true;
    QTest::addRow("fixed, past the margin")
        << fixedPerMove(60'000) << 200 << qint64(60'201) << false;
    QTest::addRow("fixed, no margin, 1 ms late")
        << fixedPerMove(60'000) << 0 << qint64(60'001) << false;
    QTest::addRow("byoyomi, inside the margin") << byoyomi << 200 << qint64(15'150) << true;
    QTest::addRow("byoyomi, past the margin") << byoyomi << 200 << qint64(15'300) << false;
}

// The referee's grace for pipe and scheduling latency: a move that arrives after the limit but
// inside the margin counts; one after the margin loses on time, and is not recorded.
void TestRefereeClock::lateMoveInsideTheMargin()
{
    QFETCH(TimeControl, tc);
    QFETCH(int, margin);
    QFETCH(qint64, movedAt);
    QFETCH(bool, accepted);
    Table t(tc, margin);
    QVERIFY(t.session.isStarted());
    QCOMPARE(t.session.clock().runningSide(), 0);
    t.now = movedAt;
    t.first->play();
    if (accepted) {
        QVERIFY(!t.session.isOver());
        QCOMPARE(t.session.moves().size(), 1);
        QCOMPARE(t.session.record().mainLine().first()->timeMs, movedAt);
    } else {
        QVERIFY(t.session.isOver());
        QCOMPARE(t.session.result().reason, EndReason::TimeForfeit);
        QCOMPARE(t.session.result().winner, 1);
        QVERIFY(t.session.moves().isEmpty());
        QVERIFY(t.session.record().mainLine().isEmpty());
    }
}

// A fixed time per move is how engines are compared: a person's move long after it counts.
void TestRefereeClock::personOnFixedTimeIsNotHurried()
{
    Table t(fixedPerMove(1'000), 0, true);
    t.first->play(); // a person's clock waits for their first move
    t.now = 500;
    t.second->play();
    QCOMPARE(t.session.clock().runningSide(), 0); // the person's clock runs now
    t.now = 100'000;
    t.first->play();
    QVERIFY(!t.session.isOver());
    QCOMPARE(t.session.moves().size(), 3);
    // The engine on the same control is held to it.
    t.now = 101'001;
    t.second->play();
    QVERIFY(t.session.isOver());
    QCOMPARE(t.session.result().reason, EndReason::TimeForfeit);
    QCOMPARE(t.session.result().winner, 0);
}

void TestRefereeClock::moveTimeIsTheClocksDifference()
{
    Table t(TimeControl{60'000, 0, 0, 0}, 200);
    t.now = 1'234;
    t.first->play();
    t.now = 5'000;
    t.second->play();
    const QList<RecordNode *> line = t.session.record().mainLine();
    QCOMPARE(line.size(), 2);
    QCOMPARE(line[0]->timeMs, 1'234);
    QCOMPARE(line[1]->timeMs, 5'000 - 1'234);
    QCOMPARE(t.session.clock().remainingMs(0), 60'000 - 1'234);
    QCOMPARE(t.session.clock().remainingMs(1), 60'000 - 3'766);
}

// Pausing is not a move: the time used is kept, the increment the stop added is not.
void TestRefereeClock::pauseGivesBackTheIncrement()
{
    Table t(TimeControl{60'000, 0, 5'000, 0}, 200);
    t.now = 1'000;
    t.session.pause();
    QCOMPARE(t.session.clock().remainingMs(0), 59'000);
    t.now = 50'000; // paused time is nobody's
    t.session.resume();
    t.now = 52'000;
    t.first->play();
    QCOMPARE(t.session.clock().remainingMs(0), 59'000 - 2'000 + 5'000);
}

// Time odds (each side its own fixed time per move) on the test's clock, with the session's real
// flag timer: the timer armed for the first side's 50 ms is left running into the second side's
// turn (400 ms). When it fires it finds that turn's time not up and arms itself for the rest,
// after which it flags.
void TestRefereeClock::flagTimerOfAnEarlierTurnChecksTheClock()
{
    qint64 now = 0;
    Session session(ticTacToe(), nullptr, fixedPerMove(50));
    session.setTimeControl(1, fixedPerMove(400));
    session.setTimeMarginMs(0);
    session.setClockTimeSource([&now] { return now; });
    auto *first = new ManualPlayer;
    auto *second = new ManualPlayer;
    session.setPlayer(0, first);
    session.setPlayer(1, second);
    session.start();
    now = 10;
    first->play();
    QTest::qWait(200); // the first side's timer fires meanwhile
    QVERIFY(!session.isOver());
    now = 500; // past the second side's 400 ms
    QTRY_VERIFY_WITH_TIMEOUT(session.isOver(), 5000);
    QCOMPARE(session.result().reason, EndReason::TimeForfeit);
    QCOMPARE(session.result().winner, 0);
}

// The other way round: a turn shorter than the time the armed timer has left gets the timer
// brought forward (not the first side's minute).
void TestRefereeClock::flagTimerBroughtForwardForAShorterTurn()
{
    qint64 now = 0;
    Session session(ticTacToe(), nullptr, fixedPerMove(60'000));
    session.setTimeControl(1, fixedPerMove(50));
    session.setTimeMarginMs(0);
    session.setClockTimeSource([&now] { return now; });
    auto *first = new ManualPlayer;
    session.setPlayer(0, first);
    session.setPlayer(1, new ManualPlayer);
    session.start();
    now = 10;
    first->play();
    now = 100;
    QTRY_VERIFY_WITH_TIMEOUT(session.isOver(), 5000);
    QCOMPARE(session.result().reason, EndReason::TimeForfeit);
    QCOMPARE(session.result().winner, 0);
}

void TestRefereeClock::clockChargesOverrunsAndUnknownTimes()
{
    qint64 now = 0;
    GameClock clock(TimeControl{1'000, 500, 0, 0});
    clock.setTimeSource([&now] { return now; });
    clock.start(0);
    now = 1'400; // into byoyomi: the base time is gone, not overdrawn
    QCOMPARE(clock.remainingNowMs(0), 0);
    QCOMPARE(clock.stop(), 1'400);
    QCOMPARE(clock.remainingMs(0), 0);
    QCOMPARE(clock.elapsedMs(), 0); // no clock runs
    // A record's unknown time (-1) charges nothing; an increment is still added.
    GameClock incremental(TimeControl{1'000, 0, 100, 0});
    incremental.charge(1, -1);
    QCOMPARE(incremental.remainingMs(1), 1'100);
    incremental.charge(1, 300);
    QCOMPARE(incremental.remainingMs(1), 900);
    incremental.charge(5, 300); // no such side
    QCOMPARE(incremental.remainingMs(0), 1'000);
    // A fixed time per move keeps no account.
    GameClock fixed(fixedPerMove(2'000));
    fixed.charge(0, 1'500);
    QCOMPARE(fixed.remainingMs(0), 0);
}

void TestRefereeClock::clockTimeToFlag()
{
    qint64 now = 100;
    GameClock clock(TimeControl{1'000, 500, 0, 0});
    clock.setTimeSource([&now] { return now; });
    QVERIFY(!clock.timeToFlag()); // no clock runs
    clock.start(1);
    now = 400;
    QCOMPARE(*clock.timeToFlag(), 1'000 + 500 - 300);
    QCOMPARE(clock.remainingNowMs(1), 700);
    QCOMPARE(clock.remainingNowMs(0), 1'000); // not running: as of its last move
    clock.stop();
    clock.setTimeControl(0, fixedPerMove(2'000));
    clock.start(0);
    now = 2'500;
    QCOMPARE(*clock.timeToFlag(), 2'000 - 2'100);
    clock.stop();
    clock.setTimeControl(1, TimeControl());
    clock.start(1);
    now = 1'000'000;
    QVERIFY(!clock.timeToFlag()); // unlimited never flags
}

QTEST_GUILESS_MAIN(TestRefereeClock)
#include "tst_refereeclock.moc"
