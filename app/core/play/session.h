// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineinfo.h"
#include "core/game/gameclock.h"
#include "core/game/gameresult.h"
#include "core/game/player.h"
#include "core/record/record.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <memory>

namespace kibitz {

class Game;
class Position;

// The referee of one game: owns the record, the clocks and the players; asks the side to move
// for a move, checks it, and ends the game with a recorded reason (rules, resignation, time
// forfeit, illegal move, engine crash or stall, abort). The record keeps every legal move made,
// whatever ends the game.
class Session : public QObject
{
    Q_OBJECT
public:
    // start may be null for the game's standard start; tc is every side's time control.
    Session(const Game &game, std::unique_ptr<Position> start, const TimeControl &tc,
            QObject *parent = nullptr);
    ~Session() override;

    const Game &game() const { return m_game; }
    // Who ends a player: an owned one is reparented to the session and quit at the game's end; a
    // borrowed one (a match worker's engine, kept across its games) is neither, is let go at the
    // game's end (playersGone does not wait for it); it may be ready before start().
    enum class Ownership { Owned, Borrowed };
    // Set all players before start().
    void setPlayer(int side, Player *player, Ownership ownership = Ownership::Owned);
    Player *player(int side) const { return m_players.value(side); }
    // Before start(): gives a side its own time control (time odds, a person untimed against an
    // engine on a fixed time per move …), its clock reset to that control's base time. Every
    // engine is told each side's control and time left as its protocol allows; the record's
    // header names each side's control when they differ (header::timeControl(side)).
    void setTimeControl(int side, const TimeControl &tc);
    // Grace added to a side's time before it forfeits, for pipe and scheduling latency.
    void setTimeMarginMs(int ms) { m_marginMs = ms; }
    // Before start(): the clocks read this time source (a test's controllable clock).
    void setClockTimeSource(GameClock::TimeSource now) { m_clock.setTimeSource(std::move(now)); }
    // Before start(): the game is refereed elsewhere (a game server) and only shown here: no
    // flag falls, the rules end nothing (the server's verdict comes through adjudicate()), it is
    // not paused, no move is taken back, a person's clock runs from the start, and a person's
    // resignation goes there (HumanPlayer::resign) rather than end the game here.
    void setRefereedElsewhere(bool on) { m_elsewhere = on; }
    bool isRefereedElsewhere() const { return m_elsewhere; }
    // A side's time left as the referee elsewhere counts it (for the side to move, as of the
    // start of its move).
    void setRemainingMs(int side, qint64 ms) { m_clock.setRemaining(side, ms); }

    // Before start(): the moves of an unfinished game's record (one restored after Kibitz
    // stopped), with their times charged to the clocks, comments and think comments kept.
    // Returns false, having played the legal moves before it, at the first illegal one.
    bool replay(const Record &record);
    void start();
    void resign(int side);
    void abort(const QString &why);
    // Ends the game on the match runner's ruling (adjudication): a result the rules did not reach.
    void adjudicate(const GameResult &result);
    // Asks the engine to move now (GUI "Move now").
    void moveNow();
    // Takes back moves so that a human is to move again (human vs engine). Returns false when
    // nothing can be taken back.
    bool takeBack();
    void pause();
    void resume();
    bool isPaused() const { return m_paused; }
    // A person's clock waits for their first move: nobody loses time before sitting down.
    bool isWaitingForPerson() const;

    const Record &record() const { return m_record; }
    Record &record() { return m_record; }
    const Position &position() const { return *m_position; }
    const Position &startPosition() const { return *m_start; }
    QStringList moves() const { return m_moves; }
    const GameClock &clock() const { return m_clock; }
    bool isStarted() const { return m_started; }
    bool isOver() const { return m_result.isOver(); }
    const GameResult &result() const { return m_result; }
    int sideToMove() const;
    // The latest search info of the side now thinking (multipv 1).
    const EngineInfo &lastInfo(int side) const { return m_lastInfo[side]; }

Q_SIGNALS:
    void started();
    void turnStarted(int side);
    // The side to move has been asked for its move (after turnStarted, once the request is out).
    void moveRequested(int side);
    void moveMade(int side, const QString &move);
    void movesTakenBack(int count);
    // pause() or resume() took effect: while paused no side is thinking, no clock runs.
    void pausedChanged(bool paused);
    void infoReceived(int side, const kibitz::EngineInfo &info);
    void gameEnded(const kibitz::GameResult &result);
    // After the game ended, every player has left (engine processes ended): safe to delete.
    void playersGone();

private:
    void onReady();
    void requestMove();
    void onMove(int side, const QString &move);
    void onResigned(int side);
    void onFailed(int side, EndReason reason, const QString &detail);
    void onFlag();
    void end(const GameResult &result);
    void armFlagTimer();
    // Milliseconds until the side to move loses on time (the margin counted); none when it
    // cannot.
    std::optional<qint64> msToFlag() const;
    bool isTimed(int side) const;
    void writeTimeControlHeaders();
    int sideOf(QObject *player) const;

    const Game &m_game;
    // Shared with every search request: it never changes (a copy each turn cost as much as the
    // move it asked for, in a fast engine match).
    std::shared_ptr<const Position> m_start;
    std::unique_ptr<Position> m_position;
    Record m_record;
    RecordNode *m_current;
    QStringList m_moves;
    quint64 m_lineId = SearchRequest::newLineId(); // renewed when moves are taken back
    QList<TimeControl> m_timeControls; // by side, for search requests; set once the game starts
    GameClock m_clock;
    QList<QPointer<Player>> m_players;
    QList<bool> m_borrowed; // by side
    QList<EngineInfo> m_lastInfo;
    QTimer m_flagTimer;
    qint64 m_flagFiresAt = 0; // m_clock.now() when m_flagTimer fires, while it is active
    GameResult m_result;
    int m_marginMs = 200;
    int m_playersLeft = 0;
    bool m_started = false;
    bool m_paused = false;
    QList<bool> m_personMoved; // by side: a person has made a move in this game
    bool m_elsewhere = false;
};

} // namespace kibitz
