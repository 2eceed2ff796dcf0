// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "goita/seatview.h"

#include <QList>

#include <atomic>
#include <functional>

namespace kibitz::goita {

struct SearchLimits
{
    qint64 timeMs = -1;   // < 0: no time limit
    qint64 playouts = -1; // < 0: no playout limit
};

// Where a search stands. The score is the average round outcome of the best move for the
// searching seat's team: its points when it wins the round, minus them when it loses.
struct SearchProgress
{
    Move best;
    double score = 0;
    qint64 samples = 0;  // determinizations drawn
    qint64 playouts = 0; // rounds played to the end
    qint64 failedSamples = 0;
    qint64 elapsedMs = 0;
};

// Determinized sampling (flat Monte Carlo over determinizations): draw the hidden pieces
// consistent with what the seat saw, try every legal move in that draw, play each to the end
// with the playout policy, and keep the move with the best average outcome for the team. All
// moves are tried on the same draws, so that they are compared on equal terms.
class Search
{
public:
    Search(const SeatView &view, quint64 seed);

    // Runs until `stop`, a limit, (given time but no playout limit) a settled choice, or (with
    // one legal move) a short look for its score. Calls
    // `report` about every `reportMs` and once at the end. Precondition: the seat is to move.
    SearchProgress run(const SearchLimits &limits, const std::atomic_bool &stop,
                       const std::function<void(const SearchProgress &)> &report,
                       int reportMs = 200);

private:
    SeatView m_view;
    quint64 m_seed;
};

} // namespace kibitz::goita
