// SPDX-License-Identifier: GPL-3.0-or-later
#include "openingstest.h"

#include "core/game/game.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace kibitz;

namespace {
QStringList split(const char *moves)
{
    return QString::fromLatin1(moves).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// The refusal at `line`, whose reason holds `why`.
bool refusedAt(const OpeningReadResult &r, int line, const QString &why)
{
    for (const OpeningRefusal &refusal : r.refused)
        if (refusal.line == line && refusal.reason.contains(why, Qt::CaseInsensitive)) return true;
    return false;
}

QStringList lines(const QList<Opening> &openings)
{
    QStringList where;
    for (const Opening &o : openings)
        where << QString::number(o.line);
    return where;
}
} // namespace

const Game &OpeningsTest::game(const char *id)
{
    const Game *g = gameById(QString::fromLatin1(id));
    Q_ASSERT(g);
    return *g;
}

void OpeningsTest::shogiStartLines()
{
    const QString file = data(QStringLiteral("shogi/starts.sfen"));
    const OpeningReadResult r = game("shogi").readOpenings(file, {});
    QVERIFY(r.error.isEmpty());
    QCOMPARE(lines(r.openings), QStringList({"2", "3", "4", "5"}));
    QCOMPARE(r.openings[0].setup, QString());
    QCOMPARE(r.openings[0].moves, split("7g7f 3c3d"));
    QCOMPARE(r.openings[0].text, QStringLiteral("startpos moves 7g7f 3c3d"));
    QCOMPARE(r.openings[0].where(), file + QStringLiteral(":2"));
    QCOMPARE(r.openings[1].moves, split("2g2f 8c8d 2f2e"));
    // The even start written as an SFEN is the standard start.
    QCOMPARE(r.openings[2].setup, QString());
    QCOMPARE(r.openings[2].moves, QStringList());
    QCOMPARE(r.openings[3].setup,
             QStringLiteral("lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 1"));
    QCOMPARE(r.openings[3].moves, QStringList{QStringLiteral("B*5e")});
    QCOMPARE(r.refused.size(), 3);
    QVERIFY(refusedAt(r, 6, QStringLiteral("move 2")));
    QVERIFY(refusedAt(r, 7, QStringLiteral("bad position")));
    QVERIFY(refusedAt(r, 8, QStringLiteral("move 5")));
    QCOMPARE(r.refused[0].text, QStringLiteral("startpos moves 7g7f 7g7f"));
}

void OpeningsTest::shogiRecordFolder()
{
    const QString dir = data(QStringLiteral("shogi/records"));
    const OpeningReadResult r = game("shogi").readOpenings(dir, {});
    QVERIFY(r.error.isEmpty());
    // In path order: exchange.kifu, then more/two.usi's two lines.
    QCOMPARE(r.openings.size(), 3);
    QCOMPARE(r.openings[0].moves, split("7g7f 3c3d 8h2b+ 3a2b"));
    QCOMPARE(r.openings[0].text, QStringLiteral("exchange.kifu"));
    QCOMPARE(r.openings[0].line, 0);
    QCOMPARE(r.openings[1].file, dir + QStringLiteral("/more/two.usi"));
    QCOMPARE(r.openings[1].moves, split("2g2f"));
    QCOMPARE(r.openings[2].moves, split("9g9f 9c9d"));
    QCOMPARE(r.openings[2].line, 2);
    QCOMPARE(r.refused.size(), 2);
    QCOMPARE(r.refused[0].file, dir + QStringLiteral("/illegal.kifu"));
    QCOMPARE(r.refused[0].line, 4); // ７五歩(76) by Gote: the pawn on 76 is Sente's
    QCOMPARE(r.refused[1].file, dir + QStringLiteral("/notes.md"));
    QVERIFY(r.refused[1].reason.contains(QStringLiteral("not a shogi record")));
}

void OpeningsTest::shogiRealStartList()
{
    // ShogiHome's batch-conversion list: three "position startpos moves …" lines.
    const OpeningReadResult r = game("shogi").readOpenings(
        QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/conversion-input/division-input.sfen"),
        {});
    QVERIFY(r.error.isEmpty());
    QVERIFY(r.refused.isEmpty());
    QCOMPARE(r.openings.size(), 3);
    QCOMPARE(r.openings[0].moves.size(), 13);
    QCOMPARE(r.openings[1].moves.size(), 14);
    QCOMPARE(r.openings[2].moves.size(), 18);
    QCOMPARE(r.openings[2].moves.mid(9, 3), split("2b7g+ 8h7g 3a2b"));
}

void OpeningsTest::shogiRealRecordFolder()
{
    // Its KIF, KIFU, KI2, KI2U and CSA records (Shift_JIS and UTF-8) in three levels of folders,
    // and the start list: every file reads.
    const QString dir = QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/conversion-input");
    const OpeningReadResult r = game("shogi").readOpenings(dir, {});
    QVERIFY(r.error.isEmpty());
    for (const OpeningRefusal &refusal : r.refused)
        qWarning() << refusal.message();
    QVERIFY(r.refused.isEmpty());
    QCOMPARE(r.openings.size(), 8 + 3);
    // kif-sjis.kif: ▲２六歩 △８四歩 ▲２五歩 △８五歩 ▲７八金 △３二金, then 投了.
    const auto kif = std::find_if(r.openings.begin(), r.openings.end(), [&](const Opening &o) {
        return o.file == dir + QStringLiteral("/kif-sjis.kif");
    });
    QVERIFY(kif != r.openings.end());
    QCOMPARE(kif->moves, split("2g2f 8c8d 2f2e 8d8e 6i7h 4a3b"));
}

void OpeningsTest::shogiMissingPath()
{
    const OpeningReadResult r = game("shogi").readOpenings(data(QStringLiteral("none")), {});
    QVERIFY(r.error.contains(QStringLiteral("no such file")));
}

void OpeningsTest::gomokuOffsetNotation()
{
    const OpeningReadResult r =
        game("gomoku").readOpenings(data(QStringLiteral("gomoku/offset.txt")), {});
    QVERIFY(r.error.isEmpty());
    QCOMPARE(lines(r.openings), QStringList({"2", "3", "4"}));
    QCOMPARE(r.openings[0].setup, QStringLiteral("15 freestyle"));
    QCOMPARE(r.openings[0].moves, split("7,7 8,6 9,9"));
    QCOMPARE(r.openings[1].moves, split("7,7 8,8"));
    QCOMPARE(r.openings[2].moves, split("6,7 7,7"));
    QCOMPARE(r.refused.size(), 5);
    QVERIFY(refusedAt(r, 5, QStringLiteral("stone 2 (0,0) is on a point already taken")));
    QVERIFY(refusedAt(r, 6, QStringLiteral("stone 2 (8,0) is off the 15×15 board")));
    QVERIFY(refusedAt(r, 7, QStringLiteral("3 offsets")));
    QVERIFY(refusedAt(r, 8,
                      QStringLiteral("in pos notation, but the file's first opening is in "
                                     "offset notation")));
    // The centre of an even board is width/2 rounded down, as c-gomoku-cli's HALF_SIZE.
    const OpeningReadResult r20 =
        game("gomoku").readOpenings(data(QStringLiteral("gomoku/offset.txt")), "20 renju");
    QCOMPARE(r20.openings[0].setup, QStringLiteral("20 renju"));
    QCOMPARE(r20.openings[0].moves, split("10,10 11,9 12,12"));
    QCOMPARE(r20.refused.size(), 4); // 8,0 is on a 20×20 board
}

void OpeningsTest::gomokuPosNotation()
{
    const OpeningReadResult r =
        game("gomoku").readOpenings(data(QStringLiteral("gomoku/pos.txt")), {});
    QCOMPARE(lines(r.openings), QStringList({"1", "2", "3"}));
    // Rows count from the top, as c-gomoku-cli's: h8 is x 7, y 7; i7 is x 8, y 6.
    QCOMPARE(r.openings[0].moves, split("7,7 8,6 9,8"));
    QCOMPARE(r.openings[0].text, QStringLiteral("h8i7j9"));
    QCOMPARE(r.openings[1].moves, split("0,0"));
    QCOMPARE(r.openings[2].moves, split("14,14"));
    QCOMPARE(r.refused.size(), 5);
    QVERIFY(refusedAt(r, 4, QStringLiteral("stone 1 (p1) is off the 15×15 board")));
    QVERIFY(refusedAt(r, 5, QStringLiteral("stone 2 (h8) is on a point already taken")));
    QVERIFY(refusedAt(r, 6, QStringLiteral("'h' has no row number")));
    QVERIFY(refusedAt(r, 7, QStringLiteral("in offset notation")));
    QVERIFY(refusedAt(r, 8, QStringLiteral("neither c-gomoku-cli's offset notation")));
}

void OpeningsTest::gomokuRenjuForbidden()
{
    const QString file = data(QStringLiteral("gomoku/renju.txt"));
    // Line 1: black's ninth stone makes two open threes through the centre.
    const OpeningReadResult renju = game("gomoku").readOpenings(file, QStringLiteral("15 renju"));
    QVERIFY(refusedAt(renju, 1,
                      QStringLiteral("stone 9 (0,0) is black's forbidden point under renju "
                                     "(double-three)")));
    QVERIFY(refusedAt(renju, 2, QStringLiteral("stone 10 (5,5) comes after five in a row")));
    QCOMPARE(lines(renju.openings), QStringList({"3"}));
    const OpeningReadResult free = game("gomoku").readOpenings(file, {});
    QCOMPARE(lines(free.openings), QStringList({"1", "3"}));
    QVERIFY(refusedAt(free, 2, QStringLiteral("after five")));
}

void OpeningsTest::gomokuBaseSetup()
{
    const QString file = data(QStringLiteral("gomoku/offset.txt"));
    const OpeningReadResult stones =
        game("gomoku").readOpenings(file, QStringLiteral("15 freestyle B7,7"));
    QVERIFY(stones.error.contains(QStringLiteral("empty board")));
    QVERIFY(stones.openings.isEmpty());
    const OpeningReadResult bad = game("gomoku").readOpenings(file, QStringLiteral("99 nonsense"));
    QVERIFY(!bad.error.isEmpty());
    QVERIFY(bad.openings.isEmpty());
}

void OpeningsTest::gomokuSymmetriesByHand()
{
    // "1,-2, 3,4" on 15×15 is (8,5) then (10,11); s = 14. Its images under c-gomoku-cli's
    // TransformType, worked out on paper from the table in gomokuopenings.h.
    const char *images[8] = {"8,5 10,11", "5,6 11,4", "6,9 4,3",   "9,8 3,10",
                             "8,9 10,3",  "6,5 4,11", "5,8 11,10", "9,6 3,4"};
    const Game &gomoku = game("gomoku");
    const OpeningReadResult r =
        gomoku.readOpenings(data(QStringLiteral("gomoku/asymmetric.txt")), {});
    const Opening &opening = r.openings.first();
    QCOMPARE(opening.moves, split(images[0]));
    for (int t = 1; t < 8; ++t) {
        const Opening turned = gomoku.transformOpening(opening, t);
        QCOMPARE(turned.moves, split(images[t]));
        QCOMPARE(turned.text, opening.text);
        QCOMPARE(turned.setup, opening.setup);
    }
}

void OpeningsTest::gomokuSymmetryCount()
{
    const Game &gomoku = game("gomoku");
    QCOMPARE(gomoku.openingTransformCount(QStringLiteral("15 renju")), 8);
    QCOMPARE(gomoku.openingTransformCount({}), 8);
    QCOMPARE(gomoku.openingTransformCount(QStringLiteral("20x15 freestyle")), 1);
    QCOMPARE(game("shogi").openingTransformCount({}), 1);
}

void OpeningsTest::ticTacToeMoveLists()
{
    const OpeningReadResult r =
        game("tictactoe").readOpenings(data(QStringLiteral("tictactoe/moves.txt")), {});
    QVERIFY(r.error.isEmpty());
    QCOMPARE(lines(r.openings), QStringList({"2", "3", "4", "5", "10"}));
    QCOMPARE(r.openings[0].moves, split("4 0 8"));
    QCOMPARE(r.openings[1].moves, split("4 6"));   // b2 is the centre, a1 the bottom-left
    QCOMPARE(r.openings[2].moves, split("4 6 2")); // c3 the top-right
    QCOMPARE(r.openings[3].moves, split("4 0"));
    QCOMPARE(r.refused.size(), 4);
    QVERIFY(refusedAt(r, 6, QStringLiteral("move 2 (4) is on a square already taken")));
    QVERIFY(refusedAt(r, 7, QStringLiteral("move 6 (5) comes after the game is over")));
    QVERIFY(refusedAt(r, 8, QStringLiteral("move 1 ('9') is not a square")));
    QVERIFY(refusedAt(r, 9, QStringLiteral("cannot read 'z'")));
    const OpeningReadResult bad =
        game("tictactoe").readOpenings(data(QStringLiteral("tictactoe/moves.txt")), "XXX");
    QVERIFY(bad.error.contains(QStringLiteral("not a tic-tac-toe setup")));
}

void OpeningsTest::goitaDeals()
{
    const Game &goita = game("goita");
    const OpeningReadResult r =
        goita.readOpenings(data(QStringLiteral("goita/deals.txt")), QStringLiteral("target 150"));
    QVERIFY(r.error.isEmpty());
    QCOMPARE(lines(r.openings), QStringList({"1", "2", "3"}));
    for (const Opening &o : r.openings) {
        QVERIFY(o.moves.isEmpty());
        QVERIFY(goita.startPosition(o.setup));
    }
    QVERIFY(r.openings[0].setup.contains(QStringLiteral("target 150")));
    QVERIFY(r.openings[0].setup.contains(QStringLiteral("seed 12345")));
    // The line's own words win over the match's.
    QVERIFY(r.openings[1].setup.contains(QStringLiteral("target 100")));
    QVERIFY(r.openings[1].setup.contains(QStringLiteral("seed 7")));
    QVERIFY(
        r.openings[2].setup.contains(QStringLiteral("deal 0 11777788 22444488 35555888 36666888")));
    QVERIFY(r.openings[2].setup.contains(QStringLiteral("seed "))); // given one when read
    // ... the same on every read (issue 24: a resumed game is dealt as its pair's other game
    // was), and another for each line, the same text twice included.
    const OpeningReadResult again =
        goita.readOpenings(data(QStringLiteral("goita/deals.txt")), QStringLiteral("target 150"));
    QCOMPARE(again.openings[2].setup, r.openings[2].setup);
    QTemporaryDir dir;
    QFile twice(dir.filePath(QStringLiteral("twice.txt")));
    QVERIFY(twice.open(QIODevice::WriteOnly) && twice.write("target 50\ntarget 50\n") > 0);
    twice.close();
    const OpeningReadResult same = goita.readOpenings(twice.fileName(), {});
    QCOMPARE(same.openings.size(), 2);
    QVERIFY(same.openings[0].setup != same.openings[1].setup);
    QCOMPARE(goita.readOpenings(twice.fileName(), {}).openings[1].setup, same.openings[1].setup);
    QCOMPARE(r.refused.size(), 2);
    QVERIFY(refusedAt(r, 4, QStringLiteral("larger than 18446744073709551615")));
    QVERIFY(refusedAt(r, 5, QStringLiteral("goita setup")));
    const OpeningReadResult bad =
        goita.readOpenings(data(QStringLiteral("goita/deals.txt")), QStringLiteral("target x"));
    QVERIFY(bad.error.contains(QStringLiteral("goita setup")));
}

void OpeningsTest::gameWithoutOpenings()
{
    // The default every game overrides: a game that reads no opening files says so.
    const Game &shogi = game("shogi");
    const OpeningReadResult r =
        shogi.Game::readOpenings(data(QStringLiteral("shogi/starts.sfen")), {});
    QVERIFY(r.error.contains(QStringLiteral("no opening files")));
    QVERIFY(r.openings.isEmpty());
    QCOMPARE(shogi.Game::openingTransformCount({}), 1);
}

void OpeningsTest::unreadableFile()
{
    const OpeningReadResult missing =
        game("tictactoe").readOpenings(data(QStringLiteral("tictactoe/none.txt")), {});
    QVERIFY(missing.error.contains(QStringLiteral("cannot read")));
    // A start list in a folder that cannot be read is refused, not skipped: here one larger than
    // any record may be (a sparse file, so the test writes nothing).
    QTemporaryDir dir;
    QFile big(dir.filePath(QStringLiteral("big.sfen")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    QVERIFY(big.resize(maxRecordFileSize + 1));
    big.close();
    const OpeningReadResult r = game("shogi").readOpenings(dir.path(), {});
    QVERIFY(r.error.isEmpty());
    QCOMPARE(r.refused.size(), 1);
    QCOMPARE(r.refused[0].file, big.fileName());
    QVERIFY(r.refused[0].reason.contains(QStringLiteral("larger than 64 MB")));
}
