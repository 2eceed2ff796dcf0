// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include "gomoku/gomokucoordinates.h"

// The bundled engine's part in a Swap2 opening (Gomocup's SWAP2BOARD, as GomocupJudge sends it:
// docs/protocols/gomocup.md). The stones come in placing order, black first, as "x,y" (or
// "x,y,field", whose field is not needed: the order gives the colours).
// - no stone: the engine opens with three stones (black, white, black);
// - three stones: it takes black ("SWAP") when black stands better, plays white's fourth stone
//   when white does, and else places two more (white, black) for the opener to choose;
// - five stones: it takes black ("SWAP") when black stands better, else plays white's sixth.
// Better is the engine's own search score, white to move, beyond swapMargin either way.
namespace kibitz::gomoku {

namespace {
constexpr int swapMargin = 150;
} // namespace

SearchInfo Engine::swapSearch(const Board &board, qint64 timeMs)
{
    Search search(board.grid(), board.rule(), board.toMove());
    search.setStopFlag(&m_stop);
    SearchLimits limits;
    limits.timeMs = timeMs;
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
        const int cx = board.width() / 2, cy = board.height() / 2;
        send(QStringLiteral("%1 %2 %3")
                 .arg(toGomocup({cx, cy}), toGomocup({cx + 1, cy - 1}),
                      toGomocup({cx - 1, cy + 2})));
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
