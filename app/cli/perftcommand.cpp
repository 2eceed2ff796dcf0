// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "cliargs.h"

#include "core/game/game.h"
#include "gamecatalog.h"
#include "setupflags.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace kibitz::cli {

namespace {
QList<const Game *> perftGames()
{
    QList<const Game *> games;
    for (const Game *game : allGames())
        if (game->offersPerft()) games << game;
    return games;
}
} // namespace

// Engine authors compare these counts with their own move generators, so the output is plain:
// with --divide one "move: count" line per root move, and always the total on the last line.
int runPerft(const QStringList &arguments)
{
    QTextStream out(stdout);
    const QList<const Game *> games = perftGames();
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Counts the legal move sequences of a given length (perft) from a position."));
    const QCommandLineOption gameOpt(QStringLiteral("game"),
                                     tr("The game: %1.").arg(gameIds(games)), tr("GAME"));
    const QCommandLineOption depthOpt(QStringLiteral("depth"), tr("Number of plies."), tr("N"));
    const QCommandLineOption divideOpt(QStringLiteral("divide"),
                                       tr("Also print the count after each root move."));
    parser.addOptions({gameOpt, depthOpt, divideOpt});
    const SetupFlags setupFlags(parser, games);
    if (const std::optional<int> status = parseOptions(parser, QStringLiteral("perft"), arguments))
        return *status;

    const Game *game = nullptr;
    for (const Game *g : games)
        if (g->id() == parser.value(gameOpt)) game = g;
    if (!game)
        return refuse(tr("kibitz-cli perft: --game must be one of: %1\n").arg(gameIds(games)));
    bool ok = false;
    const int depth = parser.value(depthOpt).toInt(&ok);
    if (!ok || depth < 0 || depth > 20)
        return refuse(tr("kibitz-cli perft: give --depth N with N from 0 to 20\n"));
    QString error;
    const std::optional<QString> setup = setupFlags.setup(*game, &error);
    const std::unique_ptr<Position> position =
        setup ? game->startPosition(*setup, &error) : nullptr;
    // The library's error texts are English; they are shown as they are.
    if (!position) return refuse(tr("kibitz-cli perft: %1\n").arg(error));
    if (parser.isSet(divideOpt)) {
        QList<PerftCount> divide;
        const quint64 total = game->perft(*position, depth, &divide);
        for (const PerftCount &c : divide)
            out << c.move << ": " << c.nodes << '\n';
        out << total << '\n';
        return 0;
    }
    out << game->perft(*position, depth) << '\n';
    return 0;
}

} // namespace kibitz::cli
