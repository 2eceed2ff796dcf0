// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/serverplay.h"
#include "shogi/csaclient.h"
#include "shogi/csagame.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <functional>

namespace kibitz {
class Game;
}

namespace kibitz::shogi {

// Plays a series of games on a CSA server as one local player (an engine or a person), as
// ShogiHome's bridge does: connects and logs in, agrees to the game offered, plays it (CsaGame),
// saves its record, and for the next game logs in again on a new connection (Floodgate closes the
// connection after each game; in plain 1.2.1 mode Kibitz logs out). A connection lost or refused is
// tried again after a delay, a few times. The same engine process plays every game unless it is
// to be started afresh for each.
class CsaSession : public ServerPlay
{
    Q_OBJECT
public:
    enum class Mode { Csa121, Floodgate, X1 };
    struct Options
    {
        QString host = QStringLiteral("127.0.0.1");
        quint16 port = 4081;
        QString id;
        QString password; // Floodgate and shogi-server: GAMENAME,PASSWORD
        Mode mode = Mode::Floodgate;
        int repeat = 1;
        bool restartPlayerEveryGame = false;
        int reconnectDelayMs = 5000;
        int reconnectAttempts = 3; // in a row, before the series gives up
        CsaClient::KeepAlive keepAlive;
        CsaGame::Options game;
        QString outDir; // empty: records are not saved
        QString nameTemplate =
            QStringLiteral("{date}-{gameid}.kif"); // {date} {gameid} {sente} {gote}
    };
    // The generic options (the cli's, the window's) in a CSA server's terms: mode "floodgate",
    // "x1" or anything else for plain 1.2.1.
    static Options fromServerOptions(const ServerPlay::Options &options);

    CsaSession(const Game &game, const Options &options, PlayerFactory factory,
               QObject *parent = nullptr);
    ~CsaSession() override;

    void start() override;
    int gamesPlayed() const override { return m_played; }
    State state() const override { return m_state; }
    int mySide() const override;
    QList<TimeControl> timeControls() const override;
    QList<qint64> remainingMs() const override;
    // The file name a record is saved under, from the template.
    static QString recordFileName(const QString &nameTemplate, const CsaGameSummary &summary,
                                  const QDateTime &when);

private:
    void connectAndLogin();
    void onSummary(const CsaGameSummary &summary);
    void agreeWhenReady();
    void onGameEnded();
    void onDisconnected(const QString &why);
    void ensurePlayer();
    void end(const QString &error);
    void setState(State state);
    QString saveRecord(const Record &record);

    const Game &m_gameRules;
    Options m_options;
    PlayerFactory m_factory;
    CsaClient *m_client;
    QPointer<Player> m_player;
    QPointer<CsaGame> m_game;
    QTimer m_retry;
    int m_played = 0;
    int m_failures = 0;
    int m_fresh = 0; // games played when the player last started a game
    bool m_ended = false;
    bool m_loggedIn = false;
    bool m_agreePending = false; // a game offered, not yet agreed to
    State m_state = State::Connecting;
};

} // namespace kibitz::shogi
