#include "commands.h"

#include "core/game.h"
#include "core/recordfile.h"
#include "gamecatalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace kibitz::cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::cli::Convert", text);
}
} // namespace

int runConvert(const QStringList &arguments)
{
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Converts a record between formats, chosen by the file "
                                        "extensions unless --format says."));
    parser.addHelpOption();
    const QCommandLineOption inOpt(QStringLiteral("in"), tr("The record to read."), tr("FILE"));
    const QCommandLineOption outOpt(QStringLiteral("out"), tr("The record to write."), tr("FILE"));
    const QCommandLineOption formatOpt(QStringLiteral("format"), tr("Output format id."), tr("FORMAT"));
    parser.addOptions({inOpt, outOpt, formatOpt});
    parser.process(arguments);
    if (!parser.isSet(inOpt) || !parser.isSet(outOpt)) {
        err << tr("kibitz-cli convert: give --in FILE and --out FILE\n");
        return 2;
    }
    const QString in = parser.value(inOpt);
    const QString outPath = parser.value(outOpt);
    // The game is the one whose formats know the input's extension.
    const Game *game = nullptr;
    for (const Game *g : allGames())
        if (g->recordFormatForFile(in)) game = g;
    if (!game) {
        err << tr("kibitz-cli convert: no game reads files like %1\n").arg(in);
        return 2;
    }
    RecordReadResult read = readRecordFile(*game, in);
    if (!read.record) {
        err << tr("kibitz-cli convert: %1: %2\n").arg(in, read.message());
        return 1;
    }
    if (!read.error.isEmpty())
        err << tr("kibitz-cli convert: %1: %2 (the moves before it are converted)\n").arg(in, read.message());
    for (const QString &w : read.warnings) err << tr("kibitz-cli convert: %1: %2\n").arg(in, w);
    const RecordFormat *format = parser.isSet(formatOpt) ? game->recordFormatById(parser.value(formatOpt))
                                                         : game->recordFormatForFile(outPath);
    if (!format) {
        err << tr("kibitz-cli convert: unknown output format for %1\n").arg(outPath);
        return 2;
    }
    QStringList problems;
    const QString error = writeRecordFile(*game, *read.record, outPath, &problems, format);
    for (const QString &p : problems) err << tr("kibitz-cli convert: %1: %2\n").arg(outPath, p);
    if (!error.isEmpty()) {
        err << QStringLiteral("kibitz-cli convert: ") << error << '\n';
        return 1;
    }
    return read.error.isEmpty() ? 0 : 1;
}

} // namespace kibitz::cli
