// SPDX-License-Identifier: GPL-3.0-or-later
#include "matchtally.h"

#include "resultsstream.h"

#include <QHash>

#include <algorithm>

namespace kibitz {

namespace {
void addGame(PairCounts &counts, double score)
{
    (score == 1 ? counts.wins : score == 0 ? counts.losses : counts.draws) += 1;
}

void addPair(PairCounts &counts, double first, double second)
{
    const double sum = first + second;
    int &slot = sum == 0       ? counts.pairLL
                : sum == 0.5   ? counts.pairLD
                : sum == 1.5   ? counts.pairWD
                : sum == 2     ? counts.pairWW
                : first == 0.5 ? counts.pairDD
                               : counts.pairWL;
    ++slot;
}

class Tally
{
public:
    explicit Tally(const QList<FinishedGame> &games) : m_games(games)
    {
        for (qsizetype i = 0; i < games.size(); ++i)
            if (games[i].pair > 0) m_byPair[games[i].pair] << i;
    }

    MatchTally count()
    {
        QHash<int, double> scoreOfFirst; // game list index -> the pairing's first engine's score
        for (qsizetype i = 0; i < m_games.size(); ++i) {
            const std::optional<double> score = m_games[i].firstSideScore();
            if (!score) {
                ++m_out.noResults;
                continue;
            }
            scoreOfFirst[i] = countGame(i, *score);
        }
        for (const QList<qsizetype> &pair : std::as_const(m_byPair)) {
            if (pair.size() != 2 || !scoreOfFirst.contains(pair[0]) ||
                !scoreOfFirst.contains(pair[1]) || m_pairingOf[pair[0]] != m_pairingOf[pair[1]])
                continue;
            addPair(m_out.pairings[m_pairingOf[pair[0]]].counts, scoreOfFirst[pair[0]],
                    scoreOfFirst[pair[1]]);
        }
        std::stable_sort(m_out.standings.begin(), m_out.standings.end(),
                         [](const EngineStanding &a, const EngineStanding &b) {
                             return a.counts.points() / a.counts.games() >
                                    b.counts.points() / b.counts.games();
                         });
        return m_out;
    }

private:
    // Counts game i for its pairing and both engines' standings; returns the score of the
    // pairing's first engine.
    double countGame(qsizetype i, double firstSideScore)
    {
        const QString side0 = matchSideName(m_games[i].engines, 0);
        const QString side1 = matchSideName(m_games[i].engines, 1);
        const QString key = std::min(side0, side1) + u'\n' + std::max(side0, side1);
        if (!m_pairings.contains(key)) {
            // Named as the encounter's first game seats them, also when only the second game of
            // its pair (game 2p of pair p, the sides swapped) is in yet: a run stopped early says
            // "A vs B" as it would have at its end.
            const bool swapped = m_games[i].pair > 0 && m_games[i].game == 2 * m_games[i].pair;
            m_pairings[key] = m_out.pairings.size();
            m_out.pairings << (swapped ? EnginePairing{side1, side0, {}}
                                       : EnginePairing{side0, side1, {}});
        }
        const qsizetype pairing = m_pairings[key];
        m_pairingOf[i] = pairing;
        const bool secondOfPair = m_games[i].pair > 0 && m_byPair[m_games[i].pair].indexOf(i) == 1;
        const bool firstIsSide0 =
            side0 == side1 ? !secondOfPair : side0 == m_out.pairings[pairing].first;
        const double score = firstIsSide0 ? firstSideScore : 1 - firstSideScore;
        addGame(m_out.pairings[pairing].counts, score);
        addGame(standing(side0), firstSideScore);
        addGame(standing(side1), 1 - firstSideScore);
        return score;
    }

    PairCounts &standing(const QString &engine)
    {
        if (!m_standings.contains(engine)) {
            m_standings[engine] = m_out.standings.size();
            m_out.standings << EngineStanding{engine, {}};
        }
        return m_out.standings[m_standings[engine]].counts;
    }

    const QList<FinishedGame> &m_games;
    QHash<int, QList<qsizetype>> m_byPair;
    QHash<QString, qsizetype> m_pairings;
    QHash<QString, qsizetype> m_standings;
    QHash<qsizetype, qsizetype> m_pairingOf;
    MatchTally m_out;
};
} // namespace

QString matchSideName(const QStringList &enginesBySeat, int side)
{
    QStringList names;
    for (qsizetype seat = side; seat < enginesBySeat.size(); seat += 2)
        if (!names.contains(enginesBySeat[seat])) names << enginesBySeat[seat];
    return names.join(QLatin1Char('+'));
}

MatchTally tallyResults(QList<FinishedGame> games)
{
    std::stable_sort(games.begin(), games.end(),
                     [](const FinishedGame &a, const FinishedGame &b) { return a.game < b.game; });
    return Tally(games).count();
}

} // namespace kibitz
