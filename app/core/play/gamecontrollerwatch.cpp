// SPDX-License-Identifier: GPL-3.0-or-later
// GameController's watch mode: a game played elsewhere (a tournament's) shown read-only, and
// kept for review once it ends. Kept apart from gamecontroller.cpp, which is about the game the
// window plays.
#include "core/play/gamecontroller.h"
#include "core/play/session.h"

namespace kibitz {

void GameController::watchSession(Session *session, const QString &recordPath)
{
    if (session == m_session) return;
    // An analysis would compete with the tournament's engines for the machine.
    stopAnalysis();
    detachSession();
    m_pausedByUser = false;
    m_heldByBoard = false;
    m_watching = true;
    connectSession(session);
    // Its end is seen after the controller's own handling of it (connected first).
    connect(session, &Session::gameEnded, this, &GameController::endWatch);
    // Gone without a word (its tournament deleted): nothing of it may stay shown.
    connect(session, &QObject::destroyed, this, [this] {
        if (!m_watching) return;
        m_watching = false;
        m_hidden.setSession(nullptr);
        m_line.reset(false);
        rebuildMoves();
        Q_EMIT clockReplaced();
        Q_EMIT movesChanged();
        Q_EMIT shownChanged();
    });
    replace(session->game(), session, std::nullopt, recordPath);
    if (!session->isStarted()) return;
    // Joined in the middle: its players are known, and the side to move is thinking unless
    // the game is held.
    Q_EMIT playersReady();
    if (!session->isOver() && !session->isPaused()) {
        m_hidden.searchStarted(session->sideToMove());
        Q_EMIT turnStarted(session->sideToMove());
    }
    Q_EMIT shownChanged();
}

void GameController::endWatch()
{
    if (!m_watching || !m_session) return;
    // The session goes with its worker's next game: its record is kept here, as reviewed.
    Session *ended = m_session;
    m_loaded = ended->record().clone();
    m_endedClock = ended->clock();
    disconnect(ended, nullptr, this, nullptr);
    m_session = nullptr;
    m_watching = false;
    m_hidden.setSession(nullptr);
    rebuildMoves();
    Q_EMIT clockReplaced();
    Q_EMIT movesChanged();
    Q_EMIT shownChanged();
}

} // namespace kibitz
