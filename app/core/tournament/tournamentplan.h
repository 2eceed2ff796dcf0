// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/schedule.h"
#include "core/tournament/tournamentrunner.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace kibitz {

class Game;

// Which games a run plays, for kibitz-cli match and the window's tournaments alike: its schedule
// (or the shard of it) and, resuming, less the games an earlier run in the same folder finished,
// which are kept and counted, never played again. An earlier run must have had the same
// parameters (match.params); a folder that holds results is not started afresh.
class TournamentPlan
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::TournamentPlan)
public:
    enum class Problem {
        None,
        FolderHoldsRun,       // not resuming, and the folder has results already
        ParametersUnreadable, // match.params cannot be read (detail: why)
        // match.params differs (detail: what, "; " between): resuming, or a new run (another
        // shard's) in a folder that holds a run
        ParametersDiffer,
    };

    // Fills run->games, run->parameters and, resuming, run->earlier from run->outDir (the
    // stream run->resultsName there).
    static TournamentPlan make(const ScheduleOptions &schedule, int shardIndex, int shardCount,
                               const QJsonObject &parameters, bool resume,
                               TournamentRunner::Config *run);
    // Whether the game's start is drawn anew each time (goita's deal): two starts differ.
    static bool startIsDrawn(const Game &game, const QString &setup);
    // "KEY (was A, now B)" for each parameter that differs, by key.
    static QStringList parameterDifferences(const QJsonObject &before, const QJsonObject &now);

    Problem problem = Problem::None;
    QString detail;
    QStringList readProblems; // lines of results.jsonl skipped ("FILE:LINE: what")
};

} // namespace kibitz
