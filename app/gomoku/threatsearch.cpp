// SPDX-License-Identifier: GPL-3.0-or-later
#include "threatsearch.h"

#include "gomoku/renju.h"

#include <array>
#include <random>
#include <unordered_set>

namespace kibitz::gomoku {

namespace {

// VCT: the defender's replies to a three are the points within this distance of a stone (the
// attacker's next threats are made within 3 of its stones).
constexpr int replyDistance = 3;

// Zobrist keys of the stones, for the searches' memory of lost positions.
const std::array<std::array<quint64, Grid::CellCount>, 2> &zobrist()
{
    static const auto keys = [] {
        std::array<std::array<quint64, Grid::CellCount>, 2> k{};
        std::mt19937_64 rng(0x766366); // fixed: the same keys in every run
        for (auto &colour : k)
            for (quint64 &v : colour)
                v = rng();
        return k;
    }();
    return keys;
}

class ThreatSearch
{
public:
    ThreatSearch(const Board &board, const ThreatLimits &limits)
        : m_grid(board.grid()), m_rule(board.rule()), m_attacker(board.toMove()),
          m_defender(opponent(board.toMove())), m_limits(limits)
    {
        for (Point p : board.history())
            m_key ^= keyOf(Grid::index(p), board.at(p));
    }

    bool vcf(QList<int> &line, int foursLeft);
    bool vct(QList<int> &line, int threesLeft, int foursLeft);
    bool aborted() const { return m_aborted; }
    qint64 nodes() const { return m_nodes; }

private:
    static quint64 keyOf(int index, Stone s) { return zobrist()[s == Stone::White][index]; }
    void play(int index, Stone s)
    {
        m_grid.set(index, s);
        m_key ^= keyOf(index, s);
    }
    void unplay(int index, Stone s)
    {
        m_grid.set(index, Stone::Empty);
        m_key ^= keyOf(index, s);
    }
    bool count();
    bool wins(int index, Stone s);
    bool legal(int index, Stone s);
    QList<int> fivePoints(Stone s);
    QList<int> fivesNear(int index, Stone s);
    QList<int> near(int distance, bool ownOnly);
    QList<int> defences(const QList<int> &fives);
    bool isThree(int index);
    void finish(int m, const QList<int> &fives, QList<int> &line);
    // The attacker's move `m` played and answered by every reply: whether `next` wins after
    // each; the line of the reply that holds out longest.
    template <typename Next>
    bool winsAgainstAll(int m, const QList<int> &replies, QList<int> &line, Next next);

