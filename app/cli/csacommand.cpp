// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "cliargs.h"
#include "core/engine/enginebuilder.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "core/game/serverplay.h"
#include "enginehelp.h"
#include "gamecatalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace kibitz::cli {

namespace {
struct CsaOptions
{
    QCommandLineOption host{u"host"_s, tr("The CSA server (default 127.0.0.1)."), tr("HOST"),
                            u"127.0.0.1"_s};
    QCommandLineOption port{u"port"_s, tr("Its port (default 4081)."), tr("PORT"), u"4081"_s};
    QCommandLineOption id{u"id"_s, tr("The login name."), tr("ID")};
    QCommandLineOption passwordFile{
        u"password-file"_s,
        tr("A file whose first line is the password (on Floodgate and shogi-server "
           "GAMENAME,PASSWORD, e.g. floodgate-300-10F,secret); never given on the command line."),
        tr("FILE")};
    QCommandLineOption floodgate{u"floodgate"_s,
                                 tr("Floodgate mode: each move carries the engine's score and "
                                    "PV, and the server closes the connection after each game.")};
    QCommandLineOption x1{u"extended"_s, tr("shogi-server's extended mode, x1 (LOGIN … x1).")};
    QCommandLineOption repeat{u"repeat"_s, tr("Games to play (default 1)."), tr("N"), u"1"_s};
    QCommandLineOption out{u"out"_s, tr("Save each game's record in this folder."), tr("DIR")};
    QCommandLineOption name{u"name"_s,
                            tr("The records' file names: {date} {gameid} {sente} {gote} and the "
                               "extension of the format (default {date}-{gameid}.kif)."),
                            tr("TEMPLATE"), u"{date}-{gameid}.kif"_s};
    QCommandLineOption margin{u"margin"_s,
                              tr("Milliseconds taken off the engine's time for the network "
                                 "(default 0)."),
                              tr("MS"), u"0"_s};
    QCommandLineOption restart{u"restart-engine"_s, tr("Start the engine afresh for each game.")};
    QCommandLineOption earlyPonder{u"early-ponder"_s,
                                   tr("With USI_Ponder, ponder at once after each move, before "
                                      "the server confirms it (as ShogiHome's early ponder).")};
};

std::optional<QString> readPassword(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    const QByteArray first = file.readLine(4096);
    return QString::fromUtf8(first).trimmed();
}

// The session the command line asks for, into *options; the status to end with when it cannot.
std::optional<int> readOptions(const QCommandLineParser &parser, const CsaOptions &o,
                               ServerPlay::Options *options)
{
    options->host = parser.value(o.host);
    bool ok = false;
    const uint port = parser.value(o.port).toUInt(&ok);
    if (!ok || port == 0 || port > 65535)
        return refuse(tr("kibitz-cli csa: --port needs a port number\n"));
    options->port = quint16(port);
    options->id = parser.value(o.id);
    if (options->id.isEmpty() || options->id.contains(u' '))
        return refuse(tr("kibitz-cli csa: give --id, a login name without spaces\n"));
    if (!parser.isSet(o.passwordFile))
        return refuse(tr("kibitz-cli csa: give --password-file FILE\n"));
    const std::optional<QString> password = readPassword(parser.value(o.passwordFile));
    if (!password || password->isEmpty())
        return refuse(tr("kibitz-cli csa: cannot read a password from %1\n")
                          .arg(parser.value(o.passwordFile)));
    options->password = *password;
    options->mode = parser.isSet(o.x1)          ? u"x1"_s
                    : parser.isSet(o.floodgate) ? u"floodgate"_s
                                                : u"1.2.1"_s;
    options->repeat = positiveValue(parser, o.repeat, 1, &ok);
    if (!ok) return refuse(tr("kibitz-cli csa: --repeat needs a positive number\n"));
    options->marginMs = parser.value(o.margin).toLongLong(&ok);
    if (!ok || options->marginMs < 0)
        return refuse(tr("kibitz-cli csa: --margin needs a number of milliseconds\n"));
    options->outDir = parser.value(o.out);
    options->nameTemplate = parser.value(o.name);
    options->restartPlayerEveryGame = parser.isSet(o.restart);
    options->earlyPonder = parser.isSet(o.earlyPonder);
    return std::nullopt;
}

// The first game that plays on servers (shogi's CSA servers).
const Game *firstServerGame()
{
    for (const Game *game : allGames())
        if (game->createServerPlay({}, {})) return game;
    return nullptr;
}

int play(const Game &game, const EngineSpec &spec, const ServerPlay::Options &options)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    const std::unique_ptr<ServerPlay> play =
        game.createServerPlay(options, [&game, spec] { return new EnginePlayer(game, spec); });
    ServerPlay &session = *play;
    int status = 0;
    QObject::connect(&session, &ServerPlay::lineLogged, [&](bool sent, const QString &line) {
        err << (sent ? "> " : "< ") << line << Qt::endl;
    });
    QObject::connect(&session, &ServerPlay::noticed,
                     [&](const QString &text) { err << "kibitz-cli csa: " << text << Qt::endl; });
    QObject::connect(&session, &ServerPlay::gameFinished,
                     [&](const Record &record, const QString &path) {
                         out << tr("game %1: %2 (%3 moves)%4")
                                    .arg(session.gamesPlayed())
                                    .arg(record.result().detail)
                                    .arg(record.mainLine().size())
                                    .arg(path.isEmpty() ? QString() : u", "_s + path)
                             << Qt::endl;
                     });
    QObject::connect(&session, &ServerPlay::finished, [&](const QString &error) {
        if (!error.isEmpty()) {
            err << "kibitz-cli csa: " << error << Qt::endl;
            status = 1;
        }
        QCoreApplication::exit(status);
    });
    session.start();
    return QCoreApplication::exec();
}
} // namespace

// Plays games on a CSA server (Floodgate, shogi-server, a tournament's) with one engine.
int runCsa(const QStringList &arguments)
{
    const EngineArgs engineArgs = extractEngineArgs(arguments);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Plays shogi games on a CSA server (protocol 1.2.1, Floodgate) with an engine.") +
        u"\n\n"_s + engineHelp());
    const CsaOptions o;
    parser.addOptions({o.host, o.port, o.id, o.passwordFile, o.floodgate, o.x1, o.repeat, o.out,
                       o.name, o.margin, o.restart, o.earlyPonder});
    parser.addOption(
        QCommandLineOption(QStringLiteral("engine"), tr("The engine (see above)."), tr("ENGINE")));
    if (const std::optional<int> status =
            parseOptions(parser, QStringLiteral("csa"), engineArgs.rest))
        return *status;
    const Game *game = firstServerGame();
    if (engineArgs.engines.size() != 1) return refuse(tr("kibitz-cli csa: give one --engine\n"));
    QString error;
    const std::optional<EngineSpec> spec =
        EngineBuilder().spec(engineArgs.engines.first(), *game, &error);
    if (!spec) return refuse(u"csa", error);
    ServerPlay::Options options;
    if (const std::optional<int> status = readOptions(parser, o, &options)) return *status;
    return play(*game, *spec, options);
}

} // namespace kibitz::cli
