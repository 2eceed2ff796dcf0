// SPDX-License-Identifier: GPL-3.0-or-later
#include "gomoku/gomokuboard.h"
#include "gomoku/gomokucoordinates.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

using namespace kibitz::gomoku;

namespace {

// The real kibitz-gomoku, spoken to line by line. Blocking waits are fine in a test.
class EngineRun
{
public:
    EngineRun()
    {
        m_process.start(QCoreApplication::applicationDirPath() + QStringLiteral("/kibitz-gomoku"),
                        QStringList());
    }
    ~EngineRun()
    {
        if (m_process.state() == QProcess::NotRunning) return;
        m_process.closeWriteChannel();
        m_process.kill();
        m_process.waitForFinished(2000);
    }

    bool isStarted() { return m_process.waitForStarted(5000); }
    QProcess &process() { return m_process; }
    void send(const QString &line) { m_process.write(line.toUtf8() + "\r\n"); }

    // The next line without its line end, or a null string when none comes in time.
    QString readLine(int timeoutMs = 10000)
    {
        const QDeadlineTimer deadline(timeoutMs);
        while (!m_process.canReadLine()) {
            if (deadline.hasExpired() || !m_process.waitForReadyRead(int(deadline.remainingTime())))
                return {};
        }
        QString line = QString::fromUtf8(m_process.readLine());
        while (line.endsWith(u'\n') || line.endsWith(u'\r'))
            line.chop(1);
        m_seen << line;
        return line;
    }

    // The next line that is not a MESSAGE, DEBUG or INFO line (those are kept in seen()).
    QString readReply(int timeoutMs = 10000)
    {
        for (;;) {
            const QString line = readLine(timeoutMs);
            if (line.isNull() || !(line.startsWith(u"MESSAGE") || line.startsWith(u"DEBUG") ||
                                   line.startsWith(u"INFO ")))
                return line;
        }
    }
    QStringList &seen() { return m_seen; }
    // Reads the AGI handshake; the AGIOK line, or a null string.
    QString readUntilAgiOk()
    {
        for (QString line = readLine(); !line.isNull(); line = readLine()) {
            if (line == u"AGIOK") return line;
        }
        return {};
    }

private:
    QProcess m_process;
    QStringList m_seen;
};

std::optional<Point> gomocupMove(const QString &line, const Board &board)
{
    return parseGomocup(line, board.width(), board.height());
}

// The points where `s` would make a winning row now.
QList<Point> fivePoints(const Board &board, Stone s)
{
    QList<Point> points;
    for (int y = 0; y < board.height(); ++y) {
        for (int x = 0; x < board.width(); ++x) {
            if (board.at({x, y}) != Stone::Empty) continue;
            Board copy = board;
            copy.place({x, y}, s);
            if (copy.winner() == s) points << Point{x, y};
        }
    }
    return points;
}

// The index of the first line from `from` on in which `re` finds a match, or -1. (QStringList's
// own indexOf wants the whole line to match.)
qsizetype findLine(const QStringList &lines, const QRegularExpression &re, qsizetype from = 0)
{
    for (qsizetype i = from; i < lines.size(); ++i) {
        if (re.match(lines[i]).hasMatch()) return i;
    }
    return -1;
}

Point randomLegal(const Board &board, QRandomGenerator &rng)
{
    const QList<Point> moves = board.legalMoves();
    return moves.at(rng.bounded(int(moves.size())));
}

// Black to move, freestyle: row 7 O X X X . . is a closed three, column 7 has X at 7,5 7,6.
// 7,7 makes a four in the row (white must block 8,7) and an open three in the column; then 7,8
// or 7,4 makes a straight four. No immediate five or double four exists, and white has no
// threat: a win by continuous fours in three black moves. Four white stones in the corners even
// the count.
const QList<Point> vcfBlack{{4, 7}, {5, 7}, {6, 7}, {7, 5}, {7, 6}};
const QList<Point> vcfWhite{{3, 7}, {0, 0}, {14, 0}, {0, 14}, {14, 14}};

} // namespace

