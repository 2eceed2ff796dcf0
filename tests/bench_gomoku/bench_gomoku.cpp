// SPDX-License-Identifier: GPL-3.0-or-later
#include "search.h"

#include "gomoku/gomokuboard.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QStringList>

#include <cstdio>

using namespace kibitz::gomoku;

namespace {

// A random renju position: stones dropped near the centre, black and white in turn, black never
// on a forbidden point; no five.
Board randomPosition(QRandomGenerator &rng, int stones)
{
    Board board(15, 15, Rule::Renju);
    for (int tries = 0; board.stoneCount() < stones && tries < 10 * stones; ++tries) {
        const Point p{4 + int(rng.bounded(7)) + int(rng.bounded(5)) - 2,
                      4 + int(rng.bounded(7)) + int(rng.bounded(5)) - 2};
        if (board.check(p) != Board::MoveCheck::Ok) continue;
        board.play(p);
        if (board.winner() != Stone::Empty) board.undo();
    }
    return board;
}

// A realistic midgame: a random three-stone opening, then moves chosen by a shallow search,
// stopped before anyone has a five.
Board midgame(QRandomGenerator &rng, Rule rule, int moves)
{
    Board board = randomPosition(rng, 3);
    board.setRule(rule);
    while (board.stoneCount() < moves) {
        Search search(board.grid(), rule, board.toMove());
        SearchLimits limits;
        limits.maxDepth = 2;
        const SearchInfo info = search.run(limits);
        if (info.pv.isEmpty()) break;
        const Point p = Grid::pointOf(info.pv.first());
        board.play(p);
        if (board.winner() != Stone::Empty) {
            board.undo();
            break;
        }
    }
    return board;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const bool quick = app.arguments().contains(QStringLiteral("--quick"));
    QRandomGenerator rng(12345);

    // Forbidden points: every empty point of each position checked for black.
    const int positions = quick ? 50 : 2000;
    QList<Board> boards;
    for (int i = 0; i < positions; ++i)
        boards << randomPosition(rng, 20 + int(rng.bounded(40)));
    QElapsedTimer timer;
    timer.start();
    qint64 forbidden = 0;
    qint64 points = 0;
    for (const Board &board : std::as_const(boards)) {
        forbidden += board.forbiddenPoints().size();
        points += 15 * 15 - board.stoneCount();
    }
    const double seconds = std::max<qint64>(timer.nsecsElapsed(), 1) / 1e9;
    std::printf("forbidden-point check: %d positions (%lld points, %lld forbidden) in %.3f s: "
                "%.0f positions/s, %.0f points/s\n",
                positions, points, forbidden, seconds, positions / seconds, points / seconds);

    // Engine search: a fixed time on a few midgame positions of each rule.
    const int searches = quick ? 3 : 12;
    const qint64 ms = quick ? 100 : 1000;
    qint64 nodes = 0;
    qint64 elapsed = 0;
    for (int i = 0; i < searches; ++i) {
        const Rule rule = i % 3 == 0 ? Rule::Freestyle : i % 3 == 1 ? Rule::Standard : Rule::Renju;
        const Board board = midgame(rng, rule, 8 + int(rng.bounded(12)));
        Search search(board.grid(), rule, board.toMove());
        SearchLimits limits;
        limits.timeMs = ms;
        timer.restart();
        const SearchInfo info = search.run(limits);
        elapsed += timer.elapsed();
        nodes += search.nodes();
        std::printf("  search %2d (%s, %d stones): depth %d, %lld nodes, %lld ms\n", i,
                    rule == Rule::Renju      ? "renju"
                    : rule == Rule::Standard ? "standard"
                                             : "freestyle",
                    board.stoneCount(), info.depth, search.nodes(), timer.elapsed());
    }
    std::printf("engine search: %lld nodes in %lld ms: %.0f nodes/s\n", nodes, elapsed,
                nodes * 1000.0 / std::max<qint64>(elapsed, 1));
    return 0;
}
