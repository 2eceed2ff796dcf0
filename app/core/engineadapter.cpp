#include "engineadapter.h"

#include "game.h"

namespace kibitz {

EngineAdapter::EngineAdapter(const Game &game, QObject *parent) : QObject(parent), m_game(game) {}

void EngineAdapter::gameOver(const GameResult &, int) {}

void EngineAdapter::receiveLine(const QString &line)
{
    parseLine(line);
}

void EngineAdapter::send(const QString &line)
{
    Q_EMIT lineSent(line);
}

void EngineAdapter::completeHandshake()
{
    if (m_handshakeDone) return;
    m_handshakeDone = true;
    Q_EMIT handshakeCompleted();
}

void EngineAdapter::startSearch(int sideToMove)
{
    m_searching = true;
    m_searchSide = sideToMove;
}

void EngineAdapter::finishSearch()
{
    m_searching = false;
}

Score EngineAdapter::toFirstPlayerView(const Score &engineScore) const
{
    return m_game.team(m_searchSide) == 0 ? engineScore : engineScore.negated();
}

} // namespace kibitz
