// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/engineplayer.h"

#include "core/engine/engineadapter.h"
#include "core/engine/engineconsole.h"
#include "core/engine/enginelog.h"
#include "core/engine/engineprocess.h"
#include "core/engine/harnesslatency.h"
#include "core/game/game.h"
#include "core/game/position.h"

namespace kibitz {

EnginePlayer::EnginePlayer(const Game &game, const EngineSpec &spec, EngineLog *log,
                           QObject *parent)
    : Player(parent), m_game(game), m_spec(spec), m_log(log ? log : new EngineLog(this)),
      m_process(new EngineProcess(this)), m_adapter(game.createAdapter(spec.protocol))
{
    m_timer.setSingleShot(true);
    Q_ASSERT(m_adapter);
    m_log->setOutputIsTlf(m_adapter->outputIsTlf());

    connect(m_adapter.get(), &EngineAdapter::lineSent, this, [this](const QString &line) {
        m_log->logSent(line);
        m_process->writeLine(line);
    });
    connect(m_process, &EngineProcess::lineReceived, this, [this](const QString &line) {
        m_log->logReceived(line);
        m_adapter->receiveLine(line);
    });
    connect(m_process, &EngineProcess::stderrLineReceived, m_log, &EngineLog::logStderr);
    connect(m_process, &EngineProcess::outputProblemFound, m_log, &EngineLog::logError);
    connect(m_adapter.get(), &EngineAdapter::protocolErrorDetected, m_log, &EngineLog::logError);
    connect(m_process, &EngineProcess::failedToStart, this, [this](const QString &error) {
        fail(EndReason::EngineCrash, tr("%1 could not start: %2").arg(m_spec.command, error));
    });
    connect(m_process, &EngineProcess::exited, this, &EnginePlayer::onExited);

    connectAdapter();
    new EngineConsole(this, m_process); // the person's line to the engine, offered by its log
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_state == State::Starting) {
            const QString step = m_adapter->handshakeStep();
            fail(EndReason::EngineStall, step.isEmpty()
                                             ? tr("%1 did not finish the %2 handshake within %3 s")
                                                   .arg(name(), m_spec.protocol)
                                                   .arg(m_timeouts.handshakeMs / 1000.0)
                                             : tr("%1 did not answer %2 within %3 s")
                                                   .arg(name(), step)
                                                   .arg(m_timeouts.handshakeMs / 1000.0));
        } else if (m_state == State::Stopping) {
            fail(EndReason::EngineStall, tr("%1 did not answer stop within %2 s; killed")
                                             .arg(name())
                                             .arg(m_timeouts.stopMs / 1000.0));
        }
    });
}

void EnginePlayer::connectAdapter()
{
    auto onReady = [this] {
        if (m_state != State::Starting) return;
        m_timer.stop();
        m_state = State::Ready;
        Q_EMIT readied();
    };
    connect(m_adapter.get(), &EngineAdapter::handshakeCompleted, this, onReady);
    connect(m_adapter.get(), &EngineAdapter::newGameReadied, this, onReady);
    connect(m_adapter.get(), &EngineAdapter::handshakeProgressed, this, [this] {
        if (m_state == State::Starting) m_timer.start(m_timeouts.handshakeMs);
    });
    connect(m_adapter.get(), &EngineAdapter::optionRefused, this,
            [this](const QString &option, const QString &why) {
                m_refused << QStringLiteral("%1: %2").arg(option, why);
                m_log->logError(tr("option %1 not sent: %2").arg(option, why));
            });
    connect(m_adapter.get(), &EngineAdapter::mateSearchFinished, this,
            [this](const MateResult &result) {
                if (!isThinking() || !m_mateSearch) return;
                searchEnded();
                Q_EMIT mateSearchFinished(result);
            });
    connect(m_adapter.get(), &EngineAdapter::infoReceived, this, [this](const EngineInfo &info) {
        if (isThinking()) Q_EMIT infoReceived(info);
    });
    connect(m_adapter.get(), &EngineAdapter::bestMoveReceived, this, &EnginePlayer::onBestMove);
    connect(m_adapter.get(), &EngineAdapter::unreadableMoveReceived, this,
            [this](const QString &text) {
                m_log->logError(tr("not a move: %1").arg(text));
                if (m_state == State::Pondering) {
                    m_heldAnswer = text; // judged (as illegal) if the expected reply comes
                    return;
                }
                if (!isThinking()) return;
                const bool wanted = m_wantMove;
                searchEnded();
                if (wanted)
                    Q_EMIT failed(
                        EndReason::IllegalMove,
                        tr("%1 sent a move that cannot be read: '%2'").arg(name(), text.left(80)));
            });
    connect(m_adapter.get(), &EngineAdapter::resigned, this, &EnginePlayer::onResigned);
}

