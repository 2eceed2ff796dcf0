// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/score.h"

#include <QElapsedTimer>
#include <QList>

namespace kibitz {

struct EngineInfo;

// One point of an engine's search: when (seconds since the search began) and how far it got.
// Values the engine did not send are -1 (score: invalid).
struct SearchSample
{
    double seconds = 0;
    int depth = -1;
    int seldepth = -1;
    qint64 nps = -1;
    Score score; // the first player's view
};

// An engine's search over time, for the engine log's chart: the samples of the search under way
// (its main line's info, multipv 1) and, per search that ended with a move, its last sample.
class SearchHistory
{
public:
    void startSearch();
    // False when the info says nothing the chart draws (a string, another multipv line).
    bool addInfo(const EngineInfo &info);
    // The search gave its move: its last sample is the move's.
    void endSearch();

    const QList<SearchSample> &currentSearch() const { return m_current; }
    const QList<SearchSample> &perMove() const { return m_moves; }

private:
    QList<SearchSample> m_current;
    QList<SearchSample> m_moves;
    QElapsedTimer m_clock; // for info without a time
    bool m_open = false;   // a search under way, not yet counted among the moves
};

} // namespace kibitz
