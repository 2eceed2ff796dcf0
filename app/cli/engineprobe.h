// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace kibitz {
class EngineSpec;
class Game;
} // namespace kibitz

namespace kibitz::cli {

// Starts the engine once to learn what options it declares, and checks the options the user
// gave against them (a spin out of range, a combo value not listed, an option it does not have).
// Returns the problems, one a line, or an empty text when every option can be sent (or when the
// engine failed before it said what it has: its games then end with that fault). Engines
// without options given are not started.
QString checkEngineOptions(const Game &game, const EngineSpec &spec);

} // namespace kibitz::cli
