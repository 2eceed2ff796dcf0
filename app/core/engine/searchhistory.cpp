// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/searchhistory.h"

#include "core/engine/engineinfo.h"

namespace kibitz {

void SearchHistory::startSearch()
{
    m_current.clear();
    m_clock.start();
    m_open = true;
}

bool SearchHistory::addInfo(const EngineInfo &info)
{
    if (info.multipv != 1 || !info.hasSearchData()) return false;
    if (!m_clock.isValid()) startSearch(); // info before Kibitz saw the search start
    SearchSample sample;
    // The engine's own time when it gives one: it is what its time management sees.
    sample.seconds = (info.timeMs >= 0 ? info.timeMs : m_clock.elapsed()) / 1000.0;
    sample.depth = info.depth;
    sample.seldepth = info.seldepth;
    sample.nps = info.nps;
    sample.score = info.score;
    m_current.append(sample);
    return true;
}

void SearchHistory::endSearch()
{
    if (!m_open) return;
    m_open = false;
    m_moves.append(m_current.isEmpty() ? SearchSample{} : m_current.constLast());
    m_moves.last().seconds = m_clock.elapsed() / 1000.0; // the move's thinking time
}

} // namespace kibitz
