// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/play/analysisengines.h"

#include "core/game/game.h"
#include "core/game/position.h"

namespace kibitz {

AnalysisEngines::~AnalysisEngines()
{
    qDeleteAll(m_analyses);
}

void AnalysisEngines::setPosition(const Game &game, const QString &setup, const QStringList &moves)
{
    const QString line = setup + QLatin1Char('|') + moves.join(QLatin1Char(' '));
    if (line == m_line) return;
    m_line = line;
    m_start = std::shared_ptr<const Position>(game.startPosition(setup));
    m_moves = moves;
    for (Analysis *analysis : std::as_const(m_analyses))
        analyse(analysis);
}

void AnalysisEngines::forgetPosition()
{
    m_line.clear();
    m_start.reset();
    m_moves.clear();
}

Analysis *AnalysisEngines::add(const Game &game, const EngineSpec &spec, int lines)
{
    if (m_analyses.size() >= maxAnalyses) return nullptr;
    auto *analysis = new Analysis(game, spec, this);
    analysis->setMultiPv(lines);
    m_analyses.append(analysis);
    Q_EMIT started(analysis);
    analyse(analysis);
    return analysis;
}

void AnalysisEngines::remove(Analysis *analysis)
{
    if (!m_analyses.removeOne(analysis)) return;
    Q_EMIT removed(analysis);
    delete analysis;
    if (m_analyses.isEmpty()) {
        forgetPosition();
        Q_EMIT stopped();
    }
}

void AnalysisEngines::stop()
{
    while (!m_analyses.isEmpty())
        remove(m_analyses.last());
}

void AnalysisEngines::setLines(Analysis *analysis, int lines)
{
    if (!m_analyses.contains(analysis)) return;
    analysis->setMultiPv(lines);
    analyse(analysis); // search again with the new number of lines
}

void AnalysisEngines::analyse(Analysis *analysis)
{
    if (m_start) analysis->analyse(m_start, m_moves);
}

} // namespace kibitz
