// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "matesearch.h"
#include "search.h"

#include "shogi/board.h"

#include <QString>
#include <QStringList>

#include <condition_variable>
#include <mutex>
#include <random>
#include <thread>

namespace kibitz::shogi::engine {

// kibitz-shogi's USI side (docs/engines/kibitz-shogi.md). Commands are read on the main thread;
// a search runs on a thread of its own, so stop, ponderhit, isready and quit act at once. A
// search that ends by itself while pondering or in `go infinite` waits for ponderhit or stop
// before it answers, as the USI spec asks.
class Engine
{
public:
    Engine();
    ~Engine();

    // One command line; false after quit.
    bool handle(const QString &line);
    static void send(const QString &line); // thread-safe, flushed

private:
    struct Clock
    {
        qint64 btime = 0, wtime = 0, byoyomi = 0, binc = 0, winc = 0;
        qint64 *field(QStringView goWord); // "btime" → &btime; nullptr for another word
    };
    void usi();
    void setOption(QStringView words);
    void position(QStringView words);
    void go(QStringView words);
    void stopSearch();    // stop and wait for the search thread
    void setDeadlines(const Clock &clock, qint64 moveTimeMs);
    void think(int maxDepth, int multiPv);
    void mate(qint64 ms);
    void playRandom();
    void finish(const QString &answer);
    static QString infoLine(const Search::Progress &p, std::size_t rank, int multiPv);

    Search m_search;
    MateSearch m_mate;
    Board m_board;
    std::vector<std::uint64_t> m_history; // keys before m_board
    bool m_positionValid = true;
    int m_multiPv = 1;
    bool m_random = false;
    std::mt19937_64 m_rng;

    std::thread m_thread;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_waitForRelease = false; // pondering or infinite: hold the answer until released
    bool m_released = false;       // ponderhit or stop came
    std::atomic_bool m_stop{false};
    Clock m_clock; // of the running go, for ponderhit
    qint64 m_moveTimeMs = 0;
};

} // namespace kibitz::shogi::engine