EnginePlayer::~EnginePlayer()
{
    // Signals from a dying process must not reach a half-destroyed player.
    m_process->disconnect(this);
}

void EnginePlayer::setHarnessLatency(HarnessLatency *latency)
{
    if (!m_latency)
        connect(m_process, &EngineProcess::inputWritten, this, [this](qint64 handedNs) {
            if (const qint64 read = std::exchange(m_requestForMoveReadNs, 0))
                m_latency->record(handedNs - read);
        });
    m_latency = latency;
}

QString EnginePlayer::name() const
{
    if (!m_spec.name.isEmpty()) return m_spec.name;
    if (!m_adapter->engineName().isEmpty()) return m_adapter->engineName();
    return m_spec.displayName();
}

void EnginePlayer::prepare()
{
    if (m_state != State::Idle) return;
    m_state = State::Starting;
    m_log->logNote(tr("starting %1").arg(m_spec.toText()));
    m_process->start({m_spec.command, m_spec.arguments, m_spec.workingDirectory});
    m_timer.start(m_timeouts.handshakeMs);
    m_adapter->setConfiguredOptions(m_spec.options);
    m_adapter->begin();
}

void EnginePlayer::prepareNewGame()
{
    if (m_state == State::Stopping) {
        m_newGameWanted = true;
        return;
    }
    if (m_state != State::Ready) return;
    m_newGameWanted = false;
    m_state = State::Starting;
    m_timer.start(m_timeouts.handshakeMs);
    m_adapter->prepareNewGame();
}

void EnginePlayer::think(const SearchRequest &request)
{
    if (m_state == State::Pondering) {
        if (m_ponderRequest && request.kind == SearchRequest::Kind::Move &&
            request.moves == m_ponderRequest->moves) {
            // The expected reply came: the ponder search becomes this turn's search.
            m_state = State::Thinking;
            m_wantMove = true;
            m_ponderRequest.reset();
            Q_EMIT searchStarted();
            if (const std::optional<QString> held = std::exchange(m_heldAnswer, std::nullopt)) {
                m_log->logNote(tr("the answer given while pondering is played"));
                m_state = State::Ready;
                if (*held == u"resign")
                    Q_EMIT resigned();
                else
                    Q_EMIT moveChosen(*held);
                return;
            }
            // Taken before the request goes out: the process may report it written at once.
            if (m_latency) m_requestForMoveReadNs = m_latency->takeMoveRead();
            m_adapter->ponderHit(request);
            return;
        }
        // Another reply: the ponder search is stopped, its move dropped, and this one sent.
        m_pending = request;
        m_wantMove = false;
        m_ponderRequest.reset();
        m_state = State::Stopping;
        if (m_heldAnswer) {
            m_heldAnswer.reset();
            searchEnded();
            return;
        }
        m_adapter->stop();
        m_timer.start(m_timeouts.stopMs);
        return;
    }
    if (m_state == State::Stopping) {
        m_pending = request;
        return;
    }
    if (m_state != State::Ready) return;
    m_state = State::Thinking;
    m_wantMove = true;
    // Taken before the request goes out: the process may report it written at once.
    if (m_latency) m_requestForMoveReadNs = m_latency->takeMoveRead();
    m_adapter->go(request);
    Q_EMIT searchStarted();
}

