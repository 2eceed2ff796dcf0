// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "matchoptions.h"

namespace kibitz::cli {

// The games the run plays into plan->run (the schedule, or the shard of it, given, which is
// named on standard error) and, with --resume, the finished games of the shard's stream in --out
// (results.jsonl, or results-I-of-N.jsonl), which are kept and not played again (TournamentPlan,
// shared with the window). A folder whose match.params differs from plan->parameters is refused,
// naming what differs; without --resume, so is one whose stream holds results already. Status to
// end with, if any.
std::optional<int> planGames(MatchPlan *plan);

} // namespace kibitz::cli
