// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QStringList>

namespace kibitz {
struct EngineSpec;
class Game;
} // namespace kibitz

namespace kibitz::cli {

// Starts each engine once to learn what options it declares, and checks the options the user
// gave against them (a spin out of range, a combo value not listed, an option it does not have).
// Returns each spec's problems, one a line, in the order given: an empty text when every option
// can be sent (or when the engine failed before it said what it has: its games then end with
// that fault). Engines without options given, or whose protocol declares no options (all but
// USI), are not started; the others all at once, and a spec given twice is started once (an
// engine against itself).
QStringList checkEngineOptions(const Game &game, const QList<EngineSpec> &specs);

} // namespace kibitz::cli
