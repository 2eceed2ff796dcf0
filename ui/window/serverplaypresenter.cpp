// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverplaypresenter.h"

#include "core/engine/enginebuilder.h"
#include "core/engine/enginelog.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "core/game/humanplayer.h"
#include "core/play/gamecontroller.h"
#include "core/play/servergamemirror.h"
#include "core/play/session.h"
#include "panels/enginelogpanel.h"

#include <QMainWindow>
#include <QStatusBar>

namespace kibitz {

ServerPlayPresenter::ServerPlayPresenter(QMainWindow *window, GameController *controller,
                                         EngineLogPanel *logs)
    : QObject(window), m_window(window), m_controller(controller), m_logs(logs)
{
    // The window clears the log view whenever the board gets a game; the server's and the
    // engine's logs go back in. Another game on the board ends the server play.
    connect(controller, &GameController::replaced, this, [this] {
        if (!m_showing) return stop();
        addLogs();
    });
}

ServerPlayPresenter::~ServerPlayPresenter() = default;

QString ServerPlayPresenter::start(const Game &game, const ServerPlay::Options &options,
                                   const QString &engineWords)
{
    QString error;
    std::optional<EngineSpec> spec;
    if (!engineWords.isEmpty()) {
        spec = EngineBuilder().spec(engineWords, game, &error);
        if (!spec) return error;
    }
    stop();
    m_game = &game;
    m_options = options;
    m_serverLog = new EngineLog(this);
    m_engineLog = spec ? new EngineLog(this) : nullptr;
    EngineLog *engineLog = m_engineLog;
    m_play = game.createServerPlay(options, [this, &game, spec, engineLog, id = options.id] {
        Player *player = spec ? static_cast<Player *>(new EnginePlayer(game, *spec, engineLog))
                              : new HumanPlayer(id);
        if (m_mirror) m_mirror->setLocalPlayer(player);
        return player;
    });
    if (!m_play) return tr("%1 is not played on servers.").arg(game.displayName());
    m_mirror = new ServerGameMirror(game, m_play.get(), options.marginMs, this);
    connect(m_mirror, &ServerGameMirror::sessionMade, this, [this](Session *session) {
        m_showing = true;
        m_controller->startSession(std::unique_ptr<Session>(session));
        m_showing = false;
    });
    connect(m_mirror, &ServerGameMirror::leftAtBoard, this, &ServerPlayPresenter::stop);
    connectPlay(m_play.get());
    m_error.clear();
    setPhase(Phase::Connecting);
    m_play->start();
    return {};
}

void ServerPlayPresenter::connectPlay(ServerPlay *play)
{
    connect(play, &ServerPlay::stateChanged, this, [this](ServerPlay::State state) {
        setPhase(state == ServerPlay::State::Connecting ? Phase::Connecting
                 : state == ServerPlay::State::Waiting  ? Phase::Waiting
                                                        : Phase::Playing);
    });
    connect(play, &ServerPlay::lineLogged, m_serverLog, [this](bool sent, const QString &line) {
        sent ? m_serverLog->logSent(line) : m_serverLog->logReceived(line);
    });
    connect(play, &ServerPlay::gameFinished, this,
            [this](const Record &record, const QString &path) {
                setPhase(Phase::Over);
                const QString result = record.result().detail;
                m_window->statusBar()->showMessage(
                    path.isEmpty()
                        ? tr("Game %1 on the server: %2").arg(m_play->gamesPlayed()).arg(result)
                        : tr("Game %1 on the server: %2 (saved to %3)")
                              .arg(m_play->gamesPlayed())
                              .arg(result, path));
            });
    connect(play, &ServerPlay::noticed, this,
            [this](const QString &text) { m_window->statusBar()->showMessage(text); });
    connect(play, &ServerPlay::finished, this, [this](const QString &error) {
        if (!error.isEmpty()) {
            m_error = error;
            setPhase(Phase::Failed);
            m_window->statusBar()->showMessage(tr("Server play ended: %1").arg(error));
        }
        m_play->disconnect(this);
        m_play.release()->deleteLater();
        Q_EMIT finished(error);
    });
}

void ServerPlayPresenter::setPhase(Phase phase)
{
    m_phase = phase;
    Q_EMIT statusChanged();
}

QString ServerPlayPresenter::statusText() const
{
    const QString host = m_options.host;
    switch (m_phase) {
    case Phase::None:
        return {};
    case Phase::Connecting:
        return tr("Connecting to %1:%2 …").arg(host).arg(m_options.port);
    case Phase::Waiting:
        return tr("Logged in to %1 as %2: waiting for a game …").arg(host, m_options.id);
    case Phase::Playing: {
        const Session *session = m_mirror ? m_mirror->session() : nullptr;
        if (!session || !m_play || m_controller->session() != session) return {};
        const int me = m_play->mySide();
        const int opponent = (me + 1) % m_game->playerCount();
        return tr("On %1, playing %2 against %3 — %4")
            .arg(host, m_game->sideName(me), m_controller->playerName(opponent),
                 m_controller->statusText());
    }
    case Phase::Over:
        return tr("Game over on %1: %2").arg(host, m_controller->statusText());
    case Phase::Failed:
        return tr("Server play ended: %1").arg(m_error);
    }
    return {};
}

void ServerPlayPresenter::addLogs()
{
    if (!m_serverLog) return;
    m_logs->addLog(m_serverLog, tr("CSA server"));
    if (m_engineLog) m_logs->addLog(m_engineLog, tr("Engine"));
}

void ServerPlayPresenter::stop()
{
    if (m_mirror) {
        m_mirror->disconnect(this);
        m_mirror->leave(tr("the server play was stopped"));
        m_mirror->deleteLater();
    }
    if (m_play) {
        m_play->disconnect(this);
        m_play.release()->deleteLater();
    }
    m_logs->removeLog(m_serverLog);
    m_logs->removeLog(m_engineLog);
    // After the play (deleted later too): its engine may still write to its log as it goes.
    if (m_serverLog) m_serverLog->deleteLater();
    if (m_engineLog) m_engineLog->deleteLater();
    m_serverLog = m_engineLog = nullptr;
    setPhase(Phase::None);
}

} // namespace kibitz
