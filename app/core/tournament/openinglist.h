// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/opening.h"

#include <functional>
#include <optional>

namespace kibitz {

// How a game reads one line of an opening list: the opening it writes (setup and canonical
// moves; the caller fills in the text and where it was read), or nullopt with *why set.
using OpeningLineReader = std::function<std::optional<Opening>(QStringView line, QString *why)>;

// Reads a list of openings, one per line, in UTF-8 (a BOM is skipped; CRLF, CR and LF end a
// line). Blank lines and lines whose first non-blank character is '#' are comments, not openings;
// every other line is given, trimmed, to `readLine`, and becomes an opening or a refusal with its
// line number. A file that cannot be read, or is larger than a record may be, sets the error.
OpeningReadResult readOpeningList(const QString &path, const OpeningLineReader &readLine);

} // namespace kibitz
