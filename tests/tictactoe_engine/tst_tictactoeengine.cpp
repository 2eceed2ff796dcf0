// SPDX-License-Identifier: GPL-3.0-or-later
#include "tictactoe/tictactoeboard.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <utility>

using namespace kibitz::tictactoe;

namespace {

// The real kibitz-tictactoe, spoken to line by line. Blocking waits are fine in a test.
class EngineRun
{
public:
    EngineRun()
    {
        m_process.start(QCoreApplication::applicationDirPath() +
                            QStringLiteral("/kibitz-tictactoe"),
                        QStringList());
    }
    ~EngineRun()
    {
        if (m_process.state() == QProcess::NotRunning) return;
        send(QStringLiteral("quit"));
        if (!m_process.waitForFinished(2000)) m_process.kill();
        m_process.waitForFinished(2000);
    }

    bool isStarted() { return m_process.waitForStarted(5000); }
    QProcess &process() { return m_process; }

    void send(const QString &line) { m_process.write(line.toUtf8() + '\n'); }

    // The next line without its line end, or a null string when none comes in time.
    QString readLine(int timeoutMs = 5000)
    {
        const QDeadlineTimer deadline(timeoutMs);
        while (!m_process.canReadLine()) {
            if (deadline.hasExpired() || !m_process.waitForReadyRead(deadline.remainingTime()))
                return {};
        }
        return QString::fromUtf8(m_process.readLine()).chopped(1);
    }

    // Lines up to and including the first that starts with `last`; empty when output stops first.
    QStringList readUntil(const QString &last)
    {
        QStringList lines;
        for (QString line = readLine(); !line.isNull(); line = readLine()) {
            lines << line;
            if (line.startsWith(last)) return lines;
        }
        return {};
    }

private:
    QProcess m_process;
};

enum class Dialect { Tlf, Uxi };

// Sends the position (from the empty board) and go; the square of the bestmove, or -1.
int bestMove(EngineRun &engine, Dialect dialect, const QList<int> &moves)
{
    QString position;
    if (dialect == Dialect::Tlf) {
        position = QStringLiteral("position ......... next X moves ");
        for (int square : moves)
            position += QString::number(square); // run together: "408"
    } else {
        position = QStringLiteral("position xfen 3/3/3 o");
        if (!moves.isEmpty()) position += QStringLiteral(" moves");
        for (int square : moves)
            position += u' ' + QString::number(squareToKeypad(square));
    }
    engine.send(position);
    if (dialect == Dialect::Tlf && engine.readLine() != u"=") return -1;
    engine.send(QStringLiteral("go"));
    const QString marker =
        dialect == Dialect::Tlf ? QStringLiteral("= bestmove sq:") : QStringLiteral("bestmove ");
    const QStringList lines = engine.readUntil(marker);
    if (lines.isEmpty()) return -1;
    bool ok = false;
    const int number = lines.last().mid(marker.size()).toInt(&ok);
    if (!ok) return -1;
    return dialect == Dialect::Tlf ? (number >= 0 && number <= 8 ? number : -1)
                                   : keypadToSquare(number);
}

const QRegularExpression tlfInfo(QStringLiteral(
    "^= info depth:\\d+ score:-?\\d+( mate:-?\\d+)? nodes:\\d+ pv:'[0-8]( [0-8])*'$"));
const QRegularExpression uxiInfo(
    QStringLiteral("^info depth \\d+ score (-?\\d+|mate -?\\d+) nodes \\d+ pv [1-9]( [1-9])*$"));

} // namespace

Q_DECLARE_METATYPE(Dialect)

class TestTicTacToeEngine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tlfName();
    void tlfGoIsFramed();
    void tlfBestMove_data();
    void tlfBestMove();
    void tlfBoardPlayUndoJudge();
    void uxiHandshakeAndKeypadMove();
    void selfPlayDraws_data();
    void selfPlayDraws();
    void randomStrategy_data();
    void randomStrategy();
    void stopEndsSearch();
    void quitExits();
};

void TestTicTacToeEngine::tlfName()
{
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("name"));
    QCOMPARE(engine.readLine(), QStringLiteral("= name:'kibitz-tictactoe' author:'Kibitz'"));
    engine.send(QStringLiteral("frobnicate"));
    QCOMPARE(engine.readLine(), QStringLiteral("? unknown_command"));
}

void TestTicTacToeEngine::tlfGoIsFramed()
{
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("position ..O.X.... next X moves 53"));
    QCOMPARE(engine.readLine(), QStringLiteral("="));
    engine.send(QStringLiteral("go"));
    const QStringList lines = engine.readUntil(QStringLiteral("= bestmove"));
    QVERIFY(lines.size() >= 2);
    for (const QString &line : lines) {
        QVERIFY2(line == u"=" || line.startsWith(u"= ") || line.startsWith(u". ") ||
                     line.startsWith(u"? "),
                 qPrintable(line));
    }
    for (const QString &line : lines.first(lines.size() - 1))
        QVERIFY2(tlfInfo.match(line).hasMatch(), qPrintable(line));

    auto board = Board::fromCells(u"..O.X....", Mark::X);
    board->play(5);
    board->play(3);
    const QString last = lines.last();
    QVERIFY2(QRegularExpression(QStringLiteral("^= bestmove sq:[0-8]$")).match(last).hasMatch(),
             qPrintable(last));
    QVERIFY(board->isLegal(last.back().digitValue()));
}

