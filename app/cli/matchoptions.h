// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cliargs.h"
#include "core/tournament/schedule.h"
#include "core/tournament/tournamentrunner.h"
#include "setupflags.h"
#include "shard.h"

#include <QCommandLineOption>
#include <QJsonObject>

namespace kibitz::cli {

// --openings and the options of its book (docs/tournament.md).
struct OpeningOptions
{
    QCommandLineOption openings, order, seed, plies, start, transform;
};

// The options of match, added to its parser in the order its help lists them.
struct MatchOptions
{
    QCommandLineOption game, games, rounds, gauntlet, seats, repeat, noRepeat, concurrency, tc,
        movetime, out, collection, log, margin, restart, noAffinity, sync, report, resume, shard;
    SetupFlags setupFlags;
    OpeningOptions book;
};

MatchOptions addMatchOptions(QCommandLineParser &parser);
// The time control without --tc, --movetime or an engine's own.
QString defaultTimeControl();

// What a match command line asks for, read and checked before any engine starts.
struct MatchPlan
{
    TournamentRunner::Config run;
    ScheduleOptions schedule;
    Shard shard; // --shard, or the scheduler's task (docs/cluster.md)
    bool resume = false;
    // By engine: the time control its words gave (tc=, movetime=), empty for the match's.
    QStringList ownTimeControls;
    // The end report in fastchess's layout as well as the score line: asked for by --report or
    // --sprt, or a tournament of more than two engines.
    bool fullReport = false;
    // The parameters --resume compares (match.params), each a string by name.
    QJsonObject parameters;
};

// The game, its engines (their words' tc= and movetime= taken out as their time controls) and
// the schedule into plan; the status to end with when the command line does not give them.
std::optional<int> readPlayers(const QCommandLineParser &parser, const MatchOptions &options,
                               const QList<QStringList> &engines, MatchPlan *plan);
// The time control, start, folders and the schedule's options into plan.
std::optional<int> readRules(const QCommandLineParser &parser, const MatchOptions &options,
                             const WordArgs &words, MatchPlan *plan);
// The book of --openings into plan, its report on standard error.
std::optional<int> readOpenings(const QCommandLineParser &parser, const OpeningOptions &options,
                                MatchPlan *plan);

} // namespace kibitz::cli
