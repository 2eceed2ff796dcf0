// SPDX-License-Identifier: GPL-3.0-or-later
#include "matchoptions.h"

#include "core/game/game.h"
#include "enginehelp.h"
#include "gamecatalog.h"

#include <QCommandLineParser>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace kibitz::cli {

namespace {
OpeningOptions addOpeningOptions(QCommandLineParser &parser)
{
    OpeningOptions o{
        QCommandLineOption(
            QStringLiteral("openings"),
            tr("Opening file: each game pair starts from its next opening, sides swapped."),
            tr("FILE")),
        QCommandLineOption(QStringLiteral("order"),
                           tr("Order of the openings: sequential (default) or random."),
                           tr("ORDER"), QStringLiteral("sequential")),
        QCommandLineOption(QStringLiteral("seed"),
                           tr("Seed of the random order (default 0); goita without --openings: "
                              "the seed of the deals, the same on every run."),
                           tr("N"), QStringLiteral("0")),
        QCommandLineOption(QStringLiteral("plies"), tr("Cut every opening to its first N moves."),
                           tr("N")),
        QCommandLineOption(QStringLiteral("start"),
                           tr("Begin with the K-th opening of the order (default 1)."), tr("K"),
                           QStringLiteral("1")),
        QCommandLineOption(
            QStringLiteral("transform"),
            tr("Play the openings in the board's next symmetry on each pass through them.")),
    };
    parser.addOptions({o.openings, o.order, o.seed, o.plies, o.start, o.transform});
    return o;
}

// Each option is added as it is made, so that the help lists them in the order of MatchOptions.
QCommandLineParser *adding = nullptr;

QCommandLineOption valued(const char *name, const QString &help, const QString &value,
                          const QString &fallback = {})
{
    QCommandLineOption option(QString::fromLatin1(name), help, value, fallback);
    adding->addOption(option);
    return option;
}

QCommandLineOption flag(const char *name, const QString &help)
{
    QCommandLineOption option(QString::fromLatin1(name), help);
    adding->addOption(option);
    return option;
}
} // namespace

MatchOptions addMatchOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        tr("Plays engine-versus-engine games, sides alternating; give --engine once per side.") +
        u"\n\n"_s + engineHelp() + u'\n' +
        tr("Without --tc or --movetime the time control is %1 (BASE+BYOYOMI+INCREMENT seconds).")
            .arg(defaultTimeControl()) +
        u'\n' +
        tr("Two or more --engine play a round robin (goita: each --engine is a team, or with "
           "--seats four engines sit one a seat); an engine's words tc=TC and movetime=MS give it "
           "its own time control."));
    const QString n = tr("N");
    adding = &parser;
    MatchOptions o{
        valued("game", tr("The game: %1.").arg(gameIds(allGames())), tr("GAME")),
        valued("games", tr("Games per encounter each round (default 1; whole pairs with repeat)."),
               n, QStringLiteral("1")),
        valued("rounds", tr("Rounds (default 1)."), n, QStringLiteral("1")),
        flag("gauntlet", tr("The first engine plays each other; no other encounter.")),
        flag("seats", tr("Goita: four --engine sit one a seat, partners 1 and 3 against 2 and 4 "
                         "(without it each --engine is a team holding two seats).")),
        flag("repeat", tr("Play each opening twice, sides swapped (the default).")),
        flag("no-repeat", tr("Play each opening once, sides alternating.")),
        valued("concurrency", tr("Games played at once (default 1)."), n, QStringLiteral("1")),
        valued("tc", tr("Time control BASE[+BYOYOMI[+INCREMENT]] in seconds."), tr("TC")),
        valued("movetime", tr("Fixed time per move in milliseconds."), tr("MS")),
        valued("out", tr("Directory for the game records, results.jsonl and match.params."),
               tr("DIR")),
        valued("collection",
               tr("Also write every finished game into FILE, one collection in the format its "
                  "extension names (one that holds several games: .sgf, .csa, .sfen …); a "
                  "relative FILE is in --out's folder."),
               tr("FILE")),
        valued("log", tr("Directory for one TLF log per engine."), tr("DIR")),
        valued("margin", tr("Grace in milliseconds before a time forfeit (default 200)."), tr("MS"),
               QStringLiteral("200")),
        flag("restart", tr("Start the engines again for every game.")),
        flag("no-affinity",
             tr("Keep nothing to CPUs. By default each game played at once, its engines too, is "
                "kept to CPUs of its own: the CPUs kibitz-cli may use, split evenly among the "
                "--concurrency games (Linux).")),
        flag("sync", tr("Sync each game's record to the disk before its results line, so that a "
                        "power cut loses no finished game's record (a disk flush a game).")),
        valued("report", tr("Print the statistics every N games (and at the end)."), n),
        flag("resume", tr("Continue the run in --out: play only the games not finished there.")),
        valued("shard",
               tr("Play only the I-th of N slices of the schedule (whole pairs); auto/N: the "
                  "scheduler's task (SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX). In a Slurm "
                  "array without it: SLURM_ARRAY_TASK_ID of SLURM_ARRAY_TASK_COUNT."),
               tr("I/N")),
        SetupFlags(parser, allGames()),
        addOpeningOptions(parser)};
    adding = nullptr;
    parser.addOption(
        QCommandLineOption(QStringLiteral("sprt"),
                           tr("Stop when an SPRT decides: elo0=E0 elo1=E1 [alpha=0.05] "
                              "[beta=0.05] [model=normalized|logistic]."),
                           tr("SETTINGS")));
    parser.addOption(QCommandLineOption(QStringLiteral("engine"),
                                        tr("An engine (see above); two or more."), tr("ENGINE")));
    return o;
}

QString defaultTimeControl()
{
    return QStringLiteral("60+0+1");
}

} // namespace kibitz::cli
