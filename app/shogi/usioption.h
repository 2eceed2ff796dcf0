// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineoption.h"

#include <optional>

namespace kibitz::shogi {

// A USI `option` line: "name NAME type TYPE [default D] [min M] [max M] [var V]…" (the words
// after "option"); nullopt with *error set when the line is not a valid declaration.
std::optional<EngineOption> parseUsiOption(QStringView words, QString *error = nullptr);

} // namespace kibitz::shogi
