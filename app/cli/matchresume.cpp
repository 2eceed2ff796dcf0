// SPDX-License-Identifier: GPL-3.0-or-later
// Which games a match plays: its schedule (or shard of it), less those an earlier run in the
// same --out finished (--resume), which must have been started with the same parameters.
#include "matchresume.h"

#include "core/tournament/tournamentplan.h"

#include <QDir>
#include <QTextStream>

namespace kibitz::cli {

std::optional<int> planGames(MatchPlan *plan)
{
    // One stream a shard: shards share a folder without writing into each other's file.
    plan->run.resultsName = QStringLiteral("results%1.jsonl").arg(plan->shard.fileSuffix());
    const TournamentPlan planned =
        TournamentPlan::make(plan->schedule, plan->shard.index, plan->shard.count, plan->parameters,
                             plan->resume, &plan->run);
    const QString outDir = plan->run.outDir;
    if (plan->shard.count > 1)
        QTextStream(stderr) << tr("kibitz-cli match: %1: %2 of the %3 games%4\n")
                                   .arg(plan->shard.description())
                                   .arg(plan->run.games.size() + plan->run.earlier.size())
                                   .arg(makeSchedule(plan->schedule).size())
                                   .arg(outDir.isEmpty()
                                            ? QString()
                                            : QStringLiteral(", ") +
                                                  QDir(outDir).filePath(plan->run.resultsName));
    switch (planned.problem) {
    case TournamentPlan::Problem::None:
        break;
    case TournamentPlan::Problem::FolderHoldsRun:
        return refuse(tr("kibitz-cli match: %1 holds a run already; continue it with "
                         "--resume, or give another --out\n")
                          .arg(outDir));
    case TournamentPlan::Problem::ParametersUnreadable:
        return refuse(
            tr("kibitz-cli match: cannot read %1: %2\n")
                .arg(QDir(outDir).filePath(QStringLiteral("match.params")), planned.detail));
    case TournamentPlan::Problem::ParametersDiffer:
        if (!plan->resume)
            return refuse(tr("kibitz-cli match: %1 holds another run, its match.params differs "
                             "in %2; give another --out\n")
                              .arg(outDir, planned.detail));
        return refuse(tr("kibitz-cli match: --resume needs the command line of the run in %1; it "
                         "differs in %2\n")
                          .arg(outDir, planned.detail));
    }
    for (const QString &problem : planned.readProblems)
        QTextStream(stderr) << tr("kibitz-cli match: %1\n").arg(problem);
    return std::nullopt;
}

} // namespace kibitz::cli
