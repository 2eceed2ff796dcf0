// SPDX-License-Identifier: GPL-3.0-or-later
#include "search.h"

namespace kibitz::tictactoe {

int matePlies(int score)
{
    if (score > winScore - 100) return winScore - score;
    if (score < -(winScore - 100)) return -(winScore + score);
    return 0;
}

Search::Search(const Board &board, const QList<int> &rootMoves)
    : m_board(board), m_rootMoves(rootMoves)
{
    Q_ASSERT(!m_rootMoves.isEmpty());
}

int Search::maxDepth() const
{
    return 9 - m_board.moveCount();
}

SearchResult Search::iterate(int depth)
{
    SearchResult result;
    result.depth = depth;
    result.score = -winScore - 1;
    for (int square : m_rootMoves) {
        QList<int> line;
        m_board.play(square);
        // The window starts above the best so far: a move that is not strictly better fails low.
        const int score = -negamax(depth - 1, 1, -winScore - 1, -result.score, line);
        m_board.undo(square);
        if (score > result.score) {
            result.score = score;
            result.pv = QList<int>{square} + line;
        }
    }
    result.nodes = m_nodes;
    return result;
}

int Search::negamax(int depth, int ply, int alpha, int beta, QList<int> &pv)
{
    ++m_nodes;
    if (m_board.winner() != Mark::Empty) return -(winScore - ply); // the previous ply won
    if (depth == 0 || m_board.isFull()) return 0;
    for (int square : m_board.legalMoves()) {
        QList<int> line;
        m_board.play(square);
        const int score = -negamax(depth - 1, ply + 1, -beta, -alpha, line);
        m_board.undo(square);
        if (score > alpha) {
            alpha = score;
            pv = QList<int>{square} + line;
            if (alpha >= beta) break;
        }
    }
    return alpha;
}

} // namespace kibitz::tictactoe