class TestGomokuEngine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gomocupHandshake();
    void gomocupPlaysLegalMoves();
    void gomocupLiveInfo();
    void showForbidAgreesWithRules();
    void gomocupWinsVcf();
    void caroFiveBlockedAtBothEndsIsNoThreat_data();
    void caroFiveBlockedAtBothEndsIsNoThreat();
    void agiHandshakeAndMoves();
    void agiWinsVcf();
    void agiOnEveryBoardUpTo15();
    void stopAnswersAtOnce();
    void endAndQuitDuringSearch();
    void neverForbiddenAsBlack();
    void beatsRandomMover();
};

void TestGomokuEngine::gomocupHandshake()
{
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("ABOUT"));
    QCOMPARE(engine.readReply(), QStringLiteral("name=\"kibitz-gomoku\", version=\"1.0\", "
                                                "author=\"Kibitz\", country=\"International\""));
    engine.send(QStringLiteral("START 4"));
    QVERIFY(engine.readReply().startsWith(u"ERROR "));
    engine.send(QStringLiteral("START 23"));
    QVERIFY(engine.readReply().startsWith(u"ERROR "));
    engine.send(QStringLiteral("RECTSTART 20,15"));
    QCOMPARE(engine.readReply(), QStringLiteral("OK"));
    engine.send(QStringLiteral("INFO timeout_match 300000")); // no reply expected
    engine.send(QStringLiteral("FROBNICATE"));
    QCOMPARE(engine.readReply(), QStringLiteral("UNKNOWN FROBNICATE"));
    engine.send(QStringLiteral("START 20"));
    QCOMPARE(engine.readReply(), QStringLiteral("OK"));
    engine.send(QStringLiteral("TURN 20,3"));
    QVERIFY(engine.readReply().startsWith(u"ERROR "));
    engine.send(QStringLiteral("RESTART"));
    QCOMPARE(engine.readReply(), QStringLiteral("OK"));
    engine.send(QStringLiteral("END"));
    QVERIFY(engine.process().waitForFinished(3000));
    QCOMPARE(engine.process().exitCode(), 0);
}

void TestGomokuEngine::gomocupPlaysLegalMoves()
{
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("INFO timeout_turn 100"));
    engine.send(QStringLiteral("START 15"));
    QCOMPARE(engine.readReply(), QStringLiteral("OK"));
    Board board;
    engine.send(QStringLiteral("BEGIN"));
    QRandomGenerator rng(7);
    for (int turn = 0; turn < 12 && !board.isOver(); ++turn) {
        const QString reply = engine.readReply();
        const auto p = gomocupMove(reply, board);
        QVERIFY2(p && board.isLegal(*p), qPrintable(reply));
        board.play(*p);
        if (board.isOver()) break;
        const Point q = randomLegal(board, rng);
        board.play(q);
        engine.send(QStringLiteral("TURN ") + toGomocup(q));
    }
    // TAKEBACK removes a stone; a BOARD position is answered with a move on it.
    engine.send(QStringLiteral("TAKEBACK ") + toGomocup(board.history().last()));
    QCOMPARE(engine.readReply(), QStringLiteral("OK"));
    engine.send(QStringLiteral("TAKEBACK 14,14"));
    QVERIFY(engine.readReply().startsWith(u"ERROR"));
    engine.send(QStringLiteral("BOARD"));
    engine.send(QStringLiteral("7,7,2"));
    engine.send(QStringLiteral("8,8,1"));
    engine.send(QStringLiteral("7,8,2"));
    engine.send(QStringLiteral("DONE"));
    const QString reply = engine.readReply();
    const auto p = gomocupMove(reply, board);
    const bool free = p && !QList<Point>({{7, 7}, {8, 8}, {7, 8}}).contains(*p);
    QVERIFY2(free, qPrintable(reply));
}

