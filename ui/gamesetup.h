// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/timecontrol.h"
#include "core/play/gamestart.h"

#include <QList>
#include <QString>
#include <optional>

class QSettings;

namespace kibitz {

// Who plays a side: a person, or an engine given by its engine words ("bundled", or
// "cmd=… proto=…" as kibitz-cli takes them).
struct SideSetup
{
    enum class Kind { Human, Engine };
    Kind kind = Kind::Human;
    QString engine; // engine words, for Kind::Engine
    bool operator==(const SideSetup &) const = default;
};

// What the new-game dialog chooses; kept in the settings so the next game starts the same way.
struct GameSetup
{
    QString gameId;
    QList<SideSetup> sides;
    TimeControl timeControl;             // every side's, unless sideTimeControls says otherwise
    QList<TimeControl> sideTimeControls; // by side, when the sides' controls differ; else empty
    QString setup;                       // the game's setup text; empty for its standard start

    // The first start: the first game of the GUI's list, the user playing the first side against
    // the bundled engine, 5 minutes each.
    static GameSetup firstStart();
    static GameSetup load(const QSettings &settings);
    void save(QSettings &settings) const;
    // The game to start, as GameController takes it; none with *error when the game is not
    // one Kibitz knows.
    std::optional<GameStart> toStart(QString *error) const;
    bool operator==(const GameSetup &) const = default;
};

} // namespace kibitz
