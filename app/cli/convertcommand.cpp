// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "cliargs.h"

#include "collectionconversion.h"
#include "core/game/game.h"
#include "core/record/recordcollection.h"
#include "core/record/recordfile.h"
#include "folderconversion.h"
#include "gamecatalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QTextStream>
#include <QThread>

namespace kibitz::cli {

namespace {
// The ids of the formats `--format` takes (one game's, or every game's), for a wrong one.
QString formatIds(const QList<const Game *> &games)
{
    QStringList ids;
    for (const Game *g : games)
        for (const RecordFormat *f : g->recordFormats())
            if (!ids.contains(f->id())) ids << f->id();
    return ids.join(QStringLiteral(", "));
}

// Says on err why each file failed and what its reader noted, named with its file. What the
// output format cannot hold is named at its first file and then counted: converting a thousand
// records into a format without comments says so once, not a thousand times.
void sayFileMessages(const FolderConversion &conversion, QTextStream &err)
{
    QHash<QString, int> said;
    QStringList problems;
    for (const FolderConversion::Item &item : conversion.items()) {
        for (const QString &m : item.messages)
            err << QStringLiteral("kibitz-cli convert: ") << m << '\n';
        for (const QString &p : item.problems) {
            if (said[p]++ > 0) continue;
            problems << p;
            err << QStringLiteral("kibitz-cli convert: %1: %2\n").arg(item.output, p);
        }
    }
    for (const QString &p : std::as_const(problems)) {
        const int more = said.value(p) - 1;
        if (more == 1) err << tr("kibitz-cli convert: 1 more file: %1\n").arg(p);
        if (more > 1) err << tr("kibitz-cli convert: %1 more files: %2\n").arg(more).arg(p);
    }
}

// --in DIR --out DIR: every record under DIR. Exit 1 when any file failed.
int convertFolder(const QString &in, const QString &out, const QString &formatId, int jobs)
{
    if (QFileInfo(out).exists() && !QFileInfo(out).isDir())
        return refuse(
            tr("kibitz-cli convert: %1 is a file; converting a folder needs an output folder\n")
                .arg(out));
    if (!formatId.isEmpty()) {
        bool known = false;
        for (const Game *g : allGames())
            known = known || g->recordFormatById(formatId);
        if (!known)
            return refuse(
                tr("kibitz-cli convert: no game has the format '%1'; the formats are: %2\n")
                    .arg(formatId, formatIds(allGames())));
    }
    FolderConversion conversion(in, out, formatId);
    if (const QString error = conversion.check(); !error.isEmpty())
        return refuse(u"convert", error);
    if (const QString error = conversion.run(jobs); !error.isEmpty())
        return refuse(u"convert", error);
    QTextStream err(stderr);
    sayFileMessages(conversion, err);
    err.flush(); // each file's messages before the summary
    const int failed = conversion.failedCount();
    QTextStream stdOut(stdout);
    stdOut << tr("%1 files converted, %2 failed; %3 passed over (no game reads them)\n")
                  .arg(conversion.items().size() - failed)
                  .arg(failed)
                  .arg(conversion.notRecordsCount());
    if (conversion.noSuchFormatCount() > 0)
        stdOut << tr("%1 records passed over: their game has no format '%2'\n")
                      .arg(conversion.noSuchFormatCount())
                      .arg(formatId);
    return failed > 0 ? 1 : 0;
}

// The options of convert, added to its parser in the order its help lists them.
struct ConvertOptions
{
    QCommandLineOption in, out, format, jobs;
};

ConvertOptions addConvertOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        tr("Converts a record between formats, chosen by the file extensions unless --format "
           "says.\n\nWith --in DIR --out DIR it converts every record under DIR, subfolders kept, "
           "each written with the extension of --format (without --format, in its own format); "
           "files no game reads are passed over. It names each file that fails with its reason "
           "and converts all others; the exit status is 1 when any file failed.") +
        QStringLiteral("\n\n") +
        tr("A file of several games (an SGF collection, a SFEN list, a CSA file with '/') "
           "becomes one file per game in the folder --out (NAME-01.EXT …), or one collection "
           "when --out is a file of a format that holds several games."));
    const ConvertOptions options{
        {QStringLiteral("in"), tr("The record or folder to read."), tr("PATH")},
        {QStringLiteral("out"), tr("The record or folder to write."), tr("PATH")},
        {QStringLiteral("format"), tr("Output format id."), tr("FORMAT")},
        {QStringLiteral("jobs"),
         tr("Threads converting a folder (default: one per processor core)."), tr("N")}};
    parser.addOptions({options.in, options.out, options.format, options.jobs});
    return options;
}

