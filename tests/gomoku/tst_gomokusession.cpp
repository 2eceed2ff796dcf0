// SPDX-License-Identifier: GPL-3.0-or-later
// Gomoku through the referee: both adapters against the real kibitz-gomoku process, the faults of
// the foundation issue against the scriptable fake engine in both protocols (plus a move on an
// occupied and on a forbidden point), analysis with multi-PV, and kibitz-cli's gomoku match.
#include "core/engine/engineadapter.h"
#include "core/engine/enginelog.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "core/game/humanplayer.h"
#include "core/play/session.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "gomoku/gomokucoordinates.h"
#include "gomoku/gomokuposition.h"
#include "testprograms.h"

#include <QDir>
#include <QElapsedTimer>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;
using namespace Qt::StringLiterals;
using kibitz::test::binPath;
using namespace kibitz::gomoku;

namespace {
const Game &gomokuGame()
{
    return *gameById(u"gomoku");
}

// Ticks every 10 ms while a game runs; the largest gap tells whether anything blocked.
class Heartbeat : public QObject
{
public:
    Heartbeat()
    {
        connect(&timer, &QTimer::timeout, this, [this] {
            if (clock.isValid())
                maxGapMs = qMax(maxGapMs, clock.restart());
            else
                clock.start();
            ++ticks;
        });
        timer.start(10);
    }
    QTimer timer;
    QElapsedTimer clock;
    qint64 maxGapMs = 0;
    int ticks = 0;
};

struct Outcome
{
    GameResult result;
    QStringList moves;
    QStringList log; // side 0's log
    QStringList log1;
    QList<EngineInfo> infos; // side 0's
    qint64 maxGapMs = -1;
    Record record{QString()};
};

EngineSpec bundled(const QString &proto)
{
    EngineSpec s;
    s.bundled = true;
    s.protocol = proto;
    s.resolve(gomokuGame(), QCoreApplication::applicationDirPath());
    return s;
}

EngineSpec fake(const QString &proto, const QString &script)
{
    EngineSpec s;
    s.command = binPath(QStringLiteral("kibitz-fake-engine"));
    s.arguments = {QStringLiteral("--script-text"), script};
    s.protocol = proto;
    return s;
}

Outcome play(const EngineSpec &black, const EngineSpec &white, const QString &setup,
             const QString &tc, int moveNowAfterMs = -1)
{
    const Game &game = gomokuGame();
    Session session(game, game.startPosition(setup), *TimeControl::parse(tc));
    // A second of grace: a loaded machine must not turn a natural end into a time forfeit; the
    // engines that never answer still forfeit.
    session.setTimeMarginMs(1000);
    auto *p0 = new EnginePlayer(game, black);
    auto *p1 = new EnginePlayer(game, white);
    p0->setTimeouts({3000, 800, 800});
    p1->setTimeouts({3000, 800, 800});
    session.setPlayer(0, p0);
    session.setPlayer(1, p1);
    Outcome out;
    QObject::connect(&session, &Session::infoReceived, &session,
                     [&](int side, const EngineInfo &info) {
                         if (side == 0) out.infos << info;
                     });
    QSignalSpy ended(&session, &Session::gameEnded);
    QSignalSpy gone(&session, &Session::playersGone);
    if (moveNowAfterMs >= 0) {
        QObject::connect(&session, &Session::turnStarted, &session, [&](int side) {
            if (side == 0) QTimer::singleShot(moveNowAfterMs, &session, [&] { session.moveNow(); });
        });
    }
    Heartbeat heartbeat;
    session.start();
    if (!ended.wait(60000)) {
        qWarning("game did not end");
        return out;
    }
    if (gone.isEmpty() && !gone.wait(10000)) qWarning("players did not leave");
    qInfo("longest event-loop gap: %lld ms over %d ticks", heartbeat.maxGapMs, heartbeat.ticks);
    out.result = session.result();
    out.moves = session.moves();
    out.log = p0->log()->lines();
    out.log1 = p1->log()->lines();
    out.maxGapMs = heartbeat.maxGapMs;
    out.record = session.record().clone();
    return out;
}

// Replays the moves under the rules: every one must be legal (no occupied, no forbidden point).
bool allLegal(const QString &setup, const QStringList &moves, QString *bad)
{
    std::unique_ptr<Position> p = gomokuGame().startPosition(setup);
    for (const QString &m : moves) {
        if (!p->isLegal(m)) {
            *bad = m;
            return false;
        }
        p->play(m);
    }
    return true;
}

// Scattered edge points: no five, no threat the bundled engine has to answer.
const QStringList edgePoints = {
    QStringLiteral("0,0"),   QStringLiteral("14,0"), QStringLiteral("0,14"),
    QStringLiteral("14,14"), QStringLiteral("0,3"),  QStringLiteral("14,3"),
    QStringLiteral("3,0"),   QStringLiteral("3,14"), QStringLiteral("0,10"),
    QStringLiteral("14,10"), QStringLiteral("10,0"), QStringLiteral("10,14"),
    QStringLiteral("0,6"),   QStringLiteral("14,6"), QStringLiteral("6,14"),
    QStringLiteral("6,0"),   QStringLiteral("2,12"), QStringLiteral("12,2")};

QString agiPoint(const QString &move)
{
    return toAgi(*parseGomocup(move, 15, 15));
}

// Script lines for a black fake that plays the edge points in order: under Gomocup BEGIN then
// each TURN, under AGI each GO. `from` skips the first few searches (their rules come elsewhere).
QString edgeMoves(const QString &proto, int from)
{
    QString s;
    for (int i = from; i < edgePoints.size(); ++i) {
        if (proto == u"gomocup")
            s += i == 0 ? QStringLiteral("BEGIN => say %1\n").arg(edgePoints[0])
                        : QStringLiteral("TURN#%1 => say %2\n").arg(i).arg(edgePoints[i]);
        else
            s += QStringLiteral("GO#%1 => say INFO DEPTH 1 SCORE 0 PV %2; say BESTMOVE %2\n")
                     .arg(i + 1)
                     .arg(agiPoint(edgePoints[i]));
    }
    return s;
}

QString handshake(const QString &proto)
{
    if (proto == u"gomocup")
        return QStringLiteral("ABOUT => say name=\"fake\", version=\"1\"\nSTART => say OK\nRESTART "
                              "=> say OK\nEND => quit\n");
    return QStringLiteral("AGI => say ID NAME fake 1; say OPTION OWNBOOK FALSE PONDER FALSE; say "
                          "AGIOK\nQUIT => say BYE; quit\n");
}

// The trigger of the fake's n-th search (1-based) as black.
QString search(const QString &proto, int n)
{
    if (proto == u"agi") return QStringLiteral("GO#%1").arg(n);
    return n == 1 ? QStringLiteral("BEGIN") : QStringLiteral("TURN#%1").arg(n - 1);
}

QString moveLine(const QString &proto, const QString &move)
{
    return proto == u"gomocup" ? QStringLiteral("say ") + move
                               : QStringLiteral("say BESTMOVE ") + agiPoint(move);
}

const QString doubleThree = QStringLiteral("15 renju B5,7 W0,0 B6,7 W14,0 B7,5 W0,14 B7,6 W14,14");
} // namespace

class TestGomokuSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bundledGomocupAgainstAgi_data();
    void bundledGomocupAgainstAgi();
    void takeBackThenAnotherMoveAsLong();
    void analysisWithMultiPv_data();
    void analysisWithMultiPv();
    void faults_data();
    void faults();
    void standInYixinStyleEngine();
    void cliRenjuMatchGomocupAgainstAgi();
};

void TestGomokuSession::bundledGomocupAgainstAgi_data()
{
    QTest::addColumn<QString>("black");
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("setup");
    QTest::newRow("renju gomocup-agi")
        << QStringLiteral("gomocup") << QStringLiteral("agi") << QStringLiteral("15 renju");
    QTest::newRow("renju agi-gomocup")
        << QStringLiteral("agi") << QStringLiteral("gomocup") << QStringLiteral("15 renju");
    QTest::newRow("freestyle 20 gomocup-gomocup")
        << QStringLiteral("gomocup") << QStringLiteral("gomocup") << QStringLiteral("20 freestyle");
    QTest::newRow("standard 15 agi-agi")
        << QStringLiteral("agi") << QStringLiteral("agi") << QStringLiteral("15 standard");
    // AGI on boards other than 15×15 (Kibitz's SETOPTION BOARDSIZE).
    QTest::newRow("renju 9 agi-gomocup")
        << QStringLiteral("agi") << QStringLiteral("gomocup") << QStringLiteral("9 renju");
    QTest::newRow("freestyle 11x13 agi-agi")
        << QStringLiteral("agi") << QStringLiteral("agi") << QStringLiteral("11x13 freestyle");
}

