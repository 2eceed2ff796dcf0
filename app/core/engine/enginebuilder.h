// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineregistry.h"
#include "core/engine/enginespec.h"

#include <QStringList>
#include <memory>
#include <optional>

namespace kibitz {

class EnginePlayer;
class Game;

// The one way from engine words to an engine, for the window and kibitz-cli alike: conf=NAME is
// replaced by the words of the engine registered under that name, the words are parsed, then
// resolved against the game (its protocols) and the bundled-engine folder, and the program is
// looked for. Whatever is wrong is said in one error text.
class EngineBuilder
{
public:
    // The engines conf=NAME may name are read from the GUI's settings, the first time a conf=
    // word needs them.
    EngineBuilder() = default;
    // The engines conf=NAME may name, as given.
    explicit EngineBuilder(QList<RegisteredEngine> registered) : m_registered(std::move(registered))
    {}

    // The engine the words give for the game, ready to start; none, with *error, when the words
    // name no engine that can be started.
    std::optional<EngineSpec> spec(QStringList words, const Game &game, QString *error);
    // The same of words in one string, split as a shell would.
    std::optional<EngineSpec> spec(const QString &text, const Game &game, QString *error);
    // A player of that engine, not started; null with *error.
    std::unique_ptr<EnginePlayer> player(const QString &text, const Game &game, QString *error);

private:
    std::optional<QList<RegisteredEngine>> m_registered;
};

} // namespace kibitz
