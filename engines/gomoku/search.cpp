// SPDX-License-Identifier: GPL-3.0-or-later
#include "search.h"

#include "gomoku/renju.h"

#include <algorithm>

namespace kibitz::gomoku {

namespace {
constexpr int infinity = winScore + 1;
constexpr int decided = winScore - 1000; // scores beyond this are wins or losses
constexpr int maxPly = 64;
constexpr int ttBits = 18;
constexpr int vcfMaxPlies = 30; // attacker moves
constexpr qint64 vcfMaxNodes = 400000;
enum Bound : quint8 { Exact = 1, Lower = 2, Upper = 3 };

int toTT(int score, int ply)
{
    return score > decided ? score + ply : score < -decided ? score - ply : score;
}
int fromTT(int score, int ply)
{
    return score > decided ? score - ply : score < -decided ? score + ply : score;
}
} // namespace

int matePlies(int score)
{
    if (score > decided) return winScore - score;
    if (score < -decided) return -(winScore + score);
    return 0;
}

Search::Search(const Grid &grid, Rule rule, Stone toMove)
    : m_pos(grid, rule, toMove), m_root(toMove), m_tt(size_t(1) << ttBits)
{}

QList<int> Search::legalMoves(const Grid &grid, Rule rule, Stone toMove)
{
    Grid copy = grid;
    QList<int> moves;
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) {
            const int i = Grid::index(x, y);
            if (copy.at(i) != Stone::Empty) continue;
            if (rule == Rule::Renju && toMove == Stone::Black && Renju::isForbidden(copy, i))
                continue;
            moves << i;
        }
    }
    return moves;
}

qint64 Search::elapsedMs() const
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 m_start)
        .count();
}

bool Search::timeUp()
{
    if (m_stop && m_stop->load(std::memory_order_relaxed)) return true;
    if (m_limits.maxNodes > 0 && m_nodes >= m_limits.maxNodes) return true;
    return m_limits.timeMs >= 0 && elapsedMs() >= m_limits.timeMs;
}

void Search::analyse(Node &node)
{
    const Stone own = m_pos.toMove();
    const Stone their = opponent(own);
    const bool renju = m_pos.rule() == Rule::Renju;
    long long evalOwn = 0;
    long long evalTheir = 0;
    const QList<int> cells = m_pos.isEmptyBoard() ? QList<int>{m_pos.centre()} : m_pos.candidates();
    node.moves.reserve(size_t(cells.size()));
    for (int i : cells) {
        Candidate c{i, 0, m_pos.threat(i, own), m_pos.threat(i, their)};
        const bool ownForbidden = renju && own == Stone::Black && !c.own.fives &&
                                  c.own.mayBeForbidden() && m_pos.isForbidden(i);
        const bool theirForbidden = renju && their == Stone::Black && !c.their.fives &&
                                    c.their.mayBeForbidden() && m_pos.isForbidden(i);
        if (c.own.fives && node.ownFive < 0) node.ownFive = i;
        if (c.their.fives) node.theirFives << i;
        if (ownForbidden) continue; // not a move for black; white gains nothing by taking it
        if (winsByFours(c.own) && node.ownWin < 0) node.ownWin = i;
        const int theirScore = theirForbidden ? 0 : c.their.score;
        if (!theirForbidden && c.their.unstoppable()) node.theirOpenThree = true;
        c.order = c.own.score + theirScore * 9 / 10;
        evalOwn += std::min(c.own.score, 20000);
        evalTheir += std::min(theirScore, 20000);
        node.moves.push_back(c);
    }
    // The side to move acts first, so its own chances count for more.
    const long long eval = (evalOwn * 12 - evalTheir * 10) / 100;
    node.eval = int(std::clamp<long long>(eval, -evalLimit + 1, evalLimit - 1));
}

void Search::orderMoves(Node &node, int limit, int ttMove)
{
    for (Candidate &c : node.moves) {
        if (c.index == ttMove) c.order = 1 << 30;
    }
    std::stable_sort(node.moves.begin(), node.moves.end(),
                     [](const Candidate &a, const Candidate &b) { return a.order > b.order; });
    if (limit > 0 && int(node.moves.size()) > limit) node.moves.resize(size_t(limit));
}

