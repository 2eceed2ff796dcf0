// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/relayedplayer.h"

#include <QTimer>

namespace kibitz {

RelayedPlayer::RelayedPlayer(const QString &name, QObject *parent) : Player(parent), m_name(name) {}

void RelayedPlayer::prepare()
{
    QTimer::singleShot(0, this, &RelayedPlayer::readied);
}

void RelayedPlayer::think(const SearchRequest &)
{
    m_thinking = true;
    deliver();
}

void RelayedPlayer::stopThinking(bool)
{
    m_thinking = false;
}

void RelayedPlayer::quit()
{
    QTimer::singleShot(0, this, &RelayedPlayer::quitCompleted);
}

void RelayedPlayer::play(const QString &move)
{
    m_pending << move;
    deliver();
}

void RelayedPlayer::deliver()
{
    if (!m_thinking || m_pending.isEmpty()) return;
    // Queued: the session hears the move after it has finished asking for it.
    QTimer::singleShot(0, this, [this] {
        if (!m_thinking || m_pending.isEmpty()) return;
        m_thinking = false;
        Q_EMIT moveChosen(m_pending.takeFirst());
    });
}

} // namespace kibitz
