// SPDX-License-Identifier: GPL-3.0-or-later
#include "goita/match.h"
#include "goita/round.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

#include <memory>

using namespace kibitz::goita;

namespace {

using Hands = std::array<Hand, seatCount>;

Hands handsOf(const QStringList &texts)
{
    Hands hands;
    for (int i = 0; i < seatCount; ++i)
        hands[i] = Hand::fromText(texts.value(i)).value_or(Hand());
    return hands;
}

// The real kibitz-goita, spoken to line by line. Blocking waits are fine in a test.
class EngineRun
{
public:
    EngineRun()
    {
        m_process.start(QCoreApplication::applicationDirPath() + QStringLiteral("/kibitz-goita"),
                        QStringList());
    }
    ~EngineRun()
    {
        if (m_process.state() == QProcess::NotRunning) return;
        send(QStringLiteral("quit"));
        if (!m_process.waitForFinished(5000)) m_process.kill();
        m_process.waitForFinished(2000);
    }

    bool isStarted() { return m_process.waitForStarted(5000); }
    QProcess &process() { return m_process; }

    void send(const QString &line)
    {
        m_sent << line;
        m_process.write(line.toUtf8() + '\n');
    }

    // The next line without its line end, or a null string when none comes in time.
    QString readLine(int timeoutMs = 10000)
    {
        const QDeadlineTimer deadline(timeoutMs);
        while (!m_process.canReadLine()) {
            if (deadline.hasExpired() || !m_process.waitForReadyRead(deadline.remainingTime()))
                return {};
        }
        return QString::fromUtf8(m_process.readLine()).chopped(1);
    }

    // Lines up to and including the first that starts with `last`; empty when output stops first.
    QStringList readUntil(const QString &last, int timeoutMs = 10000)
    {
        QStringList lines;
        for (QString line = readLine(timeoutMs); !line.isNull(); line = readLine(timeoutMs)) {
            lines << line;
            if (line.startsWith(last)) return lines;
        }
        return {};
    }

    // Every line that comes within `ms` (a search in progress prints info lines all along).
    QStringList linesFor(int ms)
    {
        QStringList lines;
        const QDeadlineTimer deadline(ms);
        while (!deadline.hasExpired()) {
            const QString line = readLine(int(std::max<qint64>(1, deadline.remainingTime())));
            if (!line.isNull()) lines << line;
        }
        return lines;
    }

    bool handshake(const QStringList &options = {})
    {
        send(QStringLiteral("goita"));
        if (readUntil(QStringLiteral("goitaok")).isEmpty()) return false;
        for (const QString &option : options)
            send(QStringLiteral("setoption name ") + option);
        send(QStringLiteral("isready"));
        return readLine() == u"readyok";
    }

    // newround for `seat` of `round`, from that seat's team's view of the scores.
    void newRound(const Round &round, int seat, std::array<int, 2> scores = {0, 0})
    {
        QString line = QStringLiteral("newround seat %1 dealer %2 hand %3 score %4 %5")
                           .arg(seat)
                           .arg(round.dealer())
                           .arg(round.initialHand(seat).text())
                           .arg(scores[teamOf(seat)])
                           .arg(scores[1 - teamOf(seat)]);
        const QList<int> goshi = round.goshiSeats();
        if (!goshi.isEmpty()) {
            line += QStringLiteral(" goshi");
            for (int s : goshi)
                line += u' ' + QString::number(s);
        }
        send(line);
    }

    // position (what the seat to move may see) and go; the move it answers, or nullopt.
    std::optional<Move> bestMove(const Round &round, const QString &go,
                                 QStringList *lines = nullptr)
    {
        QString position = QStringLiteral("position moves");
        for (const Move &move : round.maskedHistory(round.turn()))
            position += u' ' + move.text();
        send(position);
        send(go);
        const QStringList reply = readUntil(QStringLiteral("bestmove"));
        if (lines) *lines = reply;
        if (reply.isEmpty()) return std::nullopt;
        return Move::fromText(reply.last().mid(9));
    }

    const QStringList &sent() const { return m_sent; }

private:
    QProcess m_process;
    QStringList m_sent;
};

const QRegularExpression infoLine(QStringLiteral(
    "^info score -?\\d+ pv (0|[1-8][1-8]) samples \\d+ playouts \\d+ time \\d+ nps \\d+$"));

const QStringList plainHands{"12345678", "12345678", "45678888", "45678888"};

} // namespace

