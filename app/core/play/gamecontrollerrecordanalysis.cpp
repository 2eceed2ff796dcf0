// SPDX-License-Identifier: GPL-3.0-or-later
// GameController's record analysis: the run it owns over the record shown, and the view that
// follows it; and the comments written into the record shown. Kept apart from
// gamecontroller.cpp, which is about the game and the view.
#include "core/analysis/analysis.h"
#include "core/analysis/recordanalysisrun.h"
#include "core/play/gamecontroller.h"
#include "core/play/session.h"

namespace kibitz {

bool GameController::canAnalyseRecord() const
{
    // A game that is on has its own engines thinking; its record is still being written.
    return m_game && record() && !isGameOn() && !m_line.moves().isEmpty() &&
           !hidesEngineThoughts() && !isAnalysingRecord();
}

bool GameController::isAnalysingRecord() const
{
    return m_recordAnalysis && m_recordAnalysis->isRunning();
}

QString GameController::startRecordAnalysis(const EngineSpec &spec,
                                            const AnalysisSettings &settings)
{
    if (!canAnalyseRecord()) return tr("There is no record with moves to analyse.");
    Record *rec = m_session ? &m_session->record() : &*m_loaded;
    endRecordAnalysis();
    // The analysis of the position shown would compete for the machine and restart on every
    // move the view follows.
    stopAnalysis();
    AnalysisSettings inRange = settings;
    // Only the moves shown: the line stops before a move that is not legal.
    const int moves = int(m_line.moves().size());
    inRange.lastPly = settings.lastPly > 0 ? qMin(settings.lastPly, moves) : moves;
    auto *run = new RecordAnalysisRun(*m_game, spec, this);
    if (const QString error = run->start(rec, inRange); !error.isEmpty()) {
        delete run;
        return error;
    }
    m_recordAnalysis = run;
    connect(run, &RecordAnalysisRun::moveAnalysed, this, &GameController::onMoveAnalysed);
    connect(run, &RecordAnalysisRun::ended, this, [this] {
        m_followedPly = -1;
        Q_EMIT shownChanged(); // the actions: another analysis may start
    });
    Q_EMIT recordAnalysisStarted();
    // The view goes to the position before the first move analysed and follows from there.
    showPly(run->firstPly() - 1);
    m_followedPly = shownPly();
    return {};
}

void GameController::onMoveAnalysed(int ply)
{
    setRecordModified(true);
    Q_EMIT commentsChanged();
    // The user who went to another move stays there.
    if (m_followedPly >= 0 && m_followedPly == shownPly()) {
        m_followedPly = ply;
        showPly(ply);
    } else {
        m_followedPly = -1;
        Q_EMIT shownChanged();
    }
}

void GameController::endRecordAnalysis()
{
    RecordAnalysisRun *run = std::exchange(m_recordAnalysis, nullptr);
    if (!run) return;
    disconnect(run, nullptr, this, nullptr);
    run->cancel(); // ended: whoever shows it lets it go
    delete run;
    m_followedPly = -1;
}

QString GameController::commentAt(int ply) const
{
    if (ply == 0) return record() ? record()->root()->comment : QString();
    return m_line.commentAt(ply);
}

void GameController::addComment(int ply, const QString &text)
{
    if (!record() || ply < 0 || ply > m_line.nodes().size()) return;
    // The line's nodes are the record's, which this controller holds and may write.
    RecordNode *node =
        ply == 0 ? record()->root() : const_cast<RecordNode *>(m_line.nodes()[ply - 1]);
    if (node->comment.split(u'\n').contains(text)) return;
    node->comment += (node->comment.isEmpty() ? QString() : QStringLiteral("\n")) + text;
    setRecordModified(true);
    Q_EMIT commentsChanged();
    Q_EMIT shownChanged();
}

} // namespace kibitz
