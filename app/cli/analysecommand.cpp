// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "analysisreport.h"
#include "cliargs.h"
#include "core/engine/enginebuilder.h"
#include "core/game/game.h"
#include "core/record/recordcollection.h"
#include "enginehelp.h"
#include "engineprobe.h"
#include "folderanalysis.h"
#include "gamecatalog.h"
#include "shard.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace kibitz::cli {

namespace {
constexpr int defaultMoveTimeMs = 1000;

// The options of analyse, added to its parser in the order its help lists them.
struct AnalyseOptions
{
    QCommandLineOption in, out, moveTime, depth, multiPv, jobs, shard, from, to;
};

AnalyseOptions addAnalyseOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        tr("Analyses every move of records with an engine: each move gets the engine's '#' think "
           "comment and, when its side's win rate fell by much, a mark; a summary of each "
           "record is printed.\n"
           "A folder is analysed file by file, subfolders kept; a file whose output already has "
           "this engine's analysis to the asked depth is skipped.") +
        u"\n\n"_s + engineHelp());
    const AnalyseOptions options{
        {QStringLiteral("in"), tr("A record file or a folder."), tr("FILE|DIR")},
        {QStringLiteral("out"), tr("Where to write: a file, or a folder for a folder."),
         tr("FILE|DIR")},
        {QStringLiteral("movetime"),
         tr("Time per position in milliseconds (default %1; with --depth, the most a search "
            "takes).")
             .arg(defaultMoveTimeMs),
         tr("MS")},
        {QStringLiteral("depth"), tr("Search each position to this depth."), tr("N")},
        {QStringLiteral("multipv"), tr("Lines per position (default 1)."), tr("N")},
        {QStringLiteral("jobs"),
         tr("Records analysed at once, each by its own engine process (default 1)."), tr("N")},
        {QStringLiteral("shard"),
         tr("Take only every N-th file, starting with the I-th (1 <= I <= N), so that N machines "
            "share a folder; auto/N: the scheduler's task (SLURM_ARRAY_TASK_ID, "
            "JOB_COMPLETION_INDEX). In a Slurm array without it: SLURM_ARRAY_TASK_ID of "
            "SLURM_ARRAY_TASK_COUNT."),
         tr("I/N")},
        {QStringLiteral("from"), tr("The first move to analyse (default 1)."), tr("PLY")},
        {QStringLiteral("to"), tr("The last move to analyse (default: the last)."), tr("PLY")}};
    parser.addOptions({options.in, options.out, options.moveTime, options.depth, options.multiPv,
                       options.jobs, options.shard, options.from, options.to});
    parser.addOption(
        QCommandLineOption(QStringLiteral("engine"), tr("The engine (see above)."), tr("ENGINE")));
    return options;
}

// What the command line asks besides the engine and the files.
struct AnalyseRun
{
    AnalysisSettings settings;
    int jobs = 1;
    Shard shard;
};

// The settings of the command line into *run; the status to end with when it gives them wrong.
std::optional<int> readRun(const QCommandLineParser &parser, const AnalyseOptions &options,
                           AnalyseRun *run)
{
    bool ok = true;
    AnalysisSettings &settings = run->settings;
    settings.depth = positiveValue(parser, options.depth, 0, &ok);
    settings.moveTimeMs =
        positiveValue(parser, options.moveTime, settings.depth > 0 ? 0 : defaultMoveTimeMs, &ok);
    settings.multiPv = positiveValue(parser, options.multiPv, 1, &ok);
    settings.firstPly = positiveValue(parser, options.from, 1, &ok);
    settings.lastPly = positiveValue(parser, options.to, 0, &ok);
    run->jobs = positiveValue(parser, options.jobs, 1, &ok);
    if (!ok)
        return refuse(
            u"analyse",
            tr("--movetime, --depth, --multipv, --jobs, --from and --to take a positive number"));
    if (settings.lastPly > 0 && settings.lastPly < settings.firstPly)
        return refuse(u"analyse", tr("--to is before --from"));
    QString error;
    const std::optional<Shard> shard =
        readShard(parser.value(options.shard), QProcessEnvironment::systemEnvironment(), &error);
    if (!shard) return refuse(u"analyse", error);
    run->shard = *shard;
    return std::nullopt;
}

// The records under the folder `in`, sorted so that every machine of a sharded run sees the same
// list, each written at its place under `out`; *notRecords counts the files no game reads.
QList<FolderAnalysis::Item> folderItems(const QString &in, const QString &out, int *notRecords)
{
    QList<FolderAnalysis::Item> items;
    for (const QString &rel : sortedFilesUnder(in)) {
        const Game *game = gameForFile(rel);
        if (!game) {
            ++*notRecords;
            continue;
        }
        items.append({in + u'/' + rel, out + u'/' + rel, game, {}, {}});
    }
    return items;
}

// The games of `in` when it is a collection (a file of a format that holds several games, with
// more than one), each written in the game's first format to `out`, a folder: NAME-01.EXT …
// Games that cannot be read fail with their reason (FolderAnalysis::Item::readError).
std::optional<int> collectionItems(const Game &game, const QString &in, const QString &out,
                                   QList<FolderAnalysis::Item> *items)
{
    const RecordFormat *format = game.recordFormatForFile(in);
    if (!format || !format->holdsSeveralGames()) return std::nullopt;
    const CollectionReadResult read = readCollectionFile(game, in);
    if (read.games.size() <= 1) return std::nullopt;
    if (QFileInfo(out).exists() && !QFileInfo(out).isDir())
        return refuse(u"analyse", tr("%1 holds %2 games; --out must be a folder")
                                      .arg(in)
                                      .arg(qsizetype(read.games.size())));
    const QString base = QFileInfo(in).completeBaseName();
    const QString extension = game.recordFormats().value(0)->extensions().value(0);
    const int width = qMax(2, int(QString::number(read.games.size()).size()));
    for (const CollectionGame &g : read.games)
        items->append(
            {QStringLiteral("%1#%2").arg(in).arg(g.index + 1),
             QStringLiteral("%1/%2-%3.%4")
                 .arg(out, base)
                 .arg(g.index + 1, width, 10, QLatin1Char('0'))
                 .arg(extension),
             &game, g.read.ok() ? std::make_shared<const Record>(g.read.record->clone()) : nullptr,
             g.message()});
    return std::nullopt;
}

