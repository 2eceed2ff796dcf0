// SPDX-License-Identifier: GPL-3.0-or-later
// Swap openings (issue 28): the position's steps, moves and setup text; the Gomocup adapter's
// SWAP2BOARD and the answers it reads; whole swap games through the referee with the real
// kibitz-gomoku on both sides and with the scriptable fake engine taking each branch; an engine
// that cannot swap; records that keep the opening and read back.
#include "core/engine/enginelog.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "core/play/session.h"
#include "core/record/recordfile.h"
#include "core/record/recordformat.h"
#include "gamecatalog.h"
#include "gomoku/gomokuposition.h"
#include "testprograms.h"

#include <QDir>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gomoku;
using namespace Qt::StringLiterals;

namespace {
const Game &gomokuGame()
{
    return *gameById(u"gomoku");
}

std::unique_ptr<GomokuPosition> setup(const QString &text)
{
    QString error;
    auto p = GomokuPosition::fromSetup(text, &error);
    if (!p) qWarning("%s", qPrintable(error));
    return p;
}

EngineSpec bundledSpec()
{
    EngineSpec s;
    s.bundled = true;
    s.protocol = u"gomocup"_s;
    s.resolve(gomokuGame(), QCoreApplication::applicationDirPath());
    return s;
}

EngineSpec fakeSpec(const QString &protocol, const QString &script)
{
    EngineSpec s;
    s.command = kibitz::test::binPath(u"kibitz-fake-engine"_s);
    s.arguments = {u"--script-text"_s, script};
    s.protocol = protocol;
    return s;
}

const QString gomocupHandshake =
    u"ABOUT => say name=\"fake\", version=\"1\"\nSTART => say OK\nRESTART => say OK\n"
    "END => quit\n"_s;

struct Played
{
    GameResult result;
    QStringList moves;
    QStringList log0, log1;
    Record record{QString()};
};

Played play(const EngineSpec &first, const EngineSpec &second, const QString &start)
{
    const Game &game = gomokuGame();
    Session session(game, game.startPosition(start), *TimeControl::parse(u"movetime=200"_s));
    session.setTimeMarginMs(1500);
    auto *p0 = new EnginePlayer(game, first);
    auto *p1 = new EnginePlayer(game, second);
    session.setPlayer(0, p0);
    session.setPlayer(1, p1);
    QSignalSpy ended(&session, &Session::gameEnded);
    QSignalSpy gone(&session, &Session::playersGone);
    session.start();
    Played out;
    if (!ended.wait(90000)) return out;
    out.result = session.result();
    out.moves = session.moves();
    out.log0 = p0->log()->lines();
    out.log1 = p1->log()->lines();
    out.record = session.record().clone();
    if (gone.isEmpty()) gone.wait(10000);
    return out;
}

// The lines Kibitz sent (logged as TLF commands, "# <line>") that start with `word`.
int sent(const QStringList &log, const QString &word)
{
    int n = 0;
    for (const QString &line : log)
        if (line.startsWith(u"# "_s + word)) ++n;
    return n;
}
} // namespace

class TestGomokuSwap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void setupText();
    void swap2Steps();
    void swap1HasNoTwoStones();
    void badMoves();
    void setupOption();
    void recordReadsBack();
    void fakeEngineTakesEachBranch_data();
    void fakeEngineTakesEachBranch();
    void bundledEngineBothSides_data();
    void bundledEngineBothSides();
    void engineThatCannotSwap_data();
    void engineThatCannotSwap();
    void bundledEngineAnswersSwap2Board();
    void bundledEngineOpensNearEven();
    void cliMatchSwap2();
    void cliRefusesAgiForSwap();
};

