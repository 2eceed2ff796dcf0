// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/opening.h"

#include <optional>

namespace kibitz::goita {

// Goita's opening files (docs/tournament.md): one deal a line, either a seed number (every deal
// of the game drawn from it) or setup text (GoitaSetup: "deal 0 <hand0> … <hand3>", "seed 7" …).
// A line's words come after the match's `baseSetup`, so that what the line says wins; a line
// without a seed (in neither) is given one made from the line and its place among the deal
// lines, the same on every read: both games of a pair, a resumed game and every shard are dealt
// alike.
OpeningReadResult readGoitaOpenings(const QString &path, const QString &baseSetup);

// The k-th deal (0-based) of a match from `baseSetup` without an opening file, given --seed
// `seed`: a seed of its own made from the two (SHA-256), the same on every run, shard and
// resume; its text is "seed S", as a deal line that picks it would say. None when the setup
// is not one.
std::optional<Opening> seededGoitaDeal(const QString &baseSetup, quint64 seed, qint64 k);

} // namespace kibitz::goita