void TestGomokuEngine::gomocupLiveInfo()
{
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("START 15"));
    QCOMPARE(engine.readReply(), QStringLiteral("OK"));
    engine.send(QStringLiteral("INFO timeout_turn 500"));
    engine.send(QStringLiteral("INFO show_detail 3"));
    engine.send(QStringLiteral("BOARD"));
    for (const char *line : {"7,7,2", "8,8,1", "7,8,2", "6,6,1"})
        engine.send(QString::fromLatin1(line));
    engine.send(QStringLiteral("DONE"));
    QVERIFY(!engine.readReply().isNull());
    const QStringList seen = engine.seen();
    const QRegularExpression depth(QStringLiteral(
        "^MESSAGE Depth \\d+-\\d+ \\| Eval [-+M0-9]+ \\| Time \\d+ms \\| [A-O]\\d+"));
    QVERIFY(findLine(seen, depth) >= 0);
    QVERIFY(findLine(seen,
                     QRegularExpression(QStringLiteral("^MESSAGE REALTIME BEST \\d+,\\d+$"))) >= 0);
    const qsizetype block = seen.indexOf(QStringLiteral("INFO PV 0"));
    QVERIFY(block >= 0);
    QVERIFY(findLine(seen, QRegularExpression(QStringLiteral("^INFO DEPTH \\d+$")), block) > block);
    QVERIFY(findLine(seen, QRegularExpression(QStringLiteral("^INFO EVAL -?\\d+|^INFO EVAL [-+]M")),
                     block) > block);
    QVERIFY(findLine(seen, QRegularExpression(QStringLiteral("^INFO BESTLINE \\d+,\\d+")), block) >
            block);
    QVERIFY(seen.indexOf(QStringLiteral("INFO PV DONE"), block) > block);
}

void TestGomokuEngine::showForbidAgreesWithRules()
{
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("INFO rule 4"));
    engine.send(QStringLiteral("START 15"));
    QCOMPARE(engine.readReply(), QStringLiteral("OK"));
    QRandomGenerator rng(99);
    int forbiddenSeen = 0;
    for (int round = 0; round < 30; ++round) {
        // Dense random positions near the centre with black to move (as many stones each).
        Board board(15, 15, Rule::Renju);
        const int pairs = 8 + int(rng.bounded(20));
        while (board.stoneCount() < 2 * pairs) {
            const Point p{3 + int(rng.bounded(9)), 3 + int(rng.bounded(9))};
            if (board.at(p) == Stone::Empty) board.play(p);
        }
        if (board.winner() != Stone::Empty) continue;
        // YXBOARD fields: 1 the engine's (black, to move), 2 the opponent's.
        engine.send(QStringLiteral("YXBOARD"));
        for (Point p : board.history())
            engine.send(
                QStringLiteral("%1,%2").arg(toGomocup(p)).arg(board.at(p) == Stone::Black ? 1 : 2));
        engine.send(QStringLiteral("DONE"));
        engine.send(QStringLiteral("YXSHOWFORBID"));
        QString expected = QStringLiteral("FORBID ");
        for (Point p : board.forbiddenPoints()) {
            expected +=
                QStringLiteral("%1%2").arg(p.x, 2, 10, QChar(u'0')).arg(p.y, 2, 10, QChar(u'0'));
            ++forbiddenSeen;
        }
        QCOMPARE(engine.readReply(), expected + u'.');
    }
    QVERIFY(forbiddenSeen > 0);
    engine.send(QStringLiteral("INFO rule 1"));
    engine.send(QStringLiteral("YXSHOWFORBID"));
    QCOMPARE(engine.readReply(), QStringLiteral("FORBID ."));
}