void TestGomokuSwap::setupText()
{
    for (const QString &text : {u"15 freestyle swap2"_s, u"15 renju swap1 B7,7 W8,6 B6,9"_s,
                                u"20 caro swap2 B7,7 W8,6 B6,9 W9,9 B3,3"_s}) {
        const auto p = setup(text);
        QVERIFY(p);
        QCOMPARE(p->setupText(), text);
    }
    QCOMPARE(setup(u"15 freestyle swap2"_s)->swapStep(), SwapStep::PlaceThree);
    QCOMPARE(setup(u"15 freestyle swap2 B7,7 W8,6 B6,9"_s)->swapStep(), SwapStep::ChooseAfterThree);
    QCOMPARE(setup(u"15 freestyle swap2 B7,7 W8,6 B6,9 W9,9 B3,3"_s)->swapStep(),
             SwapStep::ChooseAfterFive);
    // Not a swap step: four stones, five under Swap1, colours out of order, a side word.
    for (const QString &text :
         {u"15 freestyle swap2 B7,7 W8,6 B6,9 W9,9"_s,
          u"15 freestyle swap1 B1,1 W2,2 B3,3 W4,4 B5,6"_s, u"15 freestyle swap2 W7,7 B8,6 W6,9"_s,
          u"15 freestyle swap2 white"_s})
        QVERIFY2(!GomokuPosition::fromSetup(text, nullptr), qPrintable(text));
}

void TestGomokuSwap::swap2Steps()
{
    // Side 0 places three; side 1 places two more; side 0 takes white and plays the sixth: side
    // 1 then holds black and is to move, and a black five wins for side 1.
    auto p = setup(u"15 freestyle swap2"_s);
    QCOMPARE(p->sideToMove(), 0);
    QVERIFY(p->legalMoves().isEmpty());
    QVERIFY(!p->isLegal(u"swap"_s));
    QVERIFY(p->isLegal(u"7,7+8,6+6,9"_s));
    p->play(u"7,7+8,6+6,9"_s);
    QCOMPARE(p->sideToMove(), 1);
    QVERIFY(p->legalMoves().contains(u"swap"_s));
    QVERIFY(p->isLegal(u"9,9+3,3"_s));
    p->play(u"9,9+3,3"_s);
    QCOMPARE(p->swapStep(), SwapStep::ChooseAfterFive);
    QCOMPARE(p->sideToMove(), 0);
    QVERIFY(!p->isLegal(u"1,1+2,2"_s));
    p->play(u"0,0"_s); // side 0 takes white and plays it
    QCOMPARE(p->swapStep(), SwapStep::Done);
    QCOMPARE(p->board().toMove(), Stone::Black);
    QCOMPARE(p->sideToMove(), 1);
    QCOMPARE(p->sideOf(Stone::White), 0);
    for (const QString &m : {u"4,4"_s, u"0,1"_s, u"5,5"_s, u"0,2"_s, u"6,6"_s}) // black 3,3 to 7,7
        p->play(m);
    QCOMPARE(p->result().winner, 1);

    // After three stones side 1 swaps: it holds black, and side 0 plays white's fourth.
    auto q = setup(u"15 freestyle swap2 B7,7 W8,6 B6,9"_s);
    q->play(u"swap"_s);
    QCOMPARE(q->sideOf(Stone::Black), 1);
    QCOMPARE(q->board().toMove(), Stone::White);
    QCOMPARE(q->sideToMove(), 0);
    QCOMPARE(q->board().stoneCount(), 3);
}

void TestGomokuSwap::swap1HasNoTwoStones()
{
    auto p = setup(u"15 renju swap1 B7,7 W8,6 B6,9"_s);
    QVERIFY(!p->isLegal(u"9,9+3,3"_s));
    QVERIFY(p->isLegal(u"9,9"_s));
    p->play(u"9,9"_s); // side 1 takes white with the fourth stone
    QCOMPARE(p->sideOf(Stone::White), 1);
    QCOMPARE(p->sideToMove(), 0);
}

void TestGomokuSwap::badMoves()
{
    auto p = setup(u"15 freestyle swap2"_s);
    QVERIFY(!p->isLegal(u"7,7+8,6"_s));         // two, not three
    QVERIFY(!p->isLegal(u"7,7+7,7+6,9"_s));     // the same point twice
    QVERIFY(!p->isLegal(u"7,7+8,6+16,9"_s));    // off the board
    QVERIFY(!p->isLegal(u"07,7+8,6+6,9"_s));    // not canonical
    QVERIFY(!p->isLegal(u"7,7+8,6+6,9+1,1"_s)); // four
    QCOMPARE(p->parseMove(u"h8+i9+g6"_s), u"7,7+8,6+6,9"_s);
    QCOMPARE(p->displayMove(u"7,7+8,6+6,9"_s), u"h8+i9+g6"_s);
    QCOMPARE(p->parseMove(u"SWAP"_s), u"swap"_s);
}

