// SPDX-License-Identifier: GPL-3.0-or-later
// The referee's cost per move: games between two bundled engines that answer at once
// (Strategy random), so that nearly all the time per move is Kibitz's own — the session, the
// adapters, the pipes and the process scheduling.
#include "core/engine/bundledfiles.h"
#include "core/engine/engineplayer.h"
#include "core/engine/enginespec.h"
#include "core/game/game.h"
#include "core/play/session.h"
#include "gamecatalog.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <algorithm>
#include <cstdio>

using namespace kibitz;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const bool quick = app.arguments().contains(QStringLiteral("--quick"));
    const int games = quick ? 5 : 200;
    const Game &game = *gameById(u"tictactoe");
    qint64 totalMoves = 0;
    double totalSeconds = 0;
    for (const QString &protocol : {QStringLiteral("tlf"), QStringLiteral("uxi")}) {
        QList<double> samples;
        for (int g = 0; g < games; ++g) {
            Session session(game, nullptr, TimeControl{});
            for (int side = 0; side < 2; ++side) {
                QString error;
                std::optional<EngineSpec> spec = EngineSpec::parse(
                    QStringLiteral("bundled proto=%1 option.Strategy=random").arg(protocol),
                    &error);
                if (spec) error = spec->resolve(game, bundledEngineDirectory());
                if (!error.isEmpty()) {
                    std::fprintf(stderr, "%s\n", qPrintable(error));
                    return 1;
                }
                session.setPlayer(side, new EnginePlayer(game, *spec));
            }
            QElapsedTimer timer;
            QEventLoop loop;
            QObject::connect(&session, &Session::turnStarted, [&](int) {
                if (!timer.isValid()) timer.start(); // from the first request, after handshakes
            });
            QObject::connect(&session, &Session::gameEnded, &loop, &QEventLoop::quit);
            session.start();
            loop.exec();
            const int moves = int(session.moves().size());
            const double seconds = timer.nsecsElapsed() / 1e9;
            samples << seconds * 1e6 / moves;
            totalMoves += moves;
            totalSeconds += seconds;
            QObject::connect(&session, &Session::playersGone, &loop, &QEventLoop::quit);
            loop.exec();
        }
        std::sort(samples.begin(), samples.end());
        std::printf("%s: %d games, per move: median %.0f µs, best %.0f µs, worst %.0f µs\n",
                    qPrintable(protocol), games, samples[samples.size() / 2], samples.first(),
                    samples.last());
    }
    std::printf("all: %lld moves in %.2f s, %.0f µs per move (request → move → next request)\n",
                totalMoves, totalSeconds, totalSeconds * 1e6 / totalMoves);
    return 0;
}
