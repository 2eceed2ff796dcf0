// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/analysis.h"

#include "core/engine/engineplayer.h"
#include "core/engine/searchrequest.h"
#include "core/game/position.h"

#include <utility>

namespace kibitz {

Analysis::Analysis(const Game &game, const EngineSpec &spec, QObject *parent)
    : QObject(parent), m_game(game), m_engine(new EnginePlayer(game, spec, nullptr, this))
{
    connect(m_engine, &Player::readied, this, [this] {
        m_ready = true;
        startPending();
    });
    connect(m_engine, &EnginePlayer::searchStarted, this, [this] {
        if (!m_requested) return;
        m_searching = true;
        Q_EMIT searchStarted(std::exchange(m_requested, nullptr));
    });
    // Info of a search that is being stopped is about the previous position: dropped.
    connect(m_engine, &Player::infoReceived, this, [this](const EngineInfo &info) {
        if (m_searching && !m_requested) Q_EMIT infoReceived(info);
    });
    connect(m_engine, &Player::failed, this, [this](EndReason, const QString &detail) {
        m_searching = false;
        m_requested.reset();
        m_pending.reset();
        m_failure = detail.isEmpty() ? tr("%1 stopped").arg(engineName()) : detail;
        Q_EMIT failed(m_failure);
    });
    // The search runs until stopped; a move the engine still sends then is not wanted.
    const auto answered = [this] {
        if (std::exchange(m_searching, false)) Q_EMIT searchEnded();
    };
    connect(m_engine, &Player::moveChosen, this, answered);
    connect(m_engine, &Player::resigned, this, answered);
    m_engine->prepare();
}

Analysis::~Analysis()
{
    m_engine->quit();
}

void Analysis::setMultiPv(int lines)
{
    m_multiPv = qMax(1, lines);
}

const EngineSpec &Analysis::spec() const
{
    return m_engine->spec();
}

QString Analysis::engineName() const
{
    return m_engine->name();
}

EngineLog *Analysis::log() const
{
    return m_engine->log();
}

void Analysis::analyse(std::shared_ptr<const Position> start, const QStringList &moves)
{
    if (hasFailed()) return;
    auto current = std::shared_ptr<Position>(start->clone());
    for (const QString &move : moves) {
        if (!current->isLegal(move)) return;
        current->play(move);
    }
    stop();
    if (current->result().isOver() || current->legalMoves().isEmpty()) return;
    m_pending = std::make_unique<SearchRequest>();
    m_pending->start = std::move(start);
    m_pending->moves = moves;
    m_pending->current = current;
    m_pending->kind = SearchRequest::Kind::Analysis; // until stopped: no time
    m_pending->multiPv = m_multiPv;
    startPending();
}

void Analysis::startPending()
{
    if (!m_ready || !m_pending) return;
    const std::unique_ptr<SearchRequest> request = std::move(m_pending);
    m_requested = request->current;
    // While the last search is being stopped the engine keeps this request and sends it when
    // the stopped search has answered; searchStarted tells when.
    m_engine->think(*request);
}

void Analysis::stop()
{
    m_pending.reset();
    m_requested.reset();
    if (!m_searching && !m_engine->isThinking()) return;
    m_searching = false;
    m_engine->stopThinking(false);
}

} // namespace kibitz
