// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-shogi: its mate search on tsume of 1, 3, 5 and 7 moves (each solution checked move by
// move with the rules library: the attacker checks every time, the defender's replies are
// legal, the last position is checkmate), and the engine process over USI: go mate, stop
// answered promptly, pondering held until ponderhit, MultiPV, Strategy random, 入玉宣言.
#include "matesearch.h"
#include "search.h"

#include "shogi/usi.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QProcess>
#include <QSet>
#include <QTest>

using namespace kibitz::shogi;
using namespace kibitz::shogi::engine;

namespace {
// The real kibitz-shogi, spoken to line by line. Blocking waits are fine in a test.
class EngineRun
{
public:
    EngineRun()
    {
        m_process.start(QCoreApplication::applicationDirPath() + QStringLiteral("/kibitz-shogi"),
                        QStringList());
        m_process.waitForStarted(5000);
    }
    ~EngineRun()
    {
        if (m_process.state() == QProcess::NotRunning) return;
        send(QStringLiteral("quit"));
        if (!m_process.waitForFinished(5000)) m_process.kill();
        m_process.waitForFinished(2000);
    }
    void send(const QString &line) { m_process.write(line.toUtf8() + '\n'); }
    // The next line, or a null string when none comes in time.
    QString readLine(int timeoutMs = 10000)
    {
        const QDeadlineTimer deadline(timeoutMs);
        while (!m_process.canReadLine()) {
            if (deadline.hasExpired() || !m_process.waitForReadyRead(int(deadline.remainingTime())))
                return {};
        }
        return QString::fromUtf8(m_process.readLine()).trimmed();
    }
    // Lines up to and including the first that starts with prefix; empty when it never comes.
    QStringList readUntil(const QString &prefix, int timeoutMs = 10000)
    {
        QStringList lines;
        const QDeadlineTimer deadline(timeoutMs);
        while (!deadline.hasExpired()) {
            const QString l = readLine(int(qMax<qint64>(1, deadline.remainingTime())));
            if (l.isNull()) break;
            lines << l;
            if (l.startsWith(prefix)) return lines;
        }
        return {};
    }
    void handshake()
    {
        send(QStringLiteral("usi"));
        QVERIFY(!readUntil(QStringLiteral("usiok")).isEmpty());
        send(QStringLiteral("isready"));
        QCOMPARE(readUntil(QStringLiteral("readyok")).last(), QStringLiteral("readyok"));
        send(QStringLiteral("usinewgame"));
    }

private:
    QProcess m_process;
};

// Whether moves (USI) are a mate from sfen, checked with the rules library alone.
QString checkMate(const QString &sfen, const QStringList &moves)
{
    std::optional<Board> board = Board::fromSfen(sfen);
    if (!board) return QStringLiteral("bad sfen");
    for (int i = 0; i < moves.size(); ++i) {
        QString error;
        const std::optional<Move> m = moveFromUsi(*board, moves[i], &error);
        if (!m) return QStringLiteral("move %1 (%2): %3").arg(i + 1).arg(moves[i], error);
        board->doMove(*m);
        if (i % 2 == 0 && !board->inCheck())
            return QStringLiteral("move %1 (%2) is not a check").arg(i + 1).arg(moves[i]);
    }
    if (!board->isCheckmate()) return QStringLiteral("the last position is not checkmate");
    return {};
}

QString bestMoveOf(const QStringList &lines)
{
    return lines.isEmpty() ? QString() : lines.last().section(u' ', 1, 1);
}
} // namespace

class TestShogiEngine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tsume_data();
    void tsume();
    void goMateOverUsi();
    void noMate();
    void stopIsAnsweredPromptly();
    void ponderWaitsForPonderhit();
    void ponderStoppedAnswersAtOnce();
    void multiPvLines();
    void randomStrategyPlaysLegalMoves();
    void declaresWhenTheDeclarationWins();
    void timedMovesAreLegalAndInTime();
};

void TestShogiEngine::tsume_data()
{
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<int>("plies");
    // The defender holds every piece not on the board or in the attacker's hand (tsume custom).
    QTest::addRow("1: gold drop") << "4k4/9/4P4/9/9/9/9/9/9 b G 1" << 1;
    QTest::addRow("3: dragon takes, gold drop")
        << "8k/9/5+R2l/9/9/9/9/9/9 b Gr2b3g4s4n3l18p 1" << 3;
    QTest::addRow("5: pawn sacrifice")
        << "6k2/4g4/3N1s+P1l/7p1/9/9/9/9/9 b GP2r2b2g3s3n3l15p 1" << 5;
    QTest::addRow("7: bishop, rook and drops") << "9/7k1/8n/9/6RgB/9/9/9/9 b Br3g4s3n4l18p 1" << 7;
}