class TestGoitaEngine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void handshake();
    void errorsAreReported();
    void legalMoveWithInfo();
    void takesTheBiggerFinish();
    void aSettledChoiceEndsTheSearchEarly();
    void forcedPass();
    void goshiAnswer();
    void randomStrategyIsLegal();
    void stopAnswersAtOnce();
    void quitDuringSearch();
    void beatsRandomTeam();
};

void TestGoitaEngine::handshake()
{
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("goita"));
    const QStringList lines = engine.readUntil(QStringLiteral("goitaok"));
    QVERIFY(!lines.isEmpty());
    QCOMPARE(lines.first(), QStringLiteral("id name kibitz-goita"));
    QVERIFY(lines.contains(
        u"option name Strategy type combo default sampling var sampling var random"_qs));
    engine.send(QStringLiteral("isready"));
    QCOMPARE(engine.readLine(), QStringLiteral("readyok"));
}

void TestGoitaEngine::errorsAreReported()
{
    EngineRun engine;
    QVERIFY(engine.isStarted() && engine.handshake());
    engine.send(QStringLiteral("frobnicate"));
    QCOMPARE(engine.readLine(), QStringLiteral("info string unknown command frobnicate"));
    engine.send(QStringLiteral("setoption name Colour value blue"));
    QCOMPARE(engine.readLine(), QStringLiteral("info string error unknown option Colour"));
    engine.send(QStringLiteral("newround seat 1 dealer 0 hand 1234567 score 0 0"));
    QCOMPARE(engine.readLine(), QStringLiteral("info string error invalid newround"));
    // Seat 1 holds a king: seat 0 cannot have attacked with a king that needs both.
    engine.send(QStringLiteral("newround seat 1 dealer 0 hand 12345678 score 0 0"));
    engine.send(QStringLiteral("position moves 91"));
    QCOMPARE(engine.readLine(), QStringLiteral("info string error illegal position"));
    // Not seat 1's turn at the start (seat 0 deals and leads).
    engine.send(QStringLiteral("position moves"));
    engine.send(QStringLiteral("go playouts 100"));
    QCOMPARE(engine.readLine(), QStringLiteral("info string error not this seat's turn"));
    QCOMPARE(engine.readLine(), QStringLiteral("bestmove none"));
}

void TestGoitaEngine::legalMoveWithInfo()
{
    EngineRun engine;
    QVERIFY(engine.isStarted() && engine.handshake({"Seed value 5"}));
    Round round = *Round::deal(handsOf(plainHands), 0);
    QVERIFY(round.playText(u"84"));
    engine.newRound(round, 1);
    QStringList lines;
    const auto move = engine.bestMove(round, QStringLiteral("go time 300"), &lines);
    QVERIFY(move);
    QVERIFY2(round.isLegal(*move), qPrintable(lines.last()));
    // At least the final info line, then bestmove.
    QVERIFY(lines.size() >= 2);
    for (const QString &line : lines.first(lines.size() - 1))
        QVERIFY2(infoLine.match(line).hasMatch(), qPrintable(line));
    QVERIFY(lines.at(lines.size() - 2).contains(QStringLiteral(" pv ") + move->text() + u' '));
}

void TestGoitaEngine::takesTheBiggerFinish()
{
    // Seat 0 (12345678) leads three times with everybody passing and keeps 王 and 銀: "51" goes
    // out with 王 for 50, "15" with 銀 for 30. Both end the round at once.
    EngineRun engine;
    QVERIFY(engine.isStarted() && engine.handshake());
    Round round = *Round::deal(handsOf(plainHands), 0);
    QVERIFY(round.playRecord(u"820007300064000"));
    QCOMPARE(round.hand(0).text(), QStringLiteral("15"));
    engine.newRound(round, 0);
    QCOMPARE(engine.bestMove(round, QStringLiteral("go playouts 2000")), Move::fromText(u"51"));
    // With the finishing king forbidden only "15" is legal.
    engine.send(QStringLiteral("newgame kingfinish no"));
    Rules rules;
    rules.kingMayFinish = false;
    Round strict = *Round::deal(handsOf(plainHands), 0, rules);
    QVERIFY(strict.playRecord(u"820007300064000"));
    engine.newRound(strict, 0);
    QCOMPARE(engine.bestMove(strict, QStringLiteral("go playouts 2000")), Move::fromText(u"15"));
}

