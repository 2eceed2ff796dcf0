// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/enginespec.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QSet>

namespace kibitz {

class EngineLog;
class EnginePlayer;
class Game;
class HarnessLatency;

// The engine processes of one match worker: one per seat an engine takes in a game (goita's
// team engine plays two seats, so two processes), kept across the worker's games unless
// restartEachGame, and started again when one has failed (crash, hang). One log per engine.
class WorkerEngines : public QObject
{
    Q_OBJECT
public:
    WorkerEngines(const Game &game, const QList<EngineSpec> &engines, bool restartEachGame,
                  QObject *parent = nullptr);
    ~WorkerEngines() override;

    // Gets the players of a game ready, given the engine in each seat: kept ones are told of the
    // new game (a kept one that fails meanwhile is replaced), the others are made afresh, to be
    // started by the session (prepare()). playersReady follows.
    void prepare(const QList<int> &seats);
    // Every player made from now on measures its moves' hand-over into latency.
    void setHarnessLatency(HarnessLatency *latency) { m_latency = latency; }
    // The players prepared, by seat.
    QList<EnginePlayer *> players() const;
    // The engine's name as it gave it (its spec's until it has).
    QString name(int engine) const { return m_names.value(engine); }
    // Whether the engine has ever finished its handshake: a failure before that is a refusal.
    bool hasStarted(int engine) const { return m_started.contains(engine); }
    EngineLog *log(int engine) const { return m_logs.value(engine); }
    int engineCount() const { return int(m_specs.size()); }
    // Quits every engine; allGone follows once every process has ended.
    void shutDown();

Q_SIGNALS:
    void playersReady();
    void allGone();

private:
    using Key = QPair<int, int>; // the engine, and which of its processes in a game
    EnginePlayer *newPlayer(const Key &key);
    void onKeptFailed(EnginePlayer *player);
    void checkReady();
    void retire(EnginePlayer *player);
    void checkGone();

    const Game &m_game;
    QList<EngineSpec> m_specs;
    bool m_restartEachGame;
    QList<EngineLog *> m_logs;
    QStringList m_names;
    QSet<int> m_started;
    QMap<Key, QPointer<EnginePlayer>> m_players;
    QList<Key> m_seats;              // of the game being prepared
    QSet<EnginePlayer *> m_readying; // kept players not yet ready for it
    QSet<EnginePlayer *> m_leaving;  // quitting, deleted when gone
    bool m_preparing = false;
    bool m_shuttingDown = false;
    HarnessLatency *m_latency = nullptr;
};

} // namespace kibitz
