// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>
#include <span>

namespace kibitz {

// The games of engine A against engine B, from A's view.
struct PairCounts
{
    int wins = 0, losses = 0, draws = 0;
    // Game pairs (one opening, sides swapped) by A's points over the two games. A win and a loss
    // (WL) and two draws (DD) both make one point but are kept apart for the WL/DD ratio.
    int pairLL = 0, pairLD = 0, pairWL = 0, pairDD = 0, pairWD = 0, pairWW = 0;

    int games() const { return wins + losses + draws; }
    double points() const { return wins + 0.5 * draws; }
    int pairs() const { return pairLL + pairLD + pairWL + pairDD + pairWD + pairWW; }
    // Counts by score, lowest first: [L, D, W] and [LL, LD, WL+DD, WD, WW].
    std::array<int, 3> trinomial() const { return {losses, draws, wins}; }
    std::array<int, 5> pentanomial() const
    {
        return {pairLL, pairLD, pairWL + pairDD, pairWD, pairWW};
    }
    PairCounts &operator+=(const PairCounts &other);
};

// What the counts say about A against B. Infinite or not-a-number where the counts cannot say
// (all games won: Elo +inf; no spread at all: nElo nan), as fastchess prints them.
struct EloEstimate
{
    double score = 0.5;   // A's expected points per game, 0 to 1
    double elo = 0;       // logistic Elo difference
    double eloError = 0;  // half the width of its 95 % confidence interval
    double nElo = 0;      // normalized Elo: (score - 0.5) / per-game deviation, on the Elo scale
    double nEloError = 0; // the same for nElo
    double los = 0.5;     // likelihood of superiority, 0 to 1
};

// Counts of outcomes with equally spaced scores from 0 to 1, lowest first: three for single games
// (trinomial), five for game pairs (pentanomial; each pair's mean score per game). None without
// any outcome.
std::optional<EloEstimate> estimateElo(std::span<const int> counts);

// The logistic Elo difference that gives an expected score (0 to 1).
double eloFromScore(double score);
// The expected score of an Elo difference.
double scoreFromElo(double elo);
// 800 / ln 10: normalized Elo per unit of (score - 0.5) / deviation.
inline constexpr double nEloPerDeviation = 347.43558552260146;

} // namespace kibitz
