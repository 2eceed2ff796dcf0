// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/searchhistory.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

namespace kibitz {

class EngineAdapter;
class EngineLog;
class EnginePlayer;
class EngineProcess;

// Where a person talks to a running engine (the engine log's command line): a line typed goes to
// the engine as it is and into the log marked as typed; the protocol's command words, from the
// adapter, are offered to complete it. It also keeps the engine's search over time for the log's
// chart. Its player makes it and sets it on the player's log; it lives as long as the player.
class EngineConsole : public QObject
{
    Q_OBJECT
public:
    EngineConsole(EnginePlayer *player, EngineProcess *process);
    ~EngineConsole() override;

    // Whether the engine runs, so that a line can go to it.
    bool isOpen() const;
    QStringList commandWords() const;
    // Sends line to the engine as typed, logged as the person's; false when the engine is not
    // running (nothing is sent or logged).
    bool send(const QString &line);
    const SearchHistory &history() const { return m_history; }

Q_SIGNALS:
    void openChanged(bool open);
    void historyChanged();

private:
    QPointer<EngineLog> m_log; // the player's own log may go before this
    EngineAdapter *m_adapter;
    EngineProcess *m_process;
    SearchHistory m_history;
};

} // namespace kibitz
