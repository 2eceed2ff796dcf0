// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "analysisreport.h"
#include "cliargs.h"
#include "core/tournament/matchreport.h"
#include "core/tournament/resultsstream.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <algorithm>

namespace kibitz::cli {

// Engine authors compare these figures with fastchess's and cutechess's, so the pairing blocks
// keep fastchess's English layout; messages and help are translated.
int runReport(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    const WordArgs wordArgs = extractWordArgs(arguments, {{QStringLiteral("sprt"), {}}});
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Reads results streams (results.jsonl, or every results*.jsonl in a folder) and prints "
           "the statistics of each engine pairing in fastchess's layout, and the standings of "
           "more than two engines.\n"
           "Over folders that analyse writes into (they hold analysis.params and no results "
           "stream), or with "
           "--analysis: prints the summary of each record analysed to the end, and how many of "
           "the run's records are not analysed yet."));
    parser.addPositionalArgument(tr("FILE|DIR"), tr("Results streams, or folders holding them."),
                                 tr("FILE|DIR…"));
    const QCommandLineOption analysis(
        QStringLiteral("analysis"),
        tr("Read the folders as analysed records (found by itself when analyse wrote them)."));
    parser.addOption(analysis);
    parser.addOption(
        QCommandLineOption(QStringLiteral("sprt"),
                           tr("Also run an SPRT: elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] "
                              "[model=normalized|logistic]."),
                           tr("SETTINGS")));
    if (const std::optional<int> status =
            parseOptions(parser, QStringLiteral("report"), wordArgs.rest))
        return *status;
    const QStringList paths = parser.positionalArguments();
    if (paths.isEmpty()) {
        err << tr("kibitz-cli report: give one or more results files or folders\n");
        return 2;
    }
    if (parser.isSet(analysis) || std::all_of(paths.begin(), paths.end(), isAnalysisFolder)) {
        if (wordArgs.words.contains(QStringLiteral("sprt"))) {
            err << tr("kibitz-cli report: --sprt is for match results, not analyses\n");
            return 2;
        }
        return reportAnalysis(paths, out, err);
    }
    std::optional<SprtTest> sprt;
    if (wordArgs.words.contains(QStringLiteral("sprt"))) {
        QString error;
        sprt = SprtTest::parse(wordArgs.words.value(QStringLiteral("sprt")), &error);
        if (!sprt) {
            err << tr("kibitz-cli report: %1\n").arg(error);
            return 2;
        }
    }
    const ResultsReadout readout = readResults(paths);
    for (const QString &problem : readout.problems)
        err << tr("kibitz-cli report: %1\n").arg(problem);
    const MatchTally tally = tallyResults(readout.games);
    if (tally.pairings.isEmpty()) {
        err << tr("kibitz-cli report: no finished game with a result\n");
        return 1;
    }
    for (qsizetype i = 0; i < tally.pairings.size(); ++i)
        out << (i > 0 ? QStringLiteral("\n") : QString()) << pairingReport(tally.pairings[i], sprt);
    if (tally.standings.size() > 2) out << u'\n' << standingsTable(tally.standings);
    if (tally.noResults > 0)
        out << u'\n' << tr("Games without a result (not counted): %1\n").arg(tally.noResults);
    return 0;
}

} // namespace kibitz::cli
