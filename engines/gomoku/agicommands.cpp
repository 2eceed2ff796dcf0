// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include "gomoku/gomokucoordinates.h"
#include "patterns.h"

#include <algorithm>

// The AGI commands of the bundled gomoku engine (docs/protocols/agi.md); the Gomocup ones are in
// gomocupcommands.cpp, the search in enginesearch.cpp.
namespace kibitz::gomoku {

namespace {
constexpr qint64 agiDefaultMs = 1000; // a GO without time
} // namespace

bool Engine::agi(const QString &verb, const QString &rest)
{
    if (verb == u"STOP") {
        stopSearch();
    } else if (verb == u"QUIT") {
        abandonSearch();
        send(QStringLiteral("BYE"));
        return false;
    } else if (verb == u"ISREADY") {
        send(QStringLiteral("READYOK")); // also while thinking
    } else if (verb == u"AGI") {
        send(QStringLiteral("ID NAME %1 1.0").arg(engineName));
        send(QStringLiteral("ID AUTHOR Kibitz"));
        send(QStringLiteral("OPTION OWNBOOK FALSE PONDER FALSE"));
        send(QStringLiteral("AGIOK"));
    } else if (verb == u"SETRULE") {
        const std::lock_guard lock(m_boardMutex);
        for (const QString &word : rest.toUpper().split(u' ', Qt::SkipEmptyParts)) {
            if (word == u"FORBIDDEN" || word == u"RENJU")
                m_board.setRule(Rule::Renju);
            else if (word == u"UNFORBIDDEN" || word == u"FREESTYLE")
                m_board.setRule(Rule::Freestyle);
            else if (word == u"STANDARD")
                m_board.setRule(Rule::Standard);
            else if (word == u"CARO")
                m_board.setRule(Rule::Caro);
            else if (word == u"STANDARDCARO")
                m_board.setRule(Rule::StandardCaro);
            // FIRSTCHANGE, THIRDCHANGE, FIVETWINE, FIVEMULITY: opening rules, left to the GUI.
        }
        PatternTable::prepare(m_board.rule());
    } else if (verb == u"SETOPTION") {
        // SETOPTION OWNBOOK ON PONDER OFF, SETOPTION STRATEGY RANDOM: name/value pairs.
        QStringList words = rest.split(u' ', Qt::SkipEmptyParts);
        if (words.size() >= 4 && words[0].toUpper() == u"NAME" && words[2].toUpper() == u"VALUE")
            words = {words[1], words.mid(3).join(u' ')};
        for (qsizetype i = 0; i + 1 < words.size(); i += 2) {
            const QString name = words[i].toUpper();
            if (name == u"OWNBOOK" || name == u"PONDER") continue;
            const QString error = name == u"BOARDSIZE" ? agiBoardSize(words[i + 1])
                                                       : applyOption(words[i], words[i + 1]);
            if (!error.isEmpty()) send(QStringLiteral("INFO ERROR ") + error);
        }
    } else if (verb == u"POSITION") {
        waitSearch();
        agiPosition(rest);
    } else if (verb == u"DOMOVE") {
        waitSearch();
        QString error;
        const auto p = parseAgi(rest.trimmed(), &error);
        const std::lock_guard lock(m_boardMutex);
        if (!p || m_board.at(*p) != Stone::Empty)
            send(QStringLiteral("INFO ERROR cannot play '%1'%2")
                     .arg(rest, error.isEmpty() ? QString() : QStringLiteral(": ") + error));
        else
            m_board.play(*p);
    } else if (verb == u"GO") {
        waitSearch();
        agiGo(rest);
    } else {
        send(QStringLiteral("INFO ERROR unknown command ") + verb);
    }
    return true;
}

void Engine::agiPosition(const QString &rest)
{
    // POSITION [STATU <points>] [MOVES <points>]: STATU stones alternate black, white, …
    // without order; MOVES are played in order from there.
    const QStringList words = rest.toUpper().split(u' ', Qt::SkipEmptyParts);
    Board board(m_board.width(), m_board.height(), m_board.rule());
    QString error;
    for (qsizetype i = 0; i < words.size() && error.isEmpty(); ++i) {
        const bool statu = words[i] == u"STATU";
        if (!statu && words[i] != u"MOVES") {
            error = QStringLiteral("unexpected '%1'").arg(words[i]);
            break;
        }
        const QString list =
            i + 1 < words.size() && words[i + 1] != u"STATU" && words[i + 1] != u"MOVES"
                ? words[++i]
                : QString();
        const auto points = parseAgiList(list, &error);
        if (!points) break;
        for (qsizetype n = 0; n < points->size(); ++n) {
            const Point p = points->at(n);
            if (!board.contains(p)) {
                error = QStringLiteral("%1 is off the %2x%3 board")
                            .arg(toAgi(p))
                            .arg(board.width())
                            .arg(board.height());
                break;
            }
            if (board.at(p) != Stone::Empty) {
                error = QStringLiteral("%1 is taken").arg(toAgi(p));
                break;
            }
            if (statu) {
                board.place(p, n % 2 == 0 ? Stone::Black : Stone::White);
            } else {
                board.play(p);
            }
        }
        if (statu) {
            // Black moves when both have as many stones.
            const qsizetype count = board.stoneCount();
            board.setToMove(count % 2 == 0 ? Stone::Black : Stone::White);
        }
    }
    if (!error.isEmpty()) {
        send(QStringLiteral("INFO ERROR ") + error);
        return;
    }
    const std::lock_guard lock(m_boardMutex);
    m_board = board;
}

QString Engine::agiBoardSize(const QString &value)
{
    // Kibitz's extension: "13" or "13,11"; AGI's hex points reach 15×15 (docs/protocols/agi.md).
    const QList<int> size = commaNumbers(value);
    const int width = size.value(0);
    const int height = size.size() == 2 ? size[1] : width;
    if (size.isEmpty() || size.size() > 2 || width > 15 || height > 15 ||
        !Board::isValidSize(width, height))
        return QStringLiteral("invalid BOARDSIZE '%1' (5 to 15, or w,h)").arg(value);
    waitSearch();
    const std::lock_guard lock(m_boardMutex);
    m_board = Board(width, height, m_board.rule());
    return {};
}

void Engine::agiGo(const QString &rest)
{
    // GO [SEARCH <points>] [PONDER] [TIME <ms>|INFINITE]
    Job job{m_board.grid(), m_board.rule(), m_board.toMove(), {}, 1, false};
    job.limits.timeMs = agiDefaultMs;
    QStringList words = rest.toUpper().split(u' ', Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < words.size(); ++i) {
        QString word = words[i];
        if (word == u"PONDER") {
            job.ponder = true;
            job.limits.timeMs = -1;
        } else if (word == u"INFINITE") {
            job.limits.timeMs = -1;
        } else if (word == u"TIME" && i + 1 < words.size()) {
            const QString value = words[++i];
            bool ok = false;
            const qint64 ms = value.toLongLong(&ok);
            if (value == u"INFINITE")
                job.limits.timeMs = -1;
            else if (ok)
                job.limits.timeMs = std::clamp<qint64>(ms / 15, 0, std::max<qint64>(ms - 100, 0));
        } else if (word == u"SEARCH" && i + 1 < words.size()) {
            QString list = words[++i];
            // AGI's own example runs the list into the next word: 67596A6BINFINITE.
            if (list.endsWith(u"INFINITE")) {
                list.chop(8);
                job.limits.timeMs = -1;
            }
            QString error;
            const auto points = parseAgiList(list, &error);
            if (!points) {
                send(QStringLiteral("INFO ERROR ") + error);
                return;
            }
            for (Point p : *points)
                job.limits.rootMoves << Grid::index(p);
            send(QStringLiteral("INFO SEARCH ") + list);
        }
    }
    if (!job.limits.rootMoves.isEmpty()) {
        // Only empty points, and for black under renju only allowed ones.
        const QList<int> legal = Search::legalMoves(job.grid, job.rule, job.toMove);
        job.limits.rootMoves.removeIf([&](int i) { return !legal.contains(i); });
        if (job.limits.rootMoves.isEmpty()) {
            send(QStringLiteral("INFO ERROR no legal move among SEARCH"));
            return;
        }
    }
    startSearch(job);
}

// ---- Options ------------------------------------------------------------------------------

} // namespace kibitz::gomoku
