// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineprobe.h"

#include "core/engine/engineadapter.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QHash>

#include <memory>
#include <vector>

namespace kibitz::cli {

namespace {
// Runs an event loop until every player has sent `signal` or `orSignal`.
template <typename Signal, typename OrSignal>
void waitForAll(const std::vector<std::unique_ptr<EnginePlayer>> &players, Signal signal,
                OrSignal orSignal)
{
    QEventLoop loop;
    auto pending = std::make_shared<int>(int(players.size()));
    for (const std::unique_ptr<EnginePlayer> &player : players) {
        auto done = std::make_shared<bool>(false);
        const auto count = [&loop, pending, done] {
            if (*done) return;
            *done = true;
            if (--*pending == 0) loop.quit();
        };
        QObject::connect(player.get(), signal, &loop, count);
        QObject::connect(player.get(), orSignal, &loop, count);
    }
    if (*pending > 0) loop.exec();
}
} // namespace

QStringList checkEngineOptions(const Game &game, const QList<EngineSpec> &specs)
{
    std::vector<std::unique_ptr<EnginePlayer>> players;
    QHash<QStringList, qsizetype> playerOf; // a spec's words → its player
    QList<qsizetype> playerOfSpec;
    for (const EngineSpec &spec : specs) {
        // Only a protocol whose engines declare their options (USI) can refuse one; the others
        // take every option as it is given, so starting them here would only cost time.
        const std::unique_ptr<EngineAdapter> adapter = game.createAdapter(spec.protocol);
        if (spec.options.isEmpty() || !adapter || !adapter->declaresOptions()) {
            playerOfSpec << -1;
            continue;
        }
        const QStringList words = spec.toWords();
        if (!playerOf.contains(words)) {
            playerOf.insert(words, qsizetype(players.size()));
            players.push_back(std::make_unique<EnginePlayer>(game, spec));
        }
        playerOfSpec << playerOf.value(words);
    }
    for (const std::unique_ptr<EnginePlayer> &player : players)
        player->prepare();
    // An engine that fails here (crash, stall) is not the options' fault: its games will show it.
    waitForAll(players, &Player::readied, &Player::failed);
    QStringList problems;
    for (const qsizetype i : playerOfSpec)
        problems << (i < 0 ? QString() : players[size_t(i)]->refusedOptions().join(u'\n'));
    // The engines quit as after a game (killed if they linger) while the command goes on: a
    // slow engine's exit (a large hash freed) is not waited for. Each goes once it has quit.
    for (std::unique_ptr<EnginePlayer> &player : players) {
        EnginePlayer *quitting = player.release();
        quitting->setParent(QCoreApplication::instance());
        QObject::connect(quitting, &Player::quitCompleted, quitting, &QObject::deleteLater);
        quitting->quit();
    }
    return problems;
}

} // namespace kibitz::cli
