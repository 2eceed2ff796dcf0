// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/serverplay.h"

#include <QObject>
#include <memory>

class QMainWindow;

namespace kibitz {

class EngineLog;
class EngineLogPanel;
class Game;
class GameController;

// Games on a server (Game → Play on Server…) shown in the window as any record is: the record so
// far on the board and in the move list after every move, the server's traffic and the engine's
// in the engine log, what goes wrong in words in the status bar. A new game on the board (New
// Game, Open) or a new server play ends the one on.
class ServerPlayPresenter : public QObject
{
    Q_OBJECT
public:
    ServerPlayPresenter(QMainWindow *window, GameController *controller, EngineLogPanel *logs);
    ~ServerPlayPresenter() override;

    // Starts playing with the engine the words give; returns an error text, empty when started.
    QString start(const Game &game, const ServerPlay::Options &options, const QString &engineWords);

Q_SIGNALS:
    // The series ended (error empty: every game played), for the tests.
    void finished(const QString &error);

private:
    void showRecord(const Record &record);
    void addLogs();
    void stop();

    QMainWindow *m_window;
    GameController *m_controller;
    EngineLogPanel *m_logs;
    const Game *m_game = nullptr;
    std::unique_ptr<ServerPlay> m_play;
    EngineLog *m_serverLog = nullptr;
    EngineLog *m_engineLog = nullptr;
    bool m_showing = false; // the presenter puts the record on the board
};

} // namespace kibitz
