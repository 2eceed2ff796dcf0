// SPDX-License-Identifier: GPL-3.0-or-later
// The rules library's VCF and VCT (app/gomoku/threatsearch.h, issue 28), checked on positions
// made by playing out games with the bundled engine's search from a fixed seed, against the
// engine's own VCF (engines/gomoku/search.cpp, written apart, on pattern tables) and against the
// Board: every line found is legal, uses no forbidden point for black and ends in a win.
// The suite asks 40 positions with a VCF and 40 without; KIBITZ_THREAT_SWEEP=N asks N of each
// (200 for the sweep, a few minutes) and prints the figures either way.
// With KIBITZ_THREAT_POSITIONS=FILE set, the positions are also written there, one setup text a
// line with "vcf" or "none" (for comparing with other engines by hand: docs/games).
#include "gomoku/gomokucoordinates.h"
#include "gomoku/gomokuposition.h"
#include "gomoku/threatsearch.h"
#include "search.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace kibitz::gomoku;
using namespace Qt::StringLiterals;

namespace {

// The points where `s` would make a winning row now, judged by the Board.
QList<Point> fivePoints(const Board &board, Stone s)
{
    QList<Point> points;
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
            if (board.at({x, y}) != Stone::Empty) continue;
            Board copy = board;
            copy.place({x, y}, s);
            if (copy.winner() == s) points << Point{x, y};
        }
    return points;
}

// Whether the engine's own VCF (run before its alpha-beta, which depth 1 keeps from finding
// anything deeper) reports a forced win.
bool engineFindsVcf(const Board &board)
{
    Search search(board.grid(), board.rule(), board.toMove());
    SearchLimits limits;
    limits.maxDepth = 1;
    const SearchInfo info = search.run(limits);
    return matePlies(info.score) > 0;
}

// Checks a VCF or VCT line on the Board; an empty string when it is good, else why not.
QString lineProblem(const Board &start, const QList<Point> &line, bool fours)
{
    Board board = start;
    const Stone attacker = board.toMove();
    for (qsizetype i = 0; i < line.size(); ++i) {
        const Point p = line[i];
        if (!board.isLegal(p))
            return QStringLiteral("move %1 (%2) is illegal").arg(i).arg(toGomocup(p));
        if (board.rule() == Rule::Renju && board.toMove() == Stone::Black && board.isForbidden(p))
            return QStringLiteral("black's move %1 is forbidden").arg(i);
        const bool attackers = board.toMove() == attacker;
        board.play(p);
        if (attackers && fours && i + 1 < line.size() && board.winner() == Stone::Empty &&
            fivePoints(board, attacker).isEmpty())
            return QStringLiteral("attacker move %1 is not a four").arg(i);
    }
    if (board.winner() == attacker) return {};
    // White under renju: a four whose five points black may not play.
    if (board.rule() == Rule::Renju && attacker == Stone::White && board.toMove() == Stone::Black) {
        const QList<Point> fives = fivePoints(board, Stone::White);
        bool blockable = false;
        for (Point f : fives)
            blockable = blockable || board.isLegal(f);
        if (!fives.isEmpty() && !blockable) return {};
    }
    return QStringLiteral("the line does not end in a win");
}

// Whether neither side can make five at once (a VCF question worth asking).
bool isQuiet(const Board &board)
{
    return board.winner() == Stone::Empty && fivePoints(board, Stone::Black).isEmpty() &&
           fivePoints(board, Stone::White).isEmpty();
}

struct Sample
{
    Board board;
    bool vcf = false;
};

