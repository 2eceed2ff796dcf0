#include "commands.h"

#include "adjudicationoptions.h"
#include "cliargs.h"
#include "core/engine/enginebuilder.h"
#include "core/game/game.h"
#include "core/play/enginematch.h"
#include "enginehelp.h"
#include "engineprobe.h"
#include "gamecatalog.h"
#include "setupflags.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace kibitz::cli {

namespace {
const QString defaultTimeControl = QStringLiteral("60+0+1");

// --openings and the options of its book (docs/tournament.md).
struct OpeningOptions
{
    QCommandLineOption openings, order, seed, plies, start, transform;
};

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
        QCommandLineOption(QStringLiteral("seed"), tr("Seed of the random order (default 0)."),
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

// The options of match, added to its parser in the order its help lists them.
struct MatchOptions
{
    QCommandLineOption game, games, tc, movetime, out, log, margin;
    SetupFlags setupFlags;
    OpeningOptions book;
};

MatchOptions addMatchOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        tr("Plays engine-versus-engine games, sides alternating; give --engine once per side.") +
        u"\n\n"_s + engineHelp() + u'\n' +
        tr("Without --tc or --movetime the time control is %1 (BASE+BYOYOMI+INCREMENT seconds).")
            .arg(defaultTimeControl));
    const QCommandLineOption game(QStringLiteral("game"),
                                  tr("The game: %1.").arg(gameIds(allGames())), tr("GAME"));
    const QCommandLineOption games(QStringLiteral("games"), tr("Number of games (default 1)."),
                                   tr("N"), QStringLiteral("1"));
    const QCommandLineOption tc(
        QStringLiteral("tc"), tr("Time control BASE[+BYOYOMI[+INCREMENT]] in seconds."), tr("TC"));
    const QCommandLineOption movetime(QStringLiteral("movetime"),
                                      tr("Fixed time per move in milliseconds."), tr("MS"));
    const QCommandLineOption out(QStringLiteral("out"), tr("Directory for the game records."),
                                 tr("DIR"));
    const QCommandLineOption log(QStringLiteral("log"), tr("Directory for one TLF log per engine."),
                                 tr("DIR"));
    const QCommandLineOption margin(
        QStringLiteral("margin"), tr("Grace in milliseconds before a time forfeit (default 200)."),
        tr("MS"), QStringLiteral("200"));
    parser.addOptions({game, games, tc, movetime, out, log, margin});
    MatchOptions options{game,
                         games,
                         tc,
                         movetime,
                         out,
                         log,
                         margin,
                         SetupFlags(parser, allGames()),
                         addOpeningOptions(parser)};
    parser.addOption(QCommandLineOption(QStringLiteral("engine"),
                                        tr("An engine (see above); once per side."), tr("ENGINE")));
    return options;
}

// The engines of the --engine groups, in order, for `game`; none, with *error, when a group
// names no engine that can be started.
std::optional<QList<EngineSpec>> resolveEngines(const QList<QStringList> &groups, const Game &game,
                                                QString *error)
{
    EngineBuilder builder;
    QList<EngineSpec> specs;
    for (const QStringList &words : groups) {
        const std::optional<EngineSpec> spec = builder.spec(words, game, error);
        if (!spec) return std::nullopt;
        specs << *spec;
    }
    return specs;
}

// The game and its engines, one a side, into config; the status to end with when the command
// line does not give them.
std::optional<int> readPlayers(const QCommandLineParser &parser, const MatchOptions &options,
                               const QList<QStringList> &engines, EngineMatch::Config *config)
{
    config->game = gameById(parser.value(options.game));
    if (!config->game)
        return refuse(tr("kibitz-cli match: --game must be one of: %1\n").arg(gameIds(allGames())));
    const Game &game = *config->game;
    if (engines.size() != game.playerCount())
        return refuse(tr("kibitz-cli match: %1 takes %2 --engine options, one per side\n")
                          .arg(game.id())
                          .arg(game.playerCount()));
    QString error;
    const std::optional<QList<EngineSpec>> specs = resolveEngines(engines, game, &error);
    if (!specs) return refuse(u"match", error);
    config->engines = *specs;
    // Options are checked against what each engine declares before any game starts.
    for (int i = 0; i < config->engines.size(); ++i)
        if (const QString problems = checkEngineOptions(game, config->engines[i]);
            !problems.isEmpty())
            return refuse(tr("kibitz-cli match: engine %1: %2\n").arg(i + 1).arg(problems));
    return std::nullopt;
}

