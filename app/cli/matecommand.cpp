// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "cliargs.h"
#include "core/engine/engineadapter.h"
#include "core/engine/enginebuilder.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "enginehelp.h"
#include "engineprobe.h"
#include "gamecatalog.h"
#include "setupflags.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace kibitz::cli {

namespace {
constexpr int defaultMoveTimeMs = 10000;

// The default of --game: the first game one of whose protocols has a mate search.
const Game *firstGameWithMateSearch()
{
    for (const Game *game : allGames())
        for (const QString &protocol : game->protocols())
            if (game->createAdapter(protocol)->supportsMateSearch()) return game;
    return nullptr;
}

// The ids of the games' own forced-win searches, for --search's help: "vcf, vct".
QStringList forcedWinSearchIds()
{
    QStringList ids;
    for (const Game *game : allGames())
        for (const ForcedWinSearch &s : game->forcedWinSearches())
            if (!ids.contains(s.id)) ids << s.id;
    return ids;
}

// How long after its time an engine may take to answer before it is stopped.
constexpr int graceMs = 3000;

// The options of mate, added to its parser in the order its help lists them.
struct MateOptions
{
    QCommandLineOption game, moveTime, moves, search;
    SetupFlags setupFlags;
};

MateOptions addMateOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        tr("Asks an engine whether the side to move can force mate, and prints the mate.") +
        u"\n\n"_s + engineHelp());
    const Game *mateGame = firstGameWithMateSearch();
    const QCommandLineOption game(
        QStringLiteral("game"),
        tr("The game (default %1).").arg(mateGame ? mateGame->id() : QString()), tr("GAME"),
        mateGame ? mateGame->id() : QString());
    const QCommandLineOption moveTime(
        QStringLiteral("movetime"),
        tr("Time for the search in milliseconds (default %1).").arg(defaultMoveTimeMs), tr("MS"));
    const QCommandLineOption moves(
        QStringLiteral("moves"),
        tr("Moves played from the start position, separated by spaces, as records write them "
           "(\"h8 g8 …\")."),
        tr("MOVES"));
    const QStringList ids = forcedWinSearchIds();
    const QCommandLineOption search(QStringLiteral("search"),
                                    tr("Without --engine, the game's own search: %1 (default %2).")
                                        .arg(ids.join(QStringLiteral(", ")), ids.value(0)),
                                    tr("SEARCH"), ids.value(0));
    parser.addOptions({game, moveTime, moves, search});
    MateOptions options{game, moveTime, moves, search, SetupFlags(parser, allGames())};
    parser.addOption(
        QCommandLineOption(QStringLiteral("engine"), tr("The engine (see above)."), tr("ENGINE")));
    return options;
}

// What the command line asks: an engine to search a position of a game for so long.
struct MateSearch
{
    const Game *game = nullptr;
    EngineSpec spec;
    std::unique_ptr<Position> position;
    int moveTimeMs = 0;
    QString builtin; // the game's own search to run instead of an engine, or empty
};

// --moves played on *position; an error, or empty.
QString playMoves(const QString &text, Position &position)
{
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        const QString move = position.parseMove(word);
        if (move.isEmpty() || !position.isLegal(move))
            return tr("kibitz-cli mate: '%1' in --moves is not a legal move there\n").arg(word);
        position.play(move);
    }
    return {};
}

// The game's own search of --search, when no engine is named; *error when the game has none.
QString builtinSearch(const QCommandLineParser &parser, const MateOptions &options,
                      const Game &game, QString *error)
{
    const QString id = parser.value(options.search);
    for (const ForcedWinSearch &s : game.forcedWinSearches())
        if (s.id == id) return id;
    *error = game.forcedWinSearches().isEmpty()
                 ? tr("kibitz-cli mate: give one --engine\n")
                 : tr("kibitz-cli mate: %1 has no search '%2'\n").arg(game.id(), id);
    return {};
}

// The engine of the --engine words for `game`; none, with *error, when they name no engine that
// can be started.
std::optional<EngineSpec> resolveEngine(const QStringList &words, const Game &game, QString *error)
{
    return EngineBuilder().spec(words, game, error);
}

// The search the command line asks for, into *search; the status to end with when it cannot run.
std::optional<int> readSearch(const QCommandLineParser &parser, const MateOptions &options,
                              const QList<QStringList> &engines, MateSearch *search)
{
    search->game = gameById(parser.value(options.game));
    if (!search->game)
        return refuse(tr("kibitz-cli mate: unknown game '%1'\n").arg(parser.value(options.game)));
    const Game &game = *search->game;
    QString error;
    if (engines.isEmpty()) {
        search->builtin = builtinSearch(parser, options, game, &error);
        if (search->builtin.isEmpty()) return refuse(error);
    } else {
        if (engines.size() != 1) return refuse(tr("kibitz-cli mate: give one --engine\n"));
        const std::optional<EngineSpec> spec = resolveEngine(engines.first(), game, &error);
        if (!spec) return refuse(u"mate", error);
        if (!game.createAdapter(spec->protocol)->supportsMateSearch())
            return refuse(
                tr("kibitz-cli mate: the %1 protocol has no mate search\n").arg(spec->protocol));
        search->spec = *spec;
    }
    const std::optional<QString> setup = options.setupFlags.setup(game, &error);
    search->position = setup ? game.startPosition(*setup, &error) : nullptr;
    if (!search->position) return refuse(u"mate", error);
    if (const QString bad = playMoves(parser.value(options.moves), *search->position);
        !bad.isEmpty())
        return refuse(bad);
    if (!search->builtin.isEmpty()) return std::nullopt;
    bool ok = true;
    search->moveTimeMs = positiveValue(parser, options.moveTime, defaultMoveTimeMs, &ok);
    if (!ok)
        return refuse(tr("kibitz-cli mate: --movetime needs a positive number of milliseconds\n"));
    if (const QString problems = checkEngineOptions(game, {search->spec}).constFirst();
        !problems.isEmpty())
        return refuse(tr("kibitz-cli mate: %1\n").arg(problems));
    return std::nullopt;
}