// Games played out by the bundled engine's search from random three-stone openings, under the
// rules in turn. The quiet positions of a game's last moves (where forced wins
// are) and one drawn from the rest are judged by the engine's VCF; at most two of each kind from
// one game.
QList<Sample> playedOutPositions(int wanted)
{
    QRandomGenerator random(28);
    const Rule rules[] = {Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro};
    QList<Sample> with, without;
    for (int game = 0; game < 2000 && (with.size() < wanted || without.size() < wanted); ++game) {
        Board board(15, 15, rules[game % std::size(rules)]);
        while (board.stoneCount() < 3) {
            const Point p{5 + int(random.bounded(5)), 5 + int(random.bounded(5))};
            if (board.isLegal(p)) board.play(p);
        }
        QList<Board> positions;
        while (!board.isOver() && board.hasLegalMove()) {
            positions << board;
            Search search(board.grid(), board.rule(), board.toMove());
            SearchLimits limits;
            limits.maxNodes = 1500 + int(random.bounded(1500));
            limits.maxDepth = 6;
            const SearchInfo info = search.run(limits);
            if (info.pv.isEmpty()) break;
            board.play(Grid::pointOf(info.pv.first()));
        }
        const qsizetype last = positions.size();
        QList<qsizetype> asked;
        for (qsizetype i = std::max<qsizetype>(8, last - 8); i < last; ++i)
            asked << i;
        if (last > 12) asked << 8 + random.bounded(int(last - 12));
        int withHere = 0, withoutHere = 0;
        for (qsizetype i : asked) {
            const Board &b = positions[i];
            if (!isQuiet(b)) continue;
            const bool vcf = engineFindsVcf(b);
            if (vcf && withHere < 2 && with.size() < wanted) {
                with << Sample{b, true};
                ++withHere;
            } else if (!vcf && withoutHere < 2 && without.size() < wanted) {
                without << Sample{b, false};
                ++withoutHere;
            }
        }
    }
    return with + without;
}

// A 15×15 board from rows ('X' black, 'O' white), the side to move by the count.
Board boardFromRows(const QStringList &rows, Rule rule)
{
    QString setup = GomokuPosition::emptySetup(15, 15, rule);
    for (int y = 0; y < rows.size(); ++y)
        for (int x = 0; x < rows[y].size(); ++x)
            if (rows[y][x] == u'X' || rows[y][x] == u'O')
                setup += QStringLiteral(" %1%2,%3")
                             .arg(rows[y][x] == u'X' ? QChar(u'B') : QChar(u'W'))
                             .arg(x)
                             .arg(y);
    return GomokuPosition::fromSetup(setup, nullptr)->board();
}

} // namespace

class TestGomokuThreats : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void vcfOnPlayedOutPositions();
    void vctNeedsAThree();
    void caroFiveBlockedAtBothEndsIsNoFour();
    void caroOpenFourBlockedAtBothEnds();
};

void TestGomokuThreats::vcfOnPlayedOutPositions()
{
    const int wanted = qEnvironmentVariableIsSet("KIBITZ_THREAT_SWEEP")
                           ? qEnvironmentVariableIntValue("KIBITZ_THREAT_SWEEP")
                           : 40;
    const QList<Sample> samples = playedOutPositions(wanted);
    QFile dump(qEnvironmentVariable("KIBITZ_THREAT_POSITIONS"));
    if (!dump.fileName().isEmpty()) QVERIFY(dump.open(QIODevice::WriteOnly | QIODevice::Text));
    int with = 0, without = 0, blackInRenju = 0, caro = 0;
    QList<int> lengths;
    for (const Sample &sample : samples) {
        const QString setup = GomokuPosition(sample.board).setupText();
        if (dump.isOpen())
            dump.write((setup + (sample.vcf ? u" | vcf\n"_s : u" | none\n"_s)).toUtf8());
        const ThreatResult found = findForcedWin(sample.board, ThreatKind::Vcf);
        QVERIFY2(found.exhausted, qPrintable(setup));
        QVERIFY2(found.line.isEmpty() != sample.vcf,
                 qPrintable(QStringLiteral("%1: the engine %2 a VCF, the library %3")
                                .arg(setup, sample.vcf ? u"finds"_s : u"finds no"_s,
                                     found.line.isEmpty() ? u"none"_s : u"one"_s)));
        if (!sample.vcf) {
            ++without;
            continue;
        }
        ++with;
        lengths << int(found.line.size());
        const QString problem = lineProblem(sample.board, found.line, true);
        QVERIFY2(problem.isEmpty(), qPrintable(setup + u": "_s + problem));
        if (sample.board.rule() == Rule::Renju && sample.board.toMove() == Stone::Black)
            ++blackInRenju;
        if (isCaro(sample.board.rule())) ++caro;
    }
    QCOMPARE(with, wanted);
    QCOMPARE(without, wanted);
    QVERIFY(blackInRenju > 0);
    QVERIFY(caro > 0);
    // Every check above held for each: found by both, legal, a four each attacker move, ending
    // in a win, no forbidden point for black; and "none" from both on the others.
    qInfo("VCF sweep: %d positions with a VCF (found, legal, ending in a win; %d black under "
          "renju, %d caro), %d without (none found)",
          with, blackInRenju, caro, without);
    std::sort(lengths.begin(), lengths.end());
    qInfo("VCF lines: %d, plies from %d to %d, median %d", int(lengths.size()), lengths.first(),
          lengths.last(), lengths[lengths.size() / 2]);
}

