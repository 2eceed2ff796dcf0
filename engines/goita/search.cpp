#include "search.h"

#include "playout.h"
#include "sampler.h"

#include <QElapsedTimer>

#include <vector>

namespace kibitz::goita {

namespace {
// With a single legal move there is nothing to choose: look only long enough for a score.
constexpr qint64 forcedMovePlayouts = 200;
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
            total[i] += playout(copy, team, rng); // a finishing move ends it at once
        }
        ++progress.samples;
        progress.playouts += moves.size();
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