// Prints a mate as players read it and in the protocol's own notation; status 1 when it is not
// one. Played through, so that a wrong answer is caught and shown as players write it.
int printMate(const QStringList &moves, const MateSearch &search, QTextStream &out,
              QTextStream &err)
{
    std::unique_ptr<Position> p = search.position->clone();
    QStringList shown;
    for (const QString &m : moves) {
        if (!p->isLegal(m)) {
            err << tr("kibitz-cli mate: the engine's mate has an illegal move: %1\n").arg(m);
            return 1;
        }
        shown << p->displayMove(m);
        p->play(m);
    }
    out << tr("mate in %1: %2").arg(moves.size()).arg(shown.join(u' ')) << Qt::endl;
    out << QStringLiteral("%1: %2").arg(search.spec.protocol, moves.join(u' ')) << Qt::endl;
    return 0;
}

// Prints what the engine answered; the exit status.
int printResult(const MateResult &result, const MateSearch &search, QTextStream &out,
                QTextStream &err)
{
    switch (result.kind) {
    case MateResult::Kind::Mate:
        return printMate(result.moves, search, out, err);
    case MateResult::Kind::NoMate:
        out << tr("no mate") << Qt::endl;
        return 0;
    case MateResult::Kind::Timeout:
        out << tr("no mate found within %1 ms").arg(search.moveTimeMs) << Qt::endl;
        return 0;
    case MateResult::Kind::NotImplemented:
        break;
    }
    out << tr("the engine cannot search for mates") << Qt::endl;
    return 1;
}

// Runs the game's own search and prints its line as players read it and in canonical moves, or
// "none"; the exit status.
int runBuiltinSearch(const MateSearch &search)
{
    QTextStream out(stdout);
    const ForcedWinResult result = search.game->findForcedWin(*search.position, search.builtin);
    if (result.moves.isEmpty()) {
        out << (result.exhausted ? tr("none") : tr("none found within the search's limit"))
            << Qt::endl;
        return 0;
    }
    std::unique_ptr<Position> p = search.position->clone();
    QStringList shown;
    for (const QString &m : result.moves) {
        shown << p->displayMove(m);
        p->play(m);
    }
    out << QStringLiteral("%1: %2").arg(search.builtin, shown.join(u' ')) << Qt::endl;
    out << QStringLiteral("moves: %1").arg(result.moves.join(u' ')) << Qt::endl;
    return 0;
}

// Starts the engine, asks it for a mate, stops it when it takes too long, and prints its answer;
// the exit status.
int searchMate(const MateSearch &search)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    EnginePlayer player(*search.game, search.spec);
    int status = 0;
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &player, [&] { player.stopThinking(false); });
    auto leave = [&](int code) {
        status = code;
        deadline.stop();
        player.quit();
    };
    QObject::connect(&player, &Player::quitCompleted, [&] { QCoreApplication::exit(status); });
    QObject::connect(&player, &Player::failed, [&](EndReason, const QString &detail) {
        err << QStringLiteral("kibitz-cli mate: ") << detail << Qt::endl;
        leave(1);
    });
    QObject::connect(&player, &Player::readied, [&] {
        SearchRequest request;
        request.start = std::shared_ptr<const Position>(search.position->clone());
        request.current = request.start;
        request.timeControl.moveTimeMs = search.moveTimeMs;
        player.searchMate(request);
        deadline.start(search.moveTimeMs + graceMs);
    });
    QObject::connect(&player, &EnginePlayer::mateSearchFinished,
                     [&](const MateResult &r) { leave(printResult(r, search, out, err)); });
    player.prepare();
    return QCoreApplication::exec();
}
} // namespace

// Asks one engine for a mate (USI go mate) in one position and prints it as players read it
// and in the protocol's own notation, or "no mate"; without --engine, runs the game's own
// search (gomoku's VCF, VCT) and prints its line or "none".
int runMate(const QStringList &arguments)
{
    const EngineArgs engineArgs = extractEngineArgs(arguments);
    QCommandLineParser parser;
    const MateOptions options = addMateOptions(parser);
    if (const std::optional<int> status =
            parseOptions(parser, QStringLiteral("mate"), engineArgs.rest))
        return *status;
    MateSearch search;
    if (const std::optional<int> status = readSearch(parser, options, engineArgs.engines, &search))
        return *status;
    return search.builtin.isEmpty() ? searchMate(search) : runBuiltinSearch(search);
}

} // namespace kibitz::cli