void TestGomokuSession::bundledGomocupAgainstAgi()
{
    QFETCH(QString, black);
    QFETCH(QString, white);
    QFETCH(QString, setup);
    const Outcome out = play(bundled(black), bundled(white), setup, QStringLiteral("movetime=150"));
    QCOMPARE(out.result.reason, EndReason::Rules);
    QString bad;
    QVERIFY2(allLegal(setup, out.moves, &bad), qPrintable(bad));
    QVERIFY(out.moves.size() >= 9);
    // Live info reached the referee and the record keeps '*' thoughts with PVs.
    QVERIFY(!out.infos.isEmpty());
    int withPv = 0;
    for (const RecordNode *n : out.record.mainLine())
        for (const ThinkInfo &t : n->thinks)
            withPv += t.pv.isEmpty() ? 0 : 1;
    QVERIFY(withPv > 0);
    for (const QString &l : out.log)
        QVERIFY2(isTlfLogLine(l), qPrintable(l));
}

// A person against the bundled Gomocup engine takes back their move and the engine's, then plays
// another: the engine's next search is as long as its last and differs in its last move, on a
// new line (SearchRequest::lineId). The engine is told to take back both and play the new one.
void TestGomokuSession::takeBackThenAnotherMoveAsLong()
{
    const Game &game = gomokuGame();
    Session session(game, game.startPosition(QStringLiteral("15 freestyle")),
                    *TimeControl::parse(QStringLiteral("movetime=100")));
    session.setTimeMarginMs(1000);
    auto *person = new HumanPlayer(QStringLiteral("me"));
    auto *engine = new EnginePlayer(game, bundled(QStringLiteral("gomocup")));
    session.setPlayer(0, person);
    session.setPlayer(1, engine);
    // The person's next move: the first of these points still free, other than `avoid`.
    const auto play = [&](const QString &avoid = {}) {
        for (const QString &p : {u"7,7"_s, u"0,0"_s, u"14,14"_s, u"0,14"_s, u"14,0"_s})
            if (p != avoid && !session.moves().contains(p)) return person->submitMove(p);
        return false;
    };
    session.start();
    QTRY_VERIFY(person->isThinking());
    QVERIFY(play());
    QTRY_COMPARE_WITH_TIMEOUT(session.moves().size(), 2, 10000);
    QTRY_VERIFY(person->isThinking());
    QVERIFY(play());
    QTRY_COMPARE_WITH_TIMEOUT(session.moves().size(), 4, 10000);
    QTRY_VERIFY(person->isThinking());
    const QString replaced = session.moves().at(2);
    const QString reply = session.moves().at(3);
    QVERIFY(session.takeBack());
    QCOMPARE(session.moves().size(), 2);
    QVERIFY(play(replaced));
    const QString another = session.moves().at(2);
    QVERIFY(another != replaced);
    QTRY_COMPARE_WITH_TIMEOUT(session.moves().size(), 4, 10000);
    // The engine was told: its reply and the replaced move taken back, then the new move.
    const QStringList log = engine->log()->lines();
    const qsizetype back = log.indexOf(QRegularExpression(u".*TAKEBACK "_s + reply + u"$"_s));
    QVERIFY2(back >= 0, qPrintable(log.join(u'\n')));
    QVERIFY2(log.indexOf(QRegularExpression(u".*TAKEBACK "_s + replaced + u"$"_s), back) > back,
             qPrintable(log.join(u'\n')));
    QVERIFY2(log.indexOf(QRegularExpression(u".*TURN "_s + another + u"$"_s), back) > back,
             qPrintable(log.join(u'\n')));
}

