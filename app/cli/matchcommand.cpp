#include "commands.h"

#include "cliargs.h"
#include "core/engine/bundledfiles.h"
#include "core/engine/engineregistry.h"
#include "core/game/game.h"
#include "core/play/enginematch.h"
#include "engineprobe.h"
#include "engineresolver.h"
#include "gamecatalog.h"
#include "setupflags.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace kibitz::cli {

namespace {
const QString defaultTimeControl = QStringLiteral("60+0+1");

QString gameIds()
{
    QStringList ids;
    for (const Game *game : allGames())
        ids << game->id();
    return ids.join(QStringLiteral(", "));
}
} // namespace

int runMatch(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    const EngineArgs engineArgs = extractEngineArgs(arguments);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Plays engine-versus-engine games, sides alternating; give --engine once per side.") +
        u"\n\n"_s + EngineResolver::help() + u'\n' +
        tr("Without --tc or --movetime the time control is %1 (BASE+BYOYOMI+INCREMENT seconds).")
            .arg(defaultTimeControl));
    const QCommandLineOption gameOpt(QStringLiteral("game"), tr("The game: %1.").arg(gameIds()),
                                     tr("GAME"));
    const QCommandLineOption gamesOpt(QStringLiteral("games"), tr("Number of games (default 1)."),
                                      tr("N"), QStringLiteral("1"));
    const QCommandLineOption tcOpt(
        QStringLiteral("tc"), tr("Time control BASE[+BYOYOMI[+INCREMENT]] in seconds."), tr("TC"));
    const QCommandLineOption movetimeOpt(QStringLiteral("movetime"),
                                         tr("Fixed time per move in milliseconds."), tr("MS"));
    const QCommandLineOption outOpt(QStringLiteral("out"), tr("Directory for the game records."),
                                    tr("DIR"));
    const QCommandLineOption logOpt(QStringLiteral("log"),
                                    tr("Directory for one TLF log per engine."), tr("DIR"));
    const QCommandLineOption marginOpt(
        QStringLiteral("margin"), tr("Grace in milliseconds before a time forfeit (default 200)."),
        tr("MS"), QStringLiteral("200"));
    parser.addOptions({gameOpt, gamesOpt, tcOpt, movetimeOpt, outOpt, logOpt, marginOpt});
    const SetupFlags setupFlags(parser, allGames());
    parser.addOption(QCommandLineOption(QStringLiteral("engine"),
                                        tr("An engine (see above); once per side."), tr("ENGINE")));
    if (const std::optional<int> status =
            parseOptions(parser, QStringLiteral("match"), engineArgs.rest))
        return *status;

    const Game *game = gameById(parser.value(gameOpt));
    if (!game) {
        err << tr("kibitz-cli match: --game must be one of: %1\n").arg(gameIds());
        return 2;
    }
    EngineMatch::Config config;
    config.game = game;
    if (engineArgs.engines.size() != game->playerCount()) {
        err << tr("kibitz-cli match: %1 takes %2 --engine options, one per side\n")
                   .arg(game->id())
                   .arg(game->playerCount());
        return 2;
    }
    EngineResolver resolver;
    for (const QStringList &words : engineArgs.engines) {
        QString error;
        const std::optional<EngineSpec> spec = resolver.resolve(words, *game, &error);
        if (!spec) {
            err << QStringLiteral("kibitz-cli match: ") << error << '\n';
            return 2;
        }
        config.engines << *spec;
    }
    // Options are checked against what each engine declares before any game starts.
    for (int i = 0; i < config.engines.size(); ++i) {
        if (const QString problems = checkEngineOptions(*game, config.engines[i]);
            !problems.isEmpty()) {
            err << tr("kibitz-cli match: engine %1: %2\n").arg(i + 1).arg(problems);
            return 2;
        }
    }
    bool ok = false;
    config.games = parser.value(gamesOpt).toInt(&ok);
    if (!ok || config.games < 1) {
        err << tr("kibitz-cli match: --games needs a positive number\n");
        return 2;
    }
    config.timeMarginMs = qMax(0, parser.value(marginOpt).toInt());
    QString tcText = parser.isSet(tcOpt) ? parser.value(tcOpt) : defaultTimeControl;
    if (parser.isSet(movetimeOpt)) tcText = QStringLiteral("movetime=") + parser.value(movetimeOpt);
    QString error;
    const std::optional<TimeControl> tc = TimeControl::parse(tcText, &error);
    if (!tc) {
        err << QStringLiteral("kibitz-cli match: ") << error << '\n';
        return 2;
    }
    config.timeControl = *tc;
    const std::optional<QString> setup = setupFlags.setup(*game, &error);
    if (!setup) {
        err << QStringLiteral("kibitz-cli match: ") << error << '\n';
        return 2;
    }
    config.setup = *setup;
    config.outDir = parser.value(outOpt);
    config.logDir = parser.value(logOpt);

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

} // namespace kibitz::cli