void TestGomokuEngine::gomocupWinsVcf()
{
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("INFO rule 0"));
    engine.send(QStringLiteral("INFO timeout_turn 1000"));
    engine.send(QStringLiteral("START 15"));
    QCOMPARE(engine.readReply(), QStringLiteral("OK"));
    Board board;
    engine.send(QStringLiteral("BOARD"));
    for (qsizetype i = 0; i < vcfBlack.size(); ++i) {
        board.play(vcfBlack[i]);
        board.play(vcfWhite[i]);
        engine.send(toGomocup(vcfBlack[i]) + QStringLiteral(",1"));
        engine.send(toGomocup(vcfWhite[i]) + QStringLiteral(",2"));
    }
    engine.send(QStringLiteral("DONE"));
    for (int move = 0; move < 4; ++move) {
        const QString reply = engine.readReply();
        const auto p = gomocupMove(reply, board);
        QVERIFY2(p && board.isLegal(*p), qPrintable(reply));
        board.play(*p);
        if (board.winner() == Stone::Black) break;
        // The defender blocks a five threat when there is one (the only sensible reply).
        const QList<Point> threats = fivePoints(board, Stone::Black);
        QVERIFY2(!threats.isEmpty(), "the engine's move is not a four");
        board.play(threats.first());
        engine.send(QStringLiteral("TURN ") + toGomocup(threats.first()));
    }
    QCOMPARE(board.winner(), Stone::Black);
    QVERIFY(board.stoneCount() <= 10 + 5);
    // It knew: the first search reported a win.
    QVERIFY2(findLine(engine.seen(), QRegularExpression(QStringLiteral("Eval \\+M\\d+"))) >= 0,
             qPrintable(engine.seen().join(u'\n')));
}

void TestGomokuEngine::caroFiveBlockedAtBothEndsIsNoThreat_data()
{
    QTest::addColumn<int>("ruleBits");
    QTest::addColumn<bool>("mustBlock");
    QTest::newRow("freestyle") << 0 << true;
    QTest::newRow("caro") << 8 << false;
    QTest::newRow("standard-caro") << 9 << false;
}

// White has X O O O O . X on row 3: filling the gap makes a five blocked at both ends. Black,
// the engine to move, has an open three on row 9 (. X X X . .). Under freestyle the engine must
// block the gap; under caro that five would not win, so it makes its straight four instead.
void TestGomokuEngine::caroFiveBlockedAtBothEndsIsNoThreat()
{
    QFETCH(int, ruleBits);
    QFETCH(bool, mustBlock);
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("INFO rule %1").arg(ruleBits));
    engine.send(QStringLiteral("INFO timeout_turn 1000"));
    engine.send(QStringLiteral("START 15"));
    QCOMPARE(engine.readReply(), QStringLiteral("OK"));
    const Rule rule = ruleFromGomocupBits(ruleBits);
    Board board(15, 15, rule);
    const QList<Point> black{{2, 3}, {8, 3}, {5, 9}, {6, 9}, {7, 9}};
    const QList<Point> white{{3, 3}, {4, 3}, {5, 3}, {6, 3}, {14, 14}};
    engine.send(QStringLiteral("BOARD"));
    for (qsizetype i = 0; i < black.size(); ++i) {
        board.play(black[i]);
        board.play(white[i]);
        engine.send(toGomocup(black[i]) + QStringLiteral(",1"));
        engine.send(toGomocup(white[i]) + QStringLiteral(",2"));
    }
    engine.send(QStringLiteral("DONE"));
    const Point gap{7, 3};
    // The rules library agrees on what the gap is worth to white.
    Board probe = board;
    probe.place(gap, Stone::White);
    QCOMPARE(probe.winner() == Stone::White, mustBlock);
    const QString reply = engine.readReply();
    const auto p = gomocupMove(reply, board);
    QVERIFY2(p && board.isLegal(*p), qPrintable(reply));
    if (mustBlock) {
        QCOMPARE(*p, gap);
    } else {
        QCOMPARE(p->y, 9); // the straight four: 4,9 or 8,9
        QVERIFY(p->x == 4 || p->x == 8);
    }
}