void TestGomokuSwap::setupOption()
{
    const Game &game = gomokuGame();
    QString error;
    const std::optional<QString> s =
        game.setupWithOptions(u"15 renju"_s, {{u"opening"_s, u"swap2"_s}}, &error);
    QVERIFY2(s, qPrintable(error));
    QCOMPARE(*s, u"15 renju swap2"_s);
    QCOMPARE(game.setupOptionValues(*s).value(u"opening"_s), u"swap2"_s);
    QCOMPARE(*game.setupWithOptions(*s, {{u"opening"_s, u"none"_s}}), u"15 renju"_s);
    QVERIFY(!game.setupWithOptions(*s, {{u"opening"_s, u"swap3"_s}}));
    QCOMPARE(game.setupSideName(0, *s), u"First player"_s);
    QCOMPARE(game.setupSideName(1, u"15 renju"_s), u"White"_s);
}

void TestGomokuSwap::recordReadsBack()
{
    const Game &game = gomokuGame();
    Record record(game.id(), u"15 freestyle swap2"_s);
    RecordNode *n = record.root();
    for (const QString &m : {u"7,7+8,6+6,9"_s, u"9,9+3,3"_s, u"swap"_s, u"10,10"_s})
        n = record.addMove(n, m);
    const RecordFormat *format = game.recordFormatById(u"gmk");
    QVERIFY(format);
    const RecordWriteResult written = format->write(record);
    QVERIFY(written.problems.isEmpty());
    const RecordReadResult read = format->read(written.data);
    QVERIFY2(read.record, qPrintable(read.error));
    QCOMPARE(read.record->setup(), u"15 freestyle swap2"_s);
    QStringList moves;
    for (const RecordNode *m : read.record->mainLine())
        moves << m->move;
    QCOMPARE(moves, (QStringList{u"7,7+8,6+6,9"_s, u"9,9+3,3"_s, u"swap"_s, u"10,10"_s}));
}

void TestGomokuSwap::fakeEngineTakesEachBranch_data()
{
    QTest::addColumn<QString>("opening");
    QTest::addColumn<QString>("secondAnswer"); // side 1's, to three stones
    QTest::addColumn<QString>("firstAnswer");  // side 0's, to five stones, if asked
    QTest::addColumn<QStringList>("moves");    // the record's
    QTest::addColumn<int>("blackSide");
    QTest::addColumn<int>("nextMover"); // the side asked for the first move after the choice
    const QString three = u"7,7+8,6+6,9"_s;
    QTest::newRow("swap2, second swaps")
        << u"swap2"_s << u"SWAP"_s << QString() << QStringList{three, u"swap"_s} << 1 << 0;
    QTest::newRow("swap2, second plays white")
        << u"swap2"_s << u"9,9"_s << QString() << QStringList{three, u"9,9"_s} << 0 << 0;
    QTest::newRow("swap2, two more, first swaps")
        << u"swap2"_s << u"9,9 3,3"_s << u"SWAP"_s << QStringList{three, u"9,9+3,3"_s, u"swap"_s}
        << 0 << 1;
    QTest::newRow("swap2, two more, first plays white")
        << u"swap2"_s << u"9,9 3,3"_s << u"10,10"_s << QStringList{three, u"9,9+3,3"_s, u"10,10"_s}
        << 1 << 1;
    QTest::newRow("swap1, second plays white")
        << u"swap1"_s << u"9,9"_s << QString() << QStringList{three, u"9,9"_s} << 0 << 0;
}

