// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/engineadapter.h"

#include "core/game/game.h"

#include <QCoreApplication>

namespace kibitz {

EngineAdapter::EngineAdapter(const Game &game, QObject *parent) : QObject(parent), m_game(game) {}

void EngineAdapter::gameOver(const GameResult &, int) {}

void EngineAdapter::prepareNewGame()
{
    newGame();
    Q_EMIT newGameReadied();
}

QString EngineAdapter::unlimitedTimeNote() const
{
    return tr("no time limit: it chooses its own time");
}

void EngineAdapter::receiveLine(const QString &line)
{
    parseLine(line);
}

void EngineAdapter::send(const QString &line)
{
    Q_EMIT lineSent(line);
}

void EngineAdapter::setConfiguredOptions(const QList<QPair<QString, QString>> &options)
{
    m_configured = options;
}

void EngineAdapter::sendConfiguredOptions()
{
    if (m_optionsSent) return;
    m_optionsSent = true;
    for (const auto &[name, value] : std::as_const(m_configured)) {
        if (declaresOptions()) {
            const EngineOption *option = findOption(m_declared, name);
            const QString why = option ? option->check(value)
                                       : QCoreApplication::translate("kibitz::EngineAdapter",
                                                                     "the engine has no option %1")
                                             .arg(name);
            if (!why.isEmpty()) {
                Q_EMIT optionRefused(name, why);
                continue;
            }
            setOption(option->name, value);
        } else {
            setOption(name, value);
        }
    }
}

void EngineAdapter::completeHandshake()
{
    if (m_handshakeDone) return;
    sendConfiguredOptions();
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
