// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/timecontrol.h"
#include "core/record/record.h"

#include <QObject>
#include <QString>
#include <functional>

namespace kibitz {

class Player;

// Games played on a game server (shogi's CSA servers: Floodgate, shogi-server) by one local
// player, an engine or a person. The game makes it (Game::createServerPlay); generic code (the
// cli, the window) starts it and hears how it goes.
class ServerPlay : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString host;
        quint16 port = 0;
        QString id;
        QString password;
        QString mode; // the server protocol's own words ("floodgate", "1.2.1", "x1" for CSA)
        int repeat = 1;
        bool restartPlayerEveryGame = false;
        qint64 marginMs = 0;      // taken off the player's own time
        bool earlyPonder = false; // an engine ponders at once after its move (ShogiHome's)
        QString outDir;           // empty: records are not saved
        QString nameTemplate;
    };
    using PlayerFactory = std::function<Player *()>;
    // Where the series is: connecting (and logging in), logged in and waiting for a game to be
    // offered and begun, playing one.
    enum class State { Connecting, Waiting, Playing };
    Q_ENUM(State)

    using QObject::QObject;
    virtual void start() = 0;
    virtual int gamesPlayed() const = 0;
    virtual State state() const = 0;
    // The game on (or the last one): the local player's side, each side's time control, each
    // side's time left as the server counts it after the last move.
    virtual int mySide() const = 0;
    virtual QList<TimeControl> timeControls() const = 0;
    virtual QList<qint64> remainingMs() const = 0;

Q_SIGNALS:
    void stateChanged(kibitz::ServerPlay::State state);
    // Every line on the wire, sent (a password masked) or received, for the log.
    void lineLogged(bool sent, const QString &line);
    // The game on changed: it started, or a move was played (the window shows the record so far).
    void recordChanged(const kibitz::Record &record);
    void gameFinished(const kibitz::Record &record, const QString &savedPath);
    // Something the user should know, translated: a lost connection, a refused login …
    void noticed(const QString &text);
    // Every game played, or it could not go on (error says why).
    void finished(const QString &error);
};

} // namespace kibitz
