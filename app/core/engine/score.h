// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace kibitz {

// An evaluation. Inside Kibitz it is always from the first player's view (sente, black, X,
// seat 0's team); adapters convert engine output once, where it enters.
struct Score
{
    enum class Kind { None, Centipawns, Mate };
    enum class Bound { Exact, Lower, Upper };

    Kind kind = Kind::None;
    // Centipawns, or for Mate the plies to mate: positive when the viewer mates, negative when
    // the viewer is mated; +-unknownMatePlies when the length is not known.
    int value = 0;
    static constexpr int unknownMatePlies = 32767;
    Bound bound = Bound::Exact;

    static Score centipawns(int cp, Bound b = Bound::Exact) { return {Kind::Centipawns, cp, b}; }
    static Score mate(int plies) { return {Kind::Mate, plies, Bound::Exact}; }

    bool isValid() const { return kind != Kind::None; }
    bool isMate() const { return kind == Kind::Mate; }
    Score negated() const
    {
        Bound b = bound == Bound::Lower   ? Bound::Upper
                  : bound == Bound::Upper ? Bound::Lower
                                          : Bound::Exact;
        return {kind, -value, b};
    }
    // A number for graphs: mates are clamped to +-mateCp.
    double graphValue(double mateCp = 30000) const
    {
        if (kind == Kind::Mate) return value >= 0 ? mateCp : -mateCp;
        return value;
    }
    bool operator==(const Score &) const = default;
};

} // namespace kibitz
