// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "matchtally.h"
#include "sprt.h"

#include <QString>

#include <optional>

namespace kibitz {

// The figures of an engine pairing in fastchess's layout, which engine authors' tools read, so
// in English whatever the user's language:
//   Results of A vs B:
//   Elo: 1.23 +/- 4.56, nElo: 2.34 +/- 8.90
//   LOS: 60.00 %, DrawRatio: 45.00 %, PairsRatio: 1.02
//   Games: 1000, Wins: 300, Losses: 290, Draws: 410, Points: 505.0 (50.50 %)
//   Ptnml(0-2): [10, 100, 200, 110, 10], WL/DD Ratio: 1.00
//   LLR: 0.50 (-2.94, 2.94) [0.00, 5.00]
// With game pairs, Elo, the draw ratio (of pairs: WL and DD) and the LLR come from the
// pentanomial counts; without, from W-L-D, and the PairsRatio and Ptnml lines are left out. The
// LLR line comes with a test; " - H1 accepted" or " - H0 accepted" ends it once decided. Each
// line ends with '\n'.
QString pairingReport(const EnginePairing &pairing, const std::optional<SprtTest> &sprt);

// One line per engine, best first: rank, engine, games, points, score and Elo ± against the
// field (from W-L-D), under a heading line.
QString standingsTable(const QList<EngineStanding> &standings);

} // namespace kibitz
