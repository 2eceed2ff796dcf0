// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/play/servergamemirror.h"

#include "core/game/game.h"
#include "core/game/position.h"
#include "core/game/relayedplayer.h"
#include "core/play/session.h"

namespace kibitz {

ServerGameMirror::ServerGameMirror(const Game &game, ServerPlay *play, qint64 marginMs,
                                   QObject *parent)
    : QObject(parent), m_game(game), m_play(play), m_marginMs(marginMs), m_server(game.id())
{
    connect(play, &ServerPlay::stateChanged, this, [this](ServerPlay::State state) {
        if (state == ServerPlay::State::Playing) m_starting = true;
    });
    connect(play, &ServerPlay::recordChanged, this, [this](const Record &record) {
        if (std::exchange(m_starting, false))
            makeSession(record);
        else
            relayNewMoves(record);
    });
    connect(play, &ServerPlay::gameFinished, this, [this](const Record &record) {
        m_serverGameOn = false;
        relayNewMoves(record);
        m_verdictPending = true;
        finishWhenCaughtUp();
    });
}

void ServerGameMirror::makeSession(const Record &record)
{
    QString error;
    std::unique_ptr<Position> start = m_game.startPosition(record.setup(), &error);
    if (!start) return; // the server's game reads it before agreeing: not reached
    m_startSide = start->sideToMove();
    const QList<TimeControl> controls = m_play->timeControls();
    auto session = std::make_unique<Session>(m_game, std::move(start), controls.value(0));
    for (int side = 1; side < controls.size(); ++side)
        session->setTimeControl(side, controls[side]);
    session->setRefereedElsewhere(true);
    session->replay(record); // the moves played before the game came here
    session->record().setHeader(header::Event, record.headerValue(header::Event));
    const int me = m_mySide = m_play->mySide();
    m_relays = QList<QPointer<RelayedPlayer>>(m_game.playerCount());
    for (int side = 0; side < m_game.playerCount(); ++side) {
        if (side == me && m_local && m_local->isHuman()) {
            session->setPlayer(side, m_local, Session::Ownership::Borrowed);
            continue;
        }
        auto *relay = new RelayedPlayer(record.headerValue(header::player(side)));
        if (side == me && m_local)
            connect(m_local, &Player::infoReceived, relay, &Player::infoReceived);
        session->setPlayer(side, relay);
        m_relays[side] = relay;
    }
    m_server = record.clone();
    m_relayed = int(record.mainLine().size());
    m_serverGameOn = true;
    m_verdictPending = false;
    m_session = session.get();
    connect(m_session, &Session::moveMade, this, [this] {
        followServer();
        finishWhenCaughtUp();
    });
    connect(m_session, &Session::gameEnded, this, &ServerGameMirror::onSessionEnded);
    followServer();
    Q_EMIT sessionMade(session.release());
}

void ServerGameMirror::relayNewMoves(const Record &record)
{
    if (!m_session) return;
    m_server = record.clone();
    const QList<RecordNode *> line = m_server.mainLine();
    // A person's moves are the session's already: they were made at the board.
    for (int i = m_relayed; i < line.size(); ++i)
        if (RelayedPlayer *relay = m_relays.value((m_startSide + i) % m_game.playerCount()))
            relay->play(line[i]->move);
    m_relayed = int(line.size());
    followServer();
}

void ServerGameMirror::followServer()
{
    if (!m_session) return;
    const QList<RecordNode *> shown = m_session->record().mainLine();
    const QList<RecordNode *> server = m_server.mainLine();
    for (int i = 0; i < qMin(shown.size(), server.size()); ++i) {
        if (shown[i]->move != server[i]->move) break;
        shown[i]->timeMs = server[i]->timeMs;
        shown[i]->comment = server[i]->comment;
        shown[i]->thinks = server[i]->thinks;
    }
    // The clocks as the server counts them once the session has every move it announced.
    if (!m_play || m_session->isOver() || m_session->moves().size() != server.size()) return;
    const QList<qint64> left = m_play->remainingMs();
    for (int side = 0; side < left.size(); ++side) {
        const qint64 margin = side == m_mySide ? m_marginMs : 0;
        m_session->setRemainingMs(side, qMax<qint64>(0, left[side] - margin));
    }
}

void ServerGameMirror::finishWhenCaughtUp()
{
    if (!m_verdictPending || !m_session || m_session->isOver()) return;
    for (const QPointer<RelayedPlayer> &relay : std::as_const(m_relays))
        if (relay && relay->pendingMoves() > 0) return; // the session asks for them first
    m_verdictPending = false;
    m_session->adjudicate(m_server.result());
}

void ServerGameMirror::onSessionEnded()
{
    if (!m_serverGameOn) return; // the server's verdict
    m_serverGameOn = false;
    Q_EMIT leftAtBoard();
}

void ServerGameMirror::leave(const QString &why)
{
    m_serverGameOn = false;
    if (m_session) m_session->abort(why);
}

} // namespace kibitz
