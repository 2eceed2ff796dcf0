// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysissummary.h"
#include "core/engine/enginespec.h"
#include "core/engine/thinkinfo.h"

#include <QMap>
#include <QObject>
#include <QTimer>
#include <memory>
#include <vector>

namespace kibitz {

// How a record is analysed: the time or depth per position, the lines per search and the moves.
struct AnalysisSettings
{
    qint64 moveTimeMs = 0; // per position; with a depth, the most a search may take
    int depth = 0;         // a search ends at this depth (0: by time only)
    int multiPv = 1;
    int firstPly = 1; // the first move analysed, 1-based
    int lastPly = 0;  // the last one; 0: to the end of the main line
    // The most a search to a depth may take when no time is given.
    static constexpr qint64 depthTimeCapMs = 60'000;
};

class EngineLog;
class EnginePlayer;
class Game;
class Position;
class Record;
struct EngineInfo;
struct RecordNode;

// An engine going over the main line of a record: it searches the position before the first
// move analysed and the position after each move, writes each move's search on it as `#` think
// blocks (PV from the position after the move, as ShogiHome writes them) and marks a move whose
// side's win rate fell by much against the engine's best (the game's LossScale). The record
// changes as each search ends, so a view of it can follow. Positions where the game is over are
// not searched: their block gives the result.
class RecordAnalyser : public QObject
{
    Q_OBJECT
public:
    // spec must be resolved (EngineSpec::resolve) for game. The engine starts at once.
    RecordAnalyser(const Game &game, const EngineSpec &spec, QObject *parent = nullptr);
    ~RecordAnalyser() override;

    bool isReady() const { return m_ready; }
    QString engineName() const;
    const EngineSpec &spec() const;
    EngineLog *log() const;
    // Whether the record's moves in range have blocks by this engine to the asked depth (in time
    // mode: any), so that it need not be analysed again. Needs the engine's name: call once
    // readied.
    bool isAnalysed(const Record &record, const AnalysisSettings &settings) const;

    // Analyses the record (which must outlive the analysis); once the engine is ready if it is
    // not yet. Returns an error for the user (a move that is not legal), empty when started.
    QString start(Record *record, const AnalysisSettings &settings);
    // Stops: what is written stays, nothing more is; finished does not follow.
    void cancel();
    // Ends the engine; quitCompleted follows.
    void quit();

    const AnalysisSummary &summary() const { return m_summary; }
    // The lines of the search of the position before the first move analysed, which no move
    // carries (stampAnalysis writes them); empty until it is searched.
    QList<ThinkInfo> startLines() const { return m_evaluations.value(0).lines; }
    // The engine's moves that are not the first of its best line (its bestmove after a PV of
    // another move), by the ply of the position searched, so that a move's loss can be read back
    // from the record (stampAnalysis writes them).
    QMap<int, QString> movesOffTheirLine() const;
    int positionCount() const { return int(m_positions.size()); }

Q_SIGNALS:
    void readied();
    // A move has its analysis (done of total positions searched).
    void moveAnalysed(kibitz::RecordNode *node, int done, int total);
    void finished();
    void failed(const QString &why);
    void quitCompleted();

private:
    struct Evaluation
    {
        QList<ThinkInfo> lines; // by rank
        QString bestMove;
    };
    struct Range
    {
        int first = 1;
        int last = 0;
    };
    static Range rangeOf(const Record &record, const AnalysisSettings &settings);
    // The move the engine chose: its bestmove, else the first of its best line; it loses nothing.
    static QString enginesMove(const Evaluation &evaluation);
    void searchNext();
    void onInfo(const EngineInfo &info);
    void onSearchEnded(const QString &bestMove);
    // searched: by the engine (not a position where the game is over).
    void finishPosition(Evaluation evaluation, bool searched);
    void writeMove(int index);
    Evaluation resultOf(const Position &position) const;

    const Game &m_game;
    EnginePlayer *m_engine;
    QTimer m_deadline;
    bool m_ready = false;
    bool m_running = false;
    bool m_stopping = false;
    Record *m_record = nullptr;
    AnalysisSettings m_settings;
    Range m_range;
    // The positions searched: before move first, then after each move to last.
    std::vector<std::shared_ptr<const Position>> m_positions;
    QList<RecordNode *> m_nodes; // the move after each position but the first
    QList<Evaluation> m_evaluations;
    Evaluation m_current;
    AnalysisSummary m_summary;
};

} // namespace kibitz
