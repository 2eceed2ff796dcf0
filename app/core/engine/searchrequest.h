// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/timecontrol.h"

#include <QList>
#include <QStringList>
#include <atomic>
#include <memory>

namespace kibitz {

class Position;

// What an engine is asked to search: the position (as start position + moves, which is what
// most protocols send), what the search is for, and the time it has.
struct SearchRequest
{
    enum class Kind {
        // A turn of a game: one move within timeControl and remainingMs.
        Move,
        // A turn searched ahead on the opponent's time: `moves` ends with the reply the engine
        // expects, and the engine searches as if it had been played until told ponderhit (it
        // was) or stop (it was not). The clocks are as for Move.
        Ponder,
        // Lines for the user (multiPv of them): until stopped when timeControl is unlimited,
        // else for timeControl.moveTimeMs (a record analysis by time).
        Analysis,
        // A mate search of `current` (USI go mate): the time is timeControl.moveTimeMs, 0 for
        // no limit; the answer is a MateResult, not a move.
        Mate,
    };

    Kind kind = Kind::Move;
    std::shared_ptr<const Position> start;
    QStringList moves;
    std::shared_ptr<const Position> current;
    TimeControl timeControl;         // the searching side's own
    QList<TimeControl> timeControls; // per side (time odds); empty: every side on timeControl
    QList<qint64> remainingMs;       // per side, base time left
    int multiPv = 1;                 // Analysis only: the other kinds want the one best line
    // Ponder only: the search starts without the clocks, which come with ponderhit (a CSA
    // server's early ponder: the engine's move is not yet confirmed, its time not yet known).
    bool clocksAtPonderHit = false;
    // Nonzero: the game line `moves` comes from. A line only grows under its id (a session takes
    // a new one when moves are taken back), so two requests with the same id agree on every move
    // but the last of the shorter, which may be a ponder search's guessed reply. An adapter that
    // holds the last request's moves then compares one, not all (a whole-list compare each turn
    // made a long game's turns slower). 0: unknown, compared in full.
    quint64 lineId = 0;

    // An id no line had before (ids are unique in the process).
    static quint64 newLineId()
    {
        static std::atomic<quint64> last{0};
        return ++last;
    }

    // A side's time control: its own, or the one of every side.
    const TimeControl &timeControlOf(int side) const
    {
        return side >= 0 && side < timeControls.size() ? timeControls[side] : timeControl;
    }
    // An analysis without a time: the engine searches until it is stopped (`go infinite`).
    bool isUntilStopped() const { return kind == Kind::Analysis && timeControl.isUnlimited(); }
};

// What a mate search found.
struct MateResult
{
    enum class Kind { Mate, NoMate, Timeout, NotImplemented };
    Kind kind = Kind::NoMate;
    QStringList moves; // Mate: the mating sequence in canonical text, from the searched position
};

} // namespace kibitz
