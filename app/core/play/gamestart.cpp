// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/play/gamestart.h"

#include "core/engine/enginebuilder.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "core/game/humanplayer.h"
#include "core/game/position.h"
#include "core/play/session.h"

#include <QCoreApplication>

namespace kibitz {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz", text); // the context lupdate files it under;
}
} // namespace

std::unique_ptr<Session> createSession(const GameStart &start, EngineBuilder &engines,
                                       QString *error)
{
    const Game &game = *start.game;
    QString setupError;
    std::unique_ptr<Position> position = game.startPosition(start.setup, &setupError);
    if (!position) {
        *error = tr("The start position cannot be set up: %1").arg(setupError);
        return nullptr;
    }
    auto session = std::make_unique<Session>(game, std::move(position), start.timeControl);
    for (int side = 0; side < start.sideTimeControls.size(); ++side)
        session->setTimeControl(side, start.sideTimeControls[side]);
    for (int side = 0; side < game.playerCount(); ++side) {
        const std::optional<QString> words = start.engines.value(side);
        QString playerError;
        std::unique_ptr<Player> player;
        if (words)
            player = engines.player(*words, game, &playerError);
        else
            player = std::make_unique<HumanPlayer>();
        if (!player) {
            *error = tr("%1 cannot play: %2").arg(game.sideName(side), playerError);
            return nullptr;
        }
        session->setPlayer(side, player.release());
    }
    return session;
}

} // namespace kibitz
