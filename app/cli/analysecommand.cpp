#include "commands.h"

#include "cliargs.h"
#include "core/engine/bundledfiles.h"
#include "core/engine/engineregistry.h"
#include "core/game/game.h"
#include "engineprobe.h"
#include "engineresolver.h"
#include "folderanalysis.h"
#include "gamecatalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kibitz::cli {

namespace {
constexpr int defaultMoveTimeMs = 1000;

// Parses "I/N" (1 <= I <= N).
bool parseShard(const QString &text, int *index, int *count)
{
    const QStringList parts = text.split(u'/');
    bool ok1 = false, ok2 = false;
    if (parts.size() == 2) {
        *index = parts[0].toInt(&ok1);
        *count = parts[1].toInt(&ok2);
    }
    return ok1 && ok2 && *count >= 1 && *index >= 1 && *index <= *count;
}

int positiveValue(const QCommandLineParser &parser, const QCommandLineOption &option, int fallback,
                  bool *ok)
{
    if (!parser.isSet(option)) return fallback;
    bool good = false;
    const int v = parser.value(option).toInt(&good);
    if (!good || v < 1) *ok = false;
    return v;
}
} // namespace

// Runs an engine over every move of records, writes its analysis into them and prints a
// summary of each.
int runAnalyse(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    const EngineArgs engineArgs = extractEngineArgs(arguments);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Analyses every move of records with an engine: each move gets the engine's '#' think "
           "comment and, when its side's win rate fell by much, a mark; a summary of each "
           "record is printed.\n"
           "A folder is analysed file by file, subfolders kept; a file whose output already has "
           "this engine's analysis to the asked depth is skipped.") +
        u"\n\n"_s + EngineResolver::help());
    const QCommandLineOption inOpt(QStringLiteral("in"), tr("A record file or a folder."),
                                   tr("FILE|DIR"));
    const QCommandLineOption outOpt(QStringLiteral("out"),
                                    tr("Where to write: a file, or a folder for a folder."),
                                    tr("FILE|DIR"));
    const QCommandLineOption timeOpt(
        QStringLiteral("movetime"),
        tr("Time per position in milliseconds (default %1; with --depth, the most a search "
           "takes).")
            .arg(defaultMoveTimeMs),
        tr("MS"));
    const QCommandLineOption depthOpt(QStringLiteral("depth"),
                                      tr("Search each position to this depth."), tr("N"));
    const QCommandLineOption multiPvOpt(QStringLiteral("multipv"),
                                        tr("Lines per position (default 1)."), tr("N"));
    const QCommandLineOption jobsOpt(QStringLiteral("jobs"),
                                     tr("Records analysed at once, each by its own engine "
                                        "process (default 1)."),
                                     tr("N"));
    const QCommandLineOption shardOpt(
        QStringLiteral("shard"),
        tr("Take only every N-th file, starting with the I-th (1 <= I <= N), so that N machines "
           "share a folder."),
        tr("I/N"));
    const QCommandLineOption fromOpt(QStringLiteral("from"),
                                     tr("The first move to analyse (default 1)."), tr("PLY"));
    const QCommandLineOption toOpt(QStringLiteral("to"),
                                   tr("The last move to analyse (default: the last)."), tr("PLY"));
    parser.addOptions(
        {inOpt, outOpt, timeOpt, depthOpt, multiPvOpt, jobsOpt, shardOpt, fromOpt, toOpt});
    parser.addOption(
        QCommandLineOption(QStringLiteral("engine"), tr("The engine (see above)."), tr("ENGINE")));
    if (const std::optional<int> status =
            parseOptions(parser, QStringLiteral("analyse"), engineArgs.rest))
        return *status;

    auto usage = [&](const QString &message) {
        err << QStringLiteral("kibitz-cli analyse: ") << message << Qt::endl;
        return 2;
    };
    if (engineArgs.engines.size() != 1) return usage(tr("give one --engine"));
    if (!parser.isSet(inOpt) || !parser.isSet(outOpt)) return usage(tr("give --in and --out"));
    bool ok = true;
    AnalysisSettings settings;
    settings.depth = positiveValue(parser, depthOpt, 0, &ok);
    settings.moveTimeMs =
        positiveValue(parser, timeOpt, settings.depth > 0 ? 0 : defaultMoveTimeMs, &ok);
    settings.multiPv = positiveValue(parser, multiPvOpt, 1, &ok);
    settings.firstPly = positiveValue(parser, fromOpt, 1, &ok);
    settings.lastPly = positiveValue(parser, toOpt, 0, &ok);
    const int jobs = positiveValue(parser, jobsOpt, 1, &ok);
    if (!ok)
        return usage(
            tr("--movetime, --depth, --multipv, --jobs, --from and --to take a positive number"));
    if (settings.lastPly > 0 && settings.lastPly < settings.firstPly)
        return usage(tr("--to is before --from"));
    int shard = 1, shards = 1;
    if (parser.isSet(shardOpt) && !parseShard(parser.value(shardOpt), &shard, &shards))
        return usage(tr("--shard takes I/N with 1 <= I <= N, e.g. 2/8"));

    // The files, sorted so that every machine of a sharded run sees the same list.
    const QString in = QDir::cleanPath(parser.value(inOpt));
    const QString outPath = QDir::cleanPath(parser.value(outOpt));
    QList<FolderAnalysis::Item> items;
    int notRecords = 0;
    if (QFileInfo(in).isDir()) {
        QStringList relatives;
        QDirIterator it(in, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            relatives << QDir(in).relativeFilePath(it.next());
        std::sort(relatives.begin(), relatives.end());
        for (const QString &rel : std::as_const(relatives)) {
            const Game *game = gameForFile(rel);
            if (!game) {
                ++notRecords;
                continue;
            }
            items.append({in + u'/' + rel, outPath + u'/' + rel, game});
        }
    } else if (QFileInfo(in).isFile()) {
        const Game *game = gameForFile(in);
        if (!game) return usage(tr("%1: no game reads this type of file").arg(in));
        if (QFileInfo(outPath).isDir()) return usage(tr("--out is a folder; give a file"));
        items.append({in, outPath, game});
    } else {
        return usage(tr("%1: no such file or folder").arg(in));
    }
    QList<FolderAnalysis::Item> mine;
    for (qsizetype i = 0; i < items.size(); ++i)
        if (i % shards == shard - 1) mine.append(items[i]);
    for (const FolderAnalysis::Item &item : std::as_const(mine))
        if (!QDir().mkpath(QFileInfo(item.output).path()))
            return usage(tr("cannot make the folder %1").arg(QFileInfo(item.output).path()));

    // The engine, resolved for each game among the files.
    QHash<QString, EngineSpec> specs;
    EngineResolver resolver;
    for (const FolderAnalysis::Item &item : std::as_const(mine)) {
        const Game &game = *item.game;
        if (specs.contains(game.id())) continue;
        QString error;
        const std::optional<EngineSpec> spec =
            resolver.resolve(engineArgs.engines.first(), game, &error);
        if (!spec) return usage(error);
        if (const QString problems = checkEngineOptions(game, *spec); !problems.isEmpty())
            return usage(problems);
        specs.insert(game.id(), *spec);
    }

    QElapsedTimer clock;
    clock.start();
    FolderAnalysis analysis(mine, specs, settings, out, err);
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
    analysis.run(jobs);
    return QCoreApplication::exec();
}

} // namespace kibitz::cli