// The format to write `game`'s record to `out` in: --format's (formatId), or else the one of
// out's extension. None, said on err, when the game has no such format.
const RecordFormat *outputFormat(const Game &game, const QString &out,
                                 const std::optional<QString> &formatId, QTextStream &err)
{
    const RecordFormat *format =
        formatId ? game.recordFormatById(*formatId) : game.recordFormatForFile(out);
    if (format) return format;
    if (formatId) {
        err << tr("kibitz-cli convert: %1 records have no format '%2'; their formats are: %3\n")
                   .arg(game.displayName(), *formatId, formatIds({&game}));
        return nullptr;
    }
    QStringList extensions;
    for (const RecordFormat *f : game.recordFormats())
        for (const QString &e : f->extensions())
            if (!extensions.contains(e)) extensions << QStringLiteral(".") + e;
    err << tr("kibitz-cli convert: no %1 format writes files like %2; give a name ending "
              "in %3 or --format with one of: %4\n")
               .arg(game.displayName(), out, extensions.join(QStringLiteral(", ")),
                    formatIds({&game}));
    return nullptr;
}

// --in FILE --out FILE, in --format's format (formatId) or else the one of out's extension. Exit
// 1 when the record could not be read whole or not written.
int convertFile(const QString &in, const QString &out, const std::optional<QString> &formatId)
{
    const Game *game = gameForFile(in);
    if (!game) return refuse(tr("kibitz-cli convert: no game reads files like %1\n").arg(in));
    if (const RecordFormat *f = game->recordFormatForFile(in); f && f->holdsSeveralGames()) {
        const CollectionReadResult collection = readCollectionFile(*game, in);
        if (collection.games.size() > 1)
            return CollectionConversion(*game, collection, in, out, formatId).run();
    }
    QTextStream err(stderr);
    RecordReadResult read = readRecordFile(*game, in);
    if (!read.record) {
        err << QStringLiteral("kibitz-cli convert: ") << fileMessage(in, read.message()) << '\n';
        return 1;
    }
    if (!read.error.isEmpty())
        err << tr("kibitz-cli convert: %1: %2 (the moves before it are converted)\n")
                   .arg(in, read.message());
    for (const QString &w : read.warnings)
        err << tr("kibitz-cli convert: %1: %2\n").arg(in, w);
    const RecordFormat *format = outputFormat(*game, out, formatId, err);
    if (!format) return 2;
    QStringList problems;
    const QString error = writeRecordFile(*game, *read.record, out, &problems, format);
    for (const QString &p : problems)
        err << tr("kibitz-cli convert: %1: %2\n").arg(out, p);
    if (!error.isEmpty()) {
        err << QStringLiteral("kibitz-cli convert: ") << error << '\n';
        return 1;
    }
    return read.error.isEmpty() ? 0 : 1;
}
} // namespace

int runConvert(const QStringList &arguments)
{
    QCommandLineParser parser;
    const ConvertOptions options = addConvertOptions(parser);
    if (const std::optional<int> status =
            parseOptions(parser, QStringLiteral("convert"), arguments))
        return *status;
    if (!parser.isSet(options.in) || !parser.isSet(options.out))
        return refuse(tr("kibitz-cli convert: give --in FILE and --out FILE (or two folders)\n"));
    bool ok = true;
    const int jobs = positiveValue(parser, options.jobs, QThread::idealThreadCount(), &ok);
    if (!ok) return refuse(tr("kibitz-cli convert: --jobs needs a number of threads, 1 or more\n"));
    const QString in = parser.value(options.in);
    const QString out = parser.value(options.out);
    if (QFileInfo(in).isDir()) return convertFolder(in, out, parser.value(options.format), jobs);
    return convertFile(in, out,
                       parser.isSet(options.format) ? std::optional(parser.value(options.format))
                                                    : std::nullopt);
}

} // namespace kibitz::cli
