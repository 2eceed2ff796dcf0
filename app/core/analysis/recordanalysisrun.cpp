// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/recordanalysisrun.h"

#include "core/record/record.h"

namespace kibitz {

RecordAnalysisRun::RecordAnalysisRun(const Game &game, const EngineSpec &spec, QObject *parent)
    : QObject(parent), m_analyser(new RecordAnalyser(game, spec, this))
{
    connect(m_analyser, &RecordAnalyser::moveAnalysed, this,
            [this](RecordNode *node, int done, int total) {
                m_done = done;
                m_total = total;
                const int index = m_record ? int(m_record->mainLine().indexOf(node)) : -1;
                if (index >= 0) Q_EMIT moveAnalysed(index + 1);
            });
    connect(m_analyser, &RecordAnalyser::finished, this, [this] {
        m_done = m_total;
        end(State::Finished);
    });
    connect(m_analyser, &RecordAnalyser::failed, this, [this](const QString &why) {
        m_error = why;
        end(State::Failed);
    });
}

QString RecordAnalysisRun::start(Record *record, const AnalysisSettings &settings)
{
    m_record = record;
    const int moves = int(record->mainLine().size());
    m_firstPly = qMax(1, settings.firstPly);
    m_lastPly = settings.lastPly > 0 ? qMin(settings.lastPly, moves) : moves;
    const QString error = m_analyser->start(record, settings);
    if (!error.isEmpty()) {
        m_state = State::Failed;
        m_error = error;
        m_analyser->quit();
        return error;
    }
    m_total = m_analyser->positionCount();
    return {};
}

void RecordAnalysisRun::cancel()
{
    if (isRunning()) end(State::Cancelled);
}

void RecordAnalysisRun::end(State state)
{
    if (!isRunning()) return;
    m_state = state;
    // A failed engine has gone already; quit is then only the player's bookkeeping.
    m_analyser->quit();
    Q_EMIT ended();
}

} // namespace kibitz
