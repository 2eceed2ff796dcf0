// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/csagame.h"

#include "core/engine/searchline.h"
#include "core/game/player.h"
#include "shogi/csareader.h"
#include "shogi/csaresult.h"
#include "shogi/notation.h"
#include "shogi/specialmove.h"
#include "shogi/usi.h"

#include <QDateTime>
#include <QTimer>

namespace kibitz::shogi {

namespace {
Color colorOf(int side)
{
    return side == 0 ? Color::Black : Color::White;
}
} // namespace

CsaGame::CsaGame(const CsaGameSummary &summary, CsaClient *client, Player *player,
                 const Options &options, QObject *parent)
    : QObject(parent), m_summary(summary), m_client(client), m_player(player), m_options(options)
{
    buildStart();
    if (!m_problem.isEmpty()) return;
    m_ask.setSingleShot(true);
    m_ask.setInterval(0);
    connect(&m_ask, &QTimer::timeout, this, &CsaGame::askMove);
    m_connections << connect(client, &CsaClient::gameStarted, this, &CsaGame::onStarted)
                  << connect(client, &CsaClient::moveReceived, this, &CsaGame::onServerMove)
                  << connect(client, &CsaClient::specialMoveReceived, this, &CsaGame::onSpecial)
                  << connect(client, &CsaClient::gameEnded, this, &CsaGame::onEnded)
                  << connect(player, &Player::moveChosen, this, &CsaGame::onPlayerMove)
                  << connect(player, &Player::resigned, this, &CsaGame::onPlayerResigned)
                  << connect(player, &Player::failed, this,
                             [this](EndReason, const QString &d) { onPlayerFailed(d); })
                  << connect(player, &Player::infoReceived, this, [this](const EngineInfo &info) {
                         if (!m_playing || m_position->sideToMove() != mySide()) return;
                         if (info.multipv <= 1 && info.hasSearchData())
                             mergeSearchLine(&m_lastInfo, info);
                         if (info.multipv <= 1 && info.score.kind == Score::Kind::Centipawns)
                             m_lastCentipawns = info.score;
                     });
}

CsaGame::~CsaGame()
{
    for (const auto &c : std::as_const(m_connections))
        disconnect(c);
}

// The start position and the moves already played, read by the CSA record reader from the
// summary's Position block; their times are charged to the clocks.
void CsaGame::buildStart()
{
    QByteArray text = "V2.2\n";
    for (const QString &line : std::as_const(m_summary.positionLines))
        text += line.toUtf8() + '\n';
    RecordReadResult read = readCsa(text);
    if (!read.ok()) {
        m_problem = tr("the server's start position cannot be read: %1").arg(read.message());
        return;
    }
    m_record = std::move(*read.record);
    QString error;
    m_start = ShogiPosition::fromSetup(m_record.setup(), &error);
    if (!m_start) {
        m_problem = tr("the server's start position cannot be played: %1").arg(error);
        return;
    }
    m_position.reset(static_cast<ShogiPosition *>(m_start->clone().release()));
    for (int side = 0; side < 2; ++side)
        m_remaining[side] = m_summary.time[side].totalMs;
    m_current = m_record.root();
    for (RecordNode *node : m_record.mainLine()) {
        const int side = m_position->sideToMove();
        const CsaTime &t = m_summary.time[side];
        m_remaining[side] =
            qMax<qint64>(0, m_remaining[side] - qMax<qint64>(0, node->timeMs)) + t.incrementMs;
        m_position->play(node->move);
        m_moves << node->move;
        m_current = node;
    }
    m_record.setResult({});
    m_record.setHeader(header::Event, m_summary.gameId);
    m_record.setHeader(
        header::Date, QDateTime::currentDateTime().toString(QStringLiteral("yyyy/MM/dd HH:mm:ss")));
    for (int side = 0; side < 2; ++side)
        m_record.setHeader(header::player(side), m_summary.names[side]);
    const TimeControl tc0 = m_summary.time[0].toTimeControl();
    const TimeControl tc1 = m_summary.time[1].toTimeControl();
    if (tc0 == tc1) {
        m_record.setHeader(header::TimeControl, tc0.toString());
    } else {
        m_record.setHeader(header::timeControl(0), tc0.toString());
        m_record.setHeader(header::timeControl(1), tc1.toString());
    }
}

void CsaGame::onStarted()
{
    m_playing = true;
    Q_EMIT recordChanged();
    askMove();
}

SearchRequest CsaGame::request() const
{
    SearchRequest r;
    r.start = std::shared_ptr<const Position>(m_start->clone());
    r.moves = m_moves;
    r.current = std::shared_ptr<const Position>(m_position->clone());
    for (int side = 0; side < 2; ++side) {
        TimeControl tc = m_summary.time[side].toTimeControl();
        qint64 left = m_remaining[side];
        if (side == mySide() && m_options.marginMs > 0) {
            // The margin comes off the base time first, then off the byoyomi.
            const qint64 fromBase = qMin(left, m_options.marginMs);
            left -= fromBase;
            tc.byoyomiMs = qMax<qint64>(0, tc.byoyomiMs - (m_options.marginMs - fromBase));
        }
        r.timeControls << tc;
        // The USI adapter takes a side's increment off its time (Kibitz's own clocks add it after
        // a move); the server's times have it added already, as ShogiHome tells them.
        r.remainingMs << left + tc.incrementMs;
    }
    r.timeControl = r.timeControls[mySide()];
    return r;
}

void CsaGame::askMove()
{
    if (!m_playing || isOver() || !m_player) return;
    const int side = m_position->sideToMove();
    armSilence();
    if (side == mySide()) {
        m_lastInfo = EngineInfo();
        m_lastCentipawns = Score();
        m_player->think(request());
    } else if (!m_options.earlyPonder) {
        m_player->opponentToMove(request()); // an engine may ponder
    }
}

void CsaGame::armSilence()
{
    if (!m_client) return;
    const int side = m_position->sideToMove();
    const CsaTime &t = m_summary.time[side];
    // The server must speak once the side to move's time is gone (and at once after our move).
    const qint64 turn = m_moveSent ? 0 : m_remaining[side] + t.byoyomiMs + t.incrementMs;
    m_client->setSilenceLimitMs(turn + m_options.silenceGraceMs);
}

void CsaGame::onPlayerMove(const QString &usiMove)
{
    if (!m_playing || isOver() || m_position->sideToMove() != mySide() || !m_client) return;
    if (usiMove == ShogiPosition::declarationMove) {
        m_client->declareWin();
        return;
    }
    const std::optional<Move> move = moveFromUsi(m_position->board(), usiMove);
    if (!move) {
        Q_EMIT noticed(
            tr("The engine played an illegal move (%1); Kibitz resigned the game for it.")
                .arg(usiMove.left(40)));
        m_client->resign();
        return;
    }
    QString comment;
    if (m_options.floodgateComments) {
        // Floodgate's comment has the search's last centipawn score, even after a mate score.
        ThinkInfo think;
        think.score = m_lastCentipawns;
        if (!m_lastInfo.pv.isEmpty() && m_lastInfo.pv.first() == usiMove)
            think.pv = m_lastInfo.pv.mid(1);
        Board after = m_position->board();
        after.doMove(*move);
        comment = floodgateComment(think, after);
    }
    m_moveSent = true;
    m_client->sendMove(formatCsaMove(*move, colorOf(mySide())), comment);
    armSilence();
    if (m_options.earlyPonder && m_player) {
        // Pondered at once, from the move sent; the clocks are the turn's, at ponderhit.
        SearchRequest ponder = request();
        std::unique_ptr<Position> after = m_position->clone();
        after->play(usiMove);
        ponder.moves << usiMove;
        ponder.current = std::shared_ptr<const Position>(std::move(after));
        ponder.clocksAtPonderHit = true;
        m_player->opponentToMove(ponder);
    }
}

void CsaGame::onPlayerResigned()
{
    if (m_playing && !isOver() && m_client) m_client->resign();
}

void CsaGame::onPlayerFailed(const QString &detail)
{
    if (isOver()) return;
    Q_EMIT noticed(tr("The engine failed (%1); Kibitz resigned the game for it.").arg(detail));
    if (m_playing && m_client) m_client->resign();
}

// The engine's search for its move, as the record keeps it (think comments, or a free comment in
// another program's form).
void CsaGame::recordThink(const Move &move, const QString &usi)
{
    if (m_options.recordComments && m_player && !m_player->isHuman() &&
        m_lastInfo.hasSearchData()) {
        // A mate score after centipawn ones is kept as ShogiHome keeps it: the mate alone,
        // then the search with its last centipawn score.
        if (m_lastInfo.score.isMate() && m_lastCentipawns.isValid()) {
            ThinkInfo mate;
            mate.score = m_lastInfo.score;
            m_current->thinks.append(mate);
        }
        ThinkInfo think;
        think.score = m_lastInfo.score.isMate() && m_lastCentipawns.isValid() ? m_lastCentipawns
                                                                              : m_lastInfo.score;
        think.depth = m_lastInfo.depth;
        think.seldepth = m_lastInfo.seldepth;
        think.nodes = m_lastInfo.nodes;
        think.engine = m_summary.names[mySide()];
        if (!m_lastInfo.pv.isEmpty() && m_lastInfo.pv.first() == usi)
            think.pv = m_lastInfo.pv.mid(1);
        if (m_options.commentFormat == SearchCommentFormat::Es) {
            m_current->thinks.append(think);
        } else {
            Board after = m_position->board();
            after.doMove(move);
            m_current->thinks.clear();
            m_current->comment = searchCommentText(m_options.commentFormat, think, after, move.to);
        }
    }
}

void CsaGame::onServerMove(const QString &csaMove, double seconds)
{
    if (!m_playing || isOver()) return;
    const int side = m_position->sideToMove();
    QString error;
    const std::optional<Move> move = parseCsaMove(m_position->board(), csaMove, &error);
    const bool signOk = csaMove.startsWith(side == 0 ? QLatin1Char('+') : QLatin1Char('-'));
    if (!move || !signOk) {
        // The server ends the game itself (#ILLEGAL_MOVE); the record keeps what came before.
        Q_EMIT noticed(
            tr("The server sent a move Kibitz cannot play here: %1").arg(csaMove.left(40)));
        return;
    }
    const QString usi = toUsi(*move);
    const qint64 usedMs = seconds < 0 ? 0 : qint64(seconds * 1000 + 0.5);
    m_current = m_record.addMove(m_current, usi);
    m_current->timeMs = usedMs;
    if (side == mySide()) {
        m_moveSent = false;
        recordThink(*move, usi);
    }
    const CsaTime &t = m_summary.time[side];
    // A time beyond what is left (byoyomi) leaves nothing, as the protocol says.
    m_remaining[side] = qMax<qint64>(0, m_remaining[side] - usedMs) + t.incrementMs;
    m_position->play(usi);
    m_moves << usi;
    Q_EMIT recordChanged();
    // After the opponent's move, the lines that came with it are read first: an end of game
    // among them (a repetition the server judges) ends the game before the engine is asked.
    if (side == mySide())
        askMove(); // the engine may ponder at once
    else
        m_ask.start();
}

void CsaGame::onSpecial(const QString &word, double seconds)
{
    Q_UNUSED(seconds);
    m_declared = word == QLatin1String("KACHI");
}

void CsaGame::onEnded(const CsaGameEnd &end)
{
    if (isOver()) return;
    finish(csaGameResult(end, mySide(), m_position->board().sideToMove(), m_declared));
}

void CsaGame::connectionLost(const QString &why)
{
    if (isOver()) return;
    GameResult r = SpecialMove::toResult(SpecialMove::Interrupt, m_position->board().sideToMove());
    Q_EMIT noticed(tr("The connection to the server was lost during the game: %1").arg(why));
    finish(r);
}

void CsaGame::finish(const GameResult &result)
{
    m_playing = false;
    m_record.setResult(result);
    if (m_client) m_client->setSilenceLimitMs(0);
    if (m_player) {
        m_player->stopThinking(false);
        // A game without a result (中断) is told to an engine as a draw, as ShogiHome does: USI's
        // gameover has no other word for it.
        const bool none = result.kind == GameResult::Kind::NoResult;
        m_player->gameEnded(none ? GameResult::draw(result.reason, result.detail) : result,
                            mySide());
    }
    Q_EMIT ended(result);
}

} // namespace kibitz::shogi