// Both sides are fakes that answer SWAP2BOARD…DONE as scripted; the first side asked for an
// ordinary move after the choice answers 7,7, a point taken: it loses by an illegal move, which
// shows who the referee asked, and the record keeps the opening up to there.
void TestGomokuSwap::fakeEngineTakesEachBranch()
{
    QFETCH(QString, opening);
    QFETCH(QString, secondAnswer);
    QFETCH(QString, firstAnswer);
    QFETCH(QStringList, moves);
    QFETCH(int, blackSide);
    QFETCH(int, nextMover);
    QString zero = gomocupHandshake + u"DONE#1 => say 7,7 8,6 6,9\n"_s;
    zero += firstAnswer.isEmpty() ? u"DONE#2 => say 7,7\n"_s
                                  : u"DONE#2 => say "_s + firstAnswer + u"\nDONE#3 => say 7,7\n"_s;
    const QString one =
        gomocupHandshake + u"DONE#1 => say "_s + secondAnswer + u"\nDONE#2 => say 7,7\n"_s;
    const Played out =
        play(fakeSpec(u"gomocup"_s, zero + u"TURN => say 7,7\n"_s),
             fakeSpec(u"gomocup"_s, one + u"TURN => say 7,7\n"_s), u"15 freestyle "_s + opening);
    QCOMPARE(out.result.reason, EndReason::IllegalMove);
    QCOMPARE(out.result.winner, 1 - nextMover);
    QCOMPARE(out.moves, moves);
    auto p = setup(u"15 freestyle "_s + opening);
    for (const QString &m : moves)
        p->play(m);
    QCOMPARE(p->swapStep(), SwapStep::Done);
    QCOMPARE(p->sideOf(Stone::Black), blackSide);
    QCOMPARE(p->sideToMove(), nextMover);
    // The three stones went to side 1 as SWAP2BOARD lines in placing order.
    QCOMPARE(sent(out.log0, u"SWAP2BOARD"_s), firstAnswer.isEmpty() ? 1 : 2);
    // Swap1's choice is asked as white's move (BOARD…DONE), Swap2's with SWAP2BOARD.
    QCOMPARE(sent(out.log1, u"SWAP2BOARD"_s), opening == u"swap1" ? 0 : 1);
}

void TestGomokuSwap::bundledEngineBothSides_data()
{
    QTest::addColumn<QString>("start");
    QTest::newRow("freestyle swap2") << u"15 freestyle swap2"_s;
    QTest::newRow("renju swap2") << u"15 renju swap2"_s;
    QTest::newRow("standard swap1") << u"15 standard swap1"_s;
    QTest::newRow("renju swap1") << u"15 renju swap1"_s;
    QTest::newRow("caro swap2") << u"15 caro swap2"_s;
}

void TestGomokuSwap::bundledEngineBothSides()
{
    QFETCH(QString, start);
    const Played out = play(bundledSpec(), bundledSpec(), start);
    QCOMPARE(out.result.reason, EndReason::Rules);
    // Every move legal under the rules, the opening's among them.
    auto p = setup(start);
    for (const QString &m : out.moves) {
        QVERIFY2(p->isLegal(m), qPrintable(m));
        p->play(m);
    }
    QVERIFY(out.moves.value(0).count(u'+') == 2);
    QVERIFY(sent(out.log0, u"SWAP2BOARD"_s) >= 1);
    QVERIFY(sent(out.log1, u"SWAP2BOARD"_s) >= (start.endsWith(u"swap1") ? 0 : 1));
    qInfo("%s: %s", qPrintable(start), qPrintable(out.moves.mid(0, 3).join(u' ')));
}

void TestGomokuSwap::engineThatCannotSwap_data()
{
    QTest::addColumn<QString>("protocol");
    QTest::addColumn<QString>("script");
    QTest::newRow("gomocup UNKNOWN")
        << u"gomocup"_s << gomocupHandshake + u"DONE => say UNKNOWN SWAP2BOARD\n"_s;
    QTest::newRow("agi") << u"agi"_s
                         << u"AGI => say ID NAME fake 1; say AGIOK\nQUIT => say BYE; quit\n"_s;
}

void TestGomokuSwap::engineThatCannotSwap()
{
    QFETCH(QString, protocol);
    QFETCH(QString, script);
    const Played out = play(fakeSpec(protocol, script), bundledSpec(), u"15 freestyle swap2"_s);
    QVERIFY(out.result.isOver());
    QCOMPARE(out.result.winner, 1);
    QVERIFY(out.moves.isEmpty());
    qInfo("%s", qPrintable(out.result.detail));
    QVERIFY2(out.result.detail.contains(protocol == u"agi" ? u"swap"_s : u"SWAP2BOARD"_s),
             qPrintable(out.result.detail));
}