void TestTicTacToeEngine::tlfBestMove_data()
{
    QTest::addColumn<QString>("cells");
    QTest::addColumn<QString>("next");
    QTest::addColumn<int>("expected");
    // X wins at 8 rather than blocking O at 2.
    QTest::newRow("takes the win") << "OO....XX."
                                   << "X" << 8;
    // O must block X's bottom row.
    QTest::newRow("blocks the loss") << "....O.XX."
                                     << "O" << 8;
}

void TestTicTacToeEngine::tlfBestMove()
{
    QFETCH(QString, cells);
    QFETCH(QString, next);
    QFETCH(int, expected);
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("position %1 next %2").arg(cells, next));
    QCOMPARE(engine.readLine(), QStringLiteral("="));
    engine.send(QStringLiteral("go"));
    const QStringList lines = engine.readUntil(QStringLiteral("= bestmove"));
    QVERIFY(!lines.isEmpty());
    QCOMPARE(lines.last(), QStringLiteral("= bestmove sq:%1").arg(expected));
}

void TestTicTacToeEngine::tlfBoardPlayUndoJudge()
{
    EngineRun engine;
    QVERIFY(engine.isStarted());
    const auto command = [&](const QString &line) {
        engine.send(line);
        return engine.readLine();
    };
    QCOMPARE(command(QStringLiteral("position XX.OO.... next X")), QStringLiteral("="));
    QCOMPARE(command(QStringLiteral("judge")), QStringLiteral("="));
    QCOMPARE(command(QStringLiteral("play O 2")), QStringLiteral("? this engine couldn't play"));
    QCOMPARE(command(QStringLiteral("play X 3")), QStringLiteral("? this engine couldn't play"));
    QCOMPARE(command(QStringLiteral("play X 2")), QStringLiteral("="));
    QCOMPARE(command(QStringLiteral("judge")), QStringLiteral("= won"));
    QCOMPARE(command(QStringLiteral("go")), QStringLiteral("= resign"));
    QCOMPARE(command(QStringLiteral("board")), QStringLiteral("= board:'''"));
    QCOMPARE(engine.readLine(), QStringLiteral(". XXX"));
    QCOMPARE(engine.readLine(), QStringLiteral(". OO."));
    QCOMPARE(engine.readLine(), QStringLiteral(". ..."));
    QCOMPARE(engine.readLine(), QStringLiteral(". '''"));
    QCOMPARE(command(QStringLiteral("undo")), QStringLiteral("="));
    QCOMPARE(command(QStringLiteral("undo")), QStringLiteral("? nothing_to_undo"));
    QCOMPARE(command(QStringLiteral("position XXOOOXXO. next X moves 8")), QStringLiteral("="));
    QCOMPARE(command(QStringLiteral("judge")), QStringLiteral("= draw"));
    QCOMPARE(command(QStringLiteral("position XX.OO.... next O")),
             QStringLiteral("? invalid_position"));
    QCOMPARE(command(QStringLiteral("position XX.OO.... next X moves 3")),
             QStringLiteral("? illegal_move"));
}

void TestTicTacToeEngine::uxiHandshakeAndKeypadMove()
{
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("uxi"));
    QCOMPARE(engine.readLine(), QStringLiteral("uxiok kibitz-tictactoe 1.0"));
    // o (moves first) holds keypad 7 8, x holds 4 5: o wins at 9, the top right square.
    engine.send(QStringLiteral("position xfen oo1/xx1/3 o"));
    engine.send(QStringLiteral("go"));
    const QStringList lines = engine.readUntil(QStringLiteral("bestmove"));
    QVERIFY(lines.size() >= 2);
    for (const QString &line : lines.first(lines.size() - 1))
        QVERIFY2(uxiInfo.match(line).hasMatch(), qPrintable(line));
    QCOMPARE(lines.last(), QStringLiteral("bestmove 9"));

    // x must block o's bottom row (keypad 1 2) at keypad 3.
    engine.send(QStringLiteral("position xfen 3/1x1/oo1 x"));
    engine.send(QStringLiteral("go"));
    const QStringList blocking = engine.readUntil(QStringLiteral("bestmove"));
    QVERIFY(!blocking.isEmpty());
    QCOMPARE(blocking.last(), QStringLiteral("bestmove 3"));
    engine.send(QStringLiteral("position xfen 3/3/4 o"));
    QCOMPARE(engine.readLine(), QStringLiteral("info string invalid position"));
}

void TestTicTacToeEngine::selfPlayDraws_data()
{
    QTest::addColumn<Dialect>("xDialect");
    QTest::addColumn<Dialect>("oDialect");
    QTest::newRow("TLF vs TLF") << Dialect::Tlf << Dialect::Tlf;
    QTest::newRow("UXI vs UXI") << Dialect::Uxi << Dialect::Uxi;
    QTest::newRow("TLF vs UXI") << Dialect::Tlf << Dialect::Uxi;
    QTest::newRow("UXI vs TLF") << Dialect::Uxi << Dialect::Tlf;
}