int Search::negamax(int depth, int ply, int alpha, int beta, QList<int> &pv)
{
    pv.clear();
    ++m_nodes;
    if ((m_nodes & 1023) == 0 && m_mayAbort && timeUp()) m_aborted = true;
    if (m_aborted) return 0;
    m_selDepth = std::max(m_selDepth, ply);

    TTEntry &entry = m_tt[m_pos.key() & ((size_t(1) << ttBits) - 1)];
    int ttMove = -1;
    if (entry.key == m_pos.key()) {
        ttMove = entry.move;
        if (entry.depth >= depth) {
            const int s = fromTT(entry.score, ply);
            if (entry.bound == Exact || (entry.bound == Lower && s >= beta) ||
                (entry.bound == Upper && s <= alpha)) {
                if (ttMove >= 0) pv = {ttMove};
                return s;
            }
        }
    }

    Node node;
    analyse(node);
    if (node.ownFive >= 0) {
        pv = {node.ownFive};
        return winScore - (ply + 1);
    }
    bool forced = false;
    if (!node.theirFives.isEmpty()) {
        // A five threat must be stopped: on its point, or under caro beyond an end. Two are
        // stopped only where one stone spoils both (caro); black may not stop on a forbidden one.
        const QList<int> blocks = defences(node.theirFives, opponent(m_pos.toMove()));
        std::erase_if(node.moves, [&](const Candidate &c) { return !blocks.contains(c.index); });
        if (node.moves.empty()) return -(winScore - (ply + 2));
        forced = true;
    } else if (node.ownWin >= 0) {
        pv = {node.ownWin};
        return winScore - (ply + 3);
    } else if (depth <= 0 || ply >= maxPly) {
        return node.eval;
    } else if (node.theirOpenThree) {
        // Against a three only its blocks and our own fours matter.
        std::erase_if(node.moves, [](const Candidate &c) {
            return !(c.their.anyFour() || c.their.unstoppable() || c.own.anyFour());
        });
        orderMoves(node, 0, ttMove);
    } else {
        orderMoves(node, ply <= 1 ? 14 : 10, ttMove);
    }
    if (node.moves.empty()) return node.eval;

    const int alphaIn = alpha;
    int best = -infinity;
    int bestMove = -1;
    QList<int> childPv;
    for (const Candidate &c : node.moves) {
        m_pos.play(c.index);
        const int score = -negamax(forced ? depth : depth - 1, ply + 1, -beta, -alpha, childPv);
        m_pos.undo();
        if (m_aborted) return 0;
        if (score > best) {
            best = score;
            bestMove = c.index;
            if (score > alpha) {
                alpha = score;
                pv = QList<int>{c.index} + childPv;
                if (alpha >= beta) break;
            }
        }
    }
    entry.key = m_pos.key();
    entry.score = qint16(toTT(best, ply));
    entry.depth = qint8(std::clamp(depth, -1, 100));
    entry.bound = best >= beta ? Lower : best <= alphaIn ? Upper : Exact;
    entry.move = qint16(bestMove);
    return best;
}

SearchInfo Search::run(const SearchLimits &limits)
{
    m_start = std::chrono::steady_clock::now();
    m_limits = limits;
    m_nodes = 0;
    m_aborted = false;
    m_mayAbort = false;
    m_vcfFailed.clear();

    QList<int> legal = limits.rootMoves.isEmpty()
                           ? legalMoves(m_pos.grid(), m_pos.rule(), m_pos.toMove())
                           : limits.rootMoves;
    for (int i : limits.excluded)
        legal.removeAll(i);
    if (legal.isEmpty()) return {};
    Node root;
    if (std::optional<SearchInfo> answer = obviousMove(root, legal)) return *answer;
    if (std::optional<SearchInfo> answer = rootVcf(legal)) return *answer;
    chooseRootMoves(root, legal);
    return deepen(root);
}

SearchInfo Search::settled(int move, int score)
{
    const SearchInfo result{1, 1, score, m_nodes, elapsedMs(), {move}};
    emitInfo(result);
    return result;
}

std::optional<SearchInfo> Search::obviousMove(Node &root, const QList<int> &legal)
{
    if (m_pos.isEmptyBoard())
        return settled(legal.contains(m_pos.centre()) ? m_pos.centre() : legal.first(), 0);
    analyse(root);
    std::erase_if(root.moves, [&](const Candidate &c) { return !legal.contains(c.index); });
    if (root.ownFive >= 0 && legal.contains(root.ownFive))
        return settled(root.ownFive, winScore - 1);
    if (!root.theirFives.isEmpty()) {
        for (int block : defences(root.theirFives, opponent(m_pos.toMove())))
            if (legal.contains(block)) return settled(block, 0);
        // Lost: a block on one of them all the same.
        for (int block : root.theirFives)
            if (legal.contains(block)) return settled(block, -(winScore - 2));
        return settled(legal.first(), -(winScore - 2));
    }
    if (root.ownWin >= 0 && legal.contains(root.ownWin)) return settled(root.ownWin, winScore - 3);
    return std::nullopt;
}

