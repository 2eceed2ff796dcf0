// SPDX-License-Identifier: GPL-3.0-or-later
// The rules, schedule and openings of a match command line (docs/tournament.md).
#include "collectionconversion.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "core/record/recordformat.h"
#include "core/tournament/tournamentplan.h"
#include "matchoptions.h"
#include "shard.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QTextStream>

namespace kibitz::cli {

namespace {
// --collection into plan: its path (in --out's folder when relative, a shard's name its own) and
// format; the status to end with when the game has no such format or the file holds a run.
std::optional<int> readCollection(const QCommandLineParser &parser, const MatchOptions &options,
                                  MatchPlan *plan)
{
    const QString given = parser.value(options.collection);
    if (given.isEmpty()) return std::nullopt;
    const Game &game = *plan->run.worker.game;
    const RecordFormat *format = game.recordFormatForFile(given);
    if (!format || !format->holdsSeveralGames()) {
        const QStringList extensions = collectionExtensions(game);
        if (extensions.isEmpty())
            return refuse(tr("kibitz-cli match: --collection: no %1 record format holds several "
                             "games\n")
                              .arg(game.displayName()));
        return refuse(tr("kibitz-cli match: --collection %1: a %2 file that holds several games "
                         "is named %3\n")
                          .arg(given, game.displayName(), extensions.join(QStringLiteral(", "))));
    }
    QString path = given;
    if (const QString suffix = plan->shard.fileSuffix(); !suffix.isEmpty()) {
        const QFileInfo name(given);
        path = QDir(name.path()).filePath(name.completeBaseName() + suffix + u'.' + name.suffix());
    }
    plan->run.collectionPath = QDir(plan->run.outDir).filePath(path);
    if (!plan->resume && QFileInfo(plan->run.collectionPath).size() > 0)
        return refuse(tr("kibitz-cli match: %1 holds games already; continue its run with "
                         "--resume, or give another --collection\n")
                          .arg(plan->run.collectionPath));
    plan->run.worker.collectionFormat = format;
    // A run resumed with another collection would leave the games before out of it.
    plan->parameters.insert(QStringLiteral("collection"), given);
    return std::nullopt;
}

// The numbers of the schedule into plan; false, after saying why, when one is wrong.
std::optional<int> readSchedule(const QCommandLineParser &parser, const MatchOptions &options,
                                MatchPlan *plan)
{
    bool ok = true;
    ScheduleOptions &s = plan->schedule;
    s.gamesPerEncounter = positiveValue(parser, options.games, 1, &ok);
    if (!ok) return refuse(tr("kibitz-cli match: --games needs a positive number\n"));
    s.rounds = positiveValue(parser, options.rounds, 1, &ok);
    if (!ok) return refuse(tr("kibitz-cli match: --rounds needs a positive number\n"));
    plan->run.concurrency = positiveValue(parser, options.concurrency, 1, &ok);
    if (!ok) return refuse(tr("kibitz-cli match: --concurrency needs a positive number\n"));
    plan->run.reportEvery = positiveValue(parser, options.report, 0, &ok);
    if (!ok) return refuse(tr("kibitz-cli match: --report needs a positive number\n"));
    if (parser.isSet(options.repeat) && parser.isSet(options.noRepeat))
        return refuse(tr("kibitz-cli match: give --repeat or --no-repeat, not both\n"));
    s.repeat = !parser.isSet(options.noRepeat);
    s.gauntlet = parser.isSet(options.gauntlet);
    QString error;
    const std::optional<Shard> shard =
        readShard(parser.value(options.shard), QProcessEnvironment::systemEnvironment(), &error);
    if (!shard) return refuse(u"match", error);
    plan->shard = *shard;
    return std::nullopt;
}

// The time control of every engine: its own tc= or movetime=, else the match's.
std::optional<int> readTimeControls(const QCommandLineParser &parser, const MatchOptions &options,
                                    const QStringList &ownTimeControls, MatchPlan *plan)
{
    QString tcText = parser.isSet(options.tc) ? parser.value(options.tc) : defaultTimeControl();
    if (parser.isSet(options.movetime))
        tcText = QStringLiteral("movetime=") + parser.value(options.movetime);
    plan->parameters.insert(QStringLiteral("tc"), tcText);
    QList<TimeControl> &timeControls = plan->run.worker.timeControls;
    for (qsizetype i = 0; i < ownTimeControls.size(); ++i) {
        const QString &text = ownTimeControls[i].isEmpty() ? tcText : ownTimeControls[i];
        QString error;
        const std::optional<TimeControl> tc = TimeControl::parse(text, &error);
        if (!tc)
            return ownTimeControls[i].isEmpty()
                       ? refuse(u"match", error)
                       : refuse(tr("kibitz-cli match: engine %1: %2\n").arg(i + 1).arg(error));
        timeControls << *tc;
    }
    return std::nullopt;
}

QString yesNo(bool on)
{
    return on ? QStringLiteral("yes") : QStringLiteral("no");
}

// Without --openings, for a game that draws its start (goita's deal): --seed N makes the starts a
// sequence, one an opening slot (game pair), the same on every run, shard and resume; a setup
// that fixes the start (a seed) would start every game alike, and is refused.
std::optional<int> readSeededStarts(const QCommandLineParser &parser, const OpeningOptions &options,
                                    MatchPlan *plan)
{
    const Game &game = *plan->run.worker.game;
    if (!plan->run.drawnStart) {
        if (TournamentPlan::startIsDrawn(game, QString()))
            return refuse(tr("kibitz-cli match: the setup fixes the start, which %1 deals at "
                             "random, so every game would start alike; give --seed N for a deal "
                             "of its own each game pair, the same on every run, or --openings "
                             "FILE\n")
                              .arg(game.displayName()));
        return std::nullopt;
    }
    if (!parser.isSet(options.seed)) return std::nullopt;
    bool ok = true;
    const quint64 seed = parser.value(options.seed).toULongLong(&ok);
    if (!ok) return refuse(tr("kibitz-cli match: --seed needs a whole number\n"));
    const int start = positiveValue(parser, options.start, 1, &ok);
    if (!ok) return refuse(tr("kibitz-cli match: --start needs a positive number\n"));
    plan->run.openings = OpeningBook::seeded(game, plan->run.setup, seed, start);
    if (!plan->run.openings->error().isEmpty())
        return refuse(u"match", plan->run.openings->error());
    // Only for such runs: the parameters of every other run stay as they were.
    plan->parameters.insert(QStringLiteral("deals"), QStringLiteral("seeded"));
    return std::nullopt;
}
} // namespace

std::optional<int> readRules(const QCommandLineParser &parser, const MatchOptions &options,
                             const WordArgs &words, MatchPlan *plan)
{
    if (const std::optional<int> status = readSchedule(parser, options, plan)) return status;
    if (const std::optional<int> status =
            readTimeControls(parser, options, plan->ownTimeControls, plan))
        return status;
    MatchWorker::Settings &worker = plan->run.worker;
    worker.timeMarginMs = qMax(0, parser.value(options.margin).toInt());
    worker.restartEachGame = parser.isSet(options.restart);
    worker.syncRecords = parser.isSet(options.sync);
    plan->run.affinity = !parser.isSet(options.noAffinity);
    worker.logDir = parser.value(options.log);
    // The shards of a run may share --log: each keeps its logs in a folder of its own.
    if (!worker.logDir.isEmpty() && plan->shard.count > 1)
        worker.logDir =
            QDir(worker.logDir).filePath(QStringLiteral("shard") + plan->shard.fileSuffix());
    QString error;
    const std::optional<QString> setup = options.setupFlags.setup(*worker.game, &error);
    if (!setup) return refuse(u"match", error);
    plan->run.setup = *setup;
    for (const EngineSpec &engine : std::as_const(worker.engines))
        if (const QString why = worker.game->protocolRefusal(engine.protocol, *setup);
            !why.isEmpty())
            return refuse(tr("kibitz-cli match: %1: %2\n").arg(engine.displayName(), why));
    plan->run.drawnStart = TournamentPlan::startIsDrawn(*worker.game, *setup);
    plan->run.outDir = parser.value(options.out);
    plan->resume = parser.isSet(options.resume);
    if (plan->resume && plan->run.outDir.isEmpty())
        return refuse(tr("kibitz-cli match: --resume needs the --out of the run to continue\n"));
    if (const std::optional<int> status = readCollection(parser, options, plan)) return status;
    const bool sprtGiven = words.words.contains(QStringLiteral("sprt"));
    if (sprtGiven) {
        plan->run.sprt = SprtTest::parse(words.words.value(QStringLiteral("sprt")), &error);
        if (!plan->run.sprt) return refuse(tr("kibitz-cli match: %1\n").arg(error));
        if (plan->schedule.engines != 2)
            return refuse(tr("kibitz-cli match: --sprt needs two engines (or two teams)\n"));
    }
    plan->fullReport = plan->run.reportEvery > 0 || sprtGiven || plan->schedule.engines > 2;
    const ScheduleOptions &s = plan->schedule;
    plan->parameters.insert(QStringLiteral("setup"), *setup);
    plan->parameters.insert(QStringLiteral("games"), QString::number(s.gamesPerEncounter));
    plan->parameters.insert(QStringLiteral("rounds"), QString::number(s.rounds));
    plan->parameters.insert(QStringLiteral("gauntlet"), yesNo(s.gauntlet));
    plan->parameters.insert(QStringLiteral("repeat"), yesNo(s.repeat));
    // Not the shard's number: every shard of a run writes the same match.params into the folder
    // they share (docs/cluster.md).
    plan->parameters.insert(QStringLiteral("shards"), QString::number(plan->shard.count));
    return std::nullopt;
}

std::optional<int> readOpenings(const QCommandLineParser &parser, const OpeningOptions &options,
                                MatchPlan *plan)
{
    for (const QCommandLineOption *o : {&options.openings, &options.order, &options.seed,
                                        &options.plies, &options.start, &options.transform})
        plan->parameters.insert(o->names().first(), o->valueName().isEmpty()
                                                        ? yesNo(parser.isSet(*o))
                                                        : parser.value(*o));
    if (!parser.isSet(options.openings)) return readSeededStarts(parser, options, plan);
    OpeningBook::Options book;
    const QString order = parser.value(options.order);
    if (order == u"random")
        book.order = OpeningBook::Order::Random;
    else if (order != u"sequential")
        return refuse(tr("kibitz-cli match: --order must be sequential or random\n"));
    bool ok = true;
    book.seed = parser.value(options.seed).toULongLong(&ok);
    if (!ok) return refuse(tr("kibitz-cli match: --seed needs a whole number\n"));
    if (parser.isSet(options.plies)) {
        book.plies = parser.value(options.plies).toInt(&ok);
        if (!ok || book.plies < 0)
            return refuse(tr("kibitz-cli match: --plies needs a number of moves\n"));
    }
    book.start = positiveValue(parser, options.start, 1, &ok);
    if (!ok) return refuse(tr("kibitz-cli match: --start needs a positive number\n"));
    book.transform = parser.isSet(options.transform);
    const Game &game = *plan->run.worker.game;
    plan->run.openings =
        OpeningBook::read(game, parser.value(options.openings), plan->run.setup, book);
    const OpeningBook &read = *plan->run.openings;
    // The refusals say why a file with nothing to play has nothing.
    if (read.error().isEmpty() || !read.refused().isEmpty()) {
        QTextStream err(stderr);
        for (const QString &line : read.report())
            err << line << Qt::endl;
    }
    if (!read.error().isEmpty()) return refuse(u"match", read.error());
    return std::nullopt;
}

} // namespace kibitz::cli
