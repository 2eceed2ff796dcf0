// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <memory>

namespace kibitz {

class EngineAdapter;
class Game;

// One engine protocol a game speaks: a row of its Game::protocolTable(). Adding a protocol to
// a game is one such row in the game's file, e.g.
//   Protocol::of<UsiAdapter>(QStringLiteral("usi"), tr("USI"))
struct Protocol
{
    using Factory = std::unique_ptr<EngineAdapter> (*)(const Game &game);

    QString id;          // "usi", "gomocup" …: an engine's proto= word, kept in the settings
    QString displayName; // translated
    Factory createAdapter = nullptr;

    template <class Adapter> static Protocol of(const QString &id, const QString &displayName)
    {
        return {id, displayName, [](const Game &game) -> std::unique_ptr<EngineAdapter> {
                    return std::make_unique<Adapter>(game);
                }};
    }
};

} // namespace kibitz