void TestGomokuSession::analysisWithMultiPv_data()
{
    QTest::addColumn<QString>("proto");
    QTest::addColumn<int>("multiPv");
    QTest::addColumn<bool>("infinite"); // else 1.5 s a move
    QTest::newRow("gomocup YXNBEST 3, time limit") << QStringLiteral("gomocup") << 3 << false;
    QTest::newRow("gomocup YXNBEST 3, no limit") << QStringLiteral("gomocup") << 3 << true;
    QTest::newRow("gomocup one line") << QStringLiteral("gomocup") << 1 << true;
    QTest::newRow("agi GO INFINITE") << QStringLiteral("agi") << 1 << true;
    QTest::newRow("stand-in YXNBEST 2") << QStringLiteral("standin") << 2 << false;
}

void TestGomokuSession::analysisWithMultiPv()
{
    QFETCH(QString, proto);
    QFETCH(int, multiPv);
    QFETCH(bool, infinite);
    const Game &game = gomokuGame();
    EngineSpec spec;
    if (proto == u"standin") {
        // tests/engines/yixin_style_standin.py: see standInYixinStyleEngine.
        spec.command = QStandardPaths::findExecutable(QStringLiteral("python3"));
        QVERIFY2(!spec.command.isEmpty(), "python3 is needed (scripts/install-deps installs it)");
        spec.arguments = {QStringLiteral(TEST_ENGINES_DIR "/yixin_style_standin.py")};
        spec.protocol = QStringLiteral("gomocup");
    } else {
        spec = bundled(proto);
    }
    EnginePlayer player(game, spec);
    QSignalSpy ready(&player, &Player::readied);
    QSignalSpy moved(&player, &Player::moveChosen);
    QList<EngineInfo> infos;
    connect(&player, &Player::infoReceived, this, [&](const EngineInfo &i) { infos << i; });
    player.prepare();
    QVERIFY(ready.wait(5000));
    SearchRequest r;
    r.start = std::shared_ptr<Position>(game.startPosition(QStringLiteral("15 renju")));
    r.moves = {QStringLiteral("7,7"), QStringLiteral("8,6")};
    std::shared_ptr<Position> cur(r.start->clone());
    for (const QString &m : r.moves)
        cur->play(m);
    r.current = cur;
    r.multiPv = multiPv;
    r.kind = SearchRequest::Kind::Analysis;
    if (!infinite) {
        // An analysis by time, as Analyse Record runs it.
        r.timeControl = *TimeControl::parse(QStringLiteral("movetime=1500"));
        player.think(r);
    } else {
        // An analysis: no limit, stopped after 3 s (YXSTOP, STOP).
        player.think(r);
        QTest::qWait(3000);
        player.stopThinking(true);
    }
    QVERIFY(moved.wait(5000) || !moved.isEmpty());
    QVERIFY(cur->isLegal(moved.first().at(0).toString()));
    int maxRank = 0, withPv = 0;
    for (const EngineInfo &i : infos) {
        maxRank = qMax(maxRank, i.multipv);
        if (!i.pv.isEmpty() && i.score.isValid()) ++withPv;
    }
    QVERIFY(withPv > 0);
    QCOMPARE(maxRank, multiPv);
    // Every rank at the deepest depth all ranks reached, each from another first move.
    QMap<int, QMap<int, QString>> firstMoves; // depth → rank → first move
    for (const EngineInfo &i : infos)
        if (i.depth >= 0 && !i.pv.isEmpty()) firstMoves[i.depth][i.multipv] = i.pv.first();
    int complete = -1;
    for (auto it = firstMoves.cbegin(); it != firstMoves.cend(); ++it)
        if (it.value().size() == multiPv) complete = it.key();
    QVERIFY(complete >= 1);
    const QList<QString> firsts = firstMoves.value(complete).values();
    QCOMPARE(QSet<QString>(firsts.cbegin(), firsts.cend()).size(), multiPv);
    if (multiPv > 1)
        qInfo("%d lines at depth %d: %s", multiPv, complete,
              qPrintable(QStringList(firsts).join(u' ')));
    player.quit();
}

