// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/zobrist.h"

namespace kibitz::shogi {

namespace {
// splitmix64: small, well mixed, and reproducible from its seed.
quint64 next(quint64 &state)
{
    quint64 z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

ZobristKeys makeKeys()
{
    ZobristKeys keys;
    quint64 state = 0x4B6962697A53686FULL; // "KibizSho"
    for (auto &perSquare : keys.piece)
        for (quint64 &k : perSquare)
            k = next(state);
    for (auto &perType : keys.hand)
        for (auto &perCount : perType)
            for (int n = 1; n < int(perCount.size()); ++n)
                perCount[n] = next(state);
    keys.side = next(state);
    return keys;
}
} // namespace

const ZobristKeys &zobristKeys()
{
    static const ZobristKeys keys = makeKeys();
    return keys;
}

} // namespace kibitz::shogi