// kibitz-gomoku's own answers to SWAP2BOARD with 0, 3 and 5 stones, as a GomocupJudge would
// ask: three points; to three stones SWAP where black is far ahead (two blacks side by side,
// white in a corner), white's fourth stone where white is (black in two corners, white on the
// centre), two more stones to a balanced opening (the one the engine opens with itself); to five
// stones SWAP where black is ahead (three blacks in a row) and white's sixth where white is.
void TestGomokuSwap::bundledEngineAnswersSwap2Board()
{
    QProcess engine;
    engine.start(kibitz::test::binPath(u"kibitz-gomoku"_s), {});
    QVERIFY(engine.waitForStarted());
    auto ask = [&](const QStringList &lines) {
        engine.write((lines.join(u'\n') + u'\n').toUtf8());
        QString answer;
        while (answer.isEmpty() && engine.waitForReadyRead(20000)) {
            while (engine.canReadLine()) {
                const QString line = QString::fromUtf8(engine.readLine()).trimmed();
                if (!line.startsWith(u"MESSAGE"_s) && !line.startsWith(u"INFO"_s) &&
                    !line.startsWith(u"DEBUG"_s))
                    answer = line;
            }
        }
        return answer;
    };
    QCOMPARE(ask({u"START 15"_s}), u"OK"_s);
    auto swap2 = [&](const QStringList &stones) {
        return ask(QStringList{u"INFO timeout_turn 1000"_s, u"SWAP2BOARD"_s} + stones +
                   QStringList{u"DONE"_s});
    };
    auto legalStones = [](const QString &setupText, const QString &answer, int count) {
        auto p = setup(setupText);
        const QString move = answer.split(u' ').join(stoneSeparator);
        return answer.split(u' ').size() == count && p->isLegal(move);
    };
    const QString opening = swap2({});
    QVERIFY2(legalStones(u"15 freestyle swap2"_s, opening, 3), qPrintable(opening));
    QCOMPARE(swap2({u"7,7,2"_s, u"0,0,1"_s, u"8,8,2"_s}), u"SWAP"_s);
    const QString white = swap2({u"0,0,2"_s, u"7,7,1"_s, u"14,14,2"_s});
    QVERIFY2(legalStones(u"15 freestyle swap2 B0,0 W7,7 B14,14"_s, white, 1), qPrintable(white));
    const QString balanced = swap2({u"7,7,2"_s, u"7,8,1"_s, u"10,5,2"_s});
    QVERIFY2(legalStones(u"15 freestyle swap2 B7,7 W7,8 B10,5"_s, balanced, 2),
             qPrintable(balanced));
    QCOMPARE(swap2({u"7,7,2"_s, u"0,0,1"_s, u"8,8,2"_s, u"14,14,1"_s, u"9,9,2"_s}), u"SWAP"_s);
    const QString sixth = swap2({u"0,0,2"_s, u"7,7,1"_s, u"14,14,2"_s, u"8,8,1"_s, u"0,14,2"_s});
    QVERIFY2(legalStones(u"15 freestyle swap2 B0,0 W7,7 B14,14 W8,8 B0,14"_s, sixth, 1),
             qPrintable(sixth));
    qInfo("answers: %s | SWAP | %s | %s | SWAP | %s", qPrintable(opening), qPrintable(white),
          qPrintable(balanced), qPrintable(sixth));
    engine.write("END\n");
    QVERIFY(engine.waitForFinished(10000));
}