void TestGomokuEngine::agiHandshakeAndMoves()
{
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("agi"));
    QCOMPARE(engine.readLine(), QStringLiteral("ID NAME kibitz-gomoku 1.0"));
    QCOMPARE(engine.readLine(), QStringLiteral("ID AUTHOR Kibitz"));
    QCOMPARE(engine.readLine(), QStringLiteral("OPTION OWNBOOK FALSE PONDER FALSE"));
    QCOMPARE(engine.readLine(), QStringLiteral("AGIOK"));
    engine.send(QStringLiteral("SETOPTION OWNBOOK ON"));
    engine.send(QStringLiteral("SETRULE FORBIDDEN"));
    engine.send(QStringLiteral("ISREADY"));
    QCOMPARE(engine.readLine(), QStringLiteral("READYOK"));
    // 花月: 78 68 69, white to move.
    engine.send(QStringLiteral("POSITION MOVES 786869"));
    engine.send(QStringLiteral("GO TIME 3000"));
    const QString best = engine.readReply();
    const QRegularExpression bestmove(
        QStringLiteral("^BESTMOVE ([0-9A-E][1-9A-F])( PONDER [0-9A-E][1-9A-F])?$"));
    const auto match = bestmove.match(best);
    QVERIFY2(match.hasMatch(), qPrintable(best));
    Board board(15, 15, Rule::Renju);
    const auto opening = parseAgiList(u"786869");
    for (Point p : *opening)
        board.play(p);
    QVERIFY(board.isLegal(*parseAgi(match.captured(1))));
    const QRegularExpression info(
        QStringLiteral("^INFO DEPTH \\d+ SCORE -?\\d+ PV ([0-9A-E][1-9A-F])+$"));
    QVERIFY(findLine(engine.seen(), info) >= 0);
    QVERIFY(findLine(engine.seen(), QRegularExpression(QStringLiteral("^INFO NPS \\d+$"))) >= 0);
    // GO SEARCH restricts the choice; DOMOVE plays on the engine's board.
    engine.send(QStringLiteral("DOMOVE ") + match.captured(1));
    board.play(*parseAgi(match.captured(1)));
    engine.send(QStringLiteral("GO SEARCH 0102 TIME 1000"));
    QCOMPARE(engine.readLine(), QStringLiteral("INFO SEARCH 0102"));
    engine.seen().clear();
    const QString restricted = engine.readReply();
    QVERIFY2(restricted.startsWith(u"BESTMOVE 01") || restricted.startsWith(u"BESTMOVE 02"),
             qPrintable(restricted));
    engine.send(QStringLiteral("FROB"));
    QVERIFY(engine.readLine().startsWith(u"INFO ERROR"));
    engine.send(QStringLiteral("QUIT"));
    QCOMPARE(engine.readReply(), QStringLiteral("BYE"));
    QVERIFY(engine.process().waitForFinished(3000));
}

void TestGomokuEngine::agiWinsVcf()
{
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("AGI"));
    QVERIFY(!engine.readUntilAgiOk().isNull());
    engine.send(QStringLiteral("SETRULE UNFORBIDDEN"));
    Board board;
    QList<Point> statu;
    for (qsizetype i = 0; i < vcfBlack.size(); ++i) {
        statu << vcfBlack[i] << vcfWhite[i];
        board.play(vcfBlack[i]);
        board.play(vcfWhite[i]);
    }
    QList<Point> moves;
    for (int move = 0; move < 4; ++move) {
        engine.send(
            QStringLiteral("POSITION STATU %1 MOVES %2").arg(toAgiList(statu), toAgiList(moves)));
        engine.send(QStringLiteral("GO TIME 20000"));
        const QString reply = engine.readReply();
        QVERIFY2(reply.startsWith(u"BESTMOVE "), qPrintable(reply));
        const auto p = parseAgi(reply.mid(9, 2));
        QVERIFY2(p && board.isLegal(*p), qPrintable(reply));
        board.play(*p);
        moves << *p;
        if (board.winner() == Stone::Black) break;
        const QList<Point> threats = fivePoints(board, Stone::Black);
        QVERIFY2(!threats.isEmpty(), "the engine's move is not a four");
        board.play(threats.first());
        moves << threats.first();
    }
    QCOMPARE(board.winner(), Stone::Black);
    QVERIFY(findLine(engine.seen(),
                     QRegularExpression(QStringLiteral("^INFO WIN [0-9A-E][1-9A-F]$"))) >= 0);
}

