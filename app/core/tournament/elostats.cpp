// SPDX-License-Identifier: GPL-3.0-or-later
#include "elostats.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace kibitz {

namespace {
// The two-sided 95 % quantile of the normal distribution.
constexpr double z95 = 1.959963984540054;
} // namespace

PairCounts &PairCounts::operator+=(const PairCounts &other)
{
    wins += other.wins;
    losses += other.losses;
    draws += other.draws;
    pairLL += other.pairLL;
    pairLD += other.pairLD;
    pairWL += other.pairWL;
    pairDD += other.pairDD;
    pairWD += other.pairWD;
    pairWW += other.pairWW;
    return *this;
}

double eloFromScore(double score)
{
    return -400.0 * std::log10(1.0 / score - 1.0);
}

double scoreFromElo(double elo)
{
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

std::optional<EloEstimate> estimateElo(std::span<const int> counts)
{
    Q_ASSERT(counts.size() >= 2);
    double n = 0;
    double sum = 0;
    const double step = 1.0 / double(counts.size() - 1);
    for (size_t i = 0; i < counts.size(); ++i) {
        n += counts[i];
        sum += counts[i] * (i * step);
    }
    if (n <= 0) return std::nullopt;
    EloEstimate e;
    e.score = sum / n;
    double variance = 0;
    for (size_t i = 0; i < counts.size(); ++i)
        variance += counts[i] * std::pow(i * step - e.score, 2);
    variance /= n;
    const double stdError = std::sqrt(variance / n);
    // A pair's score is the mean of two games: its variance is half a game's.
    const double perGame = std::sqrt(counts.size() == 5 ? 2 * variance : variance);
    const double low = std::max(0.0, e.score - z95 * stdError);
    const double high = std::min(1.0, e.score + z95 * stdError);
    e.elo = eloFromScore(e.score);
    e.eloError = (eloFromScore(high) - eloFromScore(low)) / 2;
    e.nElo = (e.score - 0.5) / perGame * nEloPerDeviation;
    e.nEloError = z95 * stdError / perGame * nEloPerDeviation;
    // The probability that A's true score is above one half, the score's error being normal.
    e.los = 0.5 * std::erfc(-(e.score - 0.5) / (stdError * std::sqrt(2.0)));
    return e;
}

} // namespace kibitz
