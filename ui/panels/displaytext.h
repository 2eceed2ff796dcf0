// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/score.h"

#include <QString>
#include <QStringList>

namespace kibitz {

class Position;

// How the panels write numbers, scores, times and move sequences.
namespace displaytext {

// From the first player's view, with a sign: "+35", "-12", "0", "M5", "-M3"; a bound is shown
// as a leading "≥" or "≤".
QString score(const Score &score);
// Grouped by the locale ("1,234,567"); empty when unknown (negative).
QString count(qint64 n);
// Seconds with one decimal ("12.3"); empty when unknown (negative).
QString seconds(qint64 ms);
// A clock reading: "1:02:03", "4:05", or "0:09.3" with tenths under ten seconds.
QString clock(qint64 ms);
// Moves as players read them, played from a position (core/pvtext.h).
QString moves(const Position &from, const QStringList &moves);

} // namespace displaytext
} // namespace kibitz
