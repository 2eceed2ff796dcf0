// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tictactoe/tictactoeboard.h"

namespace kibitz::tictactoe {

// Scores are from the side to move's view: 0 for a draw or a line not searched to its end,
// winScore - P when the side to move wins with the P-th ply from now, -(winScore - P) when it
// loses so. Higher is better, so the quickest win and the slowest loss come first.
constexpr int winScore = 10000;

// The P of a decided score, negative for a loss; 0 when the score is not decided.
int matePlies(int score);

struct SearchResult
{
    int depth = 0;
    int score = 0;
    qint64 nodes = 0; // over all iterations so far
    QList<int> pv;    // starts with the best move
};

// Negamax with alpha-beta, one iteration of iterative deepening at a time. Moves are tried in
// ascending order and only a strictly better score replaces the best, so among equal moves the
// lowest square is chosen.
class Search
{
public:
    // rootMoves: the legal moves to choose among, ascending (at least one).
    Search(const Board &board, const QList<int> &rootMoves);

    int maxDepth() const; // plies until the board is full
    SearchResult iterate(int depth);

private:
    int negamax(int depth, int ply, int alpha, int beta, QList<int> &pv);

    Board m_board;
    QList<int> m_rootMoves;
    qint64 m_nodes = 0;
};

} // namespace kibitz::tictactoe