// This machine's share of the records of --in, into *items, with the folders of their outputs
// made; the status to end with when there is nothing to read or nowhere to write.
std::optional<int> listItems(const QString &in, const QString &out, Shard shard,
                             QList<FolderAnalysis::Item> *items, int *notRecords)
{
    QList<FolderAnalysis::Item> all;
    if (QFileInfo(in).isDir()) {
        all = folderItems(in, out, notRecords);
    } else if (QFileInfo(in).isFile()) {
        const Game *game = gameForFile(in);
        if (!game) return refuse(u"analyse", tr("%1: no game reads this type of file").arg(in));
        if (const std::optional<int> status = collectionItems(*game, in, out, &all)) return *status;
        if (all.isEmpty() && QFileInfo(out).isDir())
            return refuse(u"analyse", tr("--out is a folder; give a file"));
        if (all.isEmpty()) all.append({in, out, game, {}, {}});
    } else {
        return refuse(u"analyse", tr("%1: no such file or folder").arg(in));
    }
    for (qsizetype i = 0; i < all.size(); ++i)
        if (i % shard.count == shard.index - 1) items->append(all[i]);
    // Written into a folder: the whole run's count of records, for report (every shard alike).
    if (!all.isEmpty() && all.constFirst().output != out) {
        if (!QDir().mkpath(out))
            return refuse(u"analyse", tr("cannot make the folder %1").arg(out));
        if (const QString error = writeAnalysisParams(out, in, all.size()); !error.isEmpty())
            return refuse(u"analyse", error);
    }
    if (shard.count > 1)
        QTextStream(stderr) << tr("kibitz-cli analyse: %1: %2 of the %3 records\n")
                                   .arg(shard.description())
                                   .arg(items->size())
                                   .arg(all.size());
    for (const FolderAnalysis::Item &item : std::as_const(*items))
        if (!QDir().mkpath(QFileInfo(item.output).path()))
            return refuse(u"analyse",
                          tr("cannot make the folder %1").arg(QFileInfo(item.output).path()));
    return std::nullopt;
}

// The engine of the --engine words for each game among the items, by game id, into *specs; the
// status to end with when it cannot be started or refuses its options.
std::optional<int> resolveEngines(const QStringList &words,
                                  const QList<FolderAnalysis::Item> &items,
                                  QHash<QString, EngineSpec> *specs)
{
    EngineBuilder builder;
    for (const FolderAnalysis::Item &item : items) {
        const Game &game = *item.game;
        if (specs->contains(game.id())) continue;
        QString error;
        const std::optional<EngineSpec> spec = builder.spec(words, game, &error);
        if (!spec) return refuse(u"analyse", error);
        if (const QString problems = checkEngineOptions(game, {*spec}).constFirst();
            !problems.isEmpty())
            return refuse(u"analyse", problems);
        specs->insert(game.id(), *spec);
    }
    return std::nullopt;
}

// Analyses the items and prints what came of them; status 1 when any failed.
int analyse(const QList<FolderAnalysis::Item> &items, const QHash<QString, EngineSpec> &specs,
            const AnalyseRun &run, int notRecords)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QElapsedTimer clock;
    clock.start();
    FolderAnalysis analysis(items, specs, run.settings, out, err);
    QObject::connect(&analysis, &FolderAnalysis::finished, [&] {
        out << tr("analysed %1, skipped %2, failed %3, not records %4, in %5 s")
                   .arg(analysis.analysedCount())
                   .arg(analysis.skippedCount())
                   .arg(analysis.failedCount())
                   .arg(notRecords)
                   .arg(clock.elapsed() / 1000.0, 0, 'f', 1)
            << Qt::endl;
        QCoreApplication::exit(analysis.failedCount() ? 1 : 0);
    });
    analysis.run(run.jobs);
    return QCoreApplication::exec();
}
} // namespace

// Runs an engine over every move of records, writes its analysis into them and prints a
// summary of each.
int runAnalyse(const QStringList &arguments)
{
    const EngineArgs engineArgs = extractEngineArgs(arguments);
    QCommandLineParser parser;
    const AnalyseOptions options = addAnalyseOptions(parser);
    if (const std::optional<int> status =
            parseOptions(parser, QStringLiteral("analyse"), engineArgs.rest))
        return *status;
    if (engineArgs.engines.size() != 1) return refuse(u"analyse", tr("give one --engine"));
    if (!parser.isSet(options.in) || !parser.isSet(options.out))
        return refuse(u"analyse", tr("give --in and --out"));
    AnalyseRun run;
    if (const std::optional<int> status = readRun(parser, options, &run)) return *status;
    QList<FolderAnalysis::Item> items;
    int notRecords = 0;
    if (const std::optional<int> status =
            listItems(QDir::cleanPath(parser.value(options.in)),
                      QDir::cleanPath(parser.value(options.out)), run.shard, &items, &notRecords))
        return *status;
    QHash<QString, EngineSpec> specs;
    if (const std::optional<int> status = resolveEngines(engineArgs.engines.first(), items, &specs))
        return *status;
    return analyse(items, specs, run, notRecords);
}

} // namespace kibitz::cli
