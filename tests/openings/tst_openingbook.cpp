// SPDX-License-Identifier: GPL-3.0-or-later
#include "openingstest.h"

#include "core/game/game.h"
#include "core/game/position.h"
#include "core/tournament/openingbook.h"
#include "gamecatalog.h"
#include "tictactoe/tictactoegame.h"

#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

namespace {
using Options = OpeningBook::Options;

QList<int> schedule(const OpeningBook &book, int games)
{
    QList<int> indexes;
    for (int k = 0; k < games; ++k)
        indexes << book.at(k).index;
    return indexes;
}

// A tic-tac-toe whose reader makes the mistakes the book must still catch.
class CarelessGame : public tictactoe::TicTacToeGame
{
public:
    OpeningReadResult readOpenings(const QString &path, const QString &) const override
    {
        OpeningReadResult r;
        r.openings = {{{}, {"4", "4"}, "4 4", path, 1},
                      {"not a setup", {}, "?", path, 2},
                      {{}, {"0"}, "0", path, 3}};
        return r;
    }
};
} // namespace

void OpeningsTest::sequentialSchedule()
{
    // firstmoves.txt: one opening a line, the first move 0 … 8.
    const OpeningBook book = OpeningBook::read(
        game("tictactoe"), data(QStringLiteral("tictactoe/firstmoves.txt")), {}, Options());
    QVERIFY(book.error().isEmpty());
    QCOMPARE(book.openings().size(), 9);
    QCOMPARE(schedule(book, 11), QList<int>({0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1}));
    QCOMPARE(book.at(4).opening.moves, QStringList{QStringLiteral("4")});
    QCOMPARE(book.at(13).transform, 0);
    QCOMPARE(book.transformCount(), 1);
}

void OpeningsTest::randomOrderBySeed()
{
    const QString file = data(QStringLiteral("tictactoe/firstmoves.txt"));
    Options options;
    options.order = OpeningBook::Order::Random;
    options.seed = 1;
    const OpeningBook one = OpeningBook::read(game("tictactoe"), file, {}, options);
    const OpeningBook again = OpeningBook::read(game("tictactoe"), file, {}, options);
    options.seed = 2;
    const OpeningBook two = OpeningBook::read(game("tictactoe"), file, {}, options);
    QList<int> sorted = one.order();
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(sorted, QList<int>({0, 1, 2, 3, 4, 5, 6, 7, 8})); // each opening once
    QVERIFY(one.order() != sorted);                            // shuffled
    QCOMPARE(again.order(), one.order());                      // the same seed, the same order
    QVERIFY(two.order() != one.order());
    // The order repeats pass after pass.
    QCOMPARE(schedule(one, 18).mid(9), schedule(one, 9));
    QCOMPARE(schedule(one, 9), one.order());
}

void OpeningsTest::startAt()
{
    const QString file = data(QStringLiteral("tictactoe/firstmoves.txt"));
    Options options;
    options.start = 3;
    const OpeningBook book = OpeningBook::read(game("tictactoe"), file, {}, options);
    QCOMPARE(schedule(book, 9), QList<int>({2, 3, 4, 5, 6, 7, 8, 0, 1}));
    options.order = OpeningBook::Order::Random;
    options.seed = 5;
    const OpeningBook shuffled = OpeningBook::read(game("tictactoe"), file, {}, options);
    QCOMPARE(shuffled.at(0).index, shuffled.order()[2]); // --start counts in the order played
    for (int start : {0, 10}) {
        options.start = start;
        const OpeningBook bad = OpeningBook::read(game("tictactoe"), file, {}, options);
        QVERIFY(bad.error().contains(QStringLiteral("--start %1 is not one of the 9").arg(start)));
    }
}

void OpeningsTest::pliesCut()
{
    const QString file = data(QStringLiteral("shogi/records"));
    Options options;
    options.plies = 2;
    const OpeningBook book = OpeningBook::read(game("shogi"), file, {}, options);
    QCOMPARE(book.openings()[0].moves, QString("7g7f 3c3d").split(' '));     // exchange.kifu, cut
    QCOMPARE(book.openings()[1].moves, QStringList{QStringLiteral("2g2f")}); // shorter: whole
    QCOMPARE(book.openings()[2].moves, QString("9g9f 9c9d").split(' '));
    options.plies = 0;
    const OpeningBook none = OpeningBook::read(game("shogi"), file, {}, options);
    for (const Opening &o : none.openings())
        QVERIFY(o.moves.isEmpty());
    QCOMPARE(none.openings().size(), 3);
}

void OpeningsTest::finishedGameRefused()
{
    // moves.txt line 10 and renju.txt line 3 end the game (three, and five, in a row): refused
    // whole, kept when --plies cuts them short of it.
    const QString ttt = data(QStringLiteral("tictactoe/moves.txt"));
    const OpeningBook whole = OpeningBook::read(game("tictactoe"), ttt, {}, Options());
    QCOMPARE(whole.openings().size(), 4);
    QCOMPARE(whole.refused().size(), 5);
    QCOMPARE(whole.refused().last().line, 10);
    QVERIFY(whole.refused().last().reason.contains(
        QStringLiteral("the game is over after the opening (three in a row)")));
    Options options;
    options.plies = 4;
    QCOMPARE(OpeningBook::read(game("tictactoe"), ttt, {}, options).openings().size(), 5);

    const QString five = data(QStringLiteral("gomoku/renju.txt"));
    const OpeningBook gomoku = OpeningBook::read(game("gomoku"), five, {}, Options());
    QCOMPARE(gomoku.openings().size(), 1); // line 1, legal in freestyle
    QVERIFY(gomoku.refused().last().reason.contains(QStringLiteral("game is over")));
    options.plies = 8;
    QCOMPARE(OpeningBook::read(game("gomoku"), five, {}, options).openings().size(), 2);
}

