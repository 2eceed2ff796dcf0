// SPDX-License-Identifier: GPL-3.0-or-later
#include "search.h"

#include "evaluate.h"

#include <algorithm>
#include <chrono>

namespace kibitz::shogi::engine {

namespace {
constexpr int infinity = mateScore + 1;
constexpr int mateBound = mateScore - 1000;
enum Flag : std::uint8_t { Exact = 1, Lower = 2, Upper = 3 };

int fromIndex(std::uint16_t packed)
{
    return (packed >> 7) & 0x7F;
}
} // namespace

bool isMateScore(int score)
{
    return score > mateBound || score < -mateBound;
}

int matePlies(int score)
{
    return score > 0 ? mateScore - score : -(mateScore + score);
}

std::uint16_t packMove(const Move &m)
{
    if (m.isNull()) return 0;
    const int from = m.drop ? 81 + index(m.piece) : m.from.index();
    return std::uint16_t(from << 7 | m.to.index() | (m.promote ? 1 << 14 : 0));
}

Search::Search()
{
    setHashMb(32);
}

Search::~Search() = default;

std::int64_t Search::now()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

void Search::setHashMb(int mb)
{
    const std::size_t entries = std::size_t(std::max(1, mb)) * 1024 * 1024 / sizeof(Entry);
    m_table.assign(entries, Entry{});
}

void Search::clearHash()
{
    std::fill(m_table.begin(), m_table.end(), Entry{});
    for (auto &side : m_history)
        for (auto &row : side)
            std::fill(std::begin(row), std::end(row), 0);
}

void Search::setDeadlines(std::int64_t softAt, std::int64_t hardAt)
{
    m_softAt = softAt;
    m_hardAt = hardAt;
}

Search::Entry *Search::probe(std::uint64_t key)
{
    Entry &e = m_table[key % m_table.size()];
    return e.key == key ? &e : nullptr;
}

void Search::store(std::uint64_t key, int depth, int score, int flag, std::uint16_t move, int ply)
{
    Entry &e = m_table[key % m_table.size()];
    if (e.key == key && e.depth > depth && e.age == m_age && flag != Exact) return;
    // Mate scores are kept relative to this node, not to the root.
    if (score > mateBound)
        score += ply;
    else if (score < -mateBound)
        score -= ply;
    if (e.key != key || move) e.move = move;
    e.key = key;
    e.score = std::int16_t(score);
    e.depth = std::int8_t(std::min(depth, 127));
    e.flag = std::uint8_t(flag);
    e.age = m_age;
}

int Search::hashfull() const
{
    const std::size_t n = std::min<std::size_t>(1000, m_table.size());
    int used = 0;
    for (std::size_t i = 0; i < n; ++i)
        used += m_table[i].key && m_table[i].age == m_age;
    return int(used * 1000 / n);
}

void Search::checkTime()
{
    if (m_stop) {
        m_aborted = true;
        return;
    }
    const std::int64_t hard = m_hardAt;
    if (hard >= 0 && now() >= hard) m_aborted = true;
}

bool Search::repeated(std::uint64_t key, int ply) const
{
    // The same position with the same side to move, two or more plies back.
    for (int i = ply - 2; i >= 0; i -= 2)
        if (m_pathKeys[i] == key) return true;
    const int parity = ply % 2;
    const int n = int(m_gameKeys.size());
    for (int i = n - 2 + parity; i >= 0; i -= 2)
        if (m_gameKeys[std::size_t(i)] == key) return true;
    return false;
}

void Search::orderMoves(const Board &b, const MoveList &list, std::uint16_t ttMove, int ply,
                        int *scores) const
{
    const int side = index(b.sideToMove());
    for (int i = 0; i < list.size(); ++i) {
        const Move &m = list[i];
        const std::uint16_t p = packMove(m);
        int s;
        if (p == ttMove)
            s = 1 << 30;
        else if (m.captured != PieceType::None)
            s = (1 << 28) + pieceValue[index(m.captured)] * 16 - pieceValue[index(m.piece)] / 16;
        else if (m.promote)
            s = (1 << 27) + pieceValue[index(promoted(m.piece))];
        else if (p == m_killers[ply][0])
            s = (1 << 26) + 2;
        else if (p == m_killers[ply][1])
            s = (1 << 26) + 1;
        else
            s = m_history[side][fromIndex(p)][m.to.index()];
        scores[i] = s;
    }
}

namespace {
// Selection sort step: brings the best-scored remaining move to position i.
void pickNext(MoveList &list, int *scores, int i, Move *moves)
{
    int best = i;
    for (int j = i + 1; j < list.size(); ++j)
        if (scores[j] > scores[best]) best = j;
    std::swap(scores[i], scores[best]);
    std::swap(moves[i], moves[best]);
}
} // namespace

int Search::quiesce(Board &b, int alpha, int beta, int ply, int qdepth)
{
    if ((++m_nodes & 1023) == 0) checkTime();
    if (m_aborted) return 0;
    if (ply > m_seldepth) m_seldepth = ply;
    if (ply >= maxPly) return evaluate(b);
    const bool inCheck = b.inCheck();
    if (!inCheck) {
        const int stand = evaluate(b);
        if (stand >= beta) return stand;
        if (stand > alpha) alpha = stand;
        if (qdepth >= 8) return alpha;
    } else if (qdepth >= 8) {
        return evaluate(b);
    }
    MoveList list;
    b.generateLegalMoves(list);
    if (list.isEmpty()) return -mateScore + ply;
    Move moves[MoveList::capacity];
    int scores[MoveList::capacity];
    int n = 0;
    for (const Move &m : list) {
        if (!inCheck && m.captured == PieceType::None &&
            !(m.promote && (m.piece == PieceType::Rook || m.piece == PieceType::Bishop)))
            continue;
        moves[n] = m;
        scores[n] = m.captured != PieceType::None
                        ? pieceValue[index(m.captured)] * 16 - pieceValue[index(m.piece)] / 16
                        : 0;
        ++n;
    }
    int best = inCheck ? -mateScore + ply : alpha;
    for (int i = 0; i < n; ++i) {
        int bestIdx = i;
        for (int j = i + 1; j < n; ++j)
            if (scores[j] > scores[bestIdx]) bestIdx = j;
        std::swap(scores[i], scores[bestIdx]);
        std::swap(moves[i], moves[bestIdx]);
        b.doMove(moves[i]);
        const int s = -quiesce(b, -beta, -std::max(alpha, best), ply + 1, qdepth + 1);
        b.undoMove(moves[i]);
        if (m_aborted) return 0;
        if (s > best) {
            best = s;
            if (s >= beta) return s;
        }
    }
    return std::max(best, inCheck ? best : alpha);
}

int Search::alphaBeta(Board &b, int depth, int alpha, int beta, int ply, bool allowNull)
{
    m_pvLength[ply] = ply;
    if ((++m_nodes & 1023) == 0) checkTime();
    if (m_aborted) return 0;
    if (ply > m_seldepth) m_seldepth = ply;
    const std::uint64_t key = b.key();
    m_pathKeys[ply] = key;
    if (repeated(key, ply)) return 0;
    if (ply >= maxPly) return evaluate(b);
    const bool inCheck = b.inCheck();
    if (inCheck) ++depth; // check extension
    if (depth <= 0) return quiesce(b, alpha, beta, ply, 0);
    // Mate distance pruning.
    alpha = std::max(alpha, -mateScore + ply);
    beta = std::min(beta, mateScore - ply - 1);
    if (alpha >= beta) return alpha;

    const bool pvNode = beta - alpha > 1;
    std::uint16_t ttMove = 0;
    int ttScore = 0;
    if (tableCut(key, depth, alpha, beta, ply, pvNode, ttMove, ttScore)) return ttScore;
    if (!pvNode && !inCheck && allowNull && depth >= 3 && std::abs(beta) < mateBound &&
        evaluate(b) >= beta) {
        const int s = nullMoveScore(b, depth, beta, ply);
        if (m_aborted) return 0;
        if (s >= beta) return beta;
    }

    MoveList list;
    b.generateLegalMoves(list);
    if (list.isEmpty()) return -mateScore + ply;
    Move moves[MoveList::capacity];
    int scores[MoveList::capacity];
    std::copy(list.begin(), list.end(), moves);
    orderMoves(b, list, ttMove, ply, scores);

    const int side = index(b.sideToMove());
    const int alphaStart = alpha;
    int best = -infinity;
    std::uint16_t bestMove = 0;
    for (int i = 0; i < list.size(); ++i) {
        pickNext(list, scores, i, moves);
        const Move &m = moves[i];
        const bool quiet = m.captured == PieceType::None && !m.promote;
        // Late quiet moves are searched shallower first.
        const int reduction = quiet && depth >= 3 && i >= 4 && !inCheck ? (i >= 12 ? 2 : 1) : 0;
        b.doMove(m);
        const int s = i == 0 ? -alphaBeta(b, depth - 1, -beta, -alpha, ply + 1, true)
                             : laterMoveScore(b, depth, alpha, beta, ply, reduction);
        b.undoMove(m);
        if (m_aborted) return 0;
        if (s > best) {
            best = s;
            bestMove = packMove(m);
            if (s > alpha) {
                alpha = s;
                extendPv(ply, m);
                if (s >= beta) {
                    if (quiet) rememberCutoff(m, bestMove, side, ply, depth);
                    break;
                }
            }
        }
    }
    store(key, depth, best,
          best >= beta        ? Lower
          : best > alphaStart ? Exact
                              : Upper,
          bestMove, ply);
    return best;
}

bool Search::tableCut(std::uint64_t key, int depth, int alpha, int beta, int ply, bool pvNode,
                      std::uint16_t &ttMove, int &score)
{
    Entry *e = probe(key);
    if (!e) return false;
    ttMove = e->move;
    if (pvNode || e->depth < depth) return false;
    score = e->score;
    if (score > mateBound)
        score -= ply;
    else if (score < -mateBound)
        score += ply;
    return e->flag == Exact || (e->flag == Lower && score >= beta) ||
           (e->flag == Upper && score <= alpha);
}

int Search::nullMoveScore(const Board &b, int depth, int beta, int ply)
{
    // The side to move passes: if it still holds beta, a real move would too.
    Board passed = b;
    passed.setSideToMove(opposite(b.sideToMove()));
    return -alphaBeta(passed, depth - 3, -beta, -beta + 1, ply + 1, false);
}

int Search::laterMoveScore(Board &b, int depth, int alpha, int beta, int ply, int reduction)
{
    // A null window first (reduced when asked); a surprise is searched again, in full.
    int s = -alphaBeta(b, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, true);
    if (s > alpha && reduction) s = -alphaBeta(b, depth - 1, -alpha - 1, -alpha, ply + 1, true);
    if (s > alpha && s < beta) s = -alphaBeta(b, depth - 1, -beta, -alpha, ply + 1, true);
    return s;
}

void Search::extendPv(int ply, const Move &m)
{
    m_pv[ply][ply] = m;
    for (int j = ply + 1; j < m_pvLength[ply + 1]; ++j)
        m_pv[ply][j] = m_pv[ply + 1][j];
    m_pvLength[ply] = m_pvLength[ply + 1];
}

void Search::rememberCutoff(const Move &m, std::uint16_t move, int side, int ply, int depth)
{
    if (m_killers[ply][0] != move) {
        m_killers[ply][1] = m_killers[ply][0];
        m_killers[ply][0] = move;
    }
    int &h = m_history[side][fromIndex(move)][m.to.index()];
    h = std::min(h + depth * depth, 1 << 20);
}

int Search::rootSearch(Board &b, int depth, int alpha, int beta,
                       const std::vector<std::uint16_t> &excluded)
{
    m_pvLength[0] = 0;
    m_pathKeys[0] = b.key();
    MoveList list;
    b.generateLegalMoves(list);
    Move moves[MoveList::capacity];
    int scores[MoveList::capacity];
    std::copy(list.begin(), list.end(), moves);
    std::uint16_t ttMove = 0;
    if (Entry *e = probe(b.key())) ttMove = e->move;
    // The previous iteration's best line first.
    orderMoves(b, list, ttMove, 0, scores);
    int best = -infinity;
    int searched = 0;
    for (int i = 0; i < list.size(); ++i) {
        pickNext(list, scores, i, moves);
        const Move &m = moves[i];
        if (std::find(excluded.begin(), excluded.end(), packMove(m)) != excluded.end()) continue;
        b.doMove(m);
        int s;
        if (searched == 0) {
            s = -alphaBeta(b, depth - 1, -beta, -alpha, 1, true);
        } else {
            s = -alphaBeta(b, depth - 1, -alpha - 1, -alpha, 1, true);
            if (s > alpha && s < beta) s = -alphaBeta(b, depth - 1, -beta, -alpha, 1, true);
        }
        b.undoMove(m);
        ++searched;
        if (m_aborted) return best;
        if (s > best) {
            best = s;
            m_pv[0][0] = m;
            for (int j = 1; j < m_pvLength[1]; ++j)
                m_pv[0][j] = m_pv[1][j];
            m_pvLength[0] = std::max(1, m_pvLength[1]);
            if (s > alpha) alpha = s;
            if (s >= beta) break;
        }
    }
    if (searched && m_pvLength[0] > 0 && excluded.empty())
        store(b.key(), depth, best, Exact, packMove(m_pv[0][0]), 0);
    return best;
}

Search::Progress Search::run(const Board &root, int maxDepth, int multiPv, const Reporter &report)
{
    m_stop = false;
    m_aborted = false;
    m_nodes = 0;
    ++m_age;
    for (auto &k : m_killers)
        k[0] = k[1] = 0;
    const std::int64_t start = now();
    Board b = root;
    MoveList legal;
    b.generateLegalMoves(legal);
    Progress result;
    if (legal.isEmpty()) return result;
    // Something to play even if depth 1 is cut off.
    result.lines.push_back({0, {legal[0]}});
    multiPv = std::clamp(multiPv, 1, legal.size());
    maxDepth = std::clamp(maxDepth, 1, maxPly - 1);
    for (int depth = 1; depth <= maxDepth; ++depth) {
        m_seldepth = 0;
        Progress p;
        std::vector<std::uint16_t> excluded;
        for (int k = 0; k < multiPv; ++k) {
            const int s = rootSearch(b, depth, -infinity, infinity, excluded);
            if (m_aborted) break;
            Line line{s, std::vector<Move>(m_pv[0], m_pv[0] + m_pvLength[0])};
            excluded.push_back(packMove(line.pv.front()));
            p.lines.push_back(std::move(line));
        }
        if (m_aborted && p.lines.empty()) break;
        // A cut-off iteration still counts for the lines it finished: each was searched whole.
        std::sort(p.lines.begin(), p.lines.end(),
                  [](const Line &a, const Line &c) { return a.score > c.score; });
        p.depth = depth;
        p.seldepth = std::max(m_seldepth, depth);
        p.nodes = m_nodes;
        p.timeMs = now() - start;
        p.hashfull = hashfull();
        result = p;
        if (report) report(result);
        if (m_aborted) break;
        if (isMateScore(result.lines.front().score) && matePlies(result.lines.front().score) > 0 &&
            matePlies(result.lines.front().score) <= depth)
            break; // a mate found for sure; deeper will not find a shorter one
        const std::int64_t soft = m_softAt;
        if (soft >= 0 && now() >= soft) break;
        if (m_stop) break;
    }
    result.nodes = m_nodes;
    result.timeMs = now() - start;
    return result;
}

} // namespace kibitz::shogi::engine