void TestShogiEngine::tsume()
{
    QFETCH(QString, sfen);
    QFETCH(int, plies);
    const std::optional<Board> board = Board::fromSfen(sfen);
    QVERIFY(board);
    MateSearch search;
    std::atomic_bool stop{false};
    const MateSearch::Result r = search.run(*board, 15, Search::now() + 60000, stop);
    QCOMPARE(int(r.outcome), int(MateSearch::Outcome::Mate));
    QStringList moves;
    for (const Move &m : r.moves)
        moves << toUsi(m);
    QCOMPARE(moves.size(), plies);
    const QString why = checkMate(sfen, moves);
    QVERIFY2(why.isEmpty(), qPrintable(why + QStringLiteral(": ") + moves.join(u' ')));
    // No shorter mate: the search two plies shallower finds none.
    if (plies > 1) {
        const MateSearch::Result shorter = search.run(*board, plies - 2, -1, stop);
        QVERIFY(shorter.outcome != MateSearch::Outcome::Mate);
    }
}

void TestShogiEngine::goMateOverUsi()
{
    EngineRun e;
    e.handshake();
    // 頭金: the gold drop in front of the king, backed by the pawn.
    const QString sfen = QStringLiteral("4k4/9/4P4/9/9/9/9/9/9 b G 1");
    e.send(QStringLiteral("position sfen ") + sfen);
    e.send(QStringLiteral("go mate 5000"));
    const QStringList lines = e.readUntil(QStringLiteral("checkmate"));
    QCOMPARE(lines.isEmpty() ? QString() : lines.last(), QStringLiteral("checkmate G*5b"));
}

void TestShogiEngine::noMate()
{
    EngineRun e;
    e.handshake();
    e.send(QStringLiteral("position startpos"));
    e.send(QStringLiteral("go mate 5000"));
    const QStringList lines = e.readUntil(QStringLiteral("checkmate"));
    QCOMPARE(lines.isEmpty() ? QString() : lines.last(), QStringLiteral("checkmate nomate"));
    // A king in the open with one gold to drop: checks but no mate; within 300 ms the search
    // either proves that or says it ran out of time, and never claims a mate.
    e.send(QStringLiteral("position sfen 9/9/9/9/4k4/9/9/9/9 b G 1"));
    e.send(QStringLiteral("go mate 300"));
    const QStringList open = e.readUntil(QStringLiteral("checkmate"));
    QVERIFY(!open.isEmpty());
    QVERIFY2(open.last() == u"checkmate nomate" || open.last() == u"checkmate timeout",
             qPrintable(open.last()));
}

void TestShogiEngine::stopIsAnsweredPromptly()
{
    EngineRun e;
    e.handshake();
    e.send(QStringLiteral("position startpos moves 7g7f 3c3d 2g2f"));
    e.send(QStringLiteral("go infinite"));
    QTest::qWait(500);
    QElapsedTimer t;
    t.start();
    e.send(QStringLiteral("stop"));
    const QStringList lines = e.readUntil(QStringLiteral("bestmove"), 5000);
    qInfo("bestmove %lld ms after stop", t.elapsed());
    QVERIFY(!lines.isEmpty());
    QVERIFY(t.elapsed() < 1000);
    Board b = *Board::fromSfen(QStringLiteral("startpos"));
    for (const char *m : {"7g7f", "3c3d", "2g2f"})
        b.doMove(*moveFromUsi(b, QString::fromLatin1(m)));
    QVERIFY2(moveFromUsi(b, bestMoveOf(lines)).has_value(), qPrintable(lines.last()));
}

void TestShogiEngine::ponderWaitsForPonderhit()
{
    EngineRun e;
    e.handshake();
    e.send(QStringLiteral("setoption name USI_Ponder value true"));
    e.send(QStringLiteral("position startpos moves 7g7f 3c3d"));
    e.send(QStringLiteral("go ponder btime 0 wtime 0 byoyomi 500"));
    // Pondering: no best move, however long, until ponderhit.
    QVERIFY(e.readUntil(QStringLiteral("bestmove"), 1500).isEmpty());
    QElapsedTimer t;
    t.start();
    e.send(QStringLiteral("ponderhit"));
    const QStringList lines = e.readUntil(QStringLiteral("bestmove"), 5000);
    QVERIFY(!lines.isEmpty());
    qInfo("bestmove %lld ms after ponderhit (byoyomi 500)", t.elapsed());
    QVERIFY(t.elapsed() < 1500);
}

