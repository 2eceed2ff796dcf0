// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/gameresult.h"
#include "core/game/serverplay.h"
#include "core/record/record.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace kibitz {

class Game;
class Player;
class RelayedPlayer;
class Session;

// The games of a series on a server (ServerPlay) shown as any game is: for each one a Session,
// refereed by the server (Session::setRefereedElsewhere), that the window takes
// (GameController::startSession). The opponent's moves, and those of an engine playing here, are
// relayed to it as the server announces them (RelayedPlayer, the engine's search infos shown as
// its own); a person plays at the board through the session's HumanPlayer, the very player that
// plays on the server. After every move the clocks are set to the server's count (the margin
// taken off the local side's time) and the moves get the server's times and the server game's
// comments; the server's verdict ends the session. A person who resigns at the board resigns on
// the server (Session::resign); a game ended at the board (aborted, another game started)
// leaves it.
class ServerGameMirror : public QObject
{
    Q_OBJECT
public:
    ServerGameMirror(const Game &game, ServerPlay *play, qint64 marginMs,
                     QObject *parent = nullptr);

    // The player of this side on the server, as the play makes it (a person, an engine).
    void setLocalPlayer(Player *player) { m_local = player; }
    // The session of the game on (or the last one), null before the first.
    Session *session() const { return m_session; }
    // Ends the session shown, if on, as left (the server play stops).
    void leave(const QString &why);

Q_SIGNALS:
    // A game started on the server: its session, not started, for the receiver to own.
    void sessionMade(kibitz::Session *session);
    // The game on the server was ended at the board (aborted): the server play is to stop.
    void leftAtBoard();

private:
    void makeSession(const Record &record);
    void relayNewMoves(const Record &record);
    void followServer();
    void finishWhenCaughtUp();
    void onSessionEnded();

    const Game &m_game;
    QPointer<ServerPlay> m_play; // it may go before the last game's verdict is shown
    qint64 m_marginMs;
    QPointer<Player> m_local;
    QPointer<Session> m_session;
    QList<QPointer<RelayedPlayer>> m_relays; // by side; none for a person's side
    Record m_server;                         // the server game's record as last announced
    int m_startSide = 0;
    int m_mySide = 0;
    int m_relayed = 0; // moves of m_server relayed (or played at the board)
    bool m_starting = false;
    bool m_serverGameOn = false;
    bool m_verdictPending = false;
};

} // namespace kibitz
