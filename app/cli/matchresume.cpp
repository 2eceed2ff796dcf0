// SPDX-License-Identifier: GPL-3.0-or-later
// Which games a match plays: its schedule (or shard of it), less those an earlier run in the
// same --out finished (--resume), which must have been started with the same parameters.
#include "matchresume.h"

#include "core/tournament/resultsstream.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTextStream>

namespace kibitz::cli {

namespace {
QString valueText(const QJsonValue &value)
{
    if (value.isUndefined()) return tr("(none)");
    if (!value.isArray()) return value.toString();
    QStringList items;
    for (const QJsonValue &item : value.toArray())
        items << QLatin1Char('"') + item.toString() + QLatin1Char('"');
    return items.join(QStringLiteral(", "));
}

// The run's parameters as --out has them; the status to end with when they differ from these.
std::optional<int> checkParameters(const QString &outDir, const QJsonObject &now)
{
    QFile file(QDir(outDir).filePath(QStringLiteral("match.params")));
    if (!file.exists()) return std::nullopt;
    QJsonParseError parseError;
    const QJsonDocument doc = file.open(QIODevice::ReadOnly)
                                  ? QJsonDocument::fromJson(file.readAll(), &parseError)
                                  : QJsonDocument();
    if (!doc.isObject())
        return refuse(tr("kibitz-cli match: cannot read %1: %2\n")
                          .arg(file.fileName(), file.error() != QFile::NoError
                                                    ? file.errorString()
                                                    : parseError.errorString()));
    const QStringList differences = parameterDifferences(doc.object(), now);
    if (differences.isEmpty()) return std::nullopt;
    return refuse(tr("kibitz-cli match: --resume needs the command line of the run in %1; it "
                     "differs in %2\n")
                      .arg(outDir, differences.join(QStringLiteral("; "))));
}

bool holdsResults(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.size() > 0;
}
} // namespace

QStringList parameterDifferences(const QJsonObject &before, const QJsonObject &now)
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

std::optional<int> planGames(MatchPlan *plan)
{
    const QList<ScheduledGame> schedule =
        shardOf(makeSchedule(plan->schedule), plan->shardIndex, plan->shardCount);
    plan->run.parameters = QJsonDocument(plan->parameters).toJson();
    plan->run.games = schedule;
    const QString outDir = plan->run.outDir;
    if (outDir.isEmpty()) return std::nullopt;
    const QString results = QDir(outDir).filePath(QStringLiteral("results.jsonl"));
    if (!plan->resume) {
        if (holdsResults(results))
            return refuse(tr("kibitz-cli match: %1 holds a run already; continue it with "
                             "--resume, or give another --out\n")
                              .arg(outDir));
        return std::nullopt;
    }
    if (const std::optional<int> status = checkParameters(outDir, plan->parameters)) return status;
    if (!holdsResults(results)) return std::nullopt;
    const ResultsReadout readout = readResults({results});
    for (const QString &problem : readout.problems)
        QTextStream(stderr) << tr("kibitz-cli match: %1\n").arg(problem);
    QSet<int> scheduled;
    for (const ScheduledGame &game : schedule)
        scheduled.insert(game.game);
    QSet<int> finished;
    for (const FinishedGame &game : readout.games)
        // A game of the schedule counts once, as first written; a line of no such game is left.
        if (scheduled.contains(game.game) && !finished.contains(game.game)) {
            finished.insert(game.game);
            plan->run.earlier << game;
        }
    plan->run.games.clear();
    for (const ScheduledGame &game : schedule)
        if (!finished.contains(game.game)) plan->run.games << game;
    return std::nullopt;
}

} // namespace kibitz::cli