void TestShogiEngine::ponderStoppedAnswersAtOnce()
{
    EngineRun e;
    e.handshake();
    e.send(QStringLiteral("position startpos moves 7g7f 3c3d"));
    e.send(QStringLiteral("go ponder btime 10000 wtime 10000 byoyomi 1000"));
    QTest::qWait(300);
    e.send(QStringLiteral("stop"));
    QVERIFY(!e.readUntil(QStringLiteral("bestmove"), 2000).isEmpty());
    e.send(QStringLiteral("isready"));
    QCOMPARE(e.readUntil(QStringLiteral("readyok"), 2000).value(0), QStringLiteral("readyok"));
}

void TestShogiEngine::multiPvLines()
{
    EngineRun e;
    e.handshake();
    e.send(QStringLiteral("setoption name MultiPV value 3"));
    e.send(QStringLiteral("position startpos"));
    e.send(QStringLiteral("go depth 3"));
    const QStringList lines = e.readUntil(QStringLiteral("bestmove"), 30000);
    QVERIFY(!lines.isEmpty());
    QSet<QString> firstMoves;
    QSet<QString> ranks;
    for (const QString &l : lines) {
        if (!l.startsWith(QLatin1String("info depth 3 "))) continue;
        ranks.insert(l.section(QStringLiteral("multipv "), 1).section(u' ', 0, 0));
        firstMoves.insert(l.section(QStringLiteral(" pv "), 1).section(u' ', 0, 0));
    }
    QCOMPARE(ranks, (QSet<QString>{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
    QCOMPARE(firstMoves.size(), 3);
}

void TestShogiEngine::randomStrategyPlaysLegalMoves()
{
    EngineRun e;
    e.handshake();
    e.send(QStringLiteral("setoption name Strategy value random"));
    QSet<QString> moves;
    for (int i = 0; i < 30; ++i) {
        e.send(QStringLiteral("position startpos"));
        e.send(QStringLiteral("go btime 0 wtime 0 byoyomi 100"));
        const QString move = bestMoveOf(e.readUntil(QStringLiteral("bestmove")));
        QVERIFY2(moveFromUsi(Board::startPosition(), move).has_value(), qPrintable(move));
        moves.insert(move);
    }
    // 30 answers out of the 30 legal first moves: uniform choice gives many different ones.
    QVERIFY2(moves.size() >= 8, qPrintable(QString::number(moves.size())));
}

void TestShogiEngine::declaresWhenTheDeclarationWins()
{
    EngineRun e;
    e.handshake();
    // ShogiHome's bridge game 3: White's king in the zone with enough pieces and points.
    e.send(QStringLiteral("position sfen 4K4/9/9/9/9/9/+r+bgggg+b+r1/ssssk4/9 w - 1"));
    e.send(QStringLiteral("go btime 1000 wtime 1000 byoyomi 1000"));
    QCOMPARE(bestMoveOf(e.readUntil(QStringLiteral("bestmove"))), QStringLiteral("win"));
    // Bare kings: no declaration; a move instead.
    e.send(QStringLiteral("position sfen 4K4/9/9/9/9/9/9/4k4/9 w - 1"));
    e.send(QStringLiteral("go btime 1000 wtime 1000 byoyomi 500"));
    const QString move = bestMoveOf(e.readUntil(QStringLiteral("bestmove")));
    QVERIFY(move != u"win");
    QVERIFY(moveFromUsi(*Board::fromSfen(QStringLiteral("4K4/9/9/9/9/9/9/4k4/9 w - 1")), move));
}

void TestShogiEngine::timedMovesAreLegalAndInTime()
{
    // Twenty plies against itself at 300 ms byoyomi: each answer legal and within its time.
    EngineRun e;
    e.handshake();
    Board b = Board::startPosition();
    QStringList played;
    for (int ply = 0; ply < 20 && b.hasLegalMove(); ++ply) {
        e.send(QStringLiteral("position startpos") +
               (played.isEmpty() ? QString() : QStringLiteral(" moves ") + played.join(u' ')));
        QElapsedTimer t;
        t.start();
        e.send(QStringLiteral("go btime 0 wtime 0 byoyomi 300"));
        const QString move = bestMoveOf(e.readUntil(QStringLiteral("bestmove")));
        QVERIFY2(t.elapsed() < 300 + 200, qPrintable(QString::number(t.elapsed())));
        const std::optional<Move> m = moveFromUsi(b, move);
        QVERIFY2(m, qPrintable(move));
        b.doMove(*m);
        played << move;
    }
}

QTEST_GUILESS_MAIN(TestShogiEngine)
#include "tst_shogiengine.moc"
