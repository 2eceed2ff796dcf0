// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentplan.h"

#include "core/game/game.h"
#include "core/game/position.h"
#include "core/tournament/resultsstream.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace kibitz {

namespace {
QString valueText(const QJsonValue &value)
{
    if (value.isUndefined()) return TournamentPlan::tr("(none)");
    if (!value.isArray()) return value.toString();
    QStringList items;
    for (const QJsonValue &item : value.toArray())
        items << QLatin1Char('"') + item.toString() + QLatin1Char('"');
    return items.join(QStringLiteral(", "));
}

bool holdsResults(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.size() > 0;
}
} // namespace

bool TournamentPlan::startIsDrawn(const Game &game, const QString &setup)
{
    return game.startPosition(setup)->setupText() != game.startPosition(setup)->setupText();
}

QStringList TournamentPlan::parameterDifferences(const QJsonObject &before, const QJsonObject &now)
{
    QStringList keys = before.keys() + now.keys();
    keys.sort();
    keys.removeDuplicates();
    QStringList out;
    for (const QString &key : std::as_const(keys))
        if (before.value(key) != now.value(key))
            out << tr("%1 (was %2, now %3)")
                       .arg(key, valueText(before.value(key)), valueText(now.value(key)));
    return out;
}

TournamentPlan TournamentPlan::make(const ScheduleOptions &schedule, int shardIndex, int shardCount,
                                    const QJsonObject &parameters, bool resume,
                                    TournamentRunner::Config *run)
{
    TournamentPlan plan;
    const QList<ScheduledGame> games = shardOf(makeSchedule(schedule), shardIndex, shardCount);
    run->parameters = QJsonDocument(parameters).toJson();
    run->games = games;
    run->earlier.clear();
    if (run->outDir.isEmpty()) return plan;
    // The run's own stream: the shards of a run sharing the folder have one each.
    const QString results = QDir(run->outDir).filePath(run->resultsName);
    if (!resume && holdsResults(results)) {
        plan.problem = Problem::FolderHoldsRun;
        return plan;
    }
    // Also when not resuming: a new shard does not join another run in the folder.
    QFile file(QDir(run->outDir).filePath(QStringLiteral("match.params")));
    if (file.exists()) {
        QJsonParseError parseError;
        const QJsonDocument doc = file.open(QIODevice::ReadOnly)
                                      ? QJsonDocument::fromJson(file.readAll(), &parseError)
                                      : QJsonDocument();
        if (!doc.isObject()) {
            plan.problem = Problem::ParametersUnreadable;
            plan.detail =
                file.error() != QFile::NoError ? file.errorString() : parseError.errorString();
            return plan;
        }
        const QStringList differences = parameterDifferences(doc.object(), parameters);
        if (!differences.isEmpty()) {
            plan.problem = Problem::ParametersDiffer;
            plan.detail = differences.join(QStringLiteral("; "));
            return plan;
        }
    }
    if (!resume || !holdsResults(results)) return plan;
    const ResultsReadout readout = readResults({results});
    plan.readProblems = readout.problems;
    QSet<int> scheduled;
    for (const ScheduledGame &game : games)
        scheduled.insert(game.game);
    QSet<int> finished;
    for (const FinishedGame &game : readout.games)
        // A game of the schedule counts once, as first written; a line of no such game is left.
        if (scheduled.contains(game.game) && !finished.contains(game.game)) {
            finished.insert(game.game);
            run->earlier << game;
        }
    run->games.clear();
    for (const ScheduledGame &game : games)
        if (!finished.contains(game.game)) run->games << game;
    return plan;
}

} // namespace kibitz
