// SPDX-License-Identifier: GPL-3.0-or-later
// Each side its own time control (issue 29 item 8): Session::setTimeControl before the start, the
// clocks charging each side by its own control, the search requests carrying every side's control
// and time left, and the record's headers naming each side's control when they differ.
#include "core/game/game.h"
#include "core/game/gameclock.h"
#include "core/game/position.h"
#include "core/play/session.h"
#include "gamecatalog.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;

namespace {
// A player that answers every request at once with the first legal move and keeps the requests.
class RecordingPlayer : public Player
{
public:
    QString name() const override { return QStringLiteral("recorder"); }
    bool isHuman() const override { return false; }
    void prepare() override
    {
        m_ready = true;
        Q_EMIT readied();
    }
    bool isReady() const override { return m_ready; }
    void think(const SearchRequest &request) override
    {
        requests << request;
        const QString move = request.current->legalMoves().value(0);
        QMetaObject::invokeMethod(
            this, [this, move] { Q_EMIT moveChosen(move); }, Qt::QueuedConnection);
    }
    void stopThinking(bool) override {}
    void gameEnded(const GameResult &, int) override {}
    void quit() override { Q_EMIT quitCompleted(); }

    QList<SearchRequest> requests;

private:
    bool m_ready = false;
};

TimeControl tc(QStringView text)
{
    return *TimeControl::parse(text);
}
} // namespace

class TestSessionTimeControls : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void clockChargesEachSideByItsOwnControl();
    void requestsCarryBothSidesControls();
    void headersNameEachSidesControlWhenTheyDiffer();
};

void TestSessionTimeControls::clockChargesEachSideByItsOwnControl()
{
    GameClock clock(tc(u"60+0+2"));
    QVERIFY(clock.isUniform());
    clock.setTimeControl(1, tc(u"movetime=1000"));
    QVERIFY(!clock.isUniform());
    QCOMPARE(clock.timeControl(0), tc(u"60+0+2"));
    QCOMPARE(clock.timeControl(1), tc(u"movetime=1000"));
    clock.start(0);
    QTest::qWait(20);
    QVERIFY(*clock.timeToFlag() <= 60'000 && *clock.timeToFlag() > 59'000);
    clock.stop();
    QVERIFY(clock.remainingMs(0) > 61'000 && clock.remainingMs(0) <= 62'000); // its increment
    clock.start(1);
    QVERIFY(*clock.timeToFlag() <= 1000); // the other side's fixed time, not 60 s
    clock.stop();
    QCOMPARE(clock.remainingMs(1), 0);
    // An untimed side never flags, whatever the other's control.
    clock.setTimeControl(1, TimeControl());
    clock.start(1);
    QVERIFY(!clock.timeToFlag().has_value());
}

void TestSessionTimeControls::requestsCarryBothSidesControls()
{
    const Game &game = *gameById(u"tictactoe");
    Session session(game, nullptr, tc(u"10+0+1"));
    session.setTimeControl(1, tc(u"movetime=500"));
    auto *first = new RecordingPlayer, *second = new RecordingPlayer;
    session.setPlayer(0, first);
    session.setPlayer(1, second);
    QSignalSpy ended(&session, &Session::gameEnded);
    session.start();
    QTRY_VERIFY(session.isOver());
    QVERIFY(!first->requests.isEmpty() && !second->requests.isEmpty());
    for (const SearchRequest &r : std::as_const(first->requests)) {
        QCOMPARE(r.timeControl, tc(u"10+0+1")); // the searching side's own
        QCOMPARE(r.timeControls, (QList<TimeControl>{tc(u"10+0+1"), tc(u"movetime=500")}));
        QVERIFY(r.remainingMs.value(0) > 9'000);
        QCOMPARE(r.remainingMs.value(1), 0);
    }
    for (const SearchRequest &r : std::as_const(second->requests)) {
        QCOMPARE(r.timeControl, tc(u"movetime=500"));
        QCOMPARE(r.timeControlOf(0), tc(u"10+0+1"));
    }
    // The first side's increment is added after each of its moves (10 s + 1 s a move).
    QVERIFY(first->requests.last().remainingMs.value(0) > 10'000);
}

void TestSessionTimeControls::headersNameEachSidesControlWhenTheyDiffer()
{
    const Game &game = *gameById(u"tictactoe");
    {
        Session same(game, nullptr, tc(u"300+10"));
        same.setPlayer(0, new RecordingPlayer);
        same.setPlayer(1, new RecordingPlayer);
        same.start();
        QCOMPARE(same.record().headerValue(header::TimeControl), QStringLiteral("300+10+0"));
        QVERIFY(same.record().headerValue(header::timeControl(0)).isEmpty());
    }
    Session odds(game, nullptr, TimeControl());
    odds.setTimeControl(1, tc(u"movetime=1000"));
    odds.setPlayer(0, new RecordingPlayer);
    odds.setPlayer(1, new RecordingPlayer);
    odds.start();
    QVERIFY(odds.record().headerValue(header::TimeControl).isEmpty());
    QCOMPARE(odds.record().headerValue(header::timeControl(0)), QStringLiteral("0+0+0"));
    QCOMPARE(odds.record().headerValue(header::timeControl(1)), QStringLiteral("movetime=1000"));
    // After the start a control no longer changes.
    odds.setTimeControl(0, tc(u"60"));
    QVERIFY(odds.clock().timeControl(0).isUnlimited());
}

QTEST_GUILESS_MAIN(TestSessionTimeControls)
#include "tst_sessiontimecontrols.moc"
