// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/play/session.h"

#include "core/engine/searchline.h"
#include "core/game/game.h"
#include "core/game/humanplayer.h"
#include "core/game/player.h"
#include "core/game/position.h"

#include <QDateTime>

#include <limits>

namespace kibitz {

Session::Session(const Game &game, std::unique_ptr<Position> start, const TimeControl &tc,
                 QObject *parent)
    : QObject(parent), m_game(game), m_start(start ? std::move(start) : game.startPosition()),
      m_position(m_start->clone()), m_record(game.id()), m_current(m_record.root()),
      m_clock(tc, game.playerCount()), m_players(game.playerCount()),
      m_borrowed(game.playerCount(), false), m_lastInfo(game.playerCount()),
      m_personMoved(game.playerCount(), false)
{
    const std::unique_ptr<Position> standard = game.startPosition();
    if (!standard || standard->setupText() != m_start->setupText())
        m_record.setSetup(m_start->setupText());
    m_flagTimer.setSingleShot(true);
    connect(&m_flagTimer, &QTimer::timeout, this, &Session::onFlag);
}

Session::~Session()
{
    for (int i = 0; i < m_players.size(); ++i)
        if (m_players[i] && !m_borrowed[i]) m_players[i]->quit();
}

void Session::setPlayer(int side, Player *player, Ownership ownership)
{
    m_borrowed[side] = ownership == Ownership::Borrowed;
    if (!m_borrowed[side]) player->setParent(this);
    m_players[side] = player;
    connect(player, &Player::readied, this, &Session::onReady);
    connect(player, &Player::moveChosen, this,
            [this, player](const QString &move) { onMove(sideOf(player), move); });
    connect(player, &Player::resigned, this, [this, player] { onResigned(sideOf(player)); });
    connect(player, &Player::failed, this,
            [this, player](EndReason r, const QString &d) { onFailed(sideOf(player), r, d); });
    connect(player, &Player::quitCompleted, this, [this] {
        if (--m_playersLeft == 0) Q_EMIT playersGone();
    });
    connect(player, &Player::infoReceived, this, [this, player](const EngineInfo &info) {
        const int side = sideOf(player);
        if (side < 0 || side != sideToMove() || isOver()) return;
        if (info.multipv <= 1 && info.hasSearchData()) mergeSearchLine(&m_lastInfo[side], info);
        Q_EMIT infoReceived(side, info);
    });
}

void Session::setTimeControl(int side, const TimeControl &tc)
{
    if (m_started) return;
    m_clock.setTimeControl(side, tc);
    m_timeControls.clear();
}

void Session::writeTimeControlHeaders()
{
    if (m_clock.isUniform()) {
        if (!m_clock.timeControl(0).isUnlimited())
            m_record.setHeader(header::TimeControl, m_clock.timeControl(0).toString());
        return;
    }
    // An unlimited side is written as such ("0+0+0"): the header says that side had no clock.
    for (int i = 0; i < m_game.playerCount(); ++i)
        m_record.setHeader(header::timeControl(i), m_clock.timeControl(i).toString());
}

int Session::sideOf(QObject *player) const
{
    for (int i = 0; i < m_players.size(); ++i)
        if (m_players[i] == player) return i;
    return -1;
}

int Session::sideToMove() const
{
    return m_position->sideToMove();
}

bool Session::replay(const Record &record)
{
    if (m_started) return false;
    for (const RecordNode *node : record.mainLine()) {
        if (!m_position->isLegal(node->move)) return false;
        const int side = sideToMove();
        m_current = m_record.addMove(m_current, node->move);
        m_current->timeMs = node->timeMs;
        m_current->totalMs = node->totalMs;
        m_current->comment = node->comment;
        m_current->thinks = node->thinks;
        m_clock.charge(side, node->timeMs);
        m_position->play(node->move);
        m_moves.append(node->move);
    }
    return true;
}

bool Session::isWaitingForPerson() const
{
    const Player *player = m_players.value(sideToMove());
    return !m_elsewhere && player && player->isHuman() && !m_personMoved.value(sideToMove());
}

void Session::start()
{
    if (m_started) return;
    writeTimeControlHeaders();
    m_record.setHeader(
        header::Date, QDateTime::currentDateTime().toString(QStringLiteral("yyyy/MM/dd HH:mm:ss")));
    for (Player *p : std::as_const(m_players)) {
        Q_ASSERT(p);
        p->prepare();
    }
    // Borrowed players may be ready already (a match worker readies its kept engines for the
    // next game first) and then signal nothing: the game starts once prepare() has returned, as
    // with players that signal.
    if (m_borrowed.contains(true)) QTimer::singleShot(0, this, &Session::onReady);
}

void Session::onReady()
{
    if (m_started || isOver()) return;
    for (Player *p : std::as_const(m_players))
        if (!p || !p->isReady()) return;
    m_started = true;
    for (int i = 0; i < m_players.size(); ++i)
        m_record.setHeader(header::player(i), m_players[i]->name());
    Q_EMIT started();
    const GameResult r = m_position->result();
    if (r.isOver() && !m_elsewhere)
        end(r);
    else
        requestMove();
}

void Session::requestMove()
{
    if (isOver() || m_paused) return;
    const int side = sideToMove();
    m_lastInfo[side] = EngineInfo();
    if (!isWaitingForPerson()) {
        m_clock.start(side);
        armFlagTimer();
    }
    SearchRequest request;
    request.start = m_start;
    request.moves = m_moves;
    request.lineId = m_lineId;
    request.current = std::shared_ptr<const Position>(m_position->clone());
    request.timeControl = m_clock.timeControl(side);
    if (m_timeControls.isEmpty())
        for (int i = 0; i < m_game.playerCount(); ++i)
            m_timeControls << m_clock.timeControl(i);
    request.timeControls = m_timeControls;
    request.remainingMs.reserve(m_game.playerCount());
    for (int i = 0; i < m_game.playerCount(); ++i)
        request.remainingMs << m_clock.remainingMs(i);
    Q_EMIT turnStarted(side);
    m_players[side]->think(request);
    for (int i = 0; i < m_players.size(); ++i)
        if (i != side && m_players[i]) m_players[i]->opponentToMove(request);
    Q_EMIT moveRequested(side);
}

bool Session::isTimed(int side) const
{
    // A fixed time per move is how engines are compared; a person at the board is not hurried.
    if (!m_clock.timeControl(side).isFixedPerMove()) return true;
    const Player *player = m_players.value(side);
    return player && !player->isHuman();
}

std::optional<qint64> Session::msToFlag() const
{
    const std::optional<qint64> left = m_clock.timeToFlag();
    if (!left || !isTimed(sideToMove()) || m_elsewhere) return std::nullopt;
    return qBound<qint64>(0, *left + m_marginMs, qint64(std::numeric_limits<int>::max()));
}

void Session::armFlagTimer()
{
    const std::optional<qint64> ms = msToFlag();
    if (!ms) return;
    // A timer armed for an earlier turn is left to fire if it fires no later: onFlag arms it
    // again for the rest. Stopping and starting it every move was about 4 % of a fast match's
    // own work.
    const qint64 due = m_clock.now() + *ms;
    if (m_flagTimer.isActive() && m_flagFiresAt <= due) return;
    m_flagTimer.start(int(*ms));
    m_flagFiresAt = due;
}

void Session::onMove(int side, const QString &move)
{
    if (side < 0 || isOver() || m_paused || side != sideToMove()) return;
    const std::optional<qint64> left = m_clock.timeToFlag();
    const bool late = left && *left < -m_marginMs && isTimed(side) && !m_elsewhere;
    const qint64 used = m_clock.stop(); // the flag timer may stay armed: onFlag checks the clock
    const int opponent = (side + 1) % m_game.playerCount();
    if (late) {
        end(GameResult::win(opponent, EndReason::TimeForfeit,
                            tr("%1 moved after its time ran out (%2 s used)")
                                .arg(m_game.sideName(side))
                                .arg(used / 1000.0, 0, 'f', 1)));
        return;
    }
    if (!m_position->isLegal(move)) {
        end(GameResult::win(
            opponent, EndReason::IllegalMove,
            tr("%1 played an illegal move: '%2'").arg(m_game.sideName(side), move.left(80))));
        return;
    }
    m_current = m_record.addMove(m_current, move);
    m_current->timeMs = used;
    const EngineInfo &info = m_lastInfo[side];
    if (!m_players[side]->isHuman() && info.hasSearchData()) {
        ThinkInfo think;
        think.origin = ThinkInfo::Origin::Player;
        think.score = info.score;
        think.depth = info.depth;
        think.seldepth = info.seldepth;
        think.nodes = info.nodes;
        think.engine = m_players[side]->name();
        // The PV is kept from the position after the move, as ShogiHome writes it.
        if (!info.pv.isEmpty() && info.pv.first() == move) think.pv = info.pv.mid(1);
        m_current->thinks.append(think);
    }
    m_position->play(move);
    m_moves.append(move);
    if (m_players[side]->isHuman()) m_personMoved[side] = true;
    Q_EMIT moveMade(side, move);
    const GameResult r = m_position->result();
    if (r.isOver() && !m_elsewhere)
        end(r);
    else
        requestMove();
}

void Session::onResigned(int side)
{
    if (side < 0 || isOver() || m_elsewhere) return;
    m_clock.stop();
    end(GameResult::win((side + 1) % m_game.playerCount(), EndReason::Resignation,
                        tr("%1 resigned").arg(m_game.sideName(side))));
}

void Session::onFailed(int side, EndReason reason, const QString &detail)
{
    if (side < 0 || isOver()) return;
    m_clock.stop();
    end(GameResult::win((side + 1) % m_game.playerCount(), reason, detail));
}

void Session::onFlag()
{
    if (isOver() || m_paused) return;
    // Armed for an earlier turn (or fired a little early, as coarse timers may): this turn's time
    // is not up yet, or it has none.
    if (const std::optional<qint64> ms = msToFlag(); !ms || *ms > 0) {
        if (ms) armFlagTimer();
        return;
    }
    const int side = sideToMove();
    const qint64 used = m_clock.stop();
    end(GameResult::win((side + 1) % m_game.playerCount(), EndReason::TimeForfeit,
                        tr("%1's time ran out after %2 s")
                            .arg(m_game.sideName(side))
                            .arg(used / 1000.0, 0, 'f', 1)));
}

void Session::resign(int side)
{
    // Refereed elsewhere: a person resigns there (a server holds it until their turn); the
    // verdict ends the game, with the moves played up to it.
    if (auto *person = qobject_cast<HumanPlayer *>(m_players.value(side)); person && m_elsewhere) {
        person->resign();
        return;
    }
    onResigned(side);
}

void Session::abort(const QString &why)
{
    if (isOver()) return;
    m_clock.stop();
    end(GameResult::noResult(EndReason::Aborted, why));
}

void Session::adjudicate(const GameResult &result)
{
    if (isOver() || !result.isOver()) return;
    m_clock.stop();
    end(result);
}

void Session::moveNow()
{
    if (isOver() || !m_started) return;
    if (Player *p = m_players[sideToMove()]; p && !p->isHuman()) p->stopThinking(true);
}

bool Session::takeBack()
{
    if (isOver() || !m_started || m_moves.isEmpty() || m_elsewhere) return false;
    bool anyHuman = false;
    for (Player *p : std::as_const(m_players))
        anyHuman = anyHuman || p->isHuman();
    if (!anyHuman) return false;
    m_flagTimer.stop();
    m_clock.stop();
    m_players[sideToMove()]->stopThinking(false);
    int count = 0;
    m_lineId = SearchRequest::newLineId();
    do {
        m_moves.removeLast();
        m_current = m_current->parent;
        ++count;
        m_position = m_start->clone();
        for (const QString &m : std::as_const(m_moves))
            m_position->play(m);
    } while (!m_moves.isEmpty() && !m_players[sideToMove()]->isHuman());
    // The taken-back moves stay in the record as a variation only if something else is played;
    // a takeback of the main line removes them, as a player expects.
    while (!m_current->children.empty())
        m_record.removeNode(m_current->children.back().get());
    Q_EMIT movesTakenBack(count);
    requestMove();
    return true;
}

void Session::pause()
{
    if (isOver() || m_paused || !m_started || m_elsewhere) return;
    m_paused = true;
    m_flagTimer.stop();
    const int side = m_clock.runningSide();
    m_clock.stop();
    // Pausing is not a move: give back the increment a stop added, keep the time used.
    if (side >= 0 && m_clock.timeControl(side).incrementMs)
        m_clock.setRemaining(side,
                             m_clock.remainingMs(side) - m_clock.timeControl(side).incrementMs);
    m_players[sideToMove()]->stopThinking(false);
    Q_EMIT pausedChanged(true);
}

void Session::resume()
{
    if (!m_paused) return;
    m_paused = false;
    Q_EMIT pausedChanged(false);
    requestMove();
}

void Session::end(const GameResult &result)
{
    if (isOver()) return;
    m_flagTimer.stop();
    m_result = result;
    // A game that ends before it starts (an engine failed its handshake) still says who played.
    if (!m_started)
        for (int i = 0; i < m_players.size(); ++i)
            if (m_players[i]) m_record.setHeader(header::player(i), m_players[i]->name());
    m_record.setResult(result);
    m_record.setHeader(header::Termination, endReasonKeyword(result.reason));
    for (int i = 0; i < m_players.size(); ++i) {
        if (Player *p = m_players[i]) {
            p->stopThinking(false);
            p->gameEnded(result, i);
        }
    }
    Q_EMIT gameEnded(result);
    // Borrowed players are let go: what they do next (another game) is no longer this game's.
    m_playersLeft = 0;
    for (int i = 0; i < m_players.size(); ++i) {
        if (m_borrowed[i] && m_players[i])
            m_players[i]->disconnect(this);
        else
            ++m_playersLeft;
    }
    if (m_playersLeft == 0) {
        Q_EMIT playersGone();
        return;
    }
    for (int i = 0; i < m_players.size(); ++i)
        if (m_players[i] && !m_borrowed[i]) m_players[i]->quit();
}

} // namespace kibitz
