#include "commands.h"

#include "cliargs.h"
#include "core/engine/bundledfiles.h"
#include "core/engine/engineadapter.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "engineprobe.h"
#include "engineresolver.h"
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

// How long after its time an engine may take to answer before it is stopped.
constexpr int graceMs = 3000;
} // namespace

// Asks one engine for a mate (USI go mate) in one position and prints it as players read it
// and in the protocol's own notation, or "no mate".
int runMate(const QStringList &arguments)
{
    QTextStream err(stderr);
    const EngineArgs engineArgs = extractEngineArgs(arguments);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Asks an engine whether the side to move can force mate, and prints the mate.") +
        u"\n\n"_s + EngineResolver::help());
    const Game *mateGame = firstGameWithMateSearch();
    const QCommandLineOption gameOpt(
        QStringLiteral("game"),
        tr("The game (default %1).").arg(mateGame ? mateGame->id() : QString()), tr("GAME"),
        mateGame ? mateGame->id() : QString());
    const QCommandLineOption timeOpt(
        QStringLiteral("movetime"),
        tr("Time for the search in milliseconds (default %1).").arg(defaultMoveTimeMs), tr("MS"));
    parser.addOptions({gameOpt, timeOpt});
    const SetupFlags setupFlags(parser, allGames());
    parser.addOption(
        QCommandLineOption(QStringLiteral("engine"), tr("The engine (see above)."), tr("ENGINE")));
    if (const std::optional<int> status =
            parseOptions(parser, QStringLiteral("mate"), engineArgs.rest))
        return *status;

    const Game *game = gameById(parser.value(gameOpt));
    if (!game) {
        err << tr("kibitz-cli mate: unknown game '%1'\n").arg(parser.value(gameOpt));
        return 2;
    }
    if (engineArgs.engines.size() != 1) {
        err << tr("kibitz-cli mate: give one --engine\n");
        return 2;
    }
    QString error;
    std::optional<EngineSpec> spec =
        EngineResolver().resolve(engineArgs.engines.first(), *game, &error);
    if (!spec) {
        err << QStringLiteral("kibitz-cli mate: ") << error << '\n';
        return 2;
    }
    if (!game->createAdapter(spec->protocol)->supportsMateSearch()) {
        err << tr("kibitz-cli mate: the %1 protocol has no mate search\n").arg(spec->protocol);
        return 2;
    }
    const std::optional<QString> setup = setupFlags.setup(*game, &error);
    std::unique_ptr<Position> position = setup ? game->startPosition(*setup, &error) : nullptr;
    if (!position) {
        err << QStringLiteral("kibitz-cli mate: ") << error << '\n';
        return 2;
    }
    bool ok = true;
    const int moveTime =
        parser.isSet(timeOpt) ? parser.value(timeOpt).toInt(&ok) : defaultMoveTimeMs;
    if (!ok || moveTime <= 0) {
        err << tr("kibitz-cli mate: --movetime needs a positive number of milliseconds\n");
        return 2;
    }
    if (const QString problems = checkEngineOptions(*game, *spec); !problems.isEmpty()) {
        err << tr("kibitz-cli mate: %1\n").arg(problems);
        return 2;
    }

    EnginePlayer player(*game, *spec);
    QTextStream out(stdout);
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
        request.start = std::shared_ptr<const Position>(position->clone());
        request.current = request.start;
        request.timeControl.moveTimeMs = moveTime;
        player.searchMate(request);
        deadline.start(moveTime + graceMs);
    });
    QObject::connect(&player, &EnginePlayer::mateSearchFinished, [&](const MateResult &r) {
        switch (r.kind) {
        case MateResult::Kind::Mate: {
            // Played through, so that a wrong answer is caught and shown as players write it.
            std::unique_ptr<Position> p = position->clone();
            QStringList shown;
            for (const QString &m : r.moves) {
                if (!p->isLegal(m)) {
                    err << tr("kibitz-cli mate: the engine's mate has an illegal move: %1\n")
                               .arg(m);
                    leave(1);
                    return;
                }
                shown << p->displayMove(m);
                p->play(m);
            }
            out << tr("mate in %1: %2").arg(r.moves.size()).arg(shown.join(u' ')) << Qt::endl;
            out << QStringLiteral("%1: %2").arg(spec->protocol, r.moves.join(u' ')) << Qt::endl;
            break;
        }
        case MateResult::Kind::NoMate:
            out << tr("no mate") << Qt::endl;
            break;
        case MateResult::Kind::Timeout:
            out << tr("no mate found within %1 ms").arg(moveTime) << Qt::endl;
            break;
        case MateResult::Kind::NotImplemented:
            out << tr("the engine cannot search for mates") << Qt::endl;
            leave(1);
            return;
        }
        leave(0);
    });
    player.prepare();
    return QCoreApplication::exec();
}

} // namespace kibitz::cli
