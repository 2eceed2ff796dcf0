// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/matchworker.h"
#include "core/tournament/openingbook.h"

#include <QHash>
#include <QMutex>

#include <functional>
#include <optional>

namespace kibitz {

// The schedule of a match, handed out a game at a time to the workers that ask, from any
// thread (issue 24): a worker whose game is over takes its next one at once, with no round trip
// to the runner's thread between games (about 100 µs a game, which at fast time controls is a
// few per cent of the run). Thread-safe.
class GameDispenser
{
public:
    struct Config
    {
        const Game *game = nullptr;
        QList<ScheduledGame> games; // to play, in order
        std::optional<OpeningBook> openings;
        QString setup; // the start without a book
        // The start is drawn at random (goita's deal): drawn once per pair, so that both games of
        // a pair have it, and written as the opening's text (--resume reads it back).
        bool drawnStart = false;
        // The starts drawn for pairs of an earlier run (--resume), by pair.
        QHash<int, QString> drawnStarts;
        // Where a game's record goes, by its number; empty for none. Called under the lock.
        std::function<QString(int game)> recordPath;
    };

    explicit GameDispenser(Config config);

    // The next game to play, or none: every game handed out, paused, or closed.
    std::optional<MatchWorker::Order> take();
    // No game handed out while paused (a worker that asks then waits for the runner).
    void setPaused(bool paused);
    // No game handed out any more (the run stops).
    void close();
    // Whether a game is left to hand out (paused or not; none once closed).
    bool hasMore() const;

private:
    MatchWorker::Order orderFor(const ScheduledGame &scheduled);

    mutable QMutex m_mutex;
    Config m_config;
    qsizetype m_next = 0; // into m_config.games
    bool m_paused = false;
    bool m_closed = false;
};

} // namespace kibitz
