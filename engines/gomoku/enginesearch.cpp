// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include "gomoku/gomokucoordinates.h"

#include <chrono>
#include <cmath>

// The bundled gomoku engine's searches: each in a thread of its own, its lines reported as the
// protocol wants them, its move delivered.
namespace kibitz::gomoku {

namespace {
double winRate(int score)
{
    if (score > 29000) return 1.0;
    if (score < -29000) return 0.0;
    return 1.0 / (1.0 + std::exp(-score / 400.0));
}
} // namespace

void Engine::startSearch(Job job)
{
    waitSearch();
    if (m_strategy.isRandom()) {
        // Uniformly among the legal moves; no search, so answered at once.
        const QList<int> legal = Search::legalMoves(job.grid, job.rule, job.toMove);
        SearchInfo info;
        if (!legal.isEmpty()) info.pv = {legal.at(m_rng.bounded(int(legal.size())))};
        if (m_protocol == Protocol::Agi && !info.pv.isEmpty())
            send(QStringLiteral("INFO DEPTH 0 SCORE 0 PV ") + moveText(info.pv.first()));
        deliver(job, info);
        return;
    }
    m_thread = std::thread(&Engine::searchThread, this, std::move(job));
}

void Engine::searchThread(Job job)
{
    const auto started = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::steady_clock::now() - started)
            .count();
    };
    const bool gomocup = m_protocol != Protocol::Agi;
    // Fixed for the search: an INFO show_detail meanwhile is for the next one.
    const bool realtime = gomocup && (m_showDetail & 1);
    const bool detail = gomocup && (m_showDetail & 2);
    qint64 totalNodes = 0;

    Search search(job.grid, job.rule, job.toMove);
    search.setStopFlag(&m_stop);
    // One line of the search: rank (0 the best) at a depth.
    const auto report = [&](const SearchInfo &info, int rank) {
        if (m_abandon) return;
        if (!gomocup) {
            sendAgiLine(info);
            return;
        }
        if (detail) sendDetail(info, rank, job.multiPv, totalNodes + search.nodes(), elapsed());
        sendMessage(info, rank, job.multiPv);
        if (realtime && rank == 0 && !info.pv.isEmpty()) {
            send(QStringLiteral("MESSAGE REALTIME REFRESH"));
            send(QStringLiteral("MESSAGE REALTIME BEST ") + moveText(info.pv.first()));
        }
    };
    if (realtime) {
        search.setRootCallback([&](RootEvent event, int move) {
            // As Rapfi: only once the search has run a while, so quick moves stay quiet.
            if (m_abandon || elapsed() < 100) return;
            static const char *const names[] = {"POS", "DONE", "BEST", "LOST"};
            send(QStringLiteral("MESSAGE REALTIME %1 %2")
                     .arg(QLatin1String(names[int(event)]), moveText(move)));
        });
    }

    SearchInfo best;
    if (job.multiPv > 1) {
        best = searchLines(search, job, report, totalNodes);
    } else {
        search.setInfoCallback([&](const SearchInfo &info) { report(info, 0); });
        best = search.run(job.limits);
        totalNodes = search.nodes();
    }
    if (gomocup && !m_abandon) {
        const qint64 ms = elapsed();
        send(QStringLiteral("MESSAGE Speed %1 | Depth %2-%3 | Eval %4 | Node %5 | Time %6ms")
                 .arg(totalNodes * 1000 / std::max<qint64>(ms, 1))
                 .arg(best.depth)
                 .arg(best.selDepth)
                 .arg(evalText(best.score))
                 .arg(totalNodes)
                 .arg(ms));
    }
    deliver(job, best);
}

void Engine::sendAgiLine(const SearchInfo &info)
{
    send(QStringLiteral("INFO DEPTH %1 SCORE %2 PV %3")
             .arg(info.depth)
             .arg(info.score)
             .arg(pvText(info.pv, false)));
    send(
        QStringLiteral("INFO NPS %1").arg(info.nodes * 1000 / std::max<qint64>(info.elapsedMs, 1)));
    if (matePlies(info.score) > 0 && !info.pv.isEmpty())
        send(QStringLiteral("INFO WIN ") + moveText(info.pv.first()));
}

