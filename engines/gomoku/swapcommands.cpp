// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include "gomoku/gomokucoordinates.h"

#include <limits>

// The bundled engine's part in a Swap2 opening (Gomocup's SWAP2BOARD, as GomocupJudge sends it:
// docs/protocols/gomocup.md). The stones come in placing order, black first, as "x,y" (or
// "x,y,field", whose field is not needed: the order gives the colours).
// - no stone: the engine opens with three stones (black, white, black): of a few shapes around
//   the centre, the one it judges nearest to even, white to move;
// - three stones: it takes black ("SWAP") when black is ahead by more than swapMargin, plays
//   white's fourth stone when white is, and else — neither colour clearly better — places two
//   more (white, black) for the opener to choose, as Swap2 players do with a balanced opening;
// - five stones: it takes black ("SWAP") when black is ahead, else plays white's sixth stone.
// Ahead is the engine's judgement (swapJudgement), white to move.
namespace kibitz::gomoku {

namespace {
// Beyond this either way a colour is clearly better: about the judgement's own uncertainty (on
// 40 random three-stone openings, freestyle or renju, its value moved by 55 in the median when
// judged one ply deeper, at depths 5 and 6).
constexpr int swapMargin = 60;
// The swap searches go to this depth whatever the time: a choice that hung on how deep the search
// got in its time changed with the machine's load, so the same opening was answered differently
// from one game to the next. About 30 to 100 ms a search on three stones.
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

QString Engine::openingStones()
{
    const QString key = QStringLiteral("%1x%2 %3")
                            .arg(m_board.width())
                            .arg(m_board.height())
                            .arg(int(m_board.rule()));
    if (const auto known = m_openings.constFind(key); known != m_openings.cend()) return *known;
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
        const SearchInfo info = swapJudgement(boards[i]);
        const int distance = info.pv.isEmpty() ? std::numeric_limits<int>::max() : qAbs(info.score);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    // Kept only when every shape was searched to the end (no stop came meanwhile).
    if (!m_stop) m_openings.insert(key, texts.value(best));
    return texts.value(best);
}

SearchInfo Engine::swapJudgement(const Board &board)
{
    Search search(board.grid(), board.rule(), board.toMove());
    search.setStopFlag(&m_stop);
    int shallower = 0; // the score one depth less deep
    search.setInfoCallback([&](const SearchInfo &info) {
        if (info.depth == swapDepth - 1) shallower = info.score;
    });
    SearchLimits limits;
    limits.maxDepth = swapDepth;
    SearchInfo info = search.run(limits);
    // A search that ends on the side to move's ply (an odd depth) overrates it, one that ends on
    // the opponent's underrates it: by some hundreds in the opening, more than the margin. The
    // mean of the two lies between, for either side to move alike.
    if (info.depth == swapDepth && matePlies(info.score) == 0 && matePlies(shallower) == 0)
        info.score = (info.score + shallower) / 2;
    return info;
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
        send(openingStones());
        return;
    }
    if (stones != 3 && stones != 5) {
        send(QStringLiteral("ERROR SWAP2BOARD takes 0, 3 or 5 stones, not %1").arg(stones));
        return;
    }
    m_stop = false;
    const SearchInfo white = swapJudgement(board);
    // After five stones the choice is of a colour only: the better one.
    const int blackNeeds = stones == 5 ? 0 : swapMargin;
    if (white.pv.isEmpty() || white.score < -blackNeeds) {
        send(QStringLiteral("SWAP"));
        return;
    }
    const Point fourth = Grid::pointOf(white.pv.first());
    if (stones == 5 || white.score > swapMargin) {
        send(toGomocup(fourth));
        return;
    }
    board.play(fourth);
    const SearchInfo black = swapJudgement(board);
    if (black.pv.isEmpty()) {
        send(toGomocup(fourth));
        return;
    }
    send(toGomocup(fourth) + u' ' + toGomocup(Grid::pointOf(black.pv.first())));
}

} // namespace kibitz::gomoku
