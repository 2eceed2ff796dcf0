// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-shogi's search speed: fixed-depth searches of a few positions, nodes per second, and
// the mate search on the engine tests' tsume. Prints figures; asserts nothing about time.
#include "matesearch.h"
#include "search.h"

#include <cstdio>
#include <cstring>

using namespace kibitz::shogi;
using namespace kibitz::shogi::engine;

int main(int argc, char *argv[])
{
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    const struct
    {
        const char *name;
        const char *sfen;
        int depth;
    } positions[] = {
        {"start", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", 7},
        {"middle game",
         "ln1g3nl/1r1sk1gb1/p1pppp1pp/6p2/1p5P1/2P6/PPSPPPP1P/1BG3SR1/LN2KG1NL b - 19", 6},
        {"pieces in hand",
         "lr5nl/3g1kg2/2n1ppsp1/p1pps3p/1p5P1/P1PPSP2P/1PS1P1N2/2GK2G2/LN5RL b BPbp 53", 5},
    };
    Search search;
    search.setHashMb(64);
    std::uint64_t totalNodes = 0;
    std::int64_t totalMs = 0;
    for (const auto &p : positions) {
        const std::optional<Board> board = Board::fromSfen(QString::fromLatin1(p.sfen));
        if (!board) {
            std::printf("bad position %s\n", p.name);
            return 1;
        }
        search.clearHash();
        search.setDeadlines(-1, -1);
        const int depth = quick ? 3 : p.depth;
        const Search::Progress r = search.run(*board, depth, 1, {});
        const std::int64_t ms = r.timeMs > 0 ? r.timeMs : 1;
        std::printf("%-16s depth %2d  %10llu nodes  %7lld ms  %9.0f nodes/s  score %d\n", p.name,
                    r.depth, static_cast<unsigned long long>(r.nodes), static_cast<long long>(ms),
                    double(r.nodes) * 1000.0 / double(ms),
                    r.lines.empty() ? 0 : r.lines.front().score);
        totalNodes += r.nodes;
        totalMs += ms;
    }
    std::printf("search total: %llu nodes in %lld ms: %.0f nodes/s\n",
                static_cast<unsigned long long>(totalNodes), static_cast<long long>(totalMs),
                double(totalNodes) * 1000.0 / double(totalMs));
    const std::optional<Board> tsume =
        Board::fromSfen(QStringLiteral("9/7k1/8n/9/6RgB/9/9/9/9 b Br3g4s3n4l18p 1"));
    if (tsume) {
        MateSearch mate;
        std::atomic_bool stop{false};
        const std::int64_t t0 = Search::now();
        const MateSearch::Result r = mate.run(*tsume, quick ? 7 : 15, -1, stop);
        const std::int64_t ms = qMax<std::int64_t>(1, Search::now() - t0);
        std::printf("mate search: %s in %zu plies, %llu nodes in %lld ms: %.0f nodes/s\n",
                    r.outcome == MateSearch::Outcome::Mate ? "mate" : "no mate found",
                    r.moves.size(), static_cast<unsigned long long>(r.nodes),
                    static_cast<long long>(ms), double(r.nodes) * 1000.0 / double(ms));
    }
    return 0;
}
