// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace kibitz::cli {

// How --engine is given, for the help of every command that takes one (core's EngineBuilder
// makes the engine of the words).
QString engineHelp();

} // namespace kibitz::cli