// kibitz-gomoku opens a Swap2 game with the shape it judges nearest to even: its own opening is
// one it would neither take black nor white on, but place two more stones (the fixed shape it
// opened with before, h8 i9 g6, it answers with SWAP). Asked with no time (timeout_turn 0): the
// swap searches go to their set depth all the same, so the answers are those of any clock.
void TestGomokuSwap::bundledEngineOpensNearEven()
{
    QProcess engine;
    engine.start(kibitz::test::binPath(u"kibitz-gomoku"_s), {});
    QVERIFY(engine.waitForStarted());
    auto swap2 = [&](const QStringList &stones) {
        const QStringList lines = QStringList{u"INFO timeout_turn 0"_s, u"SWAP2BOARD"_s} + stones +
                                  QStringList{u"DONE"_s};
        engine.write((lines.join(u'\n') + u'\n').toUtf8());
        QString answer;
        while (answer.isEmpty() && engine.waitForReadyRead(20000)) {
            while (engine.canReadLine()) {
                const QString line = QString::fromUtf8(engine.readLine()).trimmed();
                if (!line.startsWith(u"MESSAGE"_s) && !line.startsWith(u"INFO"_s) &&
                    !line.startsWith(u"DEBUG"_s) && line != u"OK"_s)
                    answer = line;
            }
        }
        return answer;
    };
    engine.write("START 15\n");
    const QStringList opening = swap2({}).split(u' ');
    QCOMPARE(opening.size(), 3);
    QCOMPARE(opening.first(), u"7,7"_s);
    const QString answer =
        swap2({opening[0] + u",2"_s, opening[1] + u",1"_s, opening[2] + u",2"_s});
    QVERIFY2(answer.split(u' ').size() == 2,
             qPrintable(opening.join(u' ') + u" answered "_s + answer));
    // The opening is worked out once per board size and rule: the same engine under renju
    // opens as one that starts under renju, not with the freestyle opening it kept.
    engine.write("INFO rule 4\nRESTART\n");
    const QString renjuAfterFreestyle = swap2({});
    engine.write("END\n");
    QVERIFY(engine.waitForFinished(10000));
    engine.start(kibitz::test::binPath(u"kibitz-gomoku"_s), {});
    QVERIFY(engine.waitForStarted());
    engine.write("INFO rule 4\nSTART 15\n");
    const QString renju = swap2({});
    QCOMPARE(renju.split(u' ').size(), 3);
    QVERIFY2(renju != opening.join(u' '), qPrintable(renju)); // else the test tells nothing
    QCOMPARE(renjuAfterFreestyle, renju);
    engine.write("END\n");
    QVERIFY(engine.waitForFinished(10000));
}

// kibitz-cli match --opening swap2 between two bundled engines: the records keep the opening's
// moves and read back.
void TestGomokuSwap::cliMatchSwap2()
{
    QTemporaryDir dir;
    QProcess p;
    p.start(kibitz::test::binPath(u"kibitz-cli"_s),
            {u"match"_s, u"--game"_s, u"gomoku"_s, u"--opening"_s, u"swap2"_s, u"--engine"_s,
             u"bundled"_s, u"--engine"_s, u"bundled"_s, u"--games"_s, u"2"_s, u"--movetime"_s,
             u"150"_s, u"--margin"_s, u"3000"_s, u"--out"_s, dir.filePath(u"out"_s)});
    QVERIFY(p.waitForFinished(300000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(p.exitCode() == 0, qPrintable(err));
    const QStringList out =
        QString::fromUtf8(p.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(out.filter(u"Game "_s).size(), 2);
    const QStringList files = QDir(dir.filePath(u"out"_s)).entryList({u"game-*"_s}, QDir::Files);
    QCOMPARE(files.size(), 2);
    for (const QString &f : files) {
        const RecordReadResult r = readRecordFile(gomokuGame(), dir.filePath(u"out/"_s + f));
        QVERIFY2(r.ok(), qPrintable(r.message()));
        QCOMPARE(r.record->setup(), u"15 freestyle swap2"_s);
        QCOMPARE(r.record->result().reason, EndReason::Rules);
        const QStringList moves = r.record->mainLineMoves();
        QCOMPARE(moves.value(0).count(u'+'), 2);
        auto position = setup(r.record->setup());
        for (const QString &m : moves) {
            QVERIFY2(position->isLegal(m), qPrintable(f + u' ' + m));
            position->play(m);
        }
        qInfo("%s: %s", qPrintable(f), qPrintable(moves.mid(0, 3).join(u' ')));
    }
}

void TestGomokuSwap::cliRefusesAgiForSwap()
{
    QProcess p;
    p.start(kibitz::test::binPath(u"kibitz-cli"_s),
            {u"match"_s, u"--game"_s, u"gomoku"_s, u"--opening"_s, u"swap1"_s, u"--engine"_s,
             u"bundled"_s, u"--engine"_s, u"bundled proto=agi"_s, u"--games"_s, u"2"_s});
    QVERIFY(p.waitForFinished(60000));
    QVERIFY(p.exitCode() != 0);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(err.contains(u"AGI engine cannot play a swap opening"_s), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestGomokuSwap)
#include "tst_gomokuswap.moc"