void TestGoitaEngine::aSettledChoiceEndsTheSearchEarly()
{
    // Issue 14 item 12: given 20 s, the engine does not spend them on a turn whose answer is
    // plain (going out with 王 for 50 beats 銀 for 30 in every sample): it plays as soon as the
    // choice is settled, as a player would. A playout limit is work asked for and is done whole.
    EngineRun engine;
    QVERIFY(engine.isStarted() && engine.handshake());
    Round round = *Round::deal(handsOf(plainHands), 0);
    QVERIFY(round.playRecord(u"820007300064000"));
    engine.newRound(round, 0);
    QStringList lines;
    QCOMPARE(engine.bestMove(round, QStringLiteral("go time 20000"), &lines),
             Move::fromText(u"51"));
    const QString last = lines.value(lines.size() - 2);
    const auto m = infoLine.match(last);
    QVERIFY2(m.hasMatch(), qPrintable(last));
    const qint64 samples =
        last.section(QStringLiteral(" samples "), 1).section(u' ', 0, 0).toLongLong();
    const qint64 timeMs =
        last.section(QStringLiteral(" time "), 1).section(u' ', 0, 0).toLongLong();
    qInfo("settled after %lld samples, %lld ms", samples, timeMs);
    QVERIFY2(samples > 0 && samples <= 1024, qPrintable(last));
    QVERIFY2(timeMs < 20000, qPrintable(last));
    lines.clear();
    engine.bestMove(round, QStringLiteral("go playouts 20000"), &lines);
    QVERIFY2(lines.value(lines.size() - 2).contains(QStringLiteral(" playouts 20000 ")),
             qPrintable(lines.value(lines.size() - 2)));
}

void TestGoitaEngine::forcedPass()
{
    // Model game A: Bob (22444488) can only pass on 香.
    EngineRun engine;
    QVERIFY(engine.isStarted() && engine.handshake());
    Round round = *Round::deal(handsOf({"11777788", "22444488", "35555888", "36666888"}), 0);
    QVERIFY(round.playText(u"87"));
    engine.newRound(round, 1);
    QCOMPARE(engine.bestMove(round, QStringLiteral("go time 5000")), Move::pass());
}

void TestGoitaEngine::goshiAnswer()
{
    EngineRun engine;
    QVERIFY(engine.isStarted() && engine.handshake());
    // Seat 1 holds five し; its partner, seat 3 (34566778), is asked.
    Round round = *Round::deal(handsOf({"12456788", "23488888", "14556788", "34566778"}), 2);
    QCOMPARE(round.goshiDecider(), 3);
    engine.newRound(round, 3);
    engine.send(QStringLiteral("goshi"));
    const QString answer = engine.readLine();
    QVERIFY2(answer == u"goshi proceed" || answer == u"goshi redeal", qPrintable(answer));
}

void TestGoitaEngine::randomStrategyIsLegal()
{
    EngineRun engine;
    QVERIFY(engine.isStarted() && engine.handshake({"Strategy value random"}));
    QRandomGenerator rng(99);
    for (int n = 0; n < 20; ++n) {
        auto round = Round::deal(Match::randomDeal(rng), int(rng.bounded(4)));
        if (round->phase() == Round::Phase::GoshiDecision) round->decideGoshi(true);
        if (round->isOver()) continue;
        // Play a few random turns, then ask the engine for the seat to move.
        const int turns = int(rng.bounded(12));
        for (int i = 0; i < turns && !round->isOver(); ++i) {
            const QList<Move> moves = round->legalMoves();
            round->play(moves[rng.bounded(int(moves.size()))]);
        }
        if (round->isOver()) continue;
        engine.newRound(*round, round->turn());
        const auto move = engine.bestMove(*round, QStringLiteral("go"));
        QVERIFY(move);
        QVERIFY2(round->isLegal(*move), qPrintable(move->text()));
    }
}

