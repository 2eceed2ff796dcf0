// SPDX-License-Identifier: GPL-3.0-or-later
// Goita with engine processes: four bundled engines play a whole game through the Session, the
// engines' traffic (TLF logs) proves that no seat was ever sent another seat's hidden piece, and
// the scriptable fake engine's faults end the game with the recorded reason, the game kept.
#include "core/engine/enginelog.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "core/play/session.h"
#include "core/record/recordformat.h"
#include "gamecatalog.h"
#include "goita/goitaposition.h"
#include "goita/table.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;
using namespace kibitz::goita;

namespace {
QString binPath(const QString &name)
{
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

const Game &goitaGame()
{
    return *gameById(u"goita");
}

EngineSpec bundled()
{
    EngineSpec spec;
    spec.bundled = true;
    spec.resolve(goitaGame(), QCoreApplication::applicationDirPath());
    return spec;
}

struct Outcome
{
    bool ended = false;
    GameResult result;
    QStringList moves;
    QStringList recordMoves;
    std::optional<Record> record;
    QList<QStringList> logs; // per seat
};

// Plays one game; specs per seat. Engines get short timeouts so that faults end quickly.
Outcome play(const QList<EngineSpec> &specs, const QString &setup, const QString &tc,
             int timeoutMs = 180000)
{
    const Game &game = goitaGame();
    QString error;
    Session session(game, game.startPosition(setup, &error), *TimeControl::parse(tc));
    session.setTimeMarginMs(1000); // a loaded machine must not forfeit a natural end
    QList<EnginePlayer *> players;
    for (int seat = 0; seat < 4; ++seat) {
        auto *p = new EnginePlayer(game, specs[seat]);
        p->setTimeouts({3000, 1000, 1000});
        players << p;
        session.setPlayer(seat, p);
    }
    QSignalSpy ended(&session, &Session::gameEnded);
    QSignalSpy gone(&session, &Session::playersGone);
    session.start();
    Outcome out;
    out.ended = ended.wait(timeoutMs);
    if (!out.ended) return out;
    if (gone.isEmpty() && !gone.wait(10000)) qWarning("players did not leave");
    out.result = session.result();
    out.moves = session.moves();
    out.recordMoves = session.record().mainLineMoves();
    out.record = session.record().clone();
    for (EnginePlayer *p : players)
        out.logs << p->log()->lines();
    return out;
}

// Checks one seat's log against the game: every `newround` carries that seat's own dealt hand,
// and every `position moves` is the round's turns so far with exactly the other seats'
// face-down pieces replaced by 9. Counts what it checked, so that it cannot pass on nothing.
struct MaskCheck
{
    int positions = 0;
    int hiddenChecked = 0;
    QString failure;
};

MaskCheck checkMasking(int seat, const QStringList &log, const GoitaPosition &finalPosition)
{
    MaskCheck c;
    const auto &rounds = finalPosition.rounds();
    int r = -1;
    for (const QString &line : log) {
        if (!line.startsWith(QLatin1String("# "))) continue;
        const QStringList w = line.mid(2).split(u' ', Qt::SkipEmptyParts);
        if (w.value(0) == QLatin1String("newround")) {
            if (w.value(2) != QString::number(seat))
                return c.failure = QStringLiteral("wrong seat: ") + line, c;
            int next = r + 1;
            while (next < rounds.size() &&
                   !(rounds[next].round.dealer() == w.value(4).toInt() &&
                     rounds[next].round.initialHand(seat).text() == w.value(6)))
                ++next;
            if (next >= rounds.size())
                return c.failure = QStringLiteral("not this seat's hand: ") + line, c;
            r = next;
        } else if (w.value(0) == QLatin1String("position")) {
            if (r < 0) return c.failure = QStringLiteral("position before newround"), c;
            ++c.positions;
            const Round &round = rounds[r].round;
            const QList<Move> real = round.history();
            const QStringList sent = w.mid(2);
            if (sent.size() > real.size())
                return c.failure = QStringLiteral("more turns than played: ") + line, c;
            Table table(round.dealer());
            for (int i = 0; i < sent.size(); ++i) {
                const int mover = table.seatOfMove(i);
                const bool faceDown = table.isLeading() && !real[i].isPass();
                QString expected = real[i].text();
                if (faceDown && mover != seat) {
                    expected[0] = QLatin1Char('9');
                    ++c.hiddenChecked;
                }
                if (sent[i] != expected)
                    return c.failure = QStringLiteral("turn %1 sent as %2, should be %3: %4")
                                           .arg(i)
                                           .arg(sent[i], expected, line),
                           c;
                table.apply(real[i]);
            }
        }
    }
    return c;
}

std::unique_ptr<GoitaPosition> replay(const Record &record)
{
    auto p = GoitaPosition::fromSetup(record.setup());
    if (!p) return p;
    for (const QString &m : record.mainLineMoves()) {
        if (!p->isLegal(m)) return nullptr;
        p->play(m);
    }
    return p;
}

const QString modelADeal = QStringLiteral("deal 0 11777788 22444488 35555888 36666888");
const QString handshake = QStringLiteral("goita => say id name fake; say goitaok\n");
} // namespace

class TestGoitaSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fourBundledEnginesPlayAGameAndNoSeatSeesAHiddenPiece();
    void faults_data();
    void faults();
};

