// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineprobe.h"

#include "core/engine/engineplayer.h"
#include "core/game/game.h"

#include <QCoreApplication>
#include <QEventLoop>

namespace kibitz::cli {

QString checkEngineOptions(const Game &game, const EngineSpec &spec)
{
    if (spec.options.isEmpty()) return {};
    EnginePlayer player(game, spec);
    QEventLoop loop;
    QObject::connect(&player, &Player::readied, &loop, &QEventLoop::quit);
    // An engine that fails here (crash, stall) is not the options' fault: its games will show it.
    QObject::connect(&player, &Player::failed, &loop, &QEventLoop::quit);
    player.prepare();
    loop.exec();
    const QStringList problems = player.refusedOptions();
    // Leave the engine as a game would: quit, then kill if it lingers.
    QObject::connect(&player, &Player::quitCompleted, &loop, &QEventLoop::quit);
    player.quit();
    loop.exec();
    return problems.join(u'\n');
}

} // namespace kibitz::cli