void TestGomokuEngine::agiOnEveryBoardUpTo15()
{
    // Kibitz's SETOPTION BOARDSIZE: the hex points of a smaller board are the top-left ones.
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("AGI"));
    QVERIFY(!engine.readUntilAgiOk().isNull());
    engine.send(QStringLiteral("SETOPTION BOARDSIZE 16"));
    QVERIFY(engine.readLine().startsWith(u"INFO ERROR"));
    engine.send(QStringLiteral("SETOPTION BOARDSIZE 7,6"));
    engine.send(QStringLiteral("SETRULE UNFORBIDDEN"));
    engine.send(QStringLiteral("POSITION MOVES 78")); // 7,7 is off the 7×6 board
    QVERIFY(engine.readLine().startsWith(u"INFO ERROR"));
    // On the empty 7×6 board the first move is its centre 3,3 ("34"), not 15×15's "78"; then a
    // game against itself stays on the board.
    Board board(7, 6, Rule::Freestyle);
    QList<Point> moves;
    while (!board.isOver()) {
        engine.send(QStringLiteral("POSITION MOVES ") + toAgiList(moves));
        engine.send(QStringLiteral("GO TIME 3000"));
        const QString reply = engine.readReply();
        QVERIFY2(reply.startsWith(u"BESTMOVE "), qPrintable(reply));
        const auto p = parseAgi(reply.mid(9, 2));
        QVERIFY2(p && board.isLegal(*p), qPrintable(reply));
        if (moves.isEmpty()) QCOMPARE(*p, (Point{3, 3}));
        board.play(*p);
        moves << *p;
    }
    QVERIFY(moves.size() >= 9);
}

void TestGomokuEngine::stopAnswersAtOnce()
{
    {
        EngineRun engine;
        QVERIFY(engine.isStarted());
        engine.send(QStringLiteral("INFO timeout_turn 60000"));
        engine.send(QStringLiteral("START 15"));
        QCOMPARE(engine.readReply(), QStringLiteral("OK"));
        engine.send(QStringLiteral("TURN 7,7"));
        QTest::qWait(300);
        QElapsedTimer timer;
        timer.start();
        engine.send(QStringLiteral("YXSTOP"));
        const QString reply = engine.readReply(5000);
        // A 60 s search ends on YXSTOP with its move (generous bound: the machine is shared).
        QVERIFY2(parseGomocup(reply, 15, 15).has_value(), qPrintable(reply));
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
        // STOP with no search running is ignored.
        engine.send(QStringLiteral("STOP"));
        engine.send(QStringLiteral("ABOUT"));
        QVERIFY(engine.readReply().startsWith(u"name="));
    }
    {
        EngineRun engine;
        QVERIFY(engine.isStarted());
        engine.send(QStringLiteral("AGI"));
        QVERIFY(!engine.readUntilAgiOk().isNull());
        engine.send(QStringLiteral("POSITION MOVES 78"));
        engine.send(QStringLiteral("GO INFINITE"));
        QTest::qWait(300);
        engine.send(QStringLiteral("ISREADY"));
        QCOMPARE(engine.readReply(5000), QStringLiteral("READYOK")); // while thinking
        QElapsedTimer timer;
        timer.start();
        engine.send(QStringLiteral("STOP"));
        const QString reply = engine.readReply(5000);
        QVERIFY2(reply.startsWith(u"BESTMOVE "), qPrintable(reply));
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
    }
}