void TestGomokuSession::faults_data()
{
    QTest::addColumn<QString>("proto");
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("tc");
    QTest::addColumn<int>("moveNowAfterMs");
    QTest::addColumn<int>("reason");
    QTest::addColumn<int>("winner");
    QTest::addColumn<int>("movesKept");   // -1: any, the game went on to its end
    QTest::addColumn<QString>("logMust"); // a text the fake's log must hold, or empty

    const int crash = int(EndReason::EngineCrash);
    const int stall = int(EndReason::EngineStall);
    const int time = int(EndReason::TimeForfeit);
    const int illegal = int(EndReason::IllegalMove);
    const int rules = int(EndReason::Rules);
    const QString renju = QStringLiteral("15 renju");
    for (const QString &proto : {QStringLiteral("gomocup"), QStringLiteral("agi")}) {
        const QString hs = handshake(proto);
        auto row = [&](const char *what) -> QTestData & {
            return QTest::addRow("%s: %s", qPrintable(proto), what) << proto;
        };
        const QString first =
            search(proto, 1) + QStringLiteral(" => ") + moveLine(proto, edgePoints[0]) + u'\n';
        row("crash before handshake") << QStringLiteral("start => crash") << renju
                                      << QStringLiteral("60") << -1 << crash << 1 << 0 << QString();
        row("exit before handshake") << QStringLiteral("start => exit 3") << renju
                                     << QStringLiteral("60") << -1 << crash << 1 << 0 << QString();
        row("silent handshake") << QStringLiteral("start => mute") << renju << QStringLiteral("60")
                                << -1 << stall << 1 << 0 << QString();
        row("crash mid-search") << hs + first + search(proto, 2) +
                                       QStringLiteral(" => say MESSAGE Depth 1-1 | Eval 0 | Time "
                                                      "1ms | A1; say INFO DEPTH 1; sleep 50; crash")
                                << renju << QStringLiteral("60") << -1 << crash << 1 << 2
                                << QString();
        row("no reply to a move") << hs + first + search(proto, 2) + QStringLiteral(" => mute")
                                  << renju << QStringLiteral("movetime=300") << -1 << time << 1 << 2
                                  << QString();
        row("hang on a move") << hs + first + search(proto, 2) + QStringLiteral(" => hang") << renju
                              << QStringLiteral("movetime=300") << -1 << time << 1 << 2
                              << QString();
        row("no reply to stop") << hs + search(proto, 1) +
                                       QStringLiteral(" =>\nYXSTOP =>\nSTOP =>\n")
                                << renju << QStringLiteral("0") << 200 << stall << 1 << 0
                                << QString();
        row("garbage instead of a move")
            << hs + search(proto, 1) +
                   QStringLiteral(" => say \x01\x02 garbage; say %%; say BESTMOVE zz; say 77")
            << renju << QStringLiteral("movetime=500") << -1 << illegal << 1 << 0 << QString();
        row("occupied point") << hs + first + search(proto, 2) + QStringLiteral(" => ") +
                                     moveLine(proto, edgePoints[0])
                              << renju << QStringLiteral("60") << -1 << illegal << 1 << 2
                              << QString();
        row("point off the board")
            << hs + search(proto, 1) + QStringLiteral(" => ") +
                   (proto == u"gomocup" ? QStringLiteral("say 15,3")
                                        : QStringLiteral("say BESTMOVE F1"))
            << renju << QStringLiteral("60") << -1 << illegal << 1 << 0 << QString();
        // The set-up has black to move with a double-three at 7,7 (h8).
        row("forbidden point") << hs + (proto == u"gomocup"
                                            ? QStringLiteral("DONE => say 7,7")
                                            : QStringLiteral("GO => say BESTMOVE 78"))
                               << doubleThree << QStringLiteral("60") << -1 << illegal << 1 << 0
                               << QString();
        // Faults the game survives: it goes on until the bundled engine (white) makes five.
        const QString rest = edgeMoves(proto, 1);
        row("1 MiB line") << hs + search(proto, 1) + QStringLiteral(" => longline 1048577; ") +
                                 moveLine(proto, edgePoints[0]) + u'\n' + rest
                          << renju << QStringLiteral("20") << -1 << rules << 1 << -1
                          << QStringLiteral("longer than");
        row("invalid UTF-8") << hs + search(proto, 1) +
                                    QStringLiteral(
                                        " => bytes 4d 45 53 53 41 47 45 20 ff fe c0 af 0a; ") +
                                    moveLine(proto, edgePoints[0]) + u'\n' + rest
                             << renju << QStringLiteral("20") << -1 << rules << 1 << -1
                             << QStringLiteral("invalid UTF-8");
        const QString floodLine =
            proto == u"gomocup" ? QStringLiteral("MESSAGE Depth {i}-{i} | Eval {i} | Time 1ms | A1")
                                : QStringLiteral("INFO DEPTH {i} SCORE {i} PV 01");
        row("100k-line flood") << hs + search(proto, 1) + QStringLiteral(" => flood 100000 ") +
                                      floodLine + QStringLiteral("; ") +
                                      moveLine(proto, edgePoints[0]) + u'\n' + rest
                               << renju << QStringLiteral("20") << -1 << rules << 1 << -1
                               << QString();
    }
}