void Engine::sendDetail(const SearchInfo &info, int rank, int lines, qint64 totalNodes,
                        qint64 totalMs)
{
    // Yixin's block of one line, for show_detail's bit 2.
    const QStringList fields{
        QStringLiteral("PV %1").arg(rank),
        QStringLiteral("NUMPV %1").arg(lines),
        QStringLiteral("DEPTH %1").arg(info.depth),
        QStringLiteral("SELDEPTH %1").arg(info.selDepth),
        QStringLiteral("NODES %1").arg(info.nodes),
        QStringLiteral("TOTALNODES %1").arg(totalNodes),
        QStringLiteral("TOTALTIME %1").arg(totalMs),
        QStringLiteral("SPEED %1").arg(info.nodes * 1000 / std::max<qint64>(info.elapsedMs, 1)),
        QStringLiteral("EVAL %1").arg(evalText(info.score)),
        QStringLiteral("WINRATE %1").arg(winRate(info.score), 0, 'f', 4),
        QStringLiteral("BESTLINE %1").arg(pvText(info.pv, false)),
        QStringLiteral("PV DONE")};
    for (const QString &field : fields)
        send(QStringLiteral("INFO ") + field);
}

void Engine::sendMessage(const SearchInfo &info, int rank, int lines)
{
    // Rapfi's MESSAGE line: one per line of a multi-PV search, else one per depth.
    if (lines > 1) {
        send(QStringLiteral("MESSAGE (%1) %2 | %3-%4 | %5")
                 .arg(rank + 1)
                 .arg(evalText(info.score))
                 .arg(info.depth)
                 .arg(info.selDepth)
                 .arg(pvText(info.pv, true)));
    } else {
        send(QStringLiteral("MESSAGE Depth %1-%2 | Eval %3 | Time %4ms | %5")
                 .arg(info.depth)
                 .arg(info.selDepth)
                 .arg(evalText(info.score))
                 .arg(info.elapsedMs)
                 .arg(pvText(info.pv, true)));
    }
}

SearchInfo Engine::searchLines(Search &search, const Job &job, const LineReport &report,
                               qint64 &totalNodes)
{
    // Multi-PV: every depth for every line, the best first — rank k searches without the first
    // moves of ranks 0…k−1 at that depth — so that a stop or the time always leaves all the
    // lines of the last finished depth (with no limit too, ended by STOP/YXSTOP).
    const auto started = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::steady_clock::now() - started)
            .count();
    };
    SearchInfo best;
    QList<SearchInfo> lines(job.multiPv);
    QList<bool> settled(job.multiPv, false); // a decided line is the same at every depth
    for (int depth = 1; depth <= job.limits.maxDepth; ++depth) {
        // An iteration takes longer than all before it: do not start one that cannot finish.
        if (depth > 1 && job.limits.timeMs >= 0 && elapsed() * 3 > job.limits.timeMs) break;
        QList<int> excluded = job.limits.excluded;
        bool allSettled = true;
        for (int rank = 0; rank < job.multiPv; ++rank) {
            if (!settled[rank]) {
                SearchLimits limits = job.limits;
                limits.maxDepth = depth;
                limits.excluded = excluded;
                if (job.limits.timeMs >= 0)
                    limits.timeMs = std::max<qint64>(job.limits.timeMs - elapsed(), 0);
                const SearchInfo info = search.run(limits);
                // Stopped or out of time within the depth, the run answers an older depth
                // that is not decided: not a line of this one.
                const bool cut = depth > 1 && info.depth < depth && matePlies(info.score) == 0;
                if (cut || info.pv.isEmpty()) {
                    totalNodes += search.nodes();
                    return best;
                }
                settled[rank] = info.depth < depth; // decided before this depth
                lines[rank] = info;
                lines[rank].depth = depth;
                report(lines[rank], rank);
                totalNodes += search.nodes();
                if (rank == 0) best = lines[0];
            }
            allSettled = allSettled && settled[rank];
            excluded << lines[rank].pv.first();
        }
        if (allSettled || m_stop) break;
    }
    return best;
}

void Engine::deliver(const Job &job, const SearchInfo &best)
{
    if (m_abandon) return;
    const bool gomocup = m_protocol != Protocol::Agi;
    if (best.pv.isEmpty()) {
        send(gomocup ? QStringLiteral("ERROR no legal move")
                     : QStringLiteral("INFO ERROR no legal move"));
        return;
    }
    int move = best.pv.first();
    // Never an occupied or forbidden point, whatever the search said.
    const QList<int> legal = Search::legalMoves(job.grid, job.rule, job.toMove);
    if (!legal.contains(move)) move = legal.isEmpty() ? move : legal.first();
    if (!gomocup) {
        if (job.ponder) return;
        QString line = QStringLiteral("BESTMOVE ") + moveText(move);
        if (best.pv.size() >= 2 && move == best.pv.first())
            line += QStringLiteral(" PONDER ") + moveText(best.pv[1]);
        send(line);
        return;
    }
    const std::lock_guard lock(m_boardMutex);
    const Point p = Grid::pointOf(move);
    if (m_board.grid() == job.grid && m_board.at(p) == Stone::Empty) m_board.play(p);
    send(toGomocup(p));
}

} // namespace kibitz::gomoku
