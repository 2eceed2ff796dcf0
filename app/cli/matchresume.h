// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "matchoptions.h"

namespace kibitz::cli {

// The games the run plays into plan->run (the schedule, or the shard of it, given) and, with
// --resume, the finished games of --out's results.jsonl, which are kept and not played again
// (TournamentPlan, shared with the window). --resume refuses a folder whose match.params differs
// from plan->parameters, naming what differs; without it, a folder that holds results already is
// refused. Status to end with, if any.
std::optional<int> planGames(MatchPlan *plan);

} // namespace kibitz::cli
