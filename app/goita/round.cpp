// SPDX-License-Identifier: GPL-3.0-or-later
#include "round.h"

namespace kibitz::goita {

std::optional<Round> Round::deal(const std::array<Hand, seatCount> &hands, int dealer,
                                 const Rules &rules)
{
    if (dealer < 0 || dealer >= seatCount) return std::nullopt;
    Hand all;
    for (const Hand &hand : hands) {
        if (hand.size() != piecesPerSeat) return std::nullopt;
        for (int d = 1; d <= 8; ++d)
            all.add(Piece(d), hand.count(Piece(d)));
    }
    if (all != Hand::fullSet()) return std::nullopt;

    Round round;
    round.m_table = Table(dealer);
    round.m_initial = hands;
    round.m_hands = hands;
    round.m_rules = rules;
    round.m_dealResult = dealResult(hands, dealer, rules);
    if (round.m_dealResult)
        round.m_phase = Phase::Over;
    else if (round.goshiSeats().size() == 1)
        round.m_phase = Phase::GoshiDecision;
    return round;
}

QList<int> Round::goshiSeats() const
{
    QList<int> seats;
    for (int seat = 0; seat < seatCount; ++seat) {
        if (m_initial[seat].count(Piece::Shi) == 5) seats << seat;
    }
    return seats;
}

int Round::goshiDecider() const
{
    return m_phase == Phase::GoshiDecision ? partnerOf(goshiSeats().first()) : -1;
}

void Round::decideGoshi(bool playOn)
{
    Q_ASSERT(m_phase == Phase::GoshiDecision);
    if (playOn) {
        m_phase = Phase::Playing;
        return;
    }
    m_dealResult = RoundResult{RoundResult::Kind::Redeal};
    m_phase = Phase::Over;
}

void Round::legalMoves(MoveList &out) const
{
    out.clear();
    if (m_phase == Phase::Playing) m_table.legalMoves(m_hands[turn()], m_rules, out);
}

QList<Move> Round::legalMoves() const
{
    MoveList list;
    legalMoves(list);
    return QList<Move>(list.begin(), list.end());
}

QStringList Round::legalMoveTexts() const
{
    QStringList texts;
    for (const Move &move : legalMoves())
        texts << move.text();
    return texts;
}

bool Round::isLegal(Move move) const
{
    return m_phase == Phase::Playing && m_table.isLegal(m_hands[turn()], m_rules, move);
}

void Round::play(Move move)
{
    Q_ASSERT(isLegal(move));
    if (!move.isPass()) {
        Hand &hand = m_hands[turn()];
        hand.remove(move.first);
        hand.remove(move.attack);
    }
    m_table.apply(move);
    if (m_table.isFinished()) m_phase = Phase::Over;
}

bool Round::playText(QStringView text)
{
    const auto move = Move::fromText(text);
    if (!move || !isLegal(*move)) return false;
    play(*move);
    return true;
}

bool Round::playRecord(QStringView record)
{
    const auto moves = parseRecord(record);
    if (!moves) return false;
    for (const Move &move : *moves) {
        if (!isLegal(move)) return false;
        play(move);
    }
    return true;
}

std::optional<RoundResult> Round::result() const
{
    if (m_phase != Phase::Over) return std::nullopt;
    if (m_dealResult) return m_dealResult;
    RoundResult result;
    result.kind = RoundResult::Kind::Finish;
    result.winner = m_table.winner();
    result.doubled = m_table.finishedDoubled();
    result.points =
        points(m_table.moveAt(m_table.moveCount() - 1).attack) * (result.doubled ? 2 : 1);
    return result;
}

QList<Move> Round::maskedHistory(int seat) const
{
    QList<Move> moves = history();
    // Only a lead is played face down: a turn after a play by the seat itself, or the first.
    int attacker = -1;
    for (int i = 0; i < moves.size(); ++i) {
        const int mover = m_table.seatOfMove(i);
        Move &move = moves[i];
        if (move.isPass()) continue;
        const bool faceDown = attacker < 0 || attacker == mover;
        if (faceDown && mover != seat) move.first = Piece::Hidden;
        attacker = mover;
    }
    return moves;
}

} // namespace kibitz::goita
