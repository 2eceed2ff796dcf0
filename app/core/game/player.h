// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineinfo.h"
#include "core/engine/searchrequest.h"
#include "core/game/gameresult.h"

#include <QObject>

namespace kibitz {

// A side of a game: a human at the board, or an engine. The session asks the side to move for a
// move with think() and hears back through the signals.
class Player : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    virtual QString name() const = 0;
    virtual bool isHuman() const = 0;
    // Gets ready to play (an engine starts and shakes hands); readied follows.
    virtual void prepare() = 0;
    virtual bool isReady() const = 0;
    virtual void think(const SearchRequest &request) = 0;
    // Another side is to move in request.current: an engine may ponder meanwhile.
    virtual void opponentToMove(const SearchRequest &request) { Q_UNUSED(request); }
    // The game no longer wants a move from this player (game over, takeback, move now).
    // With moveNow an engine is asked to answer at once and its move is still wanted.
    virtual void stopThinking(bool moveNow) = 0;
    virtual void gameEnded(const GameResult &result, int mySide) = 0;
    // Leaves: an engine is sent quit and killed if it lingers.
    virtual void quit() = 0;

Q_SIGNALS:
    void readied();
    void moveChosen(const QString &move);
    void resigned();
    void infoReceived(const kibitz::EngineInfo &info);
    // The player can no longer play (crash, stall, could not start).
    void failed(kibitz::EndReason reason, const QString &detail);
    // After quit(): the player is gone (an engine's process has ended).
    void quitCompleted();
};

} // namespace kibitz
