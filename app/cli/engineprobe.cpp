#include "engineprobe.h"

#include "core/engineplayer.h"
#include "core/game.h"

#include <QCoreApplication>
#include <QEventLoop>

namespace kibitz::cli {

QString checkEngineOptions(const Game &game, const EngineSpec &spec)
{
    if (spec.options.isEmpty()) return {};
    EnginePlayer player(game, spec);
    QEventLoop loop;
    QString failure;
    QObject::connect(&player, &Player::readied, &loop, &QEventLoop::quit);
    QObject::connect(&player, &Player::failed, &loop, [&](EndReason, const QString &detail) {
        failure = detail;
        loop.quit();
    });
    player.prepare();
    loop.exec();
    QStringList problems = player.refusedOptions();
    if (!failure.isEmpty()) problems << failure;
    // Leave the engine as a game would: quit, then kill if it lingers.
    QObject::connect(&player, &Player::quitCompleted, &loop, &QEventLoop::quit);
    player.quit();
    loop.exec();
    return problems.join(u'\n');
}

} // namespace kibitz::cli
