// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

namespace kibitz {

// The games of a match or tournament, in the order they are started (docs/tournament.md).
// Interface agreed between the runner and the command line (issue 24); schedule.cpp makes it.
struct ScheduledGame
{
    int game = 0;    // 1-based index in the whole schedule (results.jsonl "game")
    int pair = 0;    // 1-based game pair; both games of a pair share it; 0 without --repeat
    int round = 0;   // 1-based
    int opening = 0; // 0-based slot in the opening book's schedule (OpeningBook::at)
    // The engine (index into the command line's --engine list) in each seat, first mover first.
    // Goita: seats 1 and 3 are one team, seats 2 and 4 the other; each engine is a team (it
    // holds both its seats) unless enginesBySeat.
    QList<int> seats;
};

struct ScheduleOptions
{
    int engines = 2; // how many --engine; with enginesBySeat, how many teams (2)
    int seats = 2;   // Game::playerCount()
    // Team games (goita's --seats): the --engine list gives one engine a seat, partners two
    // seats apart, so team t is engines t and t + 2; `engines` counts the teams.
    bool enginesBySeat = false;
    bool gauntlet = false; // the first engine against each other, else round robin
    int rounds = 1;
    int gamesPerEncounter = 1; // --games: per pair of engines per round (a pair counts two)
    bool repeat = true;        // each opening twice, sides swapped: a game pair
};

// Every game of the run, in order. Encounter by encounter within a round; with repeat, the two
// games of a pair are adjacent and share an opening slot.
QList<ScheduledGame> makeSchedule(const ScheduleOptions &options);

// The I-th (1-based) of N disjoint slices of the schedule, whole game pairs each, so that N
// machines together play exactly the games one would.
QList<ScheduledGame> shardOf(const QList<ScheduledGame> &schedule, int index, int count);

} // namespace kibitz
