#pragma once

#include "core/engine/engineregistry.h"
#include "core/engine/enginespec.h"

#include <QStringList>
#include <optional>

namespace kibitz {
class Game;
}

namespace kibitz::cli {

// Turns the words of an --engine group into an engine for a game: conf=NAME is expanded from the
// engines registered in the GUI's Engines dialog (read once, when a group first needs them), then
// the words are parsed and resolved (a bundled engine from the program's folder).
class EngineResolver
{
public:
    // None, with *error, when the words name no engine that can be started.
    std::optional<EngineSpec> resolve(QStringList words, const Game &game, QString *error);

    // How --engine is given, for the help of every command that takes one.
    static QString help();

private:
    std::optional<QList<RegisteredEngine>> m_registered;
};

} // namespace kibitz::cli
