#pragma once

#include "core/game/timecontrol.h"

#include <QList>
#include <QStringList>
#include <memory>

namespace kibitz {

class Position;

// What an engine is asked to search: the position (as start position + moves, which is what
// most protocols send) and the time it has.
struct SearchRequest
{
    std::shared_ptr<const Position> start;
    QStringList moves;
    std::shared_ptr<const Position> current;
    TimeControl timeControl;
    QList<qint64> remainingMs; // per side, base time left
    bool infinite = false;     // analysis: search until stopped
    int multiPv = 1;
    // A ponder search: `moves` ends with the reply the engine expects, and the engine searches
    // as if it had been played until told ponderhit (it was) or stop (it was not).
    bool ponder = false;
    // A mate search of `current` (USI go mate): the time is timeControl.moveTimeMs, 0 for no
    // limit; the answer is a MateResult, not a move.
    bool mate = false;
};

// What a mate search found.
struct MateResult
{
    enum class Kind { Mate, NoMate, Timeout, NotImplemented };
    Kind kind = Kind::NoMate;
    QStringList moves; // Mate: the mating sequence in canonical text, from the searched position
};

} // namespace kibitz
