// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/score.h"

#include <QString>
#include <QStringList>

namespace kibitz {

// What an engine thought about a position, kept with a record node (ES think comments).
// The PV starts in the position *after* the node's move, as ShogiHome writes it: for the
// engine that played the move that is its expected continuation after its own move.
struct ThinkInfo
{
    enum class Origin { Player, Analysis }; // '*' and '#' in ES comments

    Origin origin = Origin::Player;
    Score score;    // first player's view
    QStringList pv; // canonical moves
    int depth = -1;
    int seldepth = -1;
    qint64 nodes = -1;
    QString engine;

    QChar prefix() const { return origin == Origin::Player ? QLatin1Char('*') : QLatin1Char('#'); }
    bool operator==(const ThinkInfo &) const = default;
};

} // namespace kibitz
