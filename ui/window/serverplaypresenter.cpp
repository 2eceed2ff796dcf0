// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverplaypresenter.h"

#include "core/engine/enginebuilder.h"
#include "core/engine/enginelog.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "core/play/gamecontroller.h"
#include "panels/enginelogpanel.h"

#include <QMainWindow>
#include <QStatusBar>

namespace kibitz {

ServerPlayPresenter::ServerPlayPresenter(QMainWindow *window, GameController *controller,
                                         EngineLogPanel *logs)
    : QObject(window), m_window(window), m_controller(controller), m_logs(logs)
{
    // The window clears the log view whenever the board gets a record; the server's and the
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
    std::optional<EngineSpec> spec = EngineBuilder().spec(engineWords, game, &error);
    if (!spec) return error;
    stop();
    m_game = &game;
    m_serverLog = new EngineLog(this);
    m_engineLog = new EngineLog(this);
    EngineLog *engineLog = m_engineLog;
    m_play = game.createServerPlay(options, [&game, spec = *spec, engineLog] {
        return new EnginePlayer(game, spec, engineLog);
    });
    if (!m_play) return tr("%1 is not played on servers.").arg(game.displayName());
    ServerPlay *play = m_play.get();
    connect(play, &ServerPlay::lineLogged, m_serverLog, [this](bool sent, const QString &line) {
        sent ? m_serverLog->logSent(line) : m_serverLog->logReceived(line);
    });
    connect(play, &ServerPlay::recordChanged, this, &ServerPlayPresenter::showRecord);
    connect(play, &ServerPlay::gameFinished, this,
            [this](const Record &record, const QString &path) {
                showRecord(record);
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
        if (!error.isEmpty())
            m_window->statusBar()->showMessage(tr("Server play ended: %1").arg(error));
        m_play.release()->deleteLater();
        Q_EMIT finished(error);
    });
    m_window->statusBar()->showMessage(
        tr("Connecting to %1:%2 …").arg(options.host).arg(options.port));
    play->start();
    return {};
}

void ServerPlayPresenter::showRecord(const Record &record)
{
    m_showing = true;
    m_controller->showRecord(*m_game, record.clone(), QString());
    m_controller->showPly(int(record.mainLine().size()));
    m_showing = false;
    if (!record.result().isOver())
        m_window->statusBar()->showMessage(
            tr("Playing on the server: %1 — %2, move %3")
                .arg(record.headerValue(header::player(0)), record.headerValue(header::player(1)))
                .arg(record.mainLine().size()));
}

void ServerPlayPresenter::addLogs()
{
    if (!m_serverLog) return;
    m_logs->addLog(m_serverLog, tr("CSA server"));
    m_logs->addLog(m_engineLog, tr("Engine"));
}

void ServerPlayPresenter::stop()
{
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
}

} // namespace kibitz
