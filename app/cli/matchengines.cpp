// SPDX-License-Identifier: GPL-3.0-or-later
// The --engine groups of a match: each engine's own time control taken out of its words, the
// rest resolved as every command resolves an engine.
#include "core/engine/enginebuilder.h"
#include "core/game/game.h"
#include "engineprobe.h"
#include "gamecatalog.h"
#include "matchoptions.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace kibitz::cli {

namespace {
// Takes tc=TC and movetime=MS out of an engine's words: the engine's own time control (as
// TimeControl::parse reads it), empty when it has none.
QString takeTimeControl(QStringList *words)
{
    QString own;
    for (qsizetype i = words->size() - 1; i >= 0; --i) {
        const QString &w = words->at(i);
        if (!w.startsWith(u"tc=") && !w.startsWith(u"movetime=")) continue;
        if (own.isEmpty()) own = w.startsWith(u"tc=") ? w.mid(3) : w; // the last word wins
        words->removeAt(i);
    }
    return own;
}

// How many --engine the game takes, checked; the status to end with when it is wrong.
std::optional<int> checkEngineCount(const Game &game, qsizetype count, bool bySeat)
{
    if (bySeat) {
        // Goita's --seats: the four seats' engines, partners 1 and 3 against 2 and 4.
        if (game.playerCount() != 4)
            return refuse(tr("kibitz-cli match: --seats is for team games (goita)\n"));
        if (count != game.playerCount())
            return refuse(tr("kibitz-cli match: --seats takes %1 --engine options, one per seat\n")
                              .arg(game.playerCount()));
        return std::nullopt;
    }
    if (count < 2)
        return refuse(game.playerCount() == 4
                          ? tr("kibitz-cli match: %1 takes two or more --engine options, one per "
                               "team (or four, one per seat, with --seats)\n")
                                .arg(game.id())
                          : tr("kibitz-cli match: %1 takes two or more --engine options, one per "
                               "side at least\n")
                                .arg(game.id()));
    return std::nullopt;
}
} // namespace

std::optional<int> readPlayers(const QCommandLineParser &parser, const MatchOptions &options,
                               const QList<QStringList> &engines, MatchPlan *plan)
{
    const Game *game = gameById(parser.value(options.game));
    if (!game)
        return refuse(tr("kibitz-cli match: --game must be one of: %1\n").arg(gameIds(allGames())));
    plan->run.worker.game = game;
    plan->run.seats = game->playerCount();
    ScheduleOptions &schedule = plan->schedule;
    schedule.enginesBySeat = parser.isSet(options.seats);
    if (const std::optional<int> status =
            checkEngineCount(*game, engines.size(), schedule.enginesBySeat))
        return status;
    EngineBuilder builder;
    QJsonArray given;
    for (QStringList words : engines) {
        given << words.join(u' ');
        plan->ownTimeControls << takeTimeControl(&words);
        QString error;
        const std::optional<EngineSpec> spec = builder.spec(words, *game, &error);
        if (!spec) return refuse(u"match", error);
        plan->run.worker.engines << *spec;
    }
    // Options are checked against what each engine declares before any game starts.
    const QStringList problems = checkEngineOptions(*game, plan->run.worker.engines);
    for (qsizetype i = 0; i < problems.size(); ++i)
        if (!problems[i].isEmpty())
            return refuse(tr("kibitz-cli match: engine %1: %2\n").arg(i + 1).arg(problems[i]));
    schedule.engines = schedule.enginesBySeat ? 2 : int(engines.size());
    schedule.seats = game->playerCount();
    // Only when given: the parameters of runs without it stay as they were.
    if (schedule.enginesBySeat)
        plan->parameters.insert(QStringLiteral("seats"), QStringLiteral("yes"));
    plan->parameters.insert(QStringLiteral("game"), game->id());
    plan->parameters.insert(QStringLiteral("engines"), given);
    return std::nullopt;
}

} // namespace kibitz::cli
