// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/workerengines.h"

#include "core/engine/enginelog.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"

#include <QTimer>

namespace kibitz {

WorkerEngines::WorkerEngines(const Game &game, const QList<EngineSpec> &engines,
                             bool restartEachGame, QObject *parent)
    : QObject(parent), m_game(game), m_specs(engines), m_restartEachGame(restartEachGame)
{
    for (const EngineSpec &spec : engines) {
        m_logs << new EngineLog(this);
        m_names << spec.displayName();
    }
}

WorkerEngines::~WorkerEngines() = default;

void WorkerEngines::prepare(const QList<int> &seats)
{
    m_seats.clear();
    m_readying.clear();
    QMap<int, int> copies; // by engine: how many of its processes this game has
    QList<EnginePlayer *> kept;
    for (int engine : seats) {
        const Key key{engine, copies[engine]++};
        m_seats << key;
        EnginePlayer *player = m_players.value(key);
        if (player && (m_restartEachGame || player->hasFailed())) {
            retire(player);
            player = nullptr;
        }
        if (player)
            kept << player;
        else
            newPlayer(key);
    }
    m_preparing = true;
    m_readying = QSet<EnginePlayer *>(kept.begin(), kept.end());
    for (EnginePlayer *player : std::as_const(kept))
        player->prepareNewGame();
    checkReady();
}

QList<EnginePlayer *> WorkerEngines::players() const
{
    QList<EnginePlayer *> players;
    for (const Key &key : m_seats)
        players << m_players.value(key);
    return players;
}

EnginePlayer *WorkerEngines::newPlayer(const Key &key)
{
    const int engine = key.first;
    auto *player = new EnginePlayer(m_game, m_specs[engine], m_logs[engine], this);
    if (m_latency) player->setHarnessLatency(m_latency);
    m_players.insert(key, player);
    connect(player, &EnginePlayer::readied, this, [this, player, engine] {
        m_started.insert(engine);
        if (!player->name().isEmpty()) m_names[engine] = player->name();
        if (m_readying.remove(player)) checkReady();
    });
    connect(player, &EnginePlayer::failed, this, [this, player] { onKeptFailed(player); });
    return player;
}

void WorkerEngines::onKeptFailed(EnginePlayer *player)
{
    // Failed while being told of the next game (it hung in the last one and was killed, or it
    // died): started again for it. A failure in a game is the session's to judge.
    if (!m_readying.remove(player)) return;
    const Key key = m_players.key(QPointer<EnginePlayer>(player));
    retire(player);
    newPlayer(key);
    checkReady();
}

void WorkerEngines::checkReady()
{
    if (!m_preparing || !m_readying.isEmpty()) return;
    m_preparing = false;
    Q_EMIT playersReady();
}

void WorkerEngines::retire(EnginePlayer *player)
{
    // A failed engine's process was killed; a kept one is asked to quit (and killed if it
    // lingers). Either way it is deleted once its process has ended.
    m_leaving.insert(player);
    player->disconnect(this);
    connect(player, &EnginePlayer::quitCompleted, this, [this, player] {
        m_leaving.remove(player);
        player->deleteLater();
        checkGone();
    });
    player->quit();
}

void WorkerEngines::shutDown()
{
    m_shuttingDown = true;
    m_preparing = false;
    m_readying.clear();
    for (const QPointer<EnginePlayer> &player : std::as_const(m_players))
        if (player) retire(player);
    m_players.clear();
    // Signalled from the event loop also when nothing was running.
    QTimer::singleShot(0, this, &WorkerEngines::checkGone);
}

void WorkerEngines::checkGone()
{
    if (m_shuttingDown && m_leaving.isEmpty()) {
        m_shuttingDown = false;
        Q_EMIT allGone();
    }
}

} // namespace kibitz