void TestGomokuSession::faults()
{
    QFETCH(QString, proto);
    QFETCH(QString, script);
    QFETCH(QString, setup);
    QFETCH(QString, tc);
    QFETCH(int, moveNowAfterMs);
    QFETCH(int, reason);
    QFETCH(int, winner);
    QFETCH(int, movesKept);
    QFETCH(QString, logMust);

    const Outcome out =
        play(fake(proto, script), bundled(QStringLiteral("gomocup")), setup, tc, moveNowAfterMs);
    QVERIFY2(out.result.isOver(), "the game must end");
    QCOMPARE(int(out.result.reason), reason);
    QCOMPARE(out.result.kind, GameResult::Kind::Win);
    QCOMPARE(out.result.winner, winner);
    QVERIFY(!out.result.detail.isEmpty());
    if (movesKept >= 0) QCOMPARE(out.moves.size(), movesKept);
    QString bad;
    QVERIFY2(allLegal(setup, out.moves, &bad), qPrintable(bad));
    // The record keeps the moves too, and says why the game ended.
    QCOMPARE(out.record.mainLineMoves(), out.moves);
    QCOMPARE(out.record.headerValue(header::Termination), endReasonKeyword(EndReason(reason)));
    for (const QString &line : out.log)
        QVERIFY2(isTlfLogLine(line), qPrintable(line.left(100)));
    if (!logMust.isEmpty()) QVERIFY2(!out.log.filter(logMust).isEmpty(), qPrintable(logMust));
    // Never blocked: a generous bound far above a 10 ms tick, far below a hang.
    QVERIFY2(out.maxGapMs >= 0 && out.maxGapMs < 3000, qPrintable(QString::number(out.maxGapMs)));
}