// Black has a broken three on row 7 (X X . X) and a three on column 8 meeting at 8,7 — no four
// anywhere, so no VCF; 8,7 makes two threes and wins by VCT.
void TestGomokuThreats::vctNeedsAThree()
{
    QStringList rows(15, QString(15, u'.'));
    rows[0] = u"O.............O"_s;
    rows[5] = u"........X......"_s;
    rows[6] = u"........X......"_s;
    rows[7] = u".....XX........"_s;
    rows[14] = u"O.............O"_s;
    const Board board = boardFromRows(rows, Rule::Freestyle);
    QCOMPARE(board.toMove(), Stone::Black);
    QVERIFY(findForcedWin(board, ThreatKind::Vcf).line.isEmpty());
    const ThreatResult vct = findForcedWin(board, ThreatKind::Vct);
    QVERIFY(vct.exhausted);
    QVERIFY(!vct.line.isEmpty());
    const QString problem = lineProblem(board, vct.line, false);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // With no three allowed, VCT is VCF: none.
    ThreatLimits noThrees;
    noThrees.maxThrees = 0;
    QVERIFY(findForcedWin(board, ThreatKind::Vct, noThrees).line.isEmpty());
}

// Row 7: O X X X . . O; column 5: O X X X above 5,7. Black's 5,7 makes two fours in freestyle, but
// under caro the row's five (2..6) would be blocked at both ends: one four, blocked, and no VCF.
void TestGomokuThreats::caroFiveBlockedAtBothEndsIsNoFour()
{
    QStringList rows(15, QString(15, u'.'));
    rows[0] = u"O.............O"_s;
    rows[3] = u".....O........."_s;
    rows[4] = u".....X........."_s;
    rows[5] = u".....X........."_s;
    rows[6] = u".....X........."_s;
    rows[7] = u".OXXX..O......."_s;
    rows[14] = u"O.............."_s;
    for (const auto &[rule, wins] : {std::pair{Rule::Freestyle, true}, {Rule::Caro, false}}) {
        const Board board = boardFromRows(rows, rule);
        QCOMPARE(board.toMove(), Stone::Black);
        const ThreatResult vcf = findForcedWin(board, ThreatKind::Vcf);
        QCOMPARE(!vcf.line.isEmpty(), wins);
        QCOMPARE(engineFindsVcf(board), wins);
        if (wins) QVERIFY(lineProblem(board, vcf.line, true).isEmpty());
    }
}

// A played-out caro position (black to move) where the engine's VCF claims a win by
// 4,10 4,11 2,8: row 8 then reads . X X X X . O, an open four in freestyle. Under caro white
// blocks 1,8 and black's five 2..6 is blocked at both ends (1,8 and 7,8): no win. Neither the
// library nor the engine finds a VCF.
void TestGomokuThreats::caroOpenFourBlockedAtBothEnds()
{
    const QString setup = u"15 caro B5,6 W7,8 B5,8 W6,9 B5,10 W5,7 B4,9 W8,7 B3,8 W6,11 B4,7 W2,9 "
                          u"B4,8 W9,6 B10,5 W4,6"_s;
    const Board board = GomokuPosition::fromSetup(setup, nullptr)->board();
    QCOMPARE(board.toMove(), Stone::Black);
    const ThreatResult vcf = findForcedWin(board, ThreatKind::Vcf);
    QVERIFY(vcf.exhausted);
    QVERIFY(vcf.line.isEmpty());
    // The engine's line, checked on the Board: after white's 1,8 black's 6,8 is no win.
    Board line = board;
    for (Point p : {Point{4, 10}, Point{4, 11}, Point{2, 8}, Point{1, 8}, Point{6, 8}}) {
        QVERIFY(line.isLegal(p));
        line.play(p);
    }
    QCOMPARE(line.winner(), Stone::Empty);
    // The engine counts the defences of a four with two five points too: 1,8 stops both.
    QCOMPARE(engineFindsVcf(board), false);
}

QTEST_GUILESS_MAIN(TestGomokuThreats)
#include "tst_gomokuthreats.moc"
