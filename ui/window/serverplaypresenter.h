// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/serverplay.h"

#include <QObject>
#include <QPointer>
#include <memory>

class QMainWindow;

namespace kibitz {

class EngineLog;
class EngineLogPanel;
class Game;
class GameController;
class ServerGameMirror;

// Games on a server (Game → Play on Server…) shown in the window as any game is
// (ServerGameMirror): the board, where a person plays their moves, the clocks as the server
// counts them, the engine's panel, the server's traffic and the engine's in the log; the status
// line says where the series is (connecting, waiting for a game, playing, the result) and what
// goes wrong, in words. A new game on the board (New Game, Open), aborting the game, or a new
// server play ends the one on.
class ServerPlayPresenter : public QObject
{
    Q_OBJECT
public:
    ServerPlayPresenter(QMainWindow *window, GameController *controller, EngineLogPanel *logs);
    ~ServerPlayPresenter() override;

    // Starts playing with the engine the words give, or as the person at the board when they are
    // empty; returns an error text, empty when started.
    QString start(const Game &game, const ServerPlay::Options &options, const QString &engineWords);
    // The status line while a server play is shown; empty otherwise.
    QString statusText() const;

Q_SIGNALS:
    // The series ended (error empty: every game played), for the tests.
    void finished(const QString &error);
    // statusText() changed.
    void statusChanged();

private:
    enum class Phase { None, Connecting, Waiting, Playing, Over, Failed };
    void connectPlay(ServerPlay *play);
    void setPhase(Phase phase);
    void addLogs();
    void stop();

    QMainWindow *m_window;
    GameController *m_controller;
    EngineLogPanel *m_logs;
    const Game *m_game = nullptr;
    std::unique_ptr<ServerPlay> m_play;
    QPointer<ServerGameMirror> m_mirror;
    EngineLog *m_serverLog = nullptr;
    EngineLog *m_engineLog = nullptr;
    ServerPlay::Options m_options;
    Phase m_phase = Phase::None;
    QString m_error;
    bool m_showing = false; // the presenter puts the game on the board
};

} // namespace kibitz
