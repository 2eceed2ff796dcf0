#include "playerfactory.h"

#include "core/engineplayer.h"
#include "core/enginespec.h"
#include "core/game.h"
#include "core/humanplayer.h"

#include <QCoreApplication>

namespace kibitz {

Player *createPlayer(const Game &game, const SideSetup &side, const QString &binDirectory,
                     QString *error)
{
    if (side.kind == SideSetup::Kind::Human)
        return new HumanPlayer(QCoreApplication::translate("kibitz::MainWindow", "Human"));
    std::optional<EngineSpec> spec = EngineSpec::parse(side.engine, error);
    if (!spec) return nullptr;
    const QString problem = spec->resolve(game, binDirectory);
    if (!problem.isEmpty()) {
        *error = problem;
        return nullptr;
    }
    return new EnginePlayer(game, *spec);
}

} // namespace kibitz