    Grid m_grid;
    Rule m_rule;
    Stone m_attacker;
    Stone m_defender;
    ThreatLimits m_limits;
    quint64 m_key = 0;
    qint64 m_nodes = 0;
    bool m_aborted = false;
    std::unordered_set<quint64> m_lost; // positions (with depth mixed in) without a win
};

bool ThreatSearch::count()
{
    if (++m_nodes > m_limits.maxNodes) m_aborted = true;
    return !m_aborted;
}

// Whether `s` playing the empty `index` makes a winning row under the rule.
bool ThreatSearch::wins(int index, Stone s)
{
    if (m_grid.at(index) != Stone::Empty) return false;
    m_grid.set(index, s);
    bool won = false;
    for (int dir : Grid::directions)
        if (isWinningRow(m_rule, s, m_grid.run(index, dir, s),
                         m_grid.blockedBothEnds(index, dir, s))) {
            won = true;
            break;
        }
    m_grid.set(index, Stone::Empty);
    return won;
}

bool ThreatSearch::legal(int index, Stone s)
{
    if (m_grid.at(index) != Stone::Empty) return false;
    return !(m_rule == Rule::Renju && s == Stone::Black && Renju::isForbidden(m_grid, index));
}

// Every point where `s` makes five: each lies next to one of its stones (four of the five
// cells are stones), so only the neighbours of `s`'s stones are tried.
QList<int> ThreatSearch::fivePoints(Stone s)
{
    QList<int> points;
    for (int y = 0; y < m_grid.height(); ++y) {
        for (int x = 0; x < m_grid.width(); ++x) {
            const int i = Grid::index(x, y);
            if (m_grid.at(i) != Stone::Empty) continue;
            bool next = false;
            for (int dir : Grid::directions)
                next = next || m_grid.at(i + dir) == s || m_grid.at(i - dir) == s;
            if (next && wins(i, s)) points << i;
        }
    }
    return points;
}

// The points where `s` makes five on the lines through `index` (a stone just placed).
QList<int> ThreatSearch::fivesNear(int index, Stone s)
{
    QList<int> points;
    for (int dir : Grid::directions)
        for (int k = -4; k <= 4; ++k) {
            const int q = index + k * dir;
            if (k != 0 && !points.contains(q) && wins(q, s)) points << q;
        }
    return points;
}

// The empty points within `distance` (in both coordinates) of a stone: of the attacker's only,
// or of either side.
QList<int> ThreatSearch::near(int distance, bool ownOnly)
{
    QList<int> points;
    for (int y = 0; y < m_grid.height(); ++y) {
        for (int x = 0; x < m_grid.width(); ++x) {
            const int i = Grid::index(x, y);
            if (m_grid.at(i) != Stone::Empty) continue;
            bool close = false;
            for (int dy = -distance; dy <= distance && !close; ++dy)
                for (int dx = -distance; dx <= distance && !close; ++dx) {
                    const Stone c = m_grid.at(i + dy * Grid::Stride + dx);
                    close = ownOnly ? c == m_attacker : (c == Stone::Black || c == Stone::White);
                }
            if (close) points << i;
        }
    }
    return points;
}

// The defender's legal replies to a four with five points `fives` that leave the attacker none:
// a stone on a five point, or under caro one just beyond the far end of the five it would make.
QList<int> ThreatSearch::defences(const QList<int> &fives)
{
    QList<int> candidates = fives;
    if (isCaro(m_rule)) {
        for (int f : fives) {
            m_grid.set(f, m_attacker);
            for (int dir : Grid::directions) {
                if (m_grid.run(f, dir, m_attacker) < 5) continue;
                for (int step : {dir, -dir}) {
                    int end = f + step;
                    while (m_grid.at(end) == m_attacker)
                        end += step;
                    if (m_grid.at(end) == Stone::Empty && !candidates.contains(end))
                        candidates << end;
                }
            }
            m_grid.set(f, Stone::Empty);
        }
    }
    QList<int> replies;
    for (int r : std::as_const(candidates)) {
        if (!legal(r, m_defender)) continue;
        m_grid.set(r, m_defender);
        bool stops = true;
        for (int f : fives)
            stops = stops && !wins(f, m_attacker);
        m_grid.set(r, Stone::Empty);
        if (stops) replies << r;
    }
    return replies;
}

// Whether the attacker's stone at `index` made a three: one more legal move on its lines makes
// a four the defender cannot stop.
bool ThreatSearch::isThree(int index)
{
    for (int dir : Grid::directions)
        for (int k = -4; k <= 4; ++k) {
            const int q = index + k * dir;
            if (k == 0 || !legal(q, m_attacker)) continue;
            m_grid.set(q, m_attacker);
            const QList<int> fives = fivesNear(q, m_attacker);
            const bool unstoppable = !fives.isEmpty() && defences(fives).isEmpty();
            m_grid.set(q, Stone::Empty);
            if (unstoppable) return true;
        }
    return false;
}

// The end of a line after the attacker's four `m` that cannot be stopped: the defender blocks
// one five point and the attacker makes five at another; or, when the defender may play none
// of them (renju: black's forbidden points), the line ends with the four.
void ThreatSearch::finish(int m, const QList<int> &fives, QList<int> &line)
{
    line << m;
    for (int f : fives) {
        if (!legal(f, m_defender)) continue;
        m_grid.set(f, m_defender);
        int five = -1;
        for (int g : fives)
            if (five < 0 && wins(g, m_attacker)) five = g;
        m_grid.set(f, Stone::Empty);
        if (five >= 0) line << f << five;
        return;
    }
}

template <typename Next>
bool ThreatSearch::winsAgainstAll(int m, const QList<int> &replies, QList<int> &line, Next next)
{
    QList<int> longest;
    for (int r : replies) {
        play(r, m_defender);
        QList<int> rest;
        const bool won = next(rest);
        unplay(r, m_defender);
        if (!won) return false;
        if (longest.isEmpty() || rest.size() + 1 > longest.size()) longest = QList<int>{r} + rest;
    }
    line << m << longest;
    return true;
}

bool ThreatSearch::vcf(QList<int> &line, int foursLeft)
{
    if (!count()) return false;
    if (const QList<int> five = fivePoints(m_attacker); !five.isEmpty()) {
        line << five.first();
        return true;
    }
    const QList<int> theirs = fivePoints(m_defender);
    if (theirs.size() >= 2 || foursLeft <= 0) return false;
    // VCF's entries apart from VCT's, and a position lost with few fours left may be won with more.
    const quint64 memo = m_key ^ 0x5646 ^ (quint64(foursLeft) << 40);
    if (m_lost.count(memo)) return false;
    // Facing a four, the only four worth trying is the one that blocks it.
    const QList<int> moves = theirs.isEmpty() ? near(2, true) : theirs;
    for (int m : moves) {
        if (!legal(m, m_attacker)) continue;
        play(m, m_attacker);
        const QList<int> fives = fivesNear(m, m_attacker);
        bool won = false;
        if (!fives.isEmpty()) {
            const QList<int> replies = defences(fives);
            if (replies.isEmpty()) {
                finish(m, fives, line);
                won = true;
            } else {
                won = winsAgainstAll(m, replies, line,
                                     [&](QList<int> &rest) { return vcf(rest, foursLeft - 1); });
            }
        }
        unplay(m, m_attacker);
        if (won) return true;
        if (m_aborted) return false;
    }
    m_lost.insert(memo);
    return false;
}

bool ThreatSearch::vct(QList<int> &line, int threesLeft, int foursLeft)
{
    if (vcf(line, foursLeft)) return true;
    if (m_aborted || threesLeft <= 0 || foursLeft <= 0) return false;
    const QList<int> theirs = fivePoints(m_defender);
    if (theirs.size() >= 2) return false;
    const quint64 memo = m_key ^ (quint64(threesLeft) << 56) ^ quint64(foursLeft);
    if (m_lost.count(memo)) return false;
    const QList<int> moves = theirs.isEmpty() ? near(3, true) : theirs;
    for (int m : moves) {
        if (!legal(m, m_attacker)) continue;
        play(m, m_attacker);
        const QList<int> fives = fivesNear(m, m_attacker);
        bool won = false;
        if (!fives.isEmpty()) {
            // A four: its forced replies, the threes left as they were.
            const QList<int> replies = defences(fives);
            if (replies.isEmpty()) {
                finish(m, fives, line);
                won = true;
            } else {
                won = winsAgainstAll(m, replies, line, [&](QList<int> &rest) {
                    return vct(rest, threesLeft, foursLeft - 1);
                });
            }
        } else if (isThree(m)) {
            // Every reply near the stones, the defender's own fours among them.
            QList<int> replies;
            for (int r : near(replyDistance, false))
                if (legal(r, m_defender)) replies << r;
            won = !replies.isEmpty() && winsAgainstAll(m, replies, line, [&](QList<int> &rest) {
                return vct(rest, threesLeft - 1, foursLeft);
            });
        }
        unplay(m, m_attacker);
        if (won) return true;
        if (m_aborted) return false;
    }
    m_lost.insert(memo);
    return false;
}

} // namespace

ThreatResult findForcedWin(const Board &board, ThreatKind kind, const ThreatLimits &limits)
{
    ThreatResult result;
    if (board.isOver()) return result;
    ThreatSearch search(board, limits);
    QList<int> line;
    const bool won = kind == ThreatKind::Vcf ? search.vcf(line, limits.maxFours)
                                             : search.vct(line, limits.maxThrees, limits.maxFours);
    if (won)
        for (int i : std::as_const(line))
            result.line << Grid::pointOf(i);
    result.exhausted = !search.aborted();
    result.nodes = search.nodes();
    return result;
}

} // namespace kibitz::gomoku