void TestGomokuEngine::endAndQuitDuringSearch()
{
    {
        EngineRun engine;
        QVERIFY(engine.isStarted());
        engine.send(QStringLiteral("INFO timeout_turn 60000"));
        engine.send(QStringLiteral("START 15"));
        QCOMPARE(engine.readReply(), QStringLiteral("OK"));
        engine.send(QStringLiteral("TURN 7,7"));
        QTest::qWait(300);
        engine.send(QStringLiteral("END"));
        QVERIFY(engine.process().waitForFinished(3000));
        QCOMPARE(engine.process().exitCode(), 0);
        // Nothing but search messages after END: no move.
        QVERIFY(engine.readReply(100).isNull());
    }
    {
        EngineRun engine;
        QVERIFY(engine.isStarted());
        engine.send(QStringLiteral("AGI"));
        QVERIFY(!engine.readUntilAgiOk().isNull());
        engine.send(QStringLiteral("POSITION MOVES 78"));
        engine.send(QStringLiteral("GO INFINITE"));
        QTest::qWait(200);
        engine.send(QStringLiteral("QUIT"));
        QCOMPARE(engine.readReply(3000), QStringLiteral("BYE"));
        QVERIFY(engine.process().waitForFinished(3000));
    }
}

void TestGomokuEngine::neverForbiddenAsBlack()
{
    // The engine plays black under renju against a random white, first with Strategy random
    // (every legal point alike, so forbidden points are met often), then searching.
    QRandomGenerator rng(4242);
    int forbiddenMet = 0;
    for (int game = 0; game < 6; ++game) {
        const bool random = game < 4;
        EngineRun engine;
        QVERIFY(engine.isStarted());
        engine.send(QStringLiteral("INFO rule 4"));
        engine.send(QStringLiteral("INFO timeout_turn 60"));
        if (random) engine.send(QStringLiteral("INFO strategy random"));
        engine.send(QStringLiteral("START 15"));
        QCOMPARE(engine.readReply(), QStringLiteral("OK"));
        Board board(15, 15, Rule::Renju);
        engine.send(QStringLiteral("BEGIN"));
        while (!board.isOver()) {
            forbiddenMet += board.forbiddenPoints().size();
            const QString reply = engine.readReply();
            const auto p = gomocupMove(reply, board);
            QVERIFY2(p, qPrintable(reply));
            QVERIFY2(board.check(*p) == Board::MoveCheck::Ok,
                     qPrintable(QStringLiteral("game %1: %2 is %3")
                                    .arg(game)
                                    .arg(reply)
                                    .arg(int(board.check(*p)))));
            board.play(*p);
            if (board.isOver()) break;
            const Point q = randomLegal(board, rng);
            board.play(q);
            engine.send(QStringLiteral("TURN ") + toGomocup(q));
        }
    }
    QVERIFY(forbiddenMet > 0);
}

void TestGomokuEngine::beatsRandomMover()
{
    // Ten games against the same engine with Strategy random, sides and rules alternating.
    for (int game = 0; game < 10; ++game) {
        const Rule rule = game % 4 < 2 ? Rule::Freestyle : Rule::Renju;
        const bool strongIsBlack = game % 2 == 0;
        EngineRun strong;
        EngineRun weak;
        QVERIFY(strong.isStarted() && weak.isStarted());
        for (EngineRun *e : {&strong, &weak}) {
            e->send(QStringLiteral("INFO rule %1").arg(rule == Rule::Renju ? 4 : 0));
            e->send(QStringLiteral("INFO timeout_turn 150"));
            e->send(QStringLiteral("START 15"));
            QCOMPARE(e->readReply(), QStringLiteral("OK"));
        }
        weak.send(QStringLiteral("INFO strategy random"));
        Board board(15, 15, rule);
        EngineRun *mover = strongIsBlack ? &strong : &weak;
        EngineRun *other = strongIsBlack ? &weak : &strong;
        mover->send(QStringLiteral("BEGIN"));
        while (!board.isOver()) {
            const QString reply = mover->readReply();
            const auto p = gomocupMove(reply, board);
            QVERIFY2(p && board.isLegal(*p),
                     qPrintable(QStringLiteral("game %1: %2").arg(game).arg(reply)));
            board.play(*p);
            if (board.isOver()) break;
            other->send(QStringLiteral("TURN ") + toGomocup(*p));
            std::swap(mover, other);
        }
        QCOMPARE(board.winner(), strongIsBlack ? Stone::Black : Stone::White);
    }
}

QTEST_MAIN(TestGomokuEngine)
#include "tst_gomokuengine.moc"
