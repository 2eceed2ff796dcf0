// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/engineconsole.h"

#include "core/engine/engineadapter.h"
#include "core/engine/enginelog.h"
#include "core/engine/engineplayer.h"
#include "core/engine/engineprocess.h"

namespace kibitz {

EngineConsole::EngineConsole(EnginePlayer *player, EngineProcess *process)
    : QObject(player), m_log(player->log()), m_adapter(player->adapter()), m_process(process)
{
    connect(m_process, &EngineProcess::started, this, [this] { Q_EMIT openChanged(true); });
    connect(m_process, &EngineProcess::exited, this, [this] { Q_EMIT openChanged(false); });
    connect(m_process, &EngineProcess::failedToStart, this, [this] { Q_EMIT openChanged(false); });
    connect(player, &EnginePlayer::searchStarted, this, [this] {
        m_history.startSearch();
        Q_EMIT historyChanged();
    });
    connect(m_adapter, &EngineAdapter::infoReceived, this, [this](const EngineInfo &info) {
        if (m_history.addInfo(info)) Q_EMIT historyChanged();
    });
    const auto ended = [this] {
        m_history.endSearch();
        Q_EMIT historyChanged();
    };
    connect(m_adapter, &EngineAdapter::bestMoveReceived, this, ended);
    connect(m_adapter, &EngineAdapter::resigned, this, ended);
    m_log->setConsole(this);
}

EngineConsole::~EngineConsole()
{
    // A match's log outlives each game's player: it offers no console once this one is gone.
    if (m_log && m_log->console() == this) m_log->setConsole(nullptr);
}

bool EngineConsole::isOpen() const
{
    return m_process->isRunning();
}

QStringList EngineConsole::commandWords() const
{
    return m_adapter->commandWords();
}

bool EngineConsole::send(const QString &line)
{
    if (!isOpen()) return false;
    m_log->logTyped(line);
    m_process->writeLine(line);
    return true;
}

} // namespace kibitz