void TestTicTacToeEngine::selfPlayDraws()
{
    QFETCH(Dialect, xDialect);
    QFETCH(Dialect, oDialect);
    EngineRun x;
    EngineRun o;
    QVERIFY(x.isStarted() && o.isStarted());
    for (auto [engine, dialect] : {std::pair{&x, xDialect}, std::pair{&o, oDialect}}) {
        if (dialect == Dialect::Uxi) {
            engine->send(QStringLiteral("uxi"));
            QVERIFY(engine->readLine().startsWith(u"uxiok "));
        }
    }
    Board board;
    QList<int> moves;
    while (!board.isOver()) {
        const bool xToMove = board.toMove() == Mark::X;
        const int square = bestMove(xToMove ? x : o, xToMove ? xDialect : oDialect, moves);
        QVERIFY2(board.isLegal(square), qPrintable(board.cells()));
        board.play(square);
        moves << square;
    }
    QCOMPARE(board.winner(), Mark::Empty);
    QVERIFY(board.isFull());
}

void TestTicTacToeEngine::randomStrategy_data()
{
    QTest::addColumn<Dialect>("dialect");
    QTest::newRow("TLF") << Dialect::Tlf;
    QTest::newRow("UXI") << Dialect::Uxi;
}

void TestTicTacToeEngine::randomStrategy()
{
    QFETCH(Dialect, dialect);
    EngineRun engine;
    QVERIFY(engine.isStarted());
    if (dialect == Dialect::Uxi) {
        engine.send(QStringLiteral("uxi"));
        QVERIFY(engine.readLine().startsWith(u"uxiok "));
    }
    engine.send(QStringLiteral("setoption name Strategy value random"));
    if (dialect == Dialect::Tlf) QCOMPARE(engine.readLine(), QStringLiteral("="));

    // Whole games of random moves, every one legal, and not always the same first move.
    QSet<int> firstMoves;
    for (int game = 0; game < 10; ++game) {
        Board board;
        QList<int> moves;
        while (!board.isOver()) {
            const int square = bestMove(engine, dialect, moves);
            QVERIFY2(board.isLegal(square), qPrintable(board.cells()));
            if (moves.isEmpty()) firstMoves << square;
            board.play(square);
            moves << square;
        }
    }
    QVERIFY(firstMoves.size() > 1);

    engine.send(dialect == Dialect::Tlf ? QStringLiteral("position ......... next X")
                                        : QStringLiteral("position xfen 3/3/3 o"));
    if (dialect == Dialect::Tlf) QCOMPARE(engine.readLine(), QStringLiteral("="));
    engine.send(QStringLiteral("go"));
    const QStringList lines = engine.readUntil(
        dialect == Dialect::Tlf ? QStringLiteral("= bestmove") : QStringLiteral("bestmove"));
    QCOMPARE(lines.size(), 2);
    QVERIFY2((dialect == Dialect::Tlf ? tlfInfo : uxiInfo).match(lines.first()).hasMatch(),
             qPrintable(lines.first()));
}

void TestTicTacToeEngine::stopEndsSearch()
{
    EngineRun engine;
    QVERIFY(engine.isStarted());
    // One write: stop is read right behind go, after the first depth.
    engine.process().write("position ......... next X\ngo\nstop\nname\n");
    QCOMPARE(engine.readLine(), QStringLiteral("="));
    const QStringList lines = engine.readUntil(QStringLiteral("= bestmove"));
    QVERIFY(!lines.isEmpty());
    QVERIFY(Board().isLegal(lines.last().back().digitValue()));
    // Had stop come only after the search, it would be answered with a bare `=`.
    QString next = engine.readLine();
    if (next == u"=") next = engine.readLine();
    QCOMPARE(next, QStringLiteral("= name:'kibitz-tictactoe' author:'Kibitz'"));
}

void TestTicTacToeEngine::quitExits()
{
    EngineRun engine;
    QVERIFY(engine.isStarted());
    engine.send(QStringLiteral("name"));
    QVERIFY(!engine.readLine().isNull());
    engine.send(QStringLiteral("quit"));
    QVERIFY(engine.process().waitForFinished(2000));
    QCOMPARE(engine.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(engine.process().exitCode(), 0);

    // Also in the middle of a search, which still ends with its bestmove.
    EngineRun searching;
    QVERIFY(searching.isStarted());
    searching.process().write("uxi\nposition xfen 3/3/3 o\ngo\nquit\n");
    QVERIFY(searching.process().waitForFinished(2000));
    QCOMPARE(searching.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(searching.process().exitCode(), 0);
    const QStringList output = QString::fromUtf8(searching.process().readAll()).split(u'\n');
    QVERIFY(output.contains(QStringLiteral("uxiok kibitz-tictactoe 1.0")));
    QVERIFY(output.contains(QStringLiteral("bestmove 7")));
}

QTEST_GUILESS_MAIN(TestTicTacToeEngine)
#include "tst_tictactoeengine.moc"
