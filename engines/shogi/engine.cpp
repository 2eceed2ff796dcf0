// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include "shogi/impasse.h"
#include "shogi/usi.h"

#include <QTextStream>

#include <cstdio>
#include <utility>

namespace kibitz::shogi::engine {

namespace {
std::mutex outputMutex;

// The words from a view of words, as a QString list.
QList<QStringView> words(QStringView text)
{
    return text.split(u' ', Qt::SkipEmptyParts);
}

// Answer this long before the clock says so: pipes, the GUI's own bookkeeping, a busy machine.
constexpr qint64 safetyMs = 150;
} // namespace

Engine::Engine() : m_board(Board::startPosition()), m_rng(std::random_device{}()) {}

Engine::~Engine()
{
    stopSearch();
}

void Engine::send(const QString &line)
{
    const QByteArray bytes = line.toUtf8();
    std::lock_guard lock(outputMutex);
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

bool Engine::handle(const QString &rawLine)
{
    const QString line = rawLine.trimmed();
    QStringView rest;
    const qsizetype space = line.indexOf(u' ');
    const QStringView verb = space < 0 ? QStringView(line) : QStringView(line).left(space);
    if (space >= 0) rest = QStringView(line).mid(space + 1).trimmed();
    if (verb == u"usi")
        usi();
    else if (verb == u"isready")
        send(QStringLiteral("readyok"));
    else if (verb == u"setoption")
        setOption(rest);
    else if (verb == u"usinewgame") {
        stopSearch();
        m_search.clearHash();
    } else if (verb == u"position")
        position(rest);
    else if (verb == u"go")
        go(rest);
    else if (verb == u"stop") {
        m_stop = true;
        m_search.stop();
        std::lock_guard lock(m_mutex);
        m_released = true;
        m_wake.notify_all();
    } else if (verb == u"ponderhit") {
        std::lock_guard lock(m_mutex);
        if (m_waitForRelease && !m_released) {
            // The search goes on as this turn's: its time starts now.
            setDeadlines(m_clock, m_moveTimeMs);
            m_waitForRelease = false;
            m_released = true;
            m_wake.notify_all();
        }
    } else if (verb == u"gameover") {
        stopSearch();
    } else if (verb == u"quit") {
        stopSearch();
        return false;
    } else if (!verb.isEmpty()) {
        send(QStringLiteral("info string unknown command ") + line.left(80));
    }
    return true;
}

void Engine::usi()
{
    send(QStringLiteral("id name kibitz-shogi"));
    send(QStringLiteral("id author Kibitz"));
    send(QStringLiteral("option name USI_Hash type spin default 32 min 1 max 1024"));
    send(QStringLiteral("option name USI_Ponder type check default false"));
    send(QStringLiteral("option name MultiPV type spin default 1 min 1 max 16"));
    send(QStringLiteral(
        "option name Strategy type combo default alphabeta var alphabeta var random"));
    send(QStringLiteral("usiok"));
}

void Engine::setOption(QStringView text)
{
    // setoption name <name> [value <value>]
    const QList<QStringView> w = words(text);
    const qsizetype valueAt = w.indexOf(u"value");
    if (w.size() < 2 || w[0] != u"name") {
        send(QStringLiteral("info string error invalid setoption"));
        return;
    }
    const QStringView name = w[1];
    const QString value =
        valueAt > 0 && valueAt + 1 < w.size() ? w[valueAt + 1].toString() : QString();
    bool ok = true;
    if (name == u"USI_Hash") {
        const int mb = value.toInt(&ok);
        if (ok && mb >= 1 && mb <= 1024) {
            stopSearch();
            m_search.setHashMb(mb);
        } else
            ok = false;
    } else if (name == u"MultiPV") {
        const int n = value.toInt(&ok);
        if (ok && n >= 1 && n <= 16)
            m_multiPv = n;
        else
            ok = false;
    } else if (name == u"Strategy") {
        if (value == u"random" || value == u"alphabeta")
            m_random = value == u"random";
        else
            ok = false;
    } else if (name != u"USI_Ponder") {
        send(QStringLiteral("info string error unknown option ") + name.toString());
        return;
    }
    if (!ok) send(QStringLiteral("info string error invalid value ") + value);
}

void Engine::position(QStringView text)
{
    stopSearch();
    m_positionValid = false;
    m_history.clear();
    const qsizetype movesAt = text.indexOf(u"moves");
    const QStringView setup = (movesAt < 0 ? text : text.left(movesAt)).trimmed();
    QString error;
    std::optional<Board> board;
    if (setup == u"startpos")
        board = Board::startPosition();
    else if (setup.startsWith(u"sfen "))
        board = Board::fromSfen(setup.mid(5), &error);
    if (!board) {
        send(QStringLiteral("info string error bad position: ") + error);
        return;
    }
    if (movesAt >= 0) {
        for (QStringView word : words(text.mid(movesAt + 5))) {
            const std::optional<Move> m = moveFromUsi(*board, word, &error);
            if (!m) {
                send(QStringLiteral("info string error illegal move %1: %2").arg(word, error));
                return;
            }
            m_history.push_back(board->key());
            board->doMove(*m);
        }
    }
    m_board = *board;
    m_positionValid = true;
}

void Engine::setDeadlines(const Clock &clock, qint64 moveTimeMs)
{
    const bool black = m_board.sideToMove() == Color::Black;
    const qint64 mine = black ? clock.btime : clock.wtime;
    const qint64 inc = black ? clock.binc : clock.winc;
    qint64 soft, hard;
    if (moveTimeMs > 0) {
        soft = hard = qMax<qint64>(1, moveTimeMs - safetyMs);
    } else {
        const qint64 available = mine + inc + clock.byoyomi; // the most this move may take
        const qint64 margin = qMin(safetyMs, available / 3);
        hard = qMax<qint64>(1, available - margin);
        soft = qMin(hard, mine / 30 + inc * 3 / 4 + clock.byoyomi * 9 / 10);
        soft = qMax<qint64>(1, soft);
        hard = qMin(hard, qMax(soft * 4, clock.byoyomi + inc));
        hard = qMax(hard, soft);
    }
    const qint64 now = Search::now();
    m_search.setDeadlines(now + soft, now + hard);
}

qint64 *Engine::Clock::field(QStringView goWord)
{
    static constexpr std::pair<QStringView, qint64 Clock::*> fields[] = {
        {u"btime", &Clock::btime},
        {u"wtime", &Clock::wtime},
        {u"byoyomi", &Clock::byoyomi},
        {u"binc", &Clock::binc},
        {u"winc", &Clock::winc}};
    for (const auto &[word, member] : fields)
        if (goWord == word) return &(this->*member);
    return nullptr;
}

void Engine::go(QStringView text)
{
    stopSearch();
    const QList<QStringView> w = words(text);
    Clock clock;
    bool ponder = false, infinite = false;
    qint64 mateMs = -2, moveTime = 0;
    int depth = maxPly - 1;
    for (qsizetype i = 0; i < w.size(); ++i) {
        const QStringView k = w[i];
        if (k == u"ponder")
            ponder = true;
        else if (k == u"infinite")
            infinite = true;
        else if (i + 1 < w.size()) {
            const qint64 n = w[i + 1].toLongLong();
            if (qint64 *field = clock.field(k))
                *field = n;
            else if (k == u"movetime")
                moveTime = n;
            else if (k == u"depth")
                depth = int(qBound<qint64>(1, n, qint64(maxPly - 1)));
            else if (k == u"mate")
                mateMs = w[i + 1] == u"infinite" ? -1 : n;
            else
                continue;
            ++i;
        }
    }
    if (!m_positionValid) {
        send(mateMs != -2 ? QStringLiteral("checkmate nomate") : QStringLiteral("bestmove resign"));
        return;
    }
    m_stop = false;
    m_clock = clock;
    m_moveTimeMs = moveTime;
    {
        std::lock_guard lock(m_mutex);
        m_waitForRelease = ponder || infinite;
        m_released = false;
    }
    if (mateMs != -2) {
        {
            std::lock_guard lock(m_mutex);
            m_waitForRelease = false;
        }
        m_thread = std::thread([this, mateMs] { mate(mateMs); });
        return;
    }
    // 入玉宣言 when it wins; the rules library judges it.
    if (!ponder &&
        judgeImpasseDeclaration(m_board, m_board.sideToMove(), ImpasseRule::Points27).outcome ==
            ImpasseJudgement::Outcome::Win) {
        send(QStringLiteral("bestmove win"));
        return;
    }
    if (ponder || infinite)
        m_search.setDeadlines(-1, -1);
    else if (moveTime == 0 &&
             !(clock.btime || clock.wtime || clock.byoyomi || clock.binc || clock.winc))
        m_search.setDeadlines(-1, -1); // "go" alone, or "go depth N"
    else
        setDeadlines(clock, moveTime);
    if (m_random) {
        m_thread = std::thread([this] { playRandom(); });
        return;
    }
    const int multiPv = m_multiPv;
    m_thread = std::thread([this, depth, multiPv] { think(depth, multiPv); });
}

QString Engine::infoLine(const Search::Progress &p, std::size_t rank, int multiPv)
{
    const Search::Line &line = p.lines[rank];
    QString score = isMateScore(line.score) ? QStringLiteral("mate %1").arg(matePlies(line.score))
                                            : QStringLiteral("cp %1").arg(line.score);
    QStringList pv;
    for (const Move &m : line.pv)
        pv << toUsi(m);
    const qint64 nps = p.timeMs > 0 ? qint64(p.nodes * 1000 / quint64(p.timeMs)) : qint64(p.nodes);
    QString text = QStringLiteral("info depth %1 seldepth %2").arg(p.depth).arg(p.seldepth);
    if (multiPv > 1) text += QStringLiteral(" multipv %1").arg(rank + 1);
    text += QStringLiteral(" score %1 nodes %2 nps %3 time %4 hashfull %5 pv %6")
                .arg(score)
                .arg(p.nodes)
                .arg(nps)
                .arg(p.timeMs)
                .arg(p.hashfull)
                .arg(pv.join(u' '));
    return text;
}

void Engine::think(int maxDepth, int multiPv)
{
    m_search.setHistory(m_history);
    const Search::Progress result =
        m_search.run(m_board, maxDepth, multiPv, [multiPv](const Search::Progress &p) {
            for (std::size_t i = 0; i < p.lines.size(); ++i)
                send(infoLine(p, i, multiPv));
        });
    if (result.lines.empty()) {
        finish(QStringLiteral("bestmove resign"));
        return;
    }
    const Search::Line &best = result.lines.front();
    QString answer = QStringLiteral("bestmove ") + toUsi(best.pv.front());
    if (best.pv.size() >= 2) answer += QStringLiteral(" ponder ") + toUsi(best.pv[1]);
    finish(answer);
}

void Engine::playRandom()
{
    MoveList list;
    m_board.generateLegalMoves(list);
    if (list.isEmpty()) {
        finish(QStringLiteral("bestmove resign"));
        return;
    }
    const Move m = list[int(std::uniform_int_distribution<int>(0, list.size() - 1)(m_rng))];
    send(QStringLiteral("info depth 0 string random move of %1").arg(list.size()));
    finish(QStringLiteral("bestmove ") + toUsi(m));
}

void Engine::mate(qint64 ms)
{
    const qint64 deadline = ms > 0 ? Search::now() + ms : -1;
    const MateSearch::Result r = m_mate.run(m_board, maxPly - 1, deadline, m_stop);
    switch (r.outcome) {
    case MateSearch::Outcome::Mate: {
        QStringList moves;
        for (const Move &m : r.moves)
            moves << toUsi(m);
        send(QStringLiteral("info nodes %1 score mate %2 pv %3")
                 .arg(r.nodes)
                 .arg(r.moves.size())
                 .arg(moves.join(u' ')));
        send(QStringLiteral("checkmate ") + moves.join(u' '));
        break;
    }
    case MateSearch::Outcome::NoMate:
        send(QStringLiteral("checkmate nomate"));
        break;
    case MateSearch::Outcome::Unknown:
        send(QStringLiteral("checkmate timeout"));
        break;
    }
}

void Engine::finish(const QString &answer)
{
    // Pondering or infinite: the answer waits for ponderhit or stop.
    std::unique_lock lock(m_mutex);
    m_wake.wait(lock, [this] { return !m_waitForRelease || m_released; });
    lock.unlock();
    send(answer);
}

void Engine::stopSearch()
{
    if (!m_thread.joinable()) return;
    m_stop = true;
    m_search.stop();
    {
        std::lock_guard lock(m_mutex);
        m_released = true;
        m_wake.notify_all();
    }
    m_thread.join();
}

} // namespace kibitz::shogi::engine
