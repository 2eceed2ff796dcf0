// SPDX-License-Identifier: GPL-3.0-or-later
#include "match.h"

#include <algorithm>

namespace kibitz::goita {

Match::Match(const Rules &rules, quint32 seed, int firstDealer,
             const std::optional<std::array<Hand, seatCount>> &firstHands)
    : m_rules(rules), m_rng(seed)
{
    const int dealer = std::clamp(firstDealer, 0, seatCount - 1);
    if (firstHands) m_round = Round::deal(*firstHands, dealer, m_rules);
    if (!m_round) m_round = Round::deal(randomDeal(m_rng), dealer, m_rules);
    scoreIfOver();
}

std::array<Hand, seatCount> Match::randomDeal(QRandomGenerator &rng)
{
    std::array<Piece, pieceCount> pieces{};
    int n = 0;
    for (int d = 1; d <= 8; ++d) {
        for (int i = 0; i < copiesOf(Piece(d)); ++i)
            pieces[n++] = Piece(d);
    }
    // Fisher-Yates with the caller's generator, so that a seed replays the deal.
    for (int i = pieceCount - 1; i > 0; --i)
        std::swap(pieces[i], pieces[rng.bounded(i + 1)]);
    std::array<Hand, seatCount> hands{};
    for (int i = 0; i < pieceCount; ++i)
        hands[i / piecesPerSeat].add(pieces[i]);
    return hands;
}

bool Match::isOver() const
{
    return winningTeam() >= 0;
}

int Match::winningTeam() const
{
    if (!m_round->isOver()) return -1;
    if (m_gameWon) return m_round->result()->team();
    for (int team = 0; team < 2; ++team) {
        if (m_scores[team] >= m_rules.targetScore) return team;
    }
    return -1;
}

bool Match::play(Move move)
{
    if (!m_round->isLegal(move)) return false;
    m_round->play(move);
    scoreIfOver();
    return true;
}

bool Match::playText(QStringView text)
{
    const auto move = Move::fromText(text);
    return move && play(*move);
}

void Match::decideGoshi(bool playOn)
{
    m_round->decideGoshi(playOn);
    scoreIfOver();
}

void Match::nextRound()
{
    nextRound(randomDeal(m_rng));
}

bool Match::nextRound(const std::array<Hand, seatCount> &hands)
{
    Q_ASSERT(m_round->isOver() && !isOver());
    const int dealer = m_round->result()->nextDealer(m_round->dealer());
    auto round = Round::deal(hands, dealer, m_rules);
    if (!round) return false;
    m_results << *m_round->result();
    m_round = round;
    m_scored = false;
    scoreIfOver();
    return true;
}

void Match::scoreIfOver()
{
    if (m_scored || !m_round->isOver()) return;
    m_scored = true;
    const RoundResult result = *m_round->result();
    if (result.winner >= 0) m_scores[result.team()] += result.points;
    if (result.winsGame) m_gameWon = true;
}

} // namespace kibitz::goita
