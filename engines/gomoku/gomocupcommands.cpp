// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include "gomoku/gomokucoordinates.h"
#include "patterns.h"

// The Gomocup commands of the bundled gomoku engine, with Yixin's and Rapfi's extensions
// (docs/protocols/gomocup.md); the AGI ones are in agicommands.cpp, the search in
// enginesearch.cpp.
namespace kibitz::gomoku {

namespace {
constexpr qint64 unlimitedMatch = 2147483647; // Gomocup's "no limit" time_left
} // namespace

bool Engine::gomocup(const QString &verb, const QString &rest)
{
    if (m_collecting != Collecting::Nothing) {
        if (verb == u"DONE" && m_collecting == Collecting::Swap2Board)
            answerSwap2();
        else if (verb == u"DONE")
            finishBoard();
        else
            m_collected << verb + (rest.isEmpty() ? QString() : u' ' + rest);
        return true;
    }
    // These act on a running search, or need none.
    if (verb == u"STOP" || verb == u"YXSTOP") {
        stopSearch();
    } else if (verb == u"END") {
        abandonSearch();
        return false;
    } else if (verb == u"ABOUT") {
        send(QStringLiteral(
                 "name=\"%1\", version=\"1.0\", author=\"Kibitz\", country=\"International\"")
                 .arg(engineName));
    } else if (verb == u"INFO") {
        gomocupInfo(rest);
    } else if (verb == u"YXSHOWFORBID") {
        showForbid();
    } else {
        // Everything else waits for a running search to end (STOP and YXSTOP behind it wait too).
        waitSearch();
        gomocupAfterSearch(verb, rest);
    }
    return true;
}

void Engine::gomocupAfterSearch(const QString &verb, const QString &rest)
{
    if (verb == u"START" || verb == u"RECTSTART") {
        gomocupStart(verb, rest);
    } else if (!m_started) {
        if (verb == u"BOARD" || verb == u"YXBOARD" || verb == u"TURN" || verb == u"BEGIN" ||
            verb == u"SWAP2BOARD" || verb == u"RESTART" || verb == u"TAKEBACK" ||
            verb == u"YXNBEST" || verb == u"PLAY")
            send(QStringLiteral("ERROR no game started (send START first)"));
        else
            send(QStringLiteral("UNKNOWN ") + verb);
    } else if (verb == u"RESTART") {
        const std::lock_guard lock(m_boardMutex);
        m_board = Board(m_board.width(), m_board.height(), m_board.rule());
        send(QStringLiteral("OK"));
    } else if (verb == u"BOARD" || verb == u"YXBOARD") {
        m_collecting = verb == u"BOARD" ? Collecting::Board : Collecting::YxBoard;
        m_collected.clear();
    } else if (verb == u"SWAP2BOARD") {
        m_collecting = Collecting::Swap2Board;
        m_collected.clear();
    } else if (verb == u"BEGIN") {
        searchGomocup(1);
    } else if (verb == u"TURN" || verb == u"PLAY") {
        gomocupMove(verb, rest);
    } else if (verb == u"TAKEBACK") {
        const auto p = parseGomocup(rest, m_board.width(), m_board.height());
        const std::lock_guard lock(m_boardMutex);
        if (p && m_board.remove(*p))
            send(QStringLiteral("OK"));
        else
            send(QStringLiteral("ERROR no stone at '%1' to take back").arg(rest));
    } else if (verb == u"YXNBEST") {
        searchGomocup(std::max(1, rest.trimmed().toInt()));
    } else {
        send(QStringLiteral("UNKNOWN ") + verb);
    }
}

void Engine::gomocupStart(const QString &verb, const QString &rest)
{
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
        return;
    }
    const std::lock_guard lock(m_boardMutex);
    m_board = Board(width, height, m_board.rule());
    m_started = true;
    send(QStringLiteral("OK"));
}

void Engine::gomocupMove(const QString &verb, const QString &rest)
{
    QString error;
    const auto p = parseGomocup(rest, m_board.width(), m_board.height(), &error);
    const Board::MoveCheck check = p ? m_board.check(*p) : Board::MoveCheck::OffBoard;
    if (!p || check == Board::MoveCheck::OffBoard || check == Board::MoveCheck::Occupied) {
        send(QStringLiteral("ERROR ") +
             (p ? QStringLiteral("%1 is taken").arg(toGomocup(*p)) : error));
        return;
    }
    {
        const std::lock_guard lock(m_boardMutex);
        m_board.play(*p);
    }
    if (verb == u"PLAY")
        send(toGomocup(*p)); // the manager's choice for us, after SUGGEST
    else
        searchGomocup(1);
}

void Engine::searchGomocup(int lines)
{
    Job job{m_board.grid(), m_board.rule(), m_board.toMove(), {}, lines, false};
    job.limits.timeMs = gomocupBudget();
    startSearch(job);
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
        m_board.setRule(ruleFromGomocupBits(int(number)));
        PatternTable::prepare(m_board.rule());
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
    if (mode == Collecting::Board) searchGomocup(1);
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

} // namespace kibitz::gomoku
