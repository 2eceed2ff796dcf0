// SPDX-License-Identifier: GPL-3.0-or-later
#include "search.h"

#include "playout.h"
#include "sampler.h"

#include <QElapsedTimer>

#include <cmath>

#include <vector>

namespace kibitz::goita {

namespace {
// With a single legal move there is nothing to choose: look only long enough for a score.
constexpr qint64 forcedMovePlayouts = 200;

// Whether more samples would hardly change the choice: the best move leads the next one by more
// than four standard errors, or the two are so close (their difference known to within half a
// point, where rounds are won by 10 to 100) that it does not matter which is played.
bool settled(const std::vector<qint64> &total, const std::vector<double> &squares, qint64 samples)
{
    if (total.size() < 2) return true;
    int best = 0, next = 1;
    if (total[next] > total[best]) std::swap(best, next);
    for (int i = 2; i < int(total.size()); ++i) {
        if (total[i] > total[best]) {
            next = best;
            best = i;
        } else if (total[i] > total[next]) {
            next = i;
        }
    }
    const double n = double(samples);
    const auto variance = [&](int i) {
        const double mean = double(total[i]) / n;
        return qMax(0.0, squares[i] / n - mean * mean);
    };
    const double error = std::sqrt((variance(best) + variance(next)) / n);
    const double lead = double(total[best] - total[next]) / n;
    return lead > 4 * error || error < 0.25;
}
} // namespace

Search::Search(const SeatView &view, quint64 seed) : m_view(view), m_seed(seed) {}

SearchProgress Search::run(const SearchLimits &limits, const std::atomic_bool &stop,
                           const std::function<void(const SearchProgress &)> &report, int reportMs)
{
    QElapsedTimer clock;
    clock.start();
    const QList<Move> moves = m_view.legalMoves();
    Q_ASSERT(!moves.isEmpty());
    const int team = teamOf(m_view.seat());
    const Sampler sampler(m_view);
    Rng rng(m_seed);
    std::vector<qint64> total(moves.size(), 0);
    std::vector<double> squares(moves.size(), 0); // of each outcome, for the spread
    // A search given time (not work) ends as soon as its choice is settled, as a player who
    // sees the answer plays it: easy turns are quick, and the clock is spent where it counts.
    const bool endWhenSettled = limits.timeMs >= 0 && limits.playouts < 0;
    constexpr qint64 settleCheckSamples = 256;
    qint64 maxPlayouts = limits.playouts;
    if (moves.size() == 1 && (maxPlayouts < 0 || maxPlayouts > forcedMovePlayouts))
        maxPlayouts = forcedMovePlayouts;

    SearchProgress progress;
    progress.best = moves.first();
    const auto update = [&] {
        int best = 0;
        for (int i = 1; i < moves.size(); ++i) {
            if (total[i] > total[best]) best = i;
        }
        progress.best = moves[best];
        progress.score = progress.samples ? double(total[best]) / double(progress.samples) : 0;
        progress.elapsedMs = clock.elapsed();
    };
    qint64 nextReport = reportMs;
    while (!stop.load(std::memory_order_relaxed)) {
        if (limits.timeMs >= 0 && clock.elapsed() >= limits.timeMs) break;
        if (maxPlayouts >= 0 && progress.playouts >= maxPlayouts) break;
        const auto round = sampler.sample(rng);
        if (!round) {
            // No draw fits (very rare): keep the first move rather than spin.
            if (++progress.failedSamples > 1000 && progress.samples == 0) break;
            continue;
        }
        for (int i = 0; i < moves.size(); ++i) {
            Round copy = *round;
            copy.play(moves[i]);
            const int outcome = playout(copy, team, rng); // a finishing move ends it at once
            total[i] += outcome;
            squares[i] += double(outcome) * outcome;
        }
        ++progress.samples;
        progress.playouts += moves.size();
        if (endWhenSettled && progress.samples % settleCheckSamples == 0 &&
            settled(total, squares, progress.samples))
            break;
        if (clock.elapsed() >= nextReport) {
            update();
            report(progress);
            nextReport = clock.elapsed() + reportMs;
        }
    }
    update();
    report(progress);
    return progress;
}

} // namespace kibitz::goita
