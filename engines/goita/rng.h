// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace kibitz::goita {

// splitmix64: a small, fast generator for playouts (QRandomGenerator costs more per draw).
class Rng
{
public:
    explicit Rng(quint64 seed) : m_state(seed) {}

    quint64 next()
    {
        quint64 z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n), n > 0 (the bias of a 64-bit modulo is negligible here).
    int bounded(int n) { return int(next() % quint64(n)); }
    // True with probability percent / 100.
    bool chance(int percent) { return bounded(100) < percent; }

private:
    quint64 m_state;
};

} // namespace kibitz::goita
