// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/opening.h"

namespace kibitz {
class Game;
}

namespace kibitz::shogi {

// Shogi's opening files (docs/tournament.md): a start list, one start a line, as an SFEN (with or
// without "sfen "), or a USI position ("startpos moves 7g7f …", "position startpos moves …",
// "sfen … moves …"), as YaneuraOu's and ShogiHome's lists write them; or a record file (any
// format Kibitz reads but the one-line SFEN and USI ones, which are start lists), whose main
// line is the opening; or a folder, each record file or start list in it and its subfolders (in
// path order). Every move is checked legal; a line or record with an illegal one is refused.
OpeningReadResult readShogiOpenings(const Game &game, const QString &path);

} // namespace kibitz::shogi
