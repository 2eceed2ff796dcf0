// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "elostats.h"

#include <QList>
#include <QString>

namespace kibitz {

struct FinishedGame;

// The name of a side in a game of these engines by seat: the engine in that seat, or in team
// games (four seats, partners two apart) its team — the engine's name once when one engine holds
// both seats ("A"), else the partners' names joined by '+' ("A+C"). Reports, standings and the
// match's game lines name sides so; results.jsonl keeps the engines by seat.
QString matchSideName(const QStringList &enginesBySeat, int side);

// The games of two engines (in team games, two teams named as matchSideName says), from the
// first's view: the engine that moved first in their earliest game.
struct EnginePairing
{
    QString first, second;
    PairCounts counts;
};

// An engine's games against the whole field, from its view.
struct EngineStanding
{
    QString engine;
    PairCounts counts;
};

struct MatchTally
{
    QList<EnginePairing> pairings;   // in the order of their first game
    QList<EngineStanding> standings; // best score first
    int noResults = 0;               // games without a result, not counted
};

// Counts finished games (in any order: they are taken by game number). The two games of a game
// pair count for the pentanomial when both have a result and the same two engines; every game
// with a result counts for W-L-D. When an engine plays itself, "first" is the engine that moved
// first in the pair's first game, and moved second in its second game.
MatchTally tallyResults(QList<FinishedGame> games);

} // namespace kibitz
