// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesetup.h"

#include "core/engine/engineregistry.h"
#include "core/game/game.h"
#include "gamecatalog.h"
#include "gameui.h"

#include <QCoreApplication>

#include <QSettings>

namespace kibitz {

namespace {
const QString bundled = QStringLiteral("bundled");
}

GameSetup GameSetup::firstStart()
{
    GameSetup setup;
    setup.gameId = gameui::games().value(0)->id();
    setup.sides = {{SideSetup::Kind::Human, {}}, {SideSetup::Kind::Engine, bundled}};
    setup.timeControl.baseMs = 5 * 60'000;
    return setup;
}

GameSetup GameSetup::load(const QSettings &settings)
{
    GameSetup setup = firstStart();
    const QString game = settings.value(QStringLiteral("newGame/game")).toString();
    if (game.isEmpty()) return setup;
    setup.gameId = game;
    const QStringList kinds = settings.value(QStringLiteral("newGame/sides")).toStringList();
    const QStringList engines = settings.value(QStringLiteral("newGame/engines")).toStringList();
    const QList<RegisteredEngine> registered = EngineRegistry::load(settings);
    setup.sides.clear();
    for (int i = 0; i < kinds.size(); ++i) {
        const bool human = kinds[i] == QLatin1String("human");
        // A registered engine edited since (its options, say) plays as it is now.
        setup.sides.append(
            {human ? SideSetup::Kind::Human : SideSetup::Kind::Engine,
             human ? QString()
                   : EngineRegistry::currentWords(registered, game, engines.value(i, bundled))});
    }
    if (auto tc = TimeControl::parse(settings.value(QStringLiteral("newGame/time")).toString()))
        setup.timeControl = *tc;
    for (const QString &text : settings.value(QStringLiteral("newGame/sideTimes")).toStringList()) {
        const std::optional<TimeControl> tc = TimeControl::parse(text);
        if (!tc) { // a control this version cannot read: the sides share the one above
            setup.sideTimeControls.clear();
            break;
        }
        setup.sideTimeControls.append(*tc);
    }
    setup.setup = settings.value(QStringLiteral("newGame/setup")).toString();
    return setup;
}

void GameSetup::save(QSettings &settings) const
{
    QStringList kinds, engines;
    for (const SideSetup &side : sides) {
        kinds << (side.kind == SideSetup::Kind::Human ? QStringLiteral("human")
                                                      : QStringLiteral("engine"));
        engines << side.engine;
    }
    settings.setValue(QStringLiteral("newGame/game"), gameId);
    settings.setValue(QStringLiteral("newGame/sides"), kinds);
    settings.setValue(QStringLiteral("newGame/engines"), engines);
    settings.setValue(QStringLiteral("newGame/time"), timeControl.toString());
    QStringList sideTimes;
    for (const TimeControl &tc : sideTimeControls)
        sideTimes << tc.toString();
    settings.setValue(QStringLiteral("newGame/sideTimes"), sideTimes);
    settings.setValue(QStringLiteral("newGame/setup"), setup);
}

std::optional<GameStart> GameSetup::toStart(QString *error) const
{
    GameStart start{gameById(gameId), setup, timeControl, {}, sideTimeControls};
    if (!start.game) {
        *error =
            QCoreApplication::translate("kibitz::MainWindow", "Kibitz does not know the game '%1'.")
                .arg(gameId);
        return std::nullopt;
    }
    for (const SideSetup &side : sides)
        start.engines.append(side.kind == SideSetup::Kind::Engine
                                 ? std::optional<QString>(side.engine)
                                 : std::nullopt);
    return start;
}

} // namespace kibitz
