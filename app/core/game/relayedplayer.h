// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/player.h"

#include <QStringList>

namespace kibitz {

// A side of a game shown here but played elsewhere (on a game server): its moves are told to it
// (play) as they come and handed to the session when it asks for them, in order; an engine's
// search infos, told too, are shown as its own. It is never a person at the board.
class RelayedPlayer : public Player
{
    Q_OBJECT
public:
    explicit RelayedPlayer(const QString &name, QObject *parent = nullptr);

    QString name() const override { return m_name; }
    bool isHuman() const override { return false; }
    void prepare() override;
    bool isReady() const override { return true; }
    void think(const SearchRequest &request) override;
    void stopThinking(bool moveNow) override;
    void gameEnded(const GameResult &, int) override {}
    void quit() override;

    // The side's next move, played elsewhere.
    void play(const QString &move);
    int pendingMoves() const { return int(m_pending.size()); }

private:
    void deliver();

    QString m_name;
    QStringList m_pending;
    bool m_thinking = false;
};

} // namespace kibitz