void TestGoitaSession::fourBundledEnginesPlayAGameAndNoSeatSeesAHiddenPiece()
{
    const EngineSpec b = bundled();
    const Outcome out =
        play({b, b, b, b}, QStringLiteral("target 150 seed 2024"), QStringLiteral("movetime=40"));
    QVERIFY(out.ended);
    QCOMPARE(out.result.kind, GameResult::Kind::Win);
    QCOMPARE(out.result.reason, EndReason::Rules);
    QCOMPARE(out.recordMoves, out.moves);
    // The record replays to the end of the game; the winning team has 150.
    auto final = replay(*out.record);
    QVERIFY(final);
    QVERIFY(final->result().isOver());
    QCOMPARE(goitaGame().team(final->result().winner), goitaGame().team(out.result.winner));
    QVERIFY(final->scores()[goitaGame().team(out.result.winner)] >= 150);
    QVERIFY(final->rounds().size() >= 2);

    int positions = 0, hidden = 0;
    for (int seat = 0; seat < 4; ++seat) {
        const MaskCheck c = checkMasking(seat, out.logs[seat], *final);
        QVERIFY2(c.failure.isEmpty(),
                 qPrintable(QStringLiteral("seat %1: %2").arg(seat).arg(c.failure)));
        positions += c.positions;
        hidden += c.hiddenChecked;
    }
    qInfo("%d rounds, %lld moves, %d position lines, %d hidden pieces checked",
          int(final->rounds().size()), out.moves.size(), positions, hidden);
    QVERIFY(positions > 20);
    QVERIFY(hidden > 20);

    // The record round-trips through the JSON format.
    const RecordFormat *format = goitaGame().recordFormats().first();
    const RecordWriteResult written = format->write(*out.record);
    QVERIFY(written.problems.isEmpty());
    const RecordReadResult read = format->read(written.data);
    QVERIFY2(read.ok(), qPrintable(read.message()));
    QVERIFY(read.warnings.isEmpty());
    QCOMPARE(read.record->mainLineMoves(), out.moves);
    QCOMPARE(format->write(*read.record).data, written.data);
}

void TestGoitaSession::faults_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<int>("reason");
    QTest::addColumn<int>("minMoves");
    QTest::addColumn<int>("maxMoves");
    const int crash = int(EndReason::EngineCrash), stall = int(EndReason::EngineStall),
              time = int(EndReason::TimeForfeit), illegal = int(EndReason::IllegalMove);
    // The fake sits at seat 1; seat 0 deals (model game A's hands) and leads first.
    QTest::newRow("crash at handshake") << QStringLiteral("goita => crash\n") << crash << 0 << 0;
    QTest::newRow("silent handshake") << QStringLiteral("goita =>\n") << stall << 0 << 0;
    QTest::newRow("crash on go") << handshake + QStringLiteral("go => crash\n") << crash << 1 << 1;
    QTest::newRow("crash on second go")
        << handshake +
               QStringLiteral("go#1 => say bestmove 0\ngo => say info score 3 pv 0; crash\n")
        << crash << 2 << 200;
    QTest::newRow("no answer to go") << handshake + QStringLiteral("go =>\n") << time << 1 << 1;
    QTest::newRow("hangs, killed") << handshake + QStringLiteral("go => hang\n") << time << 1 << 1;
    QTest::newRow("illegal move") << handshake + QStringLiteral("go => say bestmove 11\n")
                                  << illegal << 1 << 1;
    QTest::newRow("a 9 as a move")
        << handshake + QStringLiteral("go => say bestmove 97\n") << illegal << 1 << 1;
    QTest::newRow("garbage")
        << handshake +
               QStringLiteral(
                   "go => say %%garbage; bytes 00 0a; say info score x pv zz; say bestmove zz\n")
        << illegal << 1 << 1;
}

void TestGoitaSession::faults()
{
    QFETCH(QString, script);
    QFETCH(int, reason);
    QFETCH(int, minMoves);
    QFETCH(int, maxMoves);
    EngineSpec fake;
    fake.command = binPath(QStringLiteral("kibitz-fake-engine"));
    fake.arguments = {QStringLiteral("--script-text"), script};
    fake.protocol = QStringLiteral("goita");
    const EngineSpec b = bundled();
    const Outcome out = play({b, fake, b, b}, QStringLiteral("target 150 ") + modelADeal,
                             QStringLiteral("movetime=300"), 60000);
    QVERIFY(out.ended);
    QCOMPARE(int(out.result.reason), reason);
    QCOMPARE(out.result.kind, GameResult::Kind::Win);
    QCOMPARE(goitaGame().team(out.result.winner), 0); // the fake's team loses
    QVERIFY(!out.result.detail.isEmpty());
    QVERIFY2(out.moves.size() >= minMoves && out.moves.size() <= maxMoves,
             qPrintable(QString::number(out.moves.size())));
    // The game is kept: the record holds every move made, and its file says why it ended.
    QCOMPARE(out.recordMoves, out.moves);
    QCOMPARE(out.record->result(), out.result);
    const RecordFormat *format = goitaGame().recordFormats().first();
    const RecordReadResult read = format->read(format->write(*out.record).data);
    QVERIFY2(read.ok(), qPrintable(read.message()));
    QCOMPARE(read.record->mainLineMoves(), out.moves);
    QCOMPARE(read.record->result(), out.result);
}

QTEST_GUILESS_MAIN(TestGoitaSession)
#include "tst_goitasession.moc"