std::optional<SearchInfo> Search::rootVcf(const QList<int> &legal)
{
    // Continuous fours: a forced win needs no further search.
    QList<int> line = m_rootVcf.value_or(QList<int>());
    if (!m_rootVcf) {
        const SearchLimits saved = m_limits;
        m_limits.maxNodes = m_nodes + vcfMaxNodes;
        if (saved.maxNodes > 0) m_limits.maxNodes = std::min(m_limits.maxNodes, saved.maxNodes);
        if (saved.timeMs >= 0) m_limits.timeMs = saved.timeMs / 4;
        if (!vcf(vcfMaxPlies, line)) line.clear();
        // Kept for the next run from this root (multi-PV) unless cut by the clock or a stop.
        if (!m_aborted || (m_limits.maxNodes > 0 && m_nodes >= m_limits.maxNodes)) m_rootVcf = line;
        m_limits = saved;
    }
    const bool found = !line.isEmpty() && legal.contains(line.first());
    const bool stopped = m_stop && m_stop->load();
    m_aborted = false;
    if (!found) {
        if (stopped) m_aborted = true;
        return std::nullopt;
    }
    // The line ends with the five, or with a four that cannot be stopped (two plies more).
    int plies = int(line.size());
    for (qsizetype i = 0; i + 1 < line.size(); ++i)
        m_pos.play(line[i]);
    if (!m_pos.threat(line.last(), m_pos.toMove()).fives) plies += 2;
    for (qsizetype i = 0; i + 1 < line.size(); ++i)
        m_pos.undo();
    const SearchInfo result{1, plies, winScore - plies, m_nodes, elapsedMs(), line};
    emitInfo(result);
    return result;
}

void Search::chooseRootMoves(Node &root, const QList<int> &legal)
{
    if (root.theirOpenThree) {
        std::vector<Candidate> defences = root.moves;
        std::erase_if(defences, [](const Candidate &c) {
            return !(c.their.anyFour() || c.their.unstoppable() || c.own.anyFour());
        });
        if (!defences.empty()) root.moves = defences;
    }
    orderMoves(root, 24, -1);
    if (root.moves.empty()) {
        for (int i : legal)
            root.moves.push_back({i, 0, {}, {}});
    }
}

SearchInfo Search::deepen(Node &root)
{
    // Until a depth finishes, the best-ordered move stands.
    SearchInfo result{0, 0, root.eval, m_nodes, elapsedMs(), {root.moves.front().index}};
    for (int depth = 1; depth <= m_limits.maxDepth && !m_aborted; ++depth) {
        m_mayAbort = depth > 1;
        m_selDepth = 0;
        const RootBest best = searchRoot(root, depth);
        if (m_aborted && depth > 1) break;
        result = {depth, std::max(depth, m_selDepth), best.score, m_nodes, elapsedMs(), best.pv};
        emitInfo(result);
        std::rotate(root.moves.begin(), root.moves.begin() + qsizetype(best.at),
                    root.moves.begin() + qsizetype(best.at) + 1);
        if (best.score > decided || best.score < -decided) break;
        // An iteration takes longer than all before it: do not start one that cannot finish.
        if (m_limits.timeMs >= 0 && elapsedMs() * 3 > m_limits.timeMs) break;
    }
    result.nodes = m_nodes;
    result.elapsedMs = elapsedMs();
    return result;
}

Search::RootBest Search::searchRoot(const Node &root, int depth)
{
    RootBest best;
    int alpha = -infinity;
    for (size_t n = 0; n < root.moves.size(); ++n) {
        const int move = root.moves[n].index;
        if (m_onRoot) m_onRoot(RootEvent::Searching, move);
        m_pos.play(move);
        QList<int> childPv;
        const int score = -negamax(depth - 1, 1, -infinity, -alpha, childPv);
        m_pos.undo();
        if (m_aborted) break;
        if (m_onRoot) m_onRoot(RootEvent::Searched, move);
        if (score > best.score) {
            best.score = score;
            best.pv = QList<int>{move} + childPv;
            best.at = n;
            alpha = std::max(alpha, score);
            if (m_onRoot) m_onRoot(RootEvent::NewBest, move);
        }
        if (score < -decided && m_onRoot) m_onRoot(RootEvent::Losing, move);
    }
    return best;
}

} // namespace kibitz::gomoku
