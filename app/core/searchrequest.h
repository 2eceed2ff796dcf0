#pragma once

#include "timecontrol.h"

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
    bool ponder = false;
};

} // namespace kibitz
