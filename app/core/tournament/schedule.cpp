// SPDX-License-Identifier: GPL-3.0-or-later
#include "schedule.h"

#include <utility>

namespace kibitz {

namespace {
// The pairs of engines that meet in each round: every pair in a round robin, the first engine
// against each other in a gauntlet.
QList<std::pair<int, int>> encounters(const ScheduleOptions &options)
{
    QList<std::pair<int, int>> out;
    for (int a = 0; a < options.engines; ++a) {
        for (int b = a + 1; b < options.engines; ++b)
            out.append({a, b});
        if (options.gauntlet) break;
    }
    return out;
}

// Who sits where when `first` moves first: seats alternate between the two sides, so that in a
// four-seat team game (goita) one side holds seats 1 and 3 and the other 2 and 4. A side is an
// engine, or with enginesBySeat a team whose partner is the engine two places on in the list.
QList<int> seatsFor(int first, int second, const ScheduleOptions &options)
{
    QList<int> out;
    for (int seat = 0; seat < options.seats; ++seat)
        out << (seat % 2 == 0 ? first : second) + (options.enginesBySeat ? 2 * (seat / 2) : 0);
    return out;
}
} // namespace

QList<ScheduledGame> makeSchedule(const ScheduleOptions &options)
{
    const QList<std::pair<int, int>> meetings = encounters(options);
    const int perEncounter =
        options.repeat ? (options.gamesPerEncounter + 1) / 2 * 2 : options.gamesPerEncounter;
    QList<ScheduledGame> out;
    QList<int> played(meetings.size(), 0); // games each encounter has had, for the sides
    int pair = 0;
    for (int round = 1; round <= options.rounds; ++round) {
        for (qsizetype e = 0; e < meetings.size(); ++e) {
            const auto [a, b] = meetings[e];
            for (int g = 0; g < perEncounter; ++g) {
                ScheduledGame game;
                game.game = int(out.size()) + 1;
                game.round = round;
                // With repeat a pair's two games share an opening, the second with sides swapped;
                // without, each game has its own opening and the sides alternate.
                const bool swapped = played[e]++ % 2 == 1;
                if (options.repeat) {
                    if (!swapped) ++pair;
                    game.pair = pair;
                    game.opening = pair - 1;
                } else {
                    game.opening = int(out.size());
                }
                game.seats = swapped ? seatsFor(b, a, options) : seatsFor(a, b, options);
                out << game;
            }
        }
    }
    return out;
}

QList<ScheduledGame> shardOf(const QList<ScheduledGame> &schedule, int index, int count)
{
    // Units are whole pairs (or single games without pairs), dealt to the shards in turn so that
    // each shard's games spread over the whole run.
    QList<ScheduledGame> out;
    int unit = -1;
    int lastPair = -1;
    for (const ScheduledGame &game : schedule) {
        if (game.pair == 0 || game.pair != lastPair) ++unit;
        lastPair = game.pair;
        if (unit % count == index - 1) out << game;
    }
    return out;
}

} // namespace kibitz
