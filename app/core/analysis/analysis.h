// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineinfo.h"
#include "core/engine/enginespec.h"

#include <QObject>
#include <QStringList>
#include <memory>
#include <optional>

namespace kibitz {

class EngineLog;
class EnginePlayer;
class Game;
class Position;
struct SearchRequest;

// An engine analysing the position the user looks at, outside any game: it searches until told
// to look at another position (the search is stopped and a new one started) or to stop.
// Several lines (multi-PV) where the protocol offers them.
class Analysis : public QObject
{
    Q_OBJECT
public:
    // spec must be resolved (EngineSpec::resolve).
    Analysis(const Game &game, const EngineSpec &spec, QObject *parent = nullptr);
    ~Analysis() override;

    void setMultiPv(int lines);
    int multiPv() const { return m_multiPv; }
    // Analyses the position after moves from start; a finished game's position is not searched.
    void analyse(std::shared_ptr<const Position> start, const QStringList &moves);
    // Stops searching (the engine stays running, ready for the next analyse()).
    void stop();
    QString engineName() const;
    const EngineSpec &spec() const;
    EngineLog *log() const;
    bool isSearching() const { return m_searching; }
    // The engine crashed, hung or broke the protocol: it analyses no more (failed() said why).
    bool hasFailed() const { return !m_failure.isEmpty(); }
    QString failure() const { return m_failure; }

Q_SIGNALS:
    // A search started on a position: the infos that follow are about it.
    void searchStarted(const std::shared_ptr<const kibitz::Position> &position);
    void infoReceived(const kibitz::EngineInfo &info);
    // The engine ended a search by itself (it answered with its move: it found the position
    // decided, or searched as deep as it goes); it waits for the next position.
    void searchEnded();
    void failed(const QString &why);

private:
    void startPending();

    const Game &m_game;
    EnginePlayer *m_engine;
    std::unique_ptr<SearchRequest> m_pending;    // waiting for the engine to be ready
    std::shared_ptr<const Position> m_requested; // asked for, not yet sent to the engine
    int m_multiPv = 1;
    bool m_ready = false;
    bool m_searching = false; // info is about the latest position asked for
    QString m_failure;
};

} // namespace kibitz
