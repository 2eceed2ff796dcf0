// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace kibitz {

class Position;

// A line of moves from a position (an engine's PV, a think comment's 読み筋) as players read it,
// and back. Every record format and the panels use these, so all of them agree.
//
// The text is each move's display text in the position it is played from, separated by
// spaces; it stops before the first move that is not legal there.
QString pvText(const Position &from, const QStringList &moves);
// The moves of such a text, up to the first word that is not a legal move.
QStringList pvMoves(const Position &from, QStringView text);

} // namespace kibitz
