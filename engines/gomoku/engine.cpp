#include "engine.h"

#include "gomoku/gomokucoordinates.h"

#include <QDateTime>

#include <chrono>
#include <cmath>
#include <cstdio>

namespace kibitz::gomoku {

namespace {
constexpr qint64 unlimitedMatch = 2147483647; // Gomocup's "no limit" time_left
} // namespace

QList<int> Engine::commaNumbers(const QString &text)
{
    QList<int> values;
    for (const QString &part : text.split(u',')) {
        bool ok = false;
        const int n = part.trimmed().toInt(&ok);
        if (!ok) return {};
        values << n;
    }
    return values;
}

namespace {
Rule ruleFromGomocup(int value)
{
    // Seed 003 / Piskvork: a bitmask, 1 = exactly five, 2 = continuous game, 4 = renju.
    if (value & 4) return Rule::Renju;
    if (value & 1) return Rule::Standard;
    return Rule::Freestyle;
}

double winRate(int score)
{
    if (score > 29000) return 1.0;
    if (score < -29000) return 0.0;
    return 1.0 / (1.0 + std::exp(-score / 400.0));
}
} // namespace

Engine::Engine() : m_rng(quint32(QDateTime::currentMSecsSinceEpoch() ^ (quintptr(this) >> 4))) {}

Engine::~Engine()
{
    abandonSearch();
}

void Engine::send(const QString &line)
{
    const QByteArray bytes = line.toUtf8() + '\n';
    const std::lock_guard lock(m_outputMutex);
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

bool Engine::handleLine(const QString &rawLine)
{
    const QString line = rawLine.simplified();
    if (line.isEmpty()) return true;
    const qsizetype space = line.indexOf(u' ');
    const QString verb = line.left(space).toUpper();
    const QString rest = space < 0 ? QString() : line.mid(space + 1);
    if (m_protocol == Protocol::Undecided)
        m_protocol = verb == u"AGI" ? Protocol::Agi : Protocol::Gomocup;
    return m_protocol == Protocol::Agi ? agi(verb, rest) : gomocup(verb, rest);
}

void Engine::endOfInput()
{
    waitSearch();
}

void Engine::waitSearch()
{
    if (m_thread.joinable()) m_thread.join();
}

void Engine::stopSearch()
{
    if (!m_thread.joinable()) return;
    m_stop = true;
    m_thread.join();
    m_stop = false;
}

void Engine::abandonSearch()
{
    if (!m_thread.joinable()) return;
    m_abandon = true;
    m_stop = true;
    m_thread.join();
    m_stop = false;
    m_abandon = false;
}

// ---- Gomocup ------------------------------------------------------------------------------

bool Engine::gomocup(const QString &verb, const QString &rest)
{
    if (m_collecting != Collecting::Nothing) {
        if (verb == u"DONE")
            finishBoard();
        else
            m_collected << verb + (rest.isEmpty() ? QString() : u' ' + rest);
        return true;
    }
    // These act on a running search, or need none.
    if (verb == u"STOP" || verb == u"YXSTOP") {
        stopSearch();
        return true;
    }
    if (verb == u"END") {
        abandonSearch();
        return false;
    }
    if (verb == u"ABOUT") {
        send(QStringLiteral(
                 "name=\"%1\", version=\"1.0\", author=\"Kibitz\", country=\"International\"")
                 .arg(engineName));
        return true;
    }
    if (verb == u"INFO") {
        gomocupInfo(rest);
        return true;
    }
    if (verb == u"YXSHOWFORBID") {
        showForbid();
        return true;
    }
    // Everything else waits for a running search to end (STOP and YXSTOP behind it wait too).
    waitSearch();
    if (verb == u"START" || verb == u"RECTSTART") {
        int width = 0;
        int height = 0;
        if (verb == u"START") {
            width = height = rest.trimmed().toInt();
        } else {
            const QList<int> size = commaNumbers(rest);
            if (size.size() == 2) {
                width = size[0];
                height = size[1];
            }
        }
        if (!Board::isValidSize(width, height)) {
            send(QStringLiteral("ERROR unsupported board size %1 (5 to 22)").arg(rest.trimmed()));
            return true;
        }
        const std::lock_guard lock(m_boardMutex);
        m_board = Board(width, height, m_board.rule());
        m_started = true;
        send(QStringLiteral("OK"));
        return true;
    }
    if (!m_started) {
        if (verb == u"BOARD" || verb == u"YXBOARD")
            m_collecting = verb == u"BOARD" ? Collecting::Board : Collecting::YxBoard;
        if (verb == u"BOARD" || verb == u"YXBOARD" || verb == u"TURN" || verb == u"BEGIN" ||
            verb == u"RESTART" || verb == u"TAKEBACK" || verb == u"YXNBEST" || verb == u"PLAY") {
            m_collecting = Collecting::Nothing;
            send(QStringLiteral("ERROR no game started (send START first)"));
        } else {
            send(QStringLiteral("UNKNOWN ") + verb);
        }
        return true;
    }
    if (verb == u"RESTART") {
        const std::lock_guard lock(m_boardMutex);
        m_board = Board(m_board.width(), m_board.height(), m_board.rule());
        send(QStringLiteral("OK"));
    } else if (verb == u"BOARD" || verb == u"YXBOARD") {
        m_collecting = verb == u"BOARD" ? Collecting::Board : Collecting::YxBoard;
        m_collected.clear();
    } else if (verb == u"BEGIN") {
        Job job{m_board.grid(), m_board.rule(), m_board.toMove(), {}, 1, false};
        job.limits.timeMs = gomocupBudget();
        startSearch(job, true);
    } else if (verb == u"TURN" || verb == u"PLAY") {
        QString error;
        const auto p = parseGomocup(rest, m_board.width(), m_board.height(), &error);
        const Board::MoveCheck check = p ? m_board.check(*p) : Board::MoveCheck::OffBoard;
        if (!p || check == Board::MoveCheck::OffBoard || check == Board::MoveCheck::Occupied) {
            send(QStringLiteral("ERROR ") +
                 (p ? QStringLiteral("%1 is taken").arg(toGomocup(*p)) : error));
            return true;
        }
        {
            const std::lock_guard lock(m_boardMutex);
            m_board.play(*p);
        }
        if (verb == u"PLAY") {
            send(toGomocup(*p)); // the manager's choice for us, after SUGGEST
            return true;
        }
        Job job{m_board.grid(), m_board.rule(), m_board.toMove(), {}, 1, false};
        job.limits.timeMs = gomocupBudget();
        startSearch(job, true);
    } else if (verb == u"TAKEBACK") {
        const auto p = parseGomocup(rest, m_board.width(), m_board.height());
        const std::lock_guard lock(m_boardMutex);
        if (p && m_board.remove(*p))
            send(QStringLiteral("OK"));
        else
            send(QStringLiteral("ERROR no stone at '%1' to take back").arg(rest));
    } else if (verb == u"YXNBEST") {
        const int n = std::max(1, rest.trimmed().toInt());
        Job job{m_board.grid(), m_board.rule(), m_board.toMove(), {}, n, false};
        job.limits.timeMs = gomocupBudget();
        startSearch(job, true);
    } else {
        send(QStringLiteral("UNKNOWN ") + verb);
    }
    return true;
}

void Engine::gomocupInfo(const QString &rest)
{
    const qsizetype space = rest.indexOf(u' ');
    const QString key = rest.left(space).toLower();
    const QString value = space < 0 ? QString() : rest.mid(space + 1).trimmed();
    bool ok = false;
    const qint64 number = value.toLongLong(&ok);
    if (key == u"timeout_turn" && ok) {
        m_timeoutTurn = number;
    } else if (key == u"time_left" && ok) {
        m_timeLeft = number >= unlimitedMatch ? -1 : number;
    } else if (key == u"rule" && ok) {
        const std::lock_guard lock(m_boardMutex);
        m_board.setRule(ruleFromGomocup(int(number)));
    } else if (key == u"show_detail" && ok) {
        m_showDetail = int(number);
    } else if (key == u"strategy") {
        const QString error = applyOption(QStringLiteral("Strategy"), value);
        if (!error.isEmpty()) send(QStringLiteral("ERROR ") + error);
    }
    // timeout_match, max_memory, game_type, folder, evaluate and Yixin's other keys: nothing
    // to do (time_left carries the match clock; the hash table is small and fixed).
}

qint64 Engine::gomocupBudget() const
{
    // timeout_turn 0 asks for a move as fast as possible: one depth.
    if (m_timeoutTurn <= 0) return 0;
    // A safety margin for the manager's clock and the process pipes.
    qint64 budget = m_timeoutTurn - std::max<qint64>(50, m_timeoutTurn / 10);
    if (m_timeLeft >= 0) budget = std::min(budget, m_timeLeft / 15 - 50);
    return std::max<qint64>(budget, 0);
}

void Engine::finishBoard()
{
    const Collecting mode = std::exchange(m_collecting, Collecting::Nothing);
    struct Entry
    {
        Point p;
        int field;
    };
    QList<Entry> entries;
    int own = 0;
    int theirs = 0;
    for (const QString &line : std::as_const(m_collected)) {
        const QList<int> v = commaNumbers(line);
        if (v.size() != 3 || v[2] < 1 || v[2] > 3) {
            send(QStringLiteral("ERROR bad board line '%1' (x,y,field expected)").arg(line));
            return;
        }
        if (v[2] == 3) continue; // a winning-line or forbidden mark of a continuous game
        entries << Entry{{v[0], v[1]}, v[2]};
        (v[2] == 1 ? own : theirs)++;
    }
    // Who is black: as many stones each means we (to move) are black; one more for the
    // opponent means they are; otherwise the side of the first stone.
    bool ownBlack = own == theirs || (theirs != own + 1 && entries.value(0).field == 1);
    if (entries.isEmpty()) ownBlack = true;
    Board board(m_board.width(), m_board.height(), m_board.rule());
    for (const Entry &e : entries) {
        if (!board.contains(e.p) || board.at(e.p) != Stone::Empty) {
            send(QStringLiteral("ERROR bad board stone %1").arg(toGomocup(e.p)));
            return;
        }
        board.place(e.p, (e.field == 1) == ownBlack ? Stone::Black : Stone::White);
    }
    board.setToMove(ownBlack ? Stone::Black : Stone::White);
    {
        const std::lock_guard lock(m_boardMutex);
        m_board = board;
    }
    if (mode == Collecting::Board) {
        Job job{board.grid(), board.rule(), board.toMove(), {}, 1, false};
        job.limits.timeMs = gomocupBudget();
        startSearch(job, true);
    }
}

void Engine::showForbid()
{
    QString text = QStringLiteral("FORBID ");
    {
        const std::lock_guard lock(m_boardMutex);
        if (m_board.toMove() == Stone::Black) {
            for (Point p : m_board.forbiddenPoints())
                text += QStringLiteral("%1%2")
                            .arg(p.x, 2, 10, QChar(u'0'))
                            .arg(p.y, 2, 10, QChar(u'0'));
        }
    }
    send(text + u'.');
}

// ---- AGI ----------------------------------------------------------------------------------

QString Engine::applyOption(const QString &name, const QString &value)
{
    if (!engines::Strategy::isOptionName(name)) return QStringLiteral("unknown option ") + name;
    if (!m_strategy.set(value))
        return QStringLiteral("invalid value '%1' for Strategy (%2)")
            .arg(value, m_strategy.values());
    return {};
}

// ---- Searching ----------------------------------------------------------------------------

void Engine::startSearch(Job job, bool)
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
    const bool realtime = gomocup && (m_showDetail & 1);
    const bool detail = gomocup && (m_showDetail & 2);
    qint64 totalNodes = 0;

    Search search(job.grid, job.rule, job.toMove);
    search.setStopFlag(&m_stop);
    // One line of the search: rank (0 the best) at a depth.
    const auto report = [&](const SearchInfo &info, int rank) {
        if (m_abandon) return;
        const QString eval = evalText(info.score);
        if (!gomocup) {
            const int mate = matePlies(info.score);
            send(QStringLiteral("INFO DEPTH %1 SCORE %2 PV %3")
                     .arg(info.depth)
                     .arg(info.score)
                     .arg(pvText(info.pv, false)));
            send(QStringLiteral("INFO NPS %1")
                     .arg(info.nodes * 1000 / std::max<qint64>(info.elapsedMs, 1)));
            if (mate > 0 && !info.pv.isEmpty())
                send(QStringLiteral("INFO WIN ") + moveText(info.pv.first()));
            return;
        }
        if (detail) {
            const QStringList lines{
                QStringLiteral("PV %1").arg(rank),
                QStringLiteral("NUMPV %1").arg(job.multiPv),
                QStringLiteral("DEPTH %1").arg(info.depth),
                QStringLiteral("SELDEPTH %1").arg(info.selDepth),
                QStringLiteral("NODES %1").arg(info.nodes),
                QStringLiteral("TOTALNODES %1").arg(totalNodes + search.nodes()),
                QStringLiteral("TOTALTIME %1").arg(elapsed()),
                QStringLiteral("SPEED %1")
                    .arg(info.nodes * 1000 / std::max<qint64>(info.elapsedMs, 1)),
                QStringLiteral("EVAL %1").arg(eval),
                QStringLiteral("WINRATE %1").arg(winRate(info.score), 0, 'f', 4),
                QStringLiteral("BESTLINE %1").arg(pvText(info.pv, false)),
                QStringLiteral("PV DONE")};
            for (const QString &line : lines)
                send(QStringLiteral("INFO ") + line);
        }
        if (job.multiPv > 1) {
            send(QStringLiteral("MESSAGE (%1) %2 | %3-%4 | %5")
                     .arg(rank + 1)
                     .arg(eval)
                     .arg(info.depth)
                     .arg(info.selDepth)
                     .arg(pvText(info.pv, true)));
        } else {
            send(QStringLiteral("MESSAGE Depth %1-%2 | Eval %3 | Time %4ms | %5")
                     .arg(info.depth)
                     .arg(info.selDepth)
                     .arg(eval)
                     .arg(info.elapsedMs)
                     .arg(pvText(info.pv, true)));
        }
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
        send(QStringLiteral("MESSAGE Speed %1 | Depth %2-%3 | Eval %4 | Node %5 | Time %6ms")
                 .arg(totalNodes * 1000 / std::max<qint64>(elapsed(), 1))
                 .arg(best.depth)
                 .arg(best.selDepth)
                 .arg(evalText(best.score))
                 .arg(totalNodes)
                 .arg(elapsed()));
    }
    deliver(job, best);
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

QString Engine::moveText(int index) const
{
    const Point p = Grid::pointOf(index);
    return m_protocol == Protocol::Agi ? toAgi(p) : toGomocup(p);
}

QString Engine::pvText(const QList<int> &pv, bool letters) const
{
    QStringList moves;
    for (int index : pv) {
        const Point p = Grid::pointOf(index);
        // Rapfi's MESSAGE lines: the column as an upper-case letter, the row from the top.
        moves << (letters ? QChar(u'A' + p.x) + QString::number(p.y + 1) : moveText(index));
    }
    return moves.join(m_protocol == Protocol::Agi ? QString() : QStringLiteral(" "));
}

QString Engine::evalText(int score)
{
    const int mate = matePlies(score);
    if (mate > 0) return QStringLiteral("+M%1").arg(mate);
    if (mate < 0) return QStringLiteral("-M%1").arg(-mate);
    return QString::number(score);
}

} // namespace kibitz::gomoku
