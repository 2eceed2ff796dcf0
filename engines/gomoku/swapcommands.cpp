// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include "gomoku/gomokucoordinates.h"

#include <limits>

// The bundled engine's part in a Swap2 opening (Gomocup's SWAP2BOARD, as GomocupJudge sends it:
// docs/protocols/gomocup.md). The stones come in placing order, black first, as "x,y" (or
// "x,y,field", whose field is not needed: the order gives the colours).
// - no stone: the engine opens with three stones (black, white, black): of a few shapes around
//   the centre, the one its search finds nearest to even, white to move;
// - three stones: it takes black ("SWAP") when black stands better, plays white's fourth stone
//   when white does, and else places two more (white, black) for the opener to choose;
// - five stones: it takes black ("SWAP") when black stands better, else plays white's sixth.
// Better is the engine's own search score, white to move, beyond swapMargin either way.
namespace kibitz::gomoku {

namespace {
constexpr int swapMargin = 150;
// The swap searches stop at this depth (or earlier, when their time runs out): a choice that
// hung on how deep the search got in its time changed with the machine's load, so the same
// opening was answered differently from one game to the next.
constexpr int swapDepth = 5;

// Opening shapes around the centre c: black on c, white and black at these offsets from it.
struct Shape
{
    int wx, wy, bx, by;
};
constexpr Shape openingShapes[] = {
    {1, -1, -1, 2}, {1, 1, -3, -3}, {2, 2, -2, -2}, {1, 0, -1, 3}, {0, 1, 3, -2}, {1, 1, 3, -1},
};
} // namespace

QString Engine::openingStones(qint64 timeMs)
{
    const int cx = m_board.width() / 2, cy = m_board.height() / 2;
    QList<Board> boards;
    QList<QString> texts;
    for (const Shape &s : openingShapes) {
        Board board(m_board.width(), m_board.height(), m_board.rule());
        const Point stones[] = {{cx, cy}, {cx + s.wx, cy + s.wy}, {cx + s.bx, cy + s.by}};
        bool fits = true;
        for (Point p : stones) {
            fits = fits && board.isLegal(p);
            if (fits) board.play(p);
        }
        if (!fits) continue;
        boards << board;
        texts << QStringLiteral("%1 %2 %3")
                     .arg(toGomocup(stones[0]), toGomocup(stones[1]), toGomocup(stones[2]));
    }
    // The first shape fits every board from 5×5 up.
    qsizetype best = 0;
    int bestDistance = std::numeric_limits<int>::max();
    m_stop = false;
    for (qsizetype i = 0; i < boards.size(); ++i) {
        const SearchInfo info = swapSearch(boards[i], timeMs / boards.size());
        const int distance = info.pv.isEmpty() ? std::numeric_limits<int>::max() : qAbs(info.score);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return texts.value(best);
}

SearchInfo Engine::swapSearch(const Board &board, qint64 timeMs)
{
    Search search(board.grid(), board.rule(), board.toMove());
    search.setStopFlag(&m_stop);
    SearchLimits limits;
    limits.timeMs = timeMs;
    limits.maxDepth = swapDepth;
    return search.run(limits);
}

void Engine::answerSwap2()
{
    m_collecting = Collecting::Nothing;
    Board board(m_board.width(), m_board.height(), m_board.rule());
    for (const QString &line : std::as_const(m_collected)) {
        const QList<int> v = commaNumbers(line);
        const Point p{v.value(0, -1), v.value(1, -1)};
        if ((v.size() != 2 && v.size() != 3) || !board.isLegal(p)) {
            send(QStringLiteral("ERROR bad SWAP2BOARD stone '%1'").arg(line));
            return;
        }
        board.play(p);
    }
    const int stones = board.stoneCount();
    if (stones == 0) {
        // A quiet opening near the centre: neither side far ahead, as Swap2 wants.
        send(openingStones(gomocupBudget()));
        return;
    }
    if (stones != 3 && stones != 5) {
        send(QStringLiteral("ERROR SWAP2BOARD takes 0, 3 or 5 stones, not %1").arg(stones));
        return;
    }
    m_stop = false;
    const qint64 budget = gomocupBudget();
    const qint64 each = stones == 3 ? budget / 2 : budget;
    const SearchInfo white = swapSearch(board, each);
    if (white.pv.isEmpty() || white.score < -swapMargin) {
        send(QStringLiteral("SWAP"));
        return;
    }
    const Point fourth = Grid::pointOf(white.pv.first());
    if (stones == 5 || white.score > swapMargin) {
        send(toGomocup(fourth));
        return;
    }
    board.play(fourth);
    const SearchInfo black = swapSearch(board, each);
    if (black.pv.isEmpty()) {
        send(toGomocup(fourth));
        return;
    }
    send(toGomocup(fourth) + u' ' + toGomocup(Grid::pointOf(black.pv.first())));
}

} // namespace kibitz::gomoku
