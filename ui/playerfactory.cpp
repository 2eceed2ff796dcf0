#include "playerfactory.h"

#include "core/engine/enginebuilder.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "core/game/humanplayer.h"
#include "core/game/position.h"
#include "core/play/session.h"
#include "gamecatalog.h"

#include <QCoreApplication>

namespace kibitz {

Player *createPlayer(const Game &game, const SideSetup &side, QString *error)
{
    if (side.kind == SideSetup::Kind::Human) return new HumanPlayer;
    return EngineBuilder().player(side.engine, game, error).release();
}

std::unique_ptr<Session> createSession(const GameSetup &setup, QString *error)
{
    const Game *game = gameById(setup.gameId);
    if (!game) {
        *error =
            QCoreApplication::translate("kibitz::MainWindow", "Kibitz does not know the game '%1'.")
                .arg(setup.gameId);
        return nullptr;
    }
    QString setupError;
    std::unique_ptr<Position> start = game->startPosition(setup.setup, &setupError);
    if (!start) {
        *error = QCoreApplication::translate("kibitz::MainWindow",
                                             "The start position cannot be set up: %1")
                     .arg(setupError);
        return nullptr;
    }
    auto session = std::make_unique<Session>(*game, std::move(start), setup.timeControl);
    for (int side = 0; side < game->playerCount(); ++side) {
        QString playerError;
        Player *player = createPlayer(*game, setup.sides.value(side), &playerError);
        if (!player) {
            *error = QCoreApplication::translate("kibitz::MainWindow", "%1 cannot play: %2")
                         .arg(game->sideName(side), playerError);
            return nullptr;
        }
        session->setPlayer(side, player);
    }
    return session;
}

} // namespace kibitz
