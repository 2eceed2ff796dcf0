// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/enginespec.h"
#include "core/game/player.h"

#include <QPointer>
#include <QTimer>
#include <memory>
#include <optional>

namespace kibitz {

class EngineAdapter;
class EngineLog;
class HarnessLatency;
class EngineProcess;
class Game;

// An engine as a player: its process, its protocol adapter, its log and the timers that keep a
// hung engine from hanging the game (handshake, stop → best move, quit → kill).
class EnginePlayer : public Player
{
    Q_OBJECT
public:
    struct Timeouts
    {
        int handshakeMs = 10'000;
        int stopMs = 2'000;
        int quitMs = 2'000;
    };

    // spec must be resolved (EngineSpec::resolve). log may be shared across games (a match);
    // when null the player keeps its own.
    EnginePlayer(const Game &game, const EngineSpec &spec, EngineLog *log = nullptr,
                 QObject *parent = nullptr);
    ~EnginePlayer() override;

    void setTimeouts(const Timeouts &t) { m_timeouts = t; }
    // Measures the harness's delay per move into latency (which must outlive the player): from
    // this engine's move read to the next search request written, whichever player sends it.
    void setHarnessLatency(HarnessLatency *latency);
    QString name() const override;
    bool isHuman() const override { return false; }
    void prepare() override;
    bool isReady() const override { return m_state == State::Ready; }
    void think(const SearchRequest &request) override;
    // Ponders on the reply the engine expects, when it may (USI_Ponder) and that reply is legal.
    void opponentToMove(const SearchRequest &request) override;
    // A mate search of request.current (its kind is set to Mate here); mateSearchFinished follows.
    void searchMate(SearchRequest request);
    void stopThinking(bool moveNow) override;
    void gameEnded(const GameResult &result, int mySide) override;
    void quit() override;
    // Between the games of a match, the engine kept: once a stopped search has answered, tells
    // the engine of a new game (EngineAdapter::prepareNewGame) within the handshake time-out;
    // readied follows, or failed.
    void prepareNewGame();
    // The engine failed (crash, stall, could not start): it plays no more.
    bool hasFailed() const { return m_state == State::Failed; }

    EngineLog *log() const { return m_log; }
    EngineAdapter *adapter() const { return m_adapter.get(); }
    const EngineSpec &spec() const { return m_spec; }
    bool isThinking() const { return m_state == State::Thinking || m_state == State::Stopping; }
    bool isPondering() const { return m_state == State::Pondering; }
    // Options the engine refused at the handshake, as "NAME: why".
    const QStringList &refusedOptions() const { return m_refused; }

Q_SIGNALS:
    // A search request has gone to the engine (think() may hold one back while the engine
    // finishes a stopped search): info from now on is about that request.
    void searchStarted();
    void mateSearchFinished(const kibitz::MateResult &result);

private:
    enum class State { Idle, Starting, Ready, Pondering, Thinking, Stopping, Failed, Quitting };
    // What the adapter reports: the handshake, options refused, info, answers.
    void connectAdapter();
    void fail(EndReason reason, const QString &detail);
    void onExited(int code, bool crashed);
    void onBestMove(const QString &move);
    void searchEnded();
    void onResigned();

    const Game &m_game;
    EngineSpec m_spec;
    EngineLog *m_log;
    EngineProcess *m_process;
    std::unique_ptr<EngineAdapter> m_adapter;
    QTimer m_timer; // handshake or stop deadline
    Timeouts m_timeouts;
    State m_state = State::Idle;
    bool m_wantMove = false; // after stopThinking(true) the move is still wanted
    // A turn asked for while a stopped search has not yet answered: sent once it has.
    std::optional<SearchRequest> m_pending;
    // The ponder search under way, and an answer the engine gave before ponderhit (it should
    // not; it is played if the reply comes as expected): a move, or "resign" for a resignation.
    std::optional<SearchRequest> m_ponderRequest;
    std::optional<QString> m_heldAnswer;
    bool m_mateSearch = false;
    bool m_newGameWanted = false; // prepareNewGame() once the stopped search has answered
    QStringList m_refused;
    HarnessLatency *m_latency = nullptr;
    qint64 m_requestForMoveReadNs = 0; // the read mark of the move this search request answers
};

} // namespace kibitz
