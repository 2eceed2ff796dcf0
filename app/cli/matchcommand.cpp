// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "adjudicationoptions.h"
#include "cliargs.h"
#include "matchoptions.h"
#include "matchresume.h"
#include "stopsignals.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <csignal>

namespace kibitz::cli {

namespace {
// "Score of A vs B: W - L - D", from the first engine's view, for a match of two sides.
QString scoreLine(const MatchTally &tally)
{
    if (tally.pairings.size() != 1) return {};
    const EnginePairing &p = tally.pairings.first();
    return tr("Score of %1 vs %2: %3 - %4 - %5")
        .arg(p.first, p.second)
        .arg(p.counts.wins)
        .arg(p.counts.losses)
        .arg(p.counts.draws);
}

// What the run ends with: the report, the SPRT's decision, the score, the errors. The status.
int endOfRun(const TournamentRunner &runner, const MatchPlan &plan, int stopSignal)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    const MatchTally tally = runner.tally();
    // The last report stands unless games finished after it.
    if (plan.fullReport && runner.finishedCount() > runner.reportedCount())
        out << u'\n' << runner.report();
    if (const std::optional<SprtState> &d = runner.sprtDecision())
        out << tr("SPRT: %1 accepted (LLR %2, bounds %3 and %4)")
                   .arg(d->decision == SprtState::Decision::AcceptH1 ? QStringLiteral("H1")
                                                                     : QStringLiteral("H0"))
                   .arg(d->llr, 0, 'f', 2)
                   .arg(d->lower, 0, 'f', 2)
                   .arg(d->upper, 0, 'f', 2)
            << Qt::endl;
    if (const QString score = scoreLine(tally); !score.isEmpty()) out << score << Qt::endl;
    if (const QString latency = runner.harnessLatency().text(); !latency.isEmpty())
        err << latency << Qt::endl;
    for (const QString &e : runner.writeErrors())
        err << tr("kibitz-cli match: could not write %1").arg(e) << Qt::endl;
    if (!runner.refusal().isEmpty()) {
        err << QStringLiteral("kibitz-cli match: ") << runner.refusal() << Qt::endl;
        return 1;
    }
    if (stopSignal != 0) {
        err << tr("kibitz-cli match: stopped by signal %1; the games in progress are not "
                  "counted (--resume plays them)")
                   .arg(stopSignal)
            << Qt::endl;
        return 128 + stopSignal;
    }
    return 0;
}

// Plays the games, printing each one's line, the reports and the end; the exit status.
int play(const MatchPlan &plan)
{
    QTextStream out(stdout);
    TournamentRunner runner(plan.run);
    StopSignals stopSignals;
    int stopSignal = 0;
    QObject::connect(&stopSignals, &StopSignals::stopRequested, &runner, [&](int signal) {
        stopSignal = signal;
        runner.stop(signal == SIGINT ? tr("interrupted") : tr("terminated"));
    });
    QObject::connect(&runner, &TournamentRunner::gameFinished,
                     [&out](const QString &line) { out << line << Qt::endl; });
    QObject::connect(&runner, &TournamentRunner::reported,
                     [&out](const QString &text) { out << u'\n' << text << Qt::flush; });
    QObject::connect(&runner, &TournamentRunner::finished,
                     [&] { QCoreApplication::exit(endOfRun(runner, plan, stopSignal)); });
    runner.start();
    return QCoreApplication::exec();
}
} // namespace

int runMatch(const QStringList &arguments)
{
    const EngineArgs engineArgs = extractEngineArgs(arguments);
    const WordArgs words = extractWordArgs(
        engineArgs.rest, adjudicationWordOptions() << WordOption{QStringLiteral("sprt"), {}});
    QCommandLineParser parser;
    const MatchOptions options = addMatchOptions(parser);
    const AdjudicationOptions adjudication = addAdjudicationOptions(parser);
    if (const std::optional<int> status = parseOptions(parser, QStringLiteral("match"), words.rest))
        return *status;
    MatchPlan plan;
    if (const std::optional<int> status = readPlayers(parser, options, engineArgs.engines, &plan))
        return *status;
    if (const std::optional<int> status = readRules(parser, options, words, &plan)) return *status;
    if (const std::optional<int> status = readAdjudication(
            parser, adjudication, words, *plan.run.worker.game, &plan.run.worker.adjudication))
        return *status;
    // Adjudication decides games: a run resumed with other rules would mix two kinds of game.
    for (const QString &name : {QStringLiteral("draw"), QStringLiteral("resign")})
        plan.parameters.insert(name, words.words.value(name).join(u' '));
    plan.parameters.insert(QStringLiteral("maxmoves"), parser.value(adjudication.maxMoves));
    if (const std::optional<int> status = readOpenings(parser, options.book, &plan)) return *status;
    if (const std::optional<int> status = planGames(&plan)) return *status;
    return play(plan);
}

} // namespace kibitz::cli