void TestGomokuSession::standInYixinStyleEngine()
{
    // tests/engines/yixin_style_standin.py prints Rapfi's/Yixin's documented output forms; it
    // stands in for a real foreign engine (none can be installed here).
    const QString script = QStringLiteral(TEST_ENGINES_DIR "/yixin_style_standin.py");
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty(),
             "python3 is needed (scripts/install-deps installs it)");
    EngineSpec foreign;
    foreign.command = QStandardPaths::findExecutable(QStringLiteral("python3"));
    foreign.arguments = {script};
    foreign.protocol = QStringLiteral("gomocup");
    const Outcome out = play(foreign, bundled(QStringLiteral("agi")),
                             QStringLiteral("15 freestyle"), QStringLiteral("movetime=300"));
    QVERIFY(out.result.isOver());
    QCOMPARE(out.result.reason, EndReason::Rules);
    QString bad;
    QVERIFY2(allLegal(QStringLiteral("15 freestyle"), out.moves, &bad), qPrintable(bad));
    // Its PV and evaluation reached the panel's feed: from INFO PV blocks and MESSAGE lines.
    bool pv = false, eval = false, depth = false;
    for (const EngineInfo &i : out.infos) {
        pv = pv || i.pv.size() >= 2;
        eval = eval || i.score.isValid();
        depth = depth || i.depth > 0;
    }
    QVERIFY(pv && eval && depth);
    QCOMPARE(out.record.headerValue(header::player(0)), QStringLiteral("YixinStyleStandIn 0.1"));
}

void TestGomokuSession::cliRenjuMatchGomocupAgainstAgi()
{
    QTemporaryDir dir;
    QProcess p;
    p.start(binPath(QStringLiteral("kibitz-cli")),
            {QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("gomoku"),
             QStringLiteral("--rule"), QStringLiteral("renju"), QStringLiteral("--engine"),
             QStringLiteral("bundled"), QStringLiteral("--engine"),
             QStringLiteral("bundled proto=agi"), QStringLiteral("--games"), QStringLiteral("10"),
             QStringLiteral("--movetime"), QStringLiteral("200"), QStringLiteral("--margin"),
             QStringLiteral("3000"), QStringLiteral("--out"), dir.filePath(QStringLiteral("out")),
             QStringLiteral("--log"), dir.filePath(QStringLiteral("log"))});
    QVERIFY(p.waitForFinished(400000));
    QCOMPARE(p.exitCode(), 0);
    const QStringList out =
        QString::fromUtf8(p.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(out.filter(QStringLiteral("Game ")).size(), 10);
    QVERIFY(out.filter(QStringLiteral("illegal")).isEmpty());
    QVERIFY(out.last().startsWith(QStringLiteral("Score of ")));
    // Every saved record replays under renju: no occupied, no forbidden point.
    const QStringList files = QDir(dir.filePath(QStringLiteral("out")))
                                  .entryList({QStringLiteral("game-*")}, QDir::Files);
    QCOMPARE(files.size(), 10);
    for (const QString &f : files) {
        const RecordReadResult r =
            readRecordFile(gomokuGame(), dir.filePath(QStringLiteral("out/") + f));
        QVERIFY2(r.ok(), qPrintable(r.message()));
        QCOMPARE(r.record->setup(), QStringLiteral("15 renju"));
        QCOMPARE(r.record->result().reason, EndReason::Rules);
        QString bad;
        QVERIFY2(allLegal(QStringLiteral("15 renju"), r.record->mainLineMoves(), &bad),
                 qPrintable(f + u' ' + bad));
    }
    QCOMPARE(QDir(dir.filePath(QStringLiteral("log"))).entryList(QDir::Files).size(), 2);
}

QTEST_GUILESS_MAIN(TestGomokuSession)
#include "tst_gomokusession.moc"
