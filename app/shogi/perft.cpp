// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/perft.h"

namespace kibitz::shogi {

quint64 perft(Board &board, int depth)
{
    if (depth <= 0) return 1;
    MoveList list;
    board.generateLegalMoves(list);
    if (depth == 1) return quint64(list.size());
    quint64 nodes = 0;
    for (const Move &m : list) {
        board.doMove(m);
        nodes += perft(board, depth - 1);
        board.undoMove(m);
    }
    return nodes;
}

QList<QPair<Move, quint64>> perftDivide(Board &board, int depth)
{
    QList<QPair<Move, quint64>> result;
    if (depth <= 0) return result;
    MoveList list;
    board.generateLegalMoves(list);
    for (const Move &m : list) {
        board.doMove(m);
        result.append({m, perft(board, depth - 1)});
        board.undoMove(m);
    }
    return result;
}

} // namespace kibitz::shogi
