// SPDX-License-Identifier: GPL-3.0-or-later
// The Gomocup adapter's stones: the ones a search wants on the engine's board, what the engine
// holds, and the fewest commands (TURN, TAKEBACK, BOARD …) that take it from one to the other.
#include "gomocupadapter.h"

#include "gomoku/gomokucoordinates.h"
#include "gomoku/swapopening.h"

#include <algorithm>

namespace kibitz::gomoku {

namespace {
// More takebacks than this and a fresh BOARD is shorter.
constexpr int maxTakebacks = 8;
} // namespace

void GomocupAdapter::setWanted(const Board &board, const SearchRequest &request, bool sameStart)
{
    const QStringList &moves = request.moves;
    // The wanted stones: the set-up ones with their colours, then the moves' stones alternating
    // (a swap opening's moves place several, or none). A game's next turn adds moves to the last
    // search's: then only those are read, so that a turn costs the same late in a game. On the
    // same line (SearchRequest::lineId) only the last move held can differ (a ponder's guess).
    const qsizetype known = m_wantedMoves.size();
    const bool sameLine = request.lineId != 0 && request.lineId == m_wantedLineId;
    m_wantedLineId = request.lineId;
    // The moves kept share their text with the session's: the same data is the same move.
    const auto same = [](const QString &a, const QString &b) {
        return a.constData() == b.constData() || a == b;
    };
    const bool extends =
        m_wantedValid && moves.size() >= known && (sameStart || board == m_wantedStart) &&
        (sameLine ? known == 0 || same(m_wantedMoves.constLast(), moves[known - 1])
                  : std::equal(m_wantedMoves.cbegin(), m_wantedMoves.cend(), moves.cbegin(), same));
    if (!extends) {
        m_agreed = 0;
        m_wantedValid = true;
        m_wantedStart = board;
        m_wanted.clear();
        m_wantedMoves.clear();
        for (Point p : board.history())
            m_wanted.append({toGomocup(p), board.at(p) == Stone::Black});
        m_wantedBlackNext = board.toMove() == Stone::Black;
    }
    for (qsizetype i = m_wantedMoves.size(); i < moves.size(); ++i) {
        if (!moves[i].contains(stoneSeparator) && moves[i] != swapMoveText) {
            // One stone, as every move after the opening: the move's own string is shared.
            m_wanted.append({moves[i], m_wantedBlackNext});
            m_wantedBlackNext = !m_wantedBlackNext;
            m_wantedMoves.append(moves[i]);
            continue;
        }
        for (QStringView stone : QStringView(moves[i]).split(stoneSeparator)) {
            if (stone == swapMoveText) continue;
            m_wanted.append({stone.toString(), m_wantedBlackNext});
            m_wantedBlackNext = !m_wantedBlackNext;
        }
        m_wantedMoves.append(moves[i]);
    }
}

void GomocupAdapter::holdWanted()
{
    // Only the stones past the part both lists share are copied, so that the lists never share
    // their data: an assignment made the next append of either copy the whole game, every turn.
    const qsizetype same = commonStones(m_engineStones);
    m_engineStones.resize(same);
    for (qsizetype i = same; i < m_wanted.size(); ++i)
        m_engineStones.append(m_wanted[i]);
    m_agreed = m_wanted.size();
}

qsizetype GomocupAdapter::commonStones(const QList<EngineStone> &engine) const
{
    // The first m_agreed are known to be the same: only the stones after them are compared.
    qsizetype common = std::min({m_agreed, engine.size(), m_wanted.size()});
    const qsizetype both = std::min(engine.size(), m_wanted.size());
    while (common < both && engine.at(common) == m_wanted.at(common))
        ++common;
    return common;
}

void GomocupAdapter::queuePosition(bool needStart)
{
    // The position, with the fewest commands the engine's board allows.
    const bool blackToMove = isBlackToMove();
    // The command, then every wanted stone in placing order with its field, then DONE.
    auto boardLines = [&](const QString &command) {
        m_queue << command;
        for (const EngineStone &s : std::as_const(m_wanted))
            m_queue << QStringLiteral("%1,%2").arg(s.move).arg(s.black == blackToMove ? 1 : 2);
        m_queue << QStringLiteral("DONE");
    };
    if (m_swapStep) {
        // A swap opening's step: the stones with their fields as in BOARD (Rapfi needs them;
        // docs/protocols/gomocup.md).
        boardLines(QStringLiteral("SWAP2BOARD"));
        return;
    }
    const QList<EngineStone> engine = needStart ? QList<EngineStone>() : m_engineStones;
    const bool known = needStart || m_boardKnown;
    const qsizetype common = known ? commonStones(engine) : 0;
    if (known && !needStart) m_agreed = common;
    const qsizetype extraEngine = engine.size() - common;
    const qsizetype extraWanted = m_wanted.size() - common;
    const bool restartFirst = !needStart && (!known || !engine.isEmpty());
    if (m_nbest) {
        if (restartFirst) m_queue << QStringLiteral("RESTART");
        boardLines(QStringLiteral("YXBOARD"));
        m_queue << QStringLiteral("YXNBEST %1").arg(m_request.multiPv);
    } else if (known && extraWanted == 1 && extraEngine <= maxTakebacks &&
               m_wanted.last().black != blackToMove) {
        for (qsizetype i = engine.size() - 1; i >= common; --i)
            m_queue << QStringLiteral("TAKEBACK ") + engine[i].move;
        m_queue << QStringLiteral("TURN ") + m_wanted.last().move;
    } else if (m_wanted.isEmpty()) {
        if (restartFirst) m_queue << QStringLiteral("RESTART");
        m_queue << QStringLiteral("BEGIN");
    } else {
        if (restartFirst) m_queue << QStringLiteral("RESTART");
        boardLines(QStringLiteral("BOARD"));
    }
}

} // namespace kibitz::gomoku
