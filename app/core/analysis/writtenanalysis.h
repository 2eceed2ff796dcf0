// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysissummary.h"
#include "core/analysis/recordanalyser.h"
#include "core/engine/thinkinfo.h"

#include <optional>

namespace kibitz {

class Game;
class Position;
class Record;

// What the move `move`, played at `ply` from `from`, lost: its side's win rate with the engine's
// best line before it (`before`, searched in `from`) minus after it (`after`). The engine's own
// choice there, `enginesMove`, loses nothing. Nullopt when the game weighs no scores or either
// search has none.
std::optional<MoveLoss> moveLossOf(const Game &game, const Position &from, int ply,
                                   const QString &move, const QString &enginesMove,
                                   const ThinkInfo &before, const ThinkInfo &after);

// Once a record is analysed to the end, kibitz-cli analyse writes on it the search of the
// position before the first move analysed (a `#` block on the root, or on the move before the
// first) and a stamp line in the root's comment, which every format keeps:
//   kibitz-analysis moves=1-9 depth=1 movetime=0 multipv=1 engine=kibitz-tictactoe
// so that a reader tells a whole analysis from one still going or cut off, and can sum the
// record up again (writtenAnalysis). The engine's moves that are not the first of their block's
// PV (RecordAnalyser::movesOffTheirLine) are in it too, `chose=PLY:MOVE,…` before the engine
// (the move percent-encoded). A stamp and start block written before are replaced.
void stampAnalysis(Record *record, const RecordAnalyser &analyser,
                   const AnalysisSettings &settings);

// The analysis a stamped record carries: its engine, the moves analysed, and the summary the
// analyser printed, read back from the `#` blocks.
struct WrittenAnalysis
{
    QString engine;
    int moves = 0;
    AnalysisSummary summary;
};
// Nullopt when the record has no stamp, or a position of the stamp's range has no block by its
// engine (not analysed, or analysed only in part).
std::optional<WrittenAnalysis> writtenAnalysis(const Game &game, const Record &record);

} // namespace kibitz
