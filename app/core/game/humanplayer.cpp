// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/humanplayer.h"

#include <QTimer>

namespace kibitz {

HumanPlayer::HumanPlayer(const QString &name, QObject *parent) : Player(parent), m_name(name) {}

void HumanPlayer::prepare()
{
    // Queued so that every player signals readiness the same way, after prepare() returns.
    QTimer::singleShot(0, this, &HumanPlayer::readied);
}

void HumanPlayer::think(const SearchRequest &request)
{
    m_thinking = true;
    m_position = request.current;
}

void HumanPlayer::stopThinking(bool)
{
    m_thinking = false;
}

bool HumanPlayer::submitMove(const QString &move)
{
    if (!m_thinking || !m_position || !m_position->isLegal(move)) return false;
    m_thinking = false;
    Q_EMIT moveChosen(move);
    return true;
}

void HumanPlayer::quit()
{
    QTimer::singleShot(0, this, &HumanPlayer::quitCompleted);
}

void HumanPlayer::resign()
{
    m_thinking = false;
    Q_EMIT resigned();
}

} // namespace kibitz
