// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <QList>

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <unordered_set>
#include <vector>

namespace kibitz::gomoku {

// Scores are from the side to move's view. A decided game scores winScore - P (the side to move
// makes five with the P-th ply from now) or -(winScore - P); anything else lies within ±evalLimit.
constexpr int winScore = 30000;
constexpr int evalLimit = 20000;
int matePlies(int score); // P as above, negative for a loss; 0 when not decided

struct SearchLimits
{
    qint64 timeMs = -1;   // -1: until stopped
    int maxDepth = 40;    // plies of the alpha-beta search
    qint64 maxNodes = 0;  // 0: no limit
    QList<int> rootMoves; // grid indexes to choose from; empty: all
    QList<int> excluded;  // grid indexes not to choose (multi-PV)
};

struct SearchInfo
{
    int depth = 0;
    int selDepth = 0;
    int score = 0;
    qint64 nodes = 0;
    qint64 elapsedMs = 0;
    QList<int> pv; // grid indexes, the best move first
};

// What the root reports while it works, for Yixin-style realtime output.
enum class RootEvent { Searching, Searched, NewBest, Losing };

// The bundled engine's search: immediate wins and forced blocks, then a VCF search (continuous
// fours) for the side to move, then iterative-deepening alpha-beta over threat-aware candidate
// moves with a pattern evaluation. Black's forbidden points (renju) are never chosen.
class Search
{
public:
    Search(const Grid &grid, Rule rule, Stone toMove);

    void setStopFlag(const std::atomic_bool *stop) { m_stop = stop; }
    void setInfoCallback(std::function<void(const SearchInfo &)> f) { m_onInfo = std::move(f); }
    void setRootCallback(std::function<void(RootEvent, int)> f) { m_onRoot = std::move(f); }

    // The best move (pv.first()), or an empty pv when there is no legal move.
    SearchInfo run(const SearchLimits &limits);
    qint64 nodes() const { return m_nodes; }

    // The legal moves of the side to move (renju: without black's forbidden points), row by row.
    static QList<int> legalMoves(const Grid &grid, Rule rule, Stone toMove);

private:
    struct Candidate
    {
        int index;
        int order;
        Threat own;
        Threat their;
    };
    struct Node
    {
        int ownFive = -1;            // a point where the side to move makes five
        QList<int> theirFives;       // points where the opponent would make five
        int ownWin = -1;             // a point with an unstoppable four for the side to move
        bool theirOpenThree = false; // the opponent can make a straight four next
        std::vector<Candidate> moves;
        int eval = 0;
    };
    struct TTEntry
    {
        quint64 key = 0;
        qint16 score = 0;
        qint8 depth = -1;
        quint8 bound = 0;
        qint16 move = -1;
    };

    // The best root move found so far at a depth, and where it stands in the root's list.
    struct RootBest
    {
        int score = -winScore - 1;
        QList<int> pv;
        size_t at = 0;
    };

    // run() in its steps: a move that needs no search (an empty board, a five, a block, an
    // unstoppable four), a VCF, else the root's moves searched deeper and deeper.
    SearchInfo settled(int move, int score); // answered at depth 1, reported
    std::optional<SearchInfo> obviousMove(Node &root, const QList<int> &legal);
    std::optional<SearchInfo> rootVcf(const QList<int> &legal);
    void chooseRootMoves(Node &root, const QList<int> &legal);
    SearchInfo deepen(Node &root);
    RootBest searchRoot(const Node &root, int depth);

    void analyse(Node &node);
    void orderMoves(Node &node, int limit, int ttMove);
    int negamax(int depth, int ply, int alpha, int beta, QList<int> &pv);
    bool vcf(int pliesLeft, QList<int> &line);
    // VCF (searchvcf.cpp).
    bool winsByFours(const Threat &t) const; // a four no stone can stop, surely
    QList<int> fivePointsThrough(int index, Stone s) const;
    bool makesFive(int index, Stone s) const;
    // The defender's legal stones that leave the attacker no five at any of `fivePoints`: one
    // of them, or under caro a stone beyond the far end of the five it would make.
    QList<int> defences(const QList<int> &fivePoints, Stone attacker);
    bool timeUp();
    qint64 elapsedMs() const;
    void emitInfo(const SearchInfo &info) const
    {
        if (m_onInfo) m_onInfo(info);
    }

    Position m_pos;
    Stone m_root;
    const std::atomic_bool *m_stop = nullptr;
    std::function<void(const SearchInfo &)> m_onInfo;
    std::function<void(RootEvent, int)> m_onRoot;
    std::chrono::steady_clock::time_point m_start;
    SearchLimits m_limits;
    qint64 m_nodes = 0;
    int m_selDepth = 0;
    bool m_aborted = false;
    bool m_mayAbort = false; // the first iteration always finishes
    std::vector<TTEntry> m_tt;
    std::unordered_set<quint64> m_vcfFailed;
    std::optional<QList<int>> m_rootVcf; // the root's VCF (empty: none), once searched
};

} // namespace kibitz::gomoku