void OpeningsTest::symmetryCycle()
{
    // Two openings: each pass through them plays the next of the eight symmetries, as
    // c-gomoku-cli's -transform turns round r (of the whole file) by r mod 8.
    const QString file = data(QStringLiteral("gomoku/asymmetric.txt"));
    Options options;
    options.transform = true;
    const OpeningBook book = OpeningBook::read(game("gomoku"), file, {}, options);
    QCOMPARE(book.transformCount(), 8);
    for (int k = 0; k < 18; ++k) {
        QCOMPARE(book.at(k).index, k % 2);
        QCOMPARE(book.at(k).transform, (k / 2) % 8);
    }
    QCOMPARE(book.at(2).opening.moves, QString("5,6 11,4").split(' '));      // image 1, by hand
    QCOMPARE(book.at(14).opening.moves, QString("9,6 3,4").split(' '));      // image 7
    QCOMPARE(book.at(17).opening.moves, QStringList{QStringLiteral("7,7")}); // the centre stays
    options.start = 2; // the cycle counts from the first opening played
    QCOMPARE(OpeningBook::read(game("gomoku"), file, {}, options).at(1).transform, 1);
    const OpeningBook plain = OpeningBook::read(game("gomoku"), file, {}, Options());
    QCOMPARE(plain.transformCount(), 1);
    QCOMPARE(plain.at(2).opening.moves, book.at(0).opening.moves);
    options.start = 1;
    const OpeningBook oblong = OpeningBook::read(game("gomoku"), file, "20x15 freestyle", options);
    QCOMPARE(oblong.transformCount(), 1);
}

void OpeningsTest::bookGuardsReadersMistakes()
{
    const CarelessGame careless;
    const OpeningBook book = OpeningBook::read(careless, QStringLiteral("f"), {}, Options());
    QCOMPARE(book.openings().size(), 1);
    QCOMPARE(book.refused().size(), 2);
    QCOMPARE(book.refused()[0].reason, QStringLiteral("move 2 (4) is not legal"));
    QCOMPARE(book.refused()[0].where(), QStringLiteral("f:1"));
    QVERIFY(book.refused()[1].reason.contains(QStringLiteral("not a tic-tac-toe setup")));
}

void OpeningsTest::nothingToPlay()
{
    const OpeningBook missing =
        OpeningBook::read(game("gomoku"), data(QStringLiteral("gomoku/none.txt")), {}, Options());
    QVERIFY(missing.error().contains(QStringLiteral("cannot read")));
    QTemporaryDir dir;
    QFile comments(dir.filePath(QStringLiteral("comments.txt")));
    QVERIFY(comments.open(QIODevice::WriteOnly));
    comments.write("# nothing but a comment\n\n");
    comments.close();
    const OpeningBook empty = OpeningBook::read(game("gomoku"), comments.fileName(), {}, Options());
    QVERIFY(empty.error().contains(QStringLiteral("holds no opening that can be played")));
}

void OpeningsTest::reportForPeople()
{
    const QString file = data(QStringLiteral("gomoku/offset.txt"));
    const OpeningBook book = OpeningBook::read(game("gomoku"), file, {}, Options());
    const QStringList report = book.report();
    QCOMPARE(report.size(), 2 + 5);
    QCOMPARE(report[0], file + QStringLiteral(": 3 opening(s) kept"));
    QCOMPARE(report[1], QStringLiteral("5 line(s) refused:"));
    QCOMPARE(report[2], file + QStringLiteral(":5: stone 2 (0,0) is on a point already taken"));
}

void OpeningsTest::seededGoitaDeals()
{
    // --seed without a file: deal k of the sequence, the same from the same seed, from --start on.
    const Game &goita = game("goita");
    const QString setup = QStringLiteral("target 50");
    const OpeningBook book = OpeningBook::seeded(goita, setup, 7, 1);
    QVERIFY(book.error().isEmpty());
    QVERIFY(book.openings().isEmpty());
    const OpeningBook::Scheduled first = book.at(0);
    QCOMPARE(first.index, 0);
    QVERIFY2(first.opening.text.startsWith(QStringLiteral("seed ")),
             qPrintable(first.opening.text));
    // The setup is the match's with that seed last, so that it is the one dealt from.
    QVERIFY(first.opening.setup.contains(QStringLiteral("target 50")));
    QVERIFY(first.opening.setup.endsWith(first.opening.text));
    QCOMPARE(goita.startPosition(first.opening.setup)->setupText(),
             goita.startPosition(first.opening.setup)->setupText());
    QVERIFY(book.at(1).opening.text != first.opening.text);
    QCOMPARE(OpeningBook::seeded(goita, setup, 7, 1).at(1).opening.setup, book.at(1).opening.setup);
    QVERIFY(OpeningBook::seeded(goita, setup, 8, 1).at(0).opening.text != first.opening.text);
    // --start 3 begins with the third deal.
    const OpeningBook later = OpeningBook::seeded(goita, setup, 7, 3);
    QCOMPARE(later.at(0).index, 2);
    QCOMPARE(later.at(0).opening.setup, book.at(2).opening.setup);
    // A game whose start is not drawn has none.
    QVERIFY(!OpeningBook::seeded(game("tictactoe"), {}, 7, 1).error().isEmpty());
}

QTEST_GUILESS_MAIN(OpeningsTest)