void EnginePlayer::opponentToMove(const SearchRequest &request)
{
    if (m_state != State::Ready || !m_adapter->pondersEnabled() || !request.current) return;
    const QString expected = m_adapter->ponderMove();
    if (expected.isEmpty() || request.kind != SearchRequest::Kind::Move) return;
    if (!request.current->isLegal(expected)) {
        m_log->logError(
            tr("the expected reply %1 is not a legal move; not pondered").arg(expected));
        return;
    }
    std::unique_ptr<Position> after = request.current->clone();
    after->play(expected);
    if (after->result().isOver()) return; // nothing to search after it
    SearchRequest ponder = request;
    ponder.moves << expected;
    ponder.current = std::shared_ptr<const Position>(std::move(after));
    ponder.kind = SearchRequest::Kind::Ponder;
    // Searched as the engine's own turn: its own control (the sides' may differ).
    ponder.timeControl = ponder.timeControlOf(ponder.current->sideToMove());
    m_ponderRequest = ponder;
    m_heldAnswer.reset();
    m_state = State::Pondering;
    m_adapter->go(ponder);
}

void EnginePlayer::searchMate(SearchRequest request)
{
    if (m_state != State::Ready) return;
    request.kind = SearchRequest::Kind::Mate;
    m_state = State::Thinking;
    m_wantMove = true;
    m_mateSearch = true;
    m_adapter->go(request);
    Q_EMIT searchStarted();
}

void EnginePlayer::onResigned()
{
    if (m_state == State::Pondering) {
        m_heldAnswer = QStringLiteral("resign");
        return;
    }
    if (!isThinking()) return;
    const bool wanted = m_wantMove;
    searchEnded();
    if (wanted) Q_EMIT resigned();
}

void EnginePlayer::searchEnded()
{
    m_mateSearch = false;
    m_timer.stop();
    m_state = State::Ready;
    if (m_pending) {
        const SearchRequest request = *std::exchange(m_pending, std::nullopt);
        think(request);
    } else if (m_newGameWanted) {
        prepareNewGame();
    }
}

void EnginePlayer::stopThinking(bool moveNow)
{
    if (m_state == State::Pondering) {
        // The game no longer goes on from the expected reply (it ended, or it was paused).
        m_ponderRequest.reset();
        m_wantMove = false;
        m_state = State::Stopping;
        if (std::exchange(m_heldAnswer, std::nullopt)) {
            searchEnded();
            return;
        }
        m_adapter->stop();
        m_timer.start(m_timeouts.stopMs);
        return;
    }
    m_wantMove = moveNow;
    if (!moveNow) m_pending.reset();
    if (m_state != State::Thinking) return;
    m_state = State::Stopping;
    m_adapter->stop();
    m_timer.start(m_timeouts.stopMs);
}

void EnginePlayer::onBestMove(const QString &move)
{
    if (m_state == State::Pondering) {
        m_heldAnswer = move;
        return;
    }
    if (!isThinking()) {
        m_log->logNote(tr("a best move arrived while no search was running; ignored"));
        return;
    }
    const bool wanted = m_wantMove;
    searchEnded();
    if (!wanted) return;
    // The next mover's request, sent within this emission, is timed from this read.
    HarnessLatency *latency = m_latency;
    if (latency) latency->markMoveRead(m_process->lastReadNs());
    Q_EMIT moveChosen(move);
    if (latency) latency->handOverDone();
}

void EnginePlayer::gameEnded(const GameResult &result, int mySide)
{
    if (m_state == State::Ready || isThinking() || isPondering())
        m_adapter->gameOver(result, mySide);
}

void EnginePlayer::quit()
{
    if (m_state == State::Quitting) return;
    m_timer.stop();
    const bool running = m_process->isRunning();
    m_state = State::Quitting;
    if (!running) {
        QTimer::singleShot(0, this, &EnginePlayer::quitCompleted);
        return;
    }
    m_adapter->quit();
    m_process->shutDown(m_timeouts.quitMs);
}

void EnginePlayer::fail(EndReason reason, const QString &detail)
{
    if (m_state == State::Failed) return;
    m_timer.stop();
    m_state = State::Failed;
    m_log->logError(detail);
    m_process->kill();
    Q_EMIT failed(reason, detail);
}

void EnginePlayer::onExited(int code, bool crashed)
{
    if (m_state == State::Quitting || m_state == State::Failed) {
        m_log->logNote(code == 0 ? tr("the engine quit normally")
                                 : tr("the engine ended with exit status %1").arg(code));
        if (m_state == State::Quitting) Q_EMIT quitCompleted();
        return;
    }
    fail(EndReason::EngineCrash, crashed ? tr("%1 crashed").arg(name())
                                         : tr("%1 exited with code %2").arg(name()).arg(code));
}

} // namespace kibitz