void TestGoitaEngine::stopAnswersAtOnce()
{
    EngineRun engine;
    QVERIFY(engine.isStarted() && engine.handshake());
    Round round = *Round::deal(handsOf(plainHands), 0);
    engine.newRound(round, 0);
    engine.send(QStringLiteral("position moves"));
    engine.send(QStringLiteral("go infinite"));
    // It thinks (an info line comes) and goes on thinking: no bestmove in a second.
    const QString info = engine.readLine();
    QVERIFY2(infoLine.match(info).hasMatch(), qPrintable(info));
    const QStringList early = engine.linesFor(1000);
    QVERIFY(!early.isEmpty());
    for (const QString &line : early)
        QVERIFY2(infoLine.match(line).hasMatch(), qPrintable(line));
    // isready is answered during the search.
    engine.send(QStringLiteral("isready"));
    QVERIFY(!engine.readUntil(QStringLiteral("readyok")).isEmpty());
    engine.send(QStringLiteral("stop"));
    // The answer is a legal move; the 10 s limit only catches a hang, it measures nothing.
    const QStringList lines = engine.readUntil(QStringLiteral("bestmove"));
    QVERIFY(!lines.isEmpty());
    const auto move = Move::fromText(lines.last().mid(9));
    QVERIFY(move && round.isLegal(*move));
    // A command sent behind the stop runs after it.
    engine.send(QStringLiteral("isready"));
    QCOMPARE(engine.readLine(), QStringLiteral("readyok"));
}

void TestGoitaEngine::quitDuringSearch()
{
    EngineRun engine;
    QVERIFY(engine.isStarted() && engine.handshake());
    Round round = *Round::deal(handsOf(plainHands), 0);
    engine.newRound(round, 0);
    engine.send(QStringLiteral("position moves"));
    engine.send(QStringLiteral("go infinite"));
    QVERIFY(!engine.readLine().isNull());
    engine.send(QStringLiteral("quit"));
    QVERIFY(!engine.readUntil(QStringLiteral("bestmove")).isEmpty());
    QVERIFY(engine.process().waitForFinished(10000));
    QCOMPARE(engine.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(engine.process().exitCode(), 0);
}

void TestGoitaEngine::beatsRandomTeam()
{
    // Seats 0 and 2 are the sampling engine, seats 1 and 3 the same engine with Strategy random.
    // The rules library referees: every move must be legal. Deals and engine seeds are fixed.
    std::array<std::unique_ptr<EngineRun>, seatCount> seats;
    for (int s = 0; s < seatCount; ++s) {
        seats[s] = std::make_unique<EngineRun>();
        QVERIFY(seats[s]->isStarted());
        QStringList options{QStringLiteral("Seed value %1").arg(s + 1)};
        if (teamOf(s) == 1) options << QStringLiteral("Strategy value random");
        QVERIFY(seats[s]->handshake(options));
        seats[s]->send(QStringLiteral("newgame target 150"));
    }
    QRandomGenerator deals(2024);
    std::array<int, 2> roundsWon{};
    std::array<int, 2> points{};
    int dealer = 0;
    for (int n = 0; n < 20; ++n) {
        Round round = *Round::deal(Match::randomDeal(deals), dealer);
        for (int s = 0; s < seatCount; ++s)
            seats[s]->newRound(round, s, points);
        if (round.phase() == Round::Phase::GoshiDecision) {
            const int decider = round.goshiDecider();
            seats[decider]->send(QStringLiteral("goshi"));
            const QString answer = seats[decider]->readLine();
            QVERIFY2(answer == u"goshi proceed" || answer == u"goshi redeal", qPrintable(answer));
            round.decideGoshi(answer == u"goshi proceed");
        }
        while (!round.isOver()) {
            const int mover = round.turn();
            const auto move = seats[mover]->bestMove(round, QStringLiteral("go playouts 20000"));
            QVERIFY2(
                move && round.isLegal(*move),
                qPrintable(QStringLiteral("seat %1 after %2").arg(mover).arg(round.recordText())));
            round.play(*move);
        }
        const RoundResult result = *round.result();
        for (int s = 0; s < seatCount; ++s) {
            seats[s]->send(result.winner < 0 ? QStringLiteral("roundover redeal")
                                             : QStringLiteral("roundover winner %1 points %2")
                                                   .arg(result.winner)
                                                   .arg(result.points));
        }
        if (result.winner >= 0) {
            ++roundsWon[result.team()];
            points[result.team()] += result.points;
        }
        dealer = result.nextDealer(dealer);
    }
    for (auto &seat : seats)
        seat->send(QStringLiteral("gameover %1").arg(points[0] >= points[1] ? "win" : "lose"));
    qInfo("engine team: %d rounds, %d points; random team: %d rounds, %d points", roundsWon[0],
          points[0], roundsWon[1], points[1]);
    // Most rounds and most points.
    QVERIFY(roundsWon[0] > roundsWon[1]);
    QVERIFY(points[0] > points[1]);
}

QTEST_GUILESS_MAIN(TestGoitaEngine)
#include "tst_goitaengine.moc"
