// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h" // the signals carry an Analysis *, which Qt's meta types need whole

#include <QList>
#include <QObject>
#include <QStringList>
#include <memory>

namespace kibitz {

class Game;
class Position;
struct EngineSpec;

// The engines analysing the position the window shows, up to maxAnalyses at once, each
// searching on its own and each searching again when the position changes.
class AnalysisEngines : public QObject
{
    Q_OBJECT
public:
    static constexpr int maxAnalyses = 4;

    using QObject::QObject;
    ~AnalysisEngines() override; // without signals: whoever shows them is going too

    // The position to analyse: the game's setup and the moves from it. The engines search it
    // when it is another than before.
    void setPosition(const Game &game, const QString &setup, const QStringList &moves);
    // The position is to be searched again even if it reads the same (another record).
    void forgetPosition();

    // An engine joins, searching the position set; spec must be resolved. Null when
    // maxAnalyses run.
    Analysis *add(const Game &game, const EngineSpec &spec, int lines);
    void remove(Analysis *analysis);
    void stop(); // every engine's
    void setLines(Analysis *analysis, int lines);
    const QList<Analysis *> &all() const { return m_analyses; }
    bool isOn() const { return !m_analyses.isEmpty(); }

Q_SIGNALS:
    // An engine joined; removed comes before it goes (it is deleted then), stopped when the last
    // one has gone.
    void started(kibitz::Analysis *analysis);
    void removed(kibitz::Analysis *analysis);
    void stopped();

private:
    void analyse(Analysis *analysis);

    QList<Analysis *> m_analyses;
    QString m_line; // the position set, as setup and moves
    std::shared_ptr<const Position> m_start;
    QStringList m_moves;
};

} // namespace kibitz