// The number of games, the time control, the start position and the folders into config; the
// status to end with when the command line gives them wrong.
std::optional<int> readRules(const QCommandLineParser &parser, const MatchOptions &options,
                             EngineMatch::Config *config)
{
    bool ok = true;
    config->games = positiveValue(parser, options.games, 1, &ok);
    if (!ok) return refuse(tr("kibitz-cli match: --games needs a positive number\n"));
    config->timeMarginMs = qMax(0, parser.value(options.margin).toInt());
    QString tcText = parser.isSet(options.tc) ? parser.value(options.tc) : defaultTimeControl;
    if (parser.isSet(options.movetime))
        tcText = QStringLiteral("movetime=") + parser.value(options.movetime);
    QString error;
    const std::optional<TimeControl> tc = TimeControl::parse(tcText, &error);
    if (!tc) return refuse(u"match", error);
    config->timeControl = *tc;
    const std::optional<QString> setup = options.setupFlags.setup(*config->game, &error);
    if (!setup) return refuse(u"match", error);
    config->setup = *setup;
    config->outDir = parser.value(options.out);
    config->logDir = parser.value(options.log);
    return std::nullopt;
}

// The book of --openings into config, its report on standard error; the status to end with when
// the options are wrong or the book has nothing to play. Read before any engine starts.
std::optional<int> readOpenings(const QCommandLineParser &parser, const OpeningOptions &options,
                                EngineMatch::Config *config)
{
    if (!parser.isSet(options.openings)) return std::nullopt;
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
    config->openings =
        OpeningBook::read(*config->game, parser.value(options.openings), config->setup, book);
    const OpeningBook &read = *config->openings;
    // The refusals say why a file with nothing to play has nothing.
    if (read.error().isEmpty() || !read.refused().isEmpty()) {
        QTextStream err(stderr);
        for (const QString &line : read.report())
            err << line << Qt::endl;
    }
    if (!read.error().isEmpty()) return refuse(u"match", read.error());
    return std::nullopt;
}

// Plays the games, printing each one's line and then the score; status 1 when an engine was
// refused.
int play(const EngineMatch::Config &config)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    EngineMatch match(config);
    QObject::connect(&match, &EngineMatch::gameFinished,
                     [&out](int, const QString &line) { out << line << Qt::endl; });
    QObject::connect(&match, &EngineMatch::finished, [&] {
        const EngineMatch::Score &s = match.score();
        if (s.wins + s.losses + s.draws + s.noResults > 0)
            out << tr("Score of %1 vs %2: %3 - %4 - %5")
                       .arg(match.teamName(0), match.teamName(1))
                       .arg(s.wins)
                       .arg(s.losses)
                       .arg(s.draws)
                << Qt::endl;
        for (const QString &e : match.writeErrors())
            err << tr("kibitz-cli match: could not write %1").arg(e) << Qt::endl;
        if (!match.refusal().isEmpty())
            err << QStringLiteral("kibitz-cli match: ") << match.refusal() << Qt::endl;
        QCoreApplication::exit(match.refusal().isEmpty() ? 0 : 1);
    });
    match.start();
    return QCoreApplication::exec();
}
} // namespace

int runMatch(const QStringList &arguments)
{
    const EngineArgs engineArgs = extractEngineArgs(arguments);
    const WordArgs words = extractWordArgs(engineArgs.rest, adjudicationWordOptions());
    QCommandLineParser parser;
    const MatchOptions options = addMatchOptions(parser);
    const AdjudicationOptions adjudication = addAdjudicationOptions(parser);
    if (const std::optional<int> status = parseOptions(parser, QStringLiteral("match"), words.rest))
        return *status;
    EngineMatch::Config config;
    if (const std::optional<int> status = readPlayers(parser, options, engineArgs.engines, &config))
        return *status;
    if (const std::optional<int> status = readRules(parser, options, &config)) return *status;
    if (const std::optional<int> status =
            readAdjudication(parser, adjudication, words, *config.game, &config.adjudication))
        return *status;
    if (const std::optional<int> status = readOpenings(parser, options.book, &config))
        return *status;
    return play(config);
}

} // namespace kibitz::cli
