// SPDX-License-Identifier: GPL-3.0-or-later
#include "playout.h"
#include "rng.h"
#include "sampler.h"
#include "search.h"

#include "goita/match.h"
#include "goita/seatview.h"

#include <QElapsedTimer>
#include <QRandomGenerator>

#include <atomic>
#include <cstdio>
#include <cstring>

using namespace kibitz::goita;

namespace {

// Rounds in play at their start, one per deal of a seeded generator (special deals skipped).
QList<Round> startingRounds(int count)
{
    QRandomGenerator deals(12345);
    QList<Round> rounds;
    while (rounds.size() < count) {
        auto round = Round::deal(Match::randomDeal(deals), int(deals.bounded(4)));
        if (round->phase() == Round::Phase::GoshiDecision) round->decideGoshi(true);
        if (round->phase() == Round::Phase::Playing) rounds << *round;
    }
    return rounds;
}

void report(const char *what, qint64 count, qint64 ms)
{
    std::printf("%-40s %10lld in %6lld ms  %12.0f per second\n", what, count, ms,
                ms > 0 ? double(count) * 1000.0 / double(ms) : 0.0);
}

} // namespace

int main(int argc, char *argv[])
{
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    const qint64 budgetMs = quick ? 50 : 2000;
    const QList<Round> rounds = startingRounds(64);
    Rng rng(7);
    std::atomic_bool stop{false};

    // 1. Playouts alone: copy a round at its start and play it out with the playout policy.
    {
        QElapsedTimer clock;
        clock.start();
        qint64 n = 0;
        qint64 balance = 0;
        while (clock.elapsed() < budgetMs) {
            for (int i = 0; i < 256; ++i, ++n) {
                Round copy = rounds[n % rounds.size()];
                balance += playout(copy, 0, rng);
            }
        }
        report("playouts from the deal", n, clock.elapsed());
        std::printf("  (team 0's mean outcome %.2f points)\n", double(balance) / double(n));
    }
    // 2. Determinizations: draws of the hidden hands from seat 1's view after a few turns.
    {
        Round round = rounds[0];
        MoveList moves;
        for (int i = 0; i < 6 && !round.isOver(); ++i)
            round.play(playoutMove(round, rng, moves));
        const SeatView view = SeatView::of(round, round.turn());
        const Sampler sampler(view);
        QElapsedTimer clock;
        clock.start();
        qint64 n = 0;
        qint64 failed = 0;
        while (clock.elapsed() < budgetMs) {
            for (int i = 0; i < 256; ++i, ++n)
                failed += sampler.sample(rng, 1) ? 0 : 1;
        }
        report("determinizations (one draw each)", n, clock.elapsed());
        std::printf("  (%lld of them rejected)\n", failed);
    }
    // 3. The engine's search as it runs on a move: playouts per second over several positions.
    {
        qint64 playouts = 0;
        qint64 ms = 0;
        for (int i = 0; i < (quick ? 2 : 8); ++i) {
            const Round &round = rounds[i];
            Search search(SeatView::of(round, round.turn()), quint64(i + 1));
            SearchLimits limits;
            limits.timeMs = budgetMs / 2;
            const SearchProgress result = search.run(limits, stop, [](const SearchProgress &) {});
            playouts += result.playouts;
            ms += result.elapsedMs;
        }
        report("search playouts (sampling + playouts)", playouts, ms);
    }
    return 0;
}
