// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/board.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace kibitz::shogi::engine {

constexpr int mateScore = 30000;
constexpr int maxPly = 96;

// Whether a score says mate, and in how many plies (positive: the side to move mates).
bool isMateScore(int score);
int matePlies(int score);

// Alpha-beta with iterative deepening, a transposition table, quiescence on captures, null
// move and late-move reductions, killers and history for move order; MultiPV by excluding the
// better lines' first moves at the root.
class Search
{
public:
    struct Line
    {
        int score = 0;
        std::vector<Move> pv;
    };
    struct Progress
    {
        int depth = 0;
        int seldepth = 0;
        std::uint64_t nodes = 0;
        std::int64_t timeMs = 0;
        int hashfull = 0; // per mille
        std::vector<Line> lines;
    };
    using Reporter = std::function<void(const Progress &)>;

    Search();
    ~Search();

    void setHashMb(int mb);
    void clearHash();
    // Keys of the game's positions before the root, oldest first (for repetitions).
    void setHistory(std::vector<std::uint64_t> keys) { m_gameKeys = std::move(keys); }

    // Searches until maxDepth, stop(), or the deadlines (steady-clock ms; see setDeadlines).
    // Reports after every finished iteration; returns the last finished one's lines (the
    // legal moves' first when not even depth 1 finished).
    Progress run(const Board &root, int maxDepth, int multiPv, const Reporter &report);
    // No new iteration after soft; the search is cut off at hard. Both -1: no limit.
    void setDeadlines(std::int64_t softAt, std::int64_t hardAt);
    void stop() { m_stop = true; }
    std::uint64_t nodes() const { return m_nodes; }
    static std::int64_t now(); // steady clock, ms

private:
    struct Entry
    {
        std::uint64_t key = 0;
        std::int16_t score = 0;
        std::uint16_t move = 0;
        std::int8_t depth = 0;
        std::uint8_t flag = 0;
        std::uint8_t age = 0;
    };
    int rootSearch(Board &b, int depth, int alpha, int beta,
                   const std::vector<std::uint16_t> &excluded);
    int alphaBeta(Board &b, int depth, int alpha, int beta, int ply, bool allowNull);
    // alphaBeta()'s steps: whether the table's entry decides the node (its move is the ttMove
    // either way); the score after a null move; a move's score after the first (played on b);
    // the PV and the killers and history after a better move (m packed is move).
    bool tableCut(std::uint64_t key, int depth, int alpha, int beta, int ply, bool pvNode,
                  std::uint16_t &ttMove, int &score);
    int nullMoveScore(const Board &b, int depth, int beta, int ply);
    int laterMoveScore(Board &b, int depth, int alpha, int beta, int ply, int reduction);
    void extendPv(int ply, const Move &m);
    void rememberCutoff(const Move &m, std::uint16_t move, int side, int ply, int depth);
    int quiesce(Board &b, int alpha, int beta, int ply, int qdepth);
    void orderMoves(const Board &b, const MoveList &list, std::uint16_t ttMove, int ply,
                    int *scores) const;
    bool repeated(std::uint64_t key, int ply) const;
    void checkTime();
    Entry *probe(std::uint64_t key);
    void store(std::uint64_t key, int depth, int score, int flag, std::uint16_t move, int ply);
    int hashfull() const;

    std::vector<Entry> m_table;
    std::uint8_t m_age = 0;
    std::vector<std::uint64_t> m_gameKeys;
    std::uint64_t m_pathKeys[maxPly + 64] = {};
    Move m_pv[maxPly + 1][maxPly + 1];
    int m_pvLength[maxPly + 1] = {};
    std::uint16_t m_killers[maxPly + 1][2] = {};
    int m_history[2][90][81] = {};
    std::atomic<std::int64_t> m_softAt{-1};
    std::atomic<std::int64_t> m_hardAt{-1};
    std::atomic_bool m_stop{false};
    std::atomic<std::uint64_t> m_nodes{0};
    bool m_aborted = false;
    int m_seldepth = 0;
};

// A move in 16 bits (transposition table, killers): from-square or 81 + dropped type, to-square,
// promotion. 0 is no move.
std::uint16_t packMove(const Move &m);

} // namespace kibitz::shogi::engine
