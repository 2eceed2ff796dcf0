// SPDX-License-Identifier: GPL-3.0-or-later
// Times one match worker playing N games of a bundled engine against itself at random, as
// `kibitz-cli match` would with --out: the figure to compare with the old per-move record writes.
//   bench-matchworker [--game gomoku] [--games 40] [--out DIR] [--setup TEXT] [--restart]
//                     [--quick]
#include "core/engine/enginespec.h"
#include "core/game/game.h"
#include "core/record/recordformat.h"
#include "core/tournament/matchworker.h"
#include "gamecatalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>

using namespace kibitz;

namespace {
struct Options
{
    const Game *game = nullptr;
    int games = 40;
    QString out;
    QString setup; // the game's setup notation: "20 freestyle" for a 20×20 gomoku board
    bool restart = false;
};

MatchWorker::Settings settingsFor(const Options &options)
{
    EngineSpec engine;
    engine.bundled = true;
    engine.options = {{QStringLiteral("strategy"), QStringLiteral("random")}};
    engine.resolve(*options.game, QCoreApplication::applicationDirPath());
    MatchWorker::Settings settings;
    settings.game = options.game;
    settings.engines = {engine, engine};
    settings.timeControls = {*TimeControl::parse(QStringLiteral("movetime=1000")),
                             *TimeControl::parse(QStringLiteral("movetime=1000"))};
    settings.restartEachGame = options.restart;
    if (!options.out.isEmpty())
        settings.journalPath = QDir(options.out).filePath(QStringLiteral("in-progress-w1.jsonl"));
    return settings;
}

MatchWorker::Order orderFor(const Options &options, int n)
{
    MatchWorker::Order order;
    order.scheduled.game = n;
    order.scheduled.seats = {(n - 1) % 2, n % 2};
    order.setup = options.setup;
    const QString ext = options.game->recordFormats().value(0)->extensions().value(0);
    if (!options.out.isEmpty())
        order.recordPath =
            QDir(options.out)
                .filePath(QStringLiteral("game-%1.%2").arg(n, 3, 10, QLatin1Char('0')).arg(ext));
    return order;
}

int run(const Options &options)
{
    MatchWorker worker(1, settingsFor(options));
    int played = 0;
    qint64 moves = 0;
    QElapsedTimer clock;
    QObject::connect(&worker, &MatchWorker::gameFinished, &worker,
                     [&](const FinishedGame &line, const GameResult &) {
                         moves += line.plies;
                         if (++played < options.games)
                             worker.play(orderFor(options, played + 1));
                         else
                             worker.shutDown();
                     });
    QObject::connect(&worker, &MatchWorker::engineRefused, &worker, [&](int, const QString &why) {
        std::fprintf(stderr, "refused: %s\n", qPrintable(why));
        worker.shutDown();
    });
    QObject::connect(&worker, &MatchWorker::shutDownCompleted, qApp, &QCoreApplication::quit);
    clock.start();
    worker.play(orderFor(options, 1));
    QCoreApplication::exec();
    const double seconds = clock.nsecsElapsed() / 1e9;
    std::printf("%s: %d games, %lld moves in %.2f s: %.0f moves/s (%s, records %s)\n",
                qPrintable(options.game->id()), played, moves, seconds, moves / seconds,
                options.restart ? "engines restarted each game" : "engines kept",
                options.out.isEmpty() ? "not written" : qPrintable(options.out));
    return played == options.games ? 0 : 1;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption game(QStringLiteral("game"),
                                  QStringLiteral("gomoku (default), "
                                                 "tictactoe or shogi"),
                                  QStringLiteral("ID"), QStringLiteral("gomoku"));
    const QCommandLineOption games(QStringLiteral("games"), QStringLiteral("how many (40)"),
                                   QStringLiteral("N"), QStringLiteral("40"));
    const QCommandLineOption out(QStringLiteral("out"), QStringLiteral("records' folder"),
                                 QStringLiteral("DIR"));
    const QCommandLineOption restart(QStringLiteral("restart"),
                                     QStringLiteral("engines restarted each game"));
    const QCommandLineOption quick(QStringLiteral("quick"),
                                   QStringLiteral("two games, records in a temporary folder"));
    const QCommandLineOption setup(QStringLiteral("setup"),
                                   QStringLiteral("start, in the game's setup notation"),
                                   QStringLiteral("SETUP"));
    parser.addOptions({game, games, out, setup, restart, quick});
    parser.process(app);
    Options options;
    options.game = gameById(parser.value(game));
    if (!options.game) return 2;
    options.games = parser.isSet(quick) ? 2 : qMax(1, parser.value(games).toInt());
    options.out = parser.value(out);
    options.setup = parser.value(setup);
    options.restart = parser.isSet(restart);
    QTemporaryDir scratch;
    if (parser.isSet(quick)) options.out = scratch.path();
    if (!options.out.isEmpty()) QDir().mkpath(options.out);
    return run(options);
}
