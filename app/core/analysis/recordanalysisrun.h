// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/recordanalyser.h"

#include <QObject>

namespace kibitz {

class EngineLog;
class Game;
class Record;
struct EngineSpec;

// One analysis of a record as the window runs it (GameController owns it): a RecordAnalyser
// over the record shown, how far it has come, and how it ended — finished, cancelled or failed
// (the engine would not start or died). In every case what is written on the record stays, and
// once it has ended the engine is sent quit; its log stays readable until the run goes.
class RecordAnalysisRun : public QObject
{
    Q_OBJECT
public:
    enum class State { Running, Finished, Cancelled, Failed };

    // spec must be resolved (EngineSpec::resolve) for game. The engine starts at once.
    RecordAnalysisRun(const Game &game, const EngineSpec &spec, QObject *parent = nullptr);

    // Analyses record's main line (the record must outlive the run, or the run must go first).
    // Returns an error for the user, empty when started.
    QString start(Record *record, const AnalysisSettings &settings);
    // Stops: what is written stays, nothing more is written; ended follows.
    void cancel();

    State state() const { return m_state; }
    bool isRunning() const { return m_state == State::Running; }
    QString error() const { return m_error; } // why it failed
    // The positions searched so far and in all (the one before the first move and one after
    // each move of the range), and the plies of the range.
    int done() const { return m_done; }
    int total() const { return m_total; }
    int firstPly() const { return m_firstPly; }
    int lastPly() const { return m_lastPly; }
    QString engineName() const { return m_analyser->engineName(); }
    const EngineSpec &spec() const { return m_analyser->spec(); }
    EngineLog *log() const { return m_analyser->log(); }
    // The losses and marks of the moves analysed so far.
    const AnalysisSummary &summary() const { return m_analyser->summary(); }

Q_SIGNALS:
    // A move has its analysis: ply is its place in the main line (1-based).
    void moveAnalysed(int ply);
    // The analysis ended; state() says how.
    void ended();

private:
    void end(State state);

    RecordAnalyser *m_analyser;
    Record *m_record = nullptr;
    State m_state = State::Running;
    QString m_error;
    int m_done = 0;
    int m_total = 0;
    int m_firstPly = 1;
    int m_lastPly = 0;
};

} // namespace kibitz
