// SPDX-License-Identifier: GPL-3.0-or-later
#include "search.h"

// The bundled engine's VCF (victory by continuous fours): every attacker move is a four, every
// defender reply one that stops it, until the attacker has a four no stone can stop.
namespace kibitz::gomoku {

bool Search::winsByFours(const Threat &t) const
{
    // Two fours on two lines: under caro one stone beyond the end of one five can be the block
    // of the other, so only a straight four (judged on its line by the table) is sure there.
    return !t.fives && (t.f4 || (t.b4 >= 2 && !isCaro(m_pos.rule())));
}

QList<int> Search::fivePointsThrough(int index, Stone s) const
{
    QList<int> points;
    for (int dir : Grid::directions) {
        for (int k = -4; k <= 4; ++k) {
            const int i = index + k * dir;
            if (k == 0 || m_pos.grid().at(i) != Stone::Empty) continue;
            if (m_pos.pattern(i, s, dir) == Five && !points.contains(i)) points << i;
        }
    }
    return points;
}

bool Search::makesFive(int index, Stone s) const
{
    for (int dir : Grid::directions)
        if (m_pos.pattern(index, s, dir) == Five) return true;
    return false;
}

QList<int> Search::defences(const QList<int> &fivePoints, Stone attacker)
{
    const Stone defender = opponent(attacker);
    Grid &grid = m_pos.grid();
    QList<int> candidates = fivePoints;
    if (isCaro(m_pos.rule())) {
        // A stone just beyond either end of a five it would make: the five is then blocked at
        // both ends when the other end already is.
        for (int f : fivePoints) {
            grid.set(f, attacker);
            for (int dir : Grid::directions) {
                if (grid.run(f, dir, attacker) < 5) continue;
                for (int step : {dir, -dir}) {
                    int end = f + step;
                    while (grid.at(end) == attacker)
                        end += step;
                    if (grid.at(end) == Stone::Empty && !candidates.contains(end))
                        candidates << end;
                }
            }
            grid.set(f, Stone::Empty);
        }
    }
    QList<int> result;
    for (int c : std::as_const(candidates)) {
        if (defender == Stone::Black && m_pos.isForbidden(c)) continue; // renju
        grid.set(c, defender);
        bool stops = true;
        for (int f : fivePoints)
            stops = stops && (f == c || !makesFive(f, attacker));
        grid.set(c, Stone::Empty);
        if (stops) result << c;
    }
    return result;
}

bool Search::vcf(int pliesLeft, QList<int> &line)
{
    ++m_nodes;
    if ((m_nodes & 1023) == 0 && timeUp()) m_aborted = true;
    if (m_aborted || m_vcfFailed.count(m_pos.key())) return false;
    const Stone attacker = m_pos.toMove();
    const Stone defender = opponent(attacker);
    const bool renju = m_pos.rule() == Rule::Renju;

    std::vector<Candidate> fours;
    QList<int> defenderFives;
    for (int i : m_pos.candidates()) {
        const Threat own = m_pos.threat(i, attacker);
        if (own.fives) {
            line = {i};
            return true;
        }
        if (m_pos.threat(i, defender).fives) defenderFives << i;
        if (!own.anyFour()) continue;
        if (renju && attacker == Stone::Black && own.mayBeForbidden() && m_pos.isForbidden(i))
            continue;
        fours.push_back({i, own.score, own, {}});
    }
    if (defenderFives.size() >= 2) return false;
    if (defenderFives.size() == 1) {
        // Only a block that is itself a four keeps the sequence going.
        const int block = defenderFives.first();
        std::erase_if(fours, [block](const Candidate &c) { return c.index != block; });
    }
    for (const Candidate &c : fours) {
        if (winsByFours(c.own)) {
            line = {c.index};
            return true;
        }
    }
    if (pliesLeft <= 0) return false;
    std::stable_sort(fours.begin(), fours.end(),
                     [](const Candidate &a, const Candidate &b) { return a.order > b.order; });
    for (const Candidate &c : fours) {
        m_pos.play(c.index);
        const QList<int> fives = fivePointsThrough(c.index, attacker);
        const QList<int> replies = fives.isEmpty() ? QList<int>() : defences(fives, attacker);
        // No stone stops the four (two five points, a forbidden block, under caro no end
        // left): it wins. Else every reply must lose.
        bool won = !fives.isEmpty() && replies.isEmpty();
        QList<int> longest;
        for (qsizetype r = 0; r < replies.size(); ++r) {
            m_pos.play(replies[r]);
            QList<int> rest;
            const bool lost = vcf(pliesLeft - 1, rest);
            m_pos.undo();
            if (!lost) break;
            if (longest.isEmpty() || rest.size() + 1 > longest.size())
                longest = QList<int>{replies[r]} + rest;
            won = r + 1 == replies.size();
        }
        m_pos.undo();
        if (won) {
            line = QList<int>{c.index} + longest;
            return true;
        }
        if (m_aborted) return false;
    }
    m_vcfFailed.insert(m_pos.key());
    return false;
}

} // namespace kibitz::gomoku
