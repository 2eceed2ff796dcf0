// SPDX-License-Identifier: GPL-3.0-or-later
#include "sampler.h"

namespace kibitz::goita {

Sampler::Sampler(const SeatView &view) : m_view(view)
{
    const Hand unseen = view.unseen();
    for (int d = 1; d <= 8; ++d) {
        for (int i = 0; i < unseen.count(Piece(d)); ++i)
            m_pool[m_poolSize++] = Piece(d);
    }
    for (int seat = 0; seat < seatCount; ++seat) {
        m_goshi[seat] = view.goshiSeats().contains(seat);
        if (seat == view.seat()) continue;
        for (const FieldPiece &p : view.table().field(seat)) {
            if (p.piece == Piece::Hidden)
                ++m_hidden[seat];
            else
                m_faceUp[seat].add(p.piece);
        }
    }
}

std::optional<Round> Sampler::sample(Rng &rng, int tries) const
{
    for (int i = 0; i < tries; ++i) {
        if (auto round = draw(rng)) return round;
    }
    return std::nullopt;
}

std::optional<Round> Sampler::draw(Rng &rng) const
{
    const int me = m_view.seat();
    std::array<Piece, pieceCount> pool = m_pool;
    int size = m_poolSize;
    const auto take = [&](auto accept) -> Piece {
        // A random piece of the rest that `accept`s, or None.
        int candidates = 0;
        for (int i = 0; i < size; ++i)
            candidates += accept(pool[i]) ? 1 : 0;
        if (!candidates) return Piece::None;
        int pick = rng.bounded(candidates);
        for (int i = 0; i < size; ++i) {
            if (!accept(pool[i]) || pick--) continue;
            const Piece p = pool[i];
            pool[i] = pool[--size];
            return p;
        }
        return Piece::None;
    };

    // Each other seat's unseen pieces: its face-down ones first, in the order played, then its
    // hand. A 5し seat gets exactly the し it still needs, the others fewer than five in all.
    std::array<std::array<Piece, piecesPerSeat>, seatCount> drawn{};
    std::array<Hand, seatCount> hands{};
    const auto order = [&] {
        std::array<int, 3> seats{};
        int n = 0;
        for (int s = 0; s < seatCount; ++s) {
            if (s != me && m_goshi[s]) seats[n++] = s; // the constrained first
        }
        for (int s = 0; s < seatCount; ++s) {
            if (s != me && !m_goshi[s]) seats[n++] = s;
        }
        return seats;
    }();
    for (int seat : order) {
        const int unknown = m_hidden[seat] + m_view.piecesLeft(seat);
        Hand hand = m_faceUp[seat];
        int shiNeeded = m_goshi[seat] ? 5 - hand.count(Piece::Shi) : 0;
        if (shiNeeded < 0 || shiNeeded > unknown) return std::nullopt;
        std::array<Piece, piecesPerSeat> pieces{};
        for (int i = 0; i < unknown; ++i) {
            Piece p;
            if (m_goshi[seat])
                p = i < shiNeeded ? take([](Piece x) { return x == Piece::Shi; })
                                  : take([](Piece x) { return x != Piece::Shi; });
            else
                p = take([](Piece) { return true; });
            if (p == Piece::None) return std::nullopt;
            pieces[i] = p;
            hand.add(p);
        }
        if (!m_goshi[seat] && hand.count(Piece::Shi) >= 5) return std::nullopt;
        // Shuffle, so that the forced し are not always face down.
        for (int i = unknown - 1; i > 0; --i)
            std::swap(pieces[i], pieces[rng.bounded(i + 1)]);
        drawn[seat] = pieces;
        hands[seat] = hand;
    }
    hands[me] = m_view.dealtHand();

    auto round = Round::deal(hands, m_view.dealer(), m_view.rules());
    if (!round) return std::nullopt;
    if (round->phase() == Round::Phase::GoshiDecision) round->decideGoshi(true);
    std::array<int, seatCount> used{};
    const Table &table = m_view.table();
    for (int i = 0; i < table.moveCount(); ++i) {
        Move move = table.moveAt(i);
        const int seat = table.seatOfMove(i);
        if (move.first == Piece::Hidden) move.first = drawn[seat][used[seat]++];
        if (!round->isLegal(move)) return std::nullopt;
        round->play(move);
    }
    return round;
}

} // namespace kibitz::goita
