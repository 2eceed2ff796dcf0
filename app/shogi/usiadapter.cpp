// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/usiadapter.h"

#include "core/engine/protocolwords.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "shogi/usi.h"
#include "shogi/usioption.h"

#include <QCoreApplication>

#include <limits>

namespace kibitz::shogi {

namespace {
const QString hashOption = QStringLiteral("USI_Hash");
const QString ponderOption = QStringLiteral("USI_Ponder");

// The first word of text, and the rest after its spaces.
bool isUsiMoveText(QStringView word)
{
    return parseUsiMove(word).has_value();
}

QString standardStartSfen()
{
    return Board::startPosition().toSfen();
}
} // namespace

void UsiAdapter::begin()
{
    m_step = Step::Usi;
    send(QStringLiteral("usi"));
}

QString UsiAdapter::handshakeStep() const
{
    switch (m_step) {
    case Step::Usi:
        return QStringLiteral("usi → usiok");
    case Step::Ready:
        return QStringLiteral("isready → readyok");
    default:
        return {};
    }
}

void UsiAdapter::setOption(const QString &name, const QString &value)
{
    if (name == ponderOption) m_ponderEnabled = value == u"true";
    const EngineOption *option = findOption(declaredOptions(), name);
    if (option && option->type == EngineOption::Type::Button)
        send(QStringLiteral("setoption name %1").arg(name));
    else
        send(QStringLiteral("setoption name %1 value %2").arg(name, value));
}

void UsiAdapter::onUsiOk()
{
    // USI_Hash and USI_Ponder are the GUI's to set (USI spec): declared for the engine when it
    // did not, and always sent, the engine's default hash or ShogiHome's when it has none.
    if (!findOption(declaredOptions(), hashOption)) {
        EngineOption hash{
            hashOption, EngineOption::Type::Spin,           QString::number(defaultHashMb),
            1,          std::numeric_limits<qint32>::max(), {}};
        declareOption(hash);
    }
    if (!findOption(declaredOptions(), ponderOption))
        declareOption({ponderOption, EngineOption::Type::Check, QStringLiteral("false"), 0, 0, {}});
    sendConfiguredOptions();
    auto configured = [this](const QString &name) {
        for (const auto &[n, v] : configuredOptions())
            if (n == name && findOption(declaredOptions(), name)->check(v).isEmpty()) return true;
        return false;
    };
    if (!configured(hashOption))
        setOption(hashOption, findOption(declaredOptions(), hashOption)->defaultValue);
    if (!configured(ponderOption)) setOption(ponderOption, QStringLiteral("false"));
    m_step = Step::Ready;
    Q_EMIT handshakeProgressed();
    send(QStringLiteral("isready"));
}

void UsiAdapter::newGame()
{
    m_newGameSent = false;
}

void UsiAdapter::prepareNewGame()
{
    newGame();
    m_step = Step::Ready;
    send(QStringLiteral("isready"));
}

QString UsiAdapter::positionArguments(const SearchRequest &request)
{
    const QString start = request.start->setupText();
    QString text =
        start == standardStartSfen() ? QStringLiteral("startpos") : QStringLiteral("sfen ") + start;
    if (!request.moves.isEmpty()) text += QStringLiteral(" moves ") + request.moves.join(u' ');
    return text;
}

QString UsiAdapter::clockArguments(const SearchRequest &request)
{
    const TimeControl &tc = request.timeControl; // the searching side's own
    if (tc.isFixedPerMove()) return QStringLiteral("btime 0 wtime 0 byoyomi %1").arg(tc.moveTimeMs);
    if (tc.isUnlimited())
        return QStringLiteral("btime 0 wtime 0 byoyomi %1").arg(unlimitedByoyomiMs);
    // Each side's time from its own control; a side without a clock (untimed, or on a fixed time
    // per move) has none to tell. Kibitz adds the increment after a move; the engine adds binc to
    // btime for this move, so it is taken off first (ShogiHome does the same): btime + binc is
    // what the move may use.
    qint64 time[2], inc[2];
    for (int side = 0; side < 2; ++side) {
        const TimeControl &own = request.timeControlOf(side);
        const bool clocked = !own.isFixedPerMove() && !own.isUnlimited();
        inc[side] = clocked ? own.incrementMs : 0;
        time[side] =
            clocked ? qMax<qint64>(0, request.remainingMs.value(side) - own.incrementMs) : 0;
    }
    QString text = QStringLiteral("btime %1 wtime %2").arg(time[0]).arg(time[1]);
    // USI has one byoyomi, the searching side's (as ShogiHome sends it when the sides differ).
    if (tc.byoyomiMs > 0 || (inc[0] == 0 && inc[1] == 0))
        return text + QStringLiteral(" byoyomi %1").arg(tc.byoyomiMs);
    return text + QStringLiteral(" binc %1 winc %2").arg(inc[0]).arg(inc[1]);
}

void UsiAdapter::applyMultiPv(int lines)
{
    static const QString name = QStringLiteral("MultiPV");
    const EngineOption *option = findOption(declaredOptions(), name);
    if (!option) return; // the engine shows one line
    int current = m_multiPv;
    // One line is also what a search asks when it asks nothing: an engine configured for more
    // keeps them until the analysis asks for another number.
    if (current == 0 && lines <= 1) return;
    if (current == 0) {
        current = option->defaultValue.toInt();
        for (const auto &[n, v] : configuredOptions())
            if (n == name && option->check(v).isEmpty()) current = v.toInt();
    }
    const QString value = QString::number(lines);
    if (lines == current || !option->check(value).isEmpty()) return;
    setOption(name, value); // between searches, as GUIs change it for analysis
    m_multiPv = lines;
}

QString UsiAdapter::goCommand(const SearchRequest &request)
{
    switch (request.kind) {
    case SearchRequest::Kind::Mate: {
        const qint64 ms = request.timeControl.moveTimeMs;
        return ms > 0 ? QStringLiteral("go mate %1").arg(ms) : QStringLiteral("go mate infinite");
    }
    case SearchRequest::Kind::Ponder:
        // Early ponder (ShogiHome's): the clocks come with ponderhit.
        if (request.clocksAtPonderHit) return QStringLiteral("go ponder");
        return QStringLiteral("go ponder ") + clockArguments(request);
    case SearchRequest::Kind::Analysis:
        if (request.isUntilStopped()) return QStringLiteral("go infinite");
        break; // an analysis by time: the time as a fixed time per move
    case SearchRequest::Kind::Move:
        break;
    }
    return QStringLiteral("go ") + clockArguments(request);
}

void UsiAdapter::go(const SearchRequest &request)
{
    // The lines are an analysis's to ask, by time as well as until stopped; a turn wants one,
    // so a MultiPV an earlier analysis of this engine raised goes back to 1 (the adapter lives
    // as long as its engine process). A mate search answers no lines.
    if (request.kind == SearchRequest::Kind::Analysis)
        applyMultiPv(request.multiPv);
    else if (request.kind != SearchRequest::Kind::Mate)
        applyMultiPv(1);
    if (!m_newGameSent) {
        send(QStringLiteral("usinewgame"));
        m_newGameSent = true;
    }
    startSearch(request.current->sideToMove());
    setPonderMove({});
    m_stopSent = false;
    m_mateSearch = request.kind == SearchRequest::Kind::Mate;
    m_pondering = request.kind == SearchRequest::Kind::Ponder;
    m_ponderClocksLater = m_pondering && request.clocksAtPonderHit;
    send(QStringLiteral("position ") + positionArguments(request));
    send(goCommand(request));
}

void UsiAdapter::ponderHit(const SearchRequest &turn)
{
    if (!isSearching() || !m_pondering) return;
    m_pondering = false;
    if (std::exchange(m_ponderClocksLater, false))
        send(QStringLiteral("ponderhit ") + clockArguments(turn));
    else
        send(QStringLiteral("ponderhit"));
}

void UsiAdapter::stop()
{
    if (!isSearching() || m_stopSent) return;
    m_stopSent = true;
    send(QStringLiteral("stop"));
}

void UsiAdapter::gameOver(const GameResult &result, int engineSide)
{
    m_newGameSent = false;
    if (result.kind == GameResult::Kind::Win)
        send(game().team(result.winner) == game().team(engineSide)
                 ? QStringLiteral("gameover win")
                 : QStringLiteral("gameover lose"));
    else if (result.kind == GameResult::Kind::Draw)
        send(QStringLiteral("gameover draw"));
}

void UsiAdapter::quit()
{
    send(QStringLiteral("quit"));
}

namespace {
// Reads "cp N", "mate N", "mate +" or "mate -" and an optional "lowerbound"/"upperbound" at
// w[*i + 1] on into *score, leaving *i on the last word read; false when the score is not
// understood (its two words are skipped all the same).
bool readScore(const QList<QStringView> &w, qsizetype *i, Score *score)
{
    if (*i + 2 >= w.size()) return false;
    const QStringView kind = w[*i + 1], value = w[*i + 2];
    *i += 2;
    bool ok = false;
    if (kind == u"cp") {
        const int cp = value.toInt(&ok);
        if (!ok) return false;
        *score = Score::centipawns(cp);
    } else if (kind == u"mate") {
        // "mate 5", "mate -4", and "mate +" / "mate -" when the length is not known.
        if (value == u"+" || value == u"-") {
            *score = Score::mate((value == u"-" ? -1 : 1) * Score::unknownMatePlies);
        } else {
            const int plies = value.toInt(&ok);
            if (!ok || qAbs(plies) >= Score::unknownMatePlies) return false;
            *score = Score::mate(plies);
        }
    } else {
        return false;
    }
    const QStringView bound = *i + 1 < w.size() ? w[*i + 1] : QStringView();
    if (bound == u"lowerbound" || bound == u"upperbound") {
        score->bound = bound == u"lowerbound" ? Score::Bound::Lower : Score::Bound::Upper;
        ++*i;
    }
    return true;
}

// Sets the numeric field key names to n; false when key is not one.
bool setNumber(QStringView key, qint64 n, EngineInfo *info)
{
    if (key == u"depth")
        info->depth = int(n);
    else if (key == u"seldepth")
        info->seldepth = int(n);
    else if (key == u"time")
        info->timeMs = n;
    else if (key == u"nodes")
        info->nodes = n;
    else if (key == u"nps")
        info->nps = n;
    else if (key == u"hashfull")
        info->hashfull = int(n);
    else if (key == u"multipv")
        info->multipv = int(qMax<qint64>(1, n));
    else
        return false;
    return true;
}
} // namespace

bool UsiAdapter::parseInfo(QStringView words, EngineInfo *info)
{
    const QList<QStringView> w = words.split(u' ', Qt::SkipEmptyParts);
    bool any = false;
    for (qsizetype i = 0; i < w.size(); ++i) {
        const QStringView key = w[i];
        if (key == u"string") {
            // Everything after "string" is free text, spaces kept.
            const qsizetype at = words.indexOf(u"string");
            info->text = words.mid(at + 6).trimmed().toString();
            return true;
        }
        if (key == u"pv") {
            info->pv.clear();
            for (qsizetype j = i + 1; j < w.size() && isUsiMoveText(w[j]); ++j)
                info->pv << w[j].toString();
            return true; // pv runs to the end of the line
        }
        if (key == u"score") {
            any = readScore(w, &i, &info->score) || any;
            continue;
        }
        if (key == u"currmove" && i + 1 < w.size()) {
            if (isUsiMoveText(w[i + 1])) info->currmove = w[i + 1].toString();
            ++i;
            any = true;
            continue;
        }
        bool ok = false;
        const qint64 n = i + 1 < w.size() ? w[i + 1].toLongLong(&ok) : 0;
        if (!ok) continue;
        ++i;
        any = setNumber(key, n, info) || any;
    }
    return any;
}

void UsiAdapter::parseLine(QStringView line)
{
    QStringView rest;
    const QStringView word = firstWord(line, &rest);
    if (word.isEmpty()) return;
    if (m_step == Step::Usi) {
        if (word == u"id") {
            QStringView value;
            const QStringView what = firstWord(rest, &value);
            if (what == u"name")
                setEngineName(value.toString());
            else if (what == u"author")
                setEngineAuthor(value.toString());
        } else if (word == u"option") {
            QString error;
            if (const auto option = parseUsiOption(rest, &error))
                declareOption(*option);
            else
                Q_EMIT protocolErrorDetected(tr("option not understood: %1").arg(error));
        } else if (word == u"usiok") {
            onUsiOk();
        }
        return;
    }
    if (m_step == Step::Ready) {
        if (word == u"readyok") {
            m_step = Step::Done;
            if (isHandshakeDone()) {
                // Told at once, as ShogiHome does: also an engine that will not move this game.
                send(QStringLiteral("usinewgame"));
                m_newGameSent = true;
                Q_EMIT newGameReadied();
            } else {
                completeHandshake();
            }
        }
        return;
    }
    if (word == u"info") {
        EngineInfo info;
        info.sideToMove = searchingSide();
        if (!parseInfo(rest, &info)) return;
        if (info.score.isValid()) info.score = toFirstPlayerView(info.score);
        Q_EMIT infoReceived(info);
    } else if (word == u"bestmove") {
        onBestMove(rest);
    } else if (word == u"checkmate") {
        onCheckmate(rest);
    }
}

void UsiAdapter::onBestMove(QStringView words)
{
    const QList<QStringView> w = words.split(u' ', Qt::SkipEmptyParts);
    const QString move = w.value(0).toString();
    if (m_mateSearch) {
        Q_EMIT protocolErrorDetected(tr("bestmove in answer to go mate"));
        return;
    }
    m_pondering = false;
    if (move == u"resign") {
        finishSearch();
        Q_EMIT resigned();
        return;
    }
    if (move == u"win" || isUsiMoveText(move)) {
        if (w.size() >= 3 && w[1] == u"ponder") {
            if (isUsiMoveText(w[2]))
                setPonderMove(w[2].toString());
            else
                Q_EMIT protocolErrorDetected(tr("ponder move not understood: %1").arg(w[2]));
        }
        finishSearch();
        Q_EMIT bestMoveReceived(move);
        return;
    }
    finishSearch();
    Q_EMIT unreadableMoveReceived(words.toString());
}

void UsiAdapter::onCheckmate(QStringView words)
{
    if (!m_mateSearch) {
        Q_EMIT protocolErrorDetected(tr("checkmate without go mate"));
        return;
    }
    m_mateSearch = false;
    finishSearch();
    MateResult result;
    const QList<QStringView> w = words.split(u' ', Qt::SkipEmptyParts);
    if (w.isEmpty() || w[0] == u"nomate") {
        result.kind = MateResult::Kind::NoMate;
    } else if (w[0] == u"timeout") {
        result.kind = MateResult::Kind::Timeout;
    } else if (w[0] == u"notimplemented") {
        result.kind = MateResult::Kind::NotImplemented;
    } else {
        result.kind = MateResult::Kind::Mate;
        for (QStringView m : w) {
            if (!isUsiMoveText(m)) {
                Q_EMIT protocolErrorDetected(tr("checkmate move not understood: %1").arg(m));
                result.kind = MateResult::Kind::NoMate;
                result.moves.clear();
                break;
            }
            result.moves << m.toString();
        }
    }
    Q_EMIT mateSearchFinished(result);
}

QString UsiAdapter::unlimitedTimeNote() const
{
    return tr("“byoyomi %1” (%2 s a move): USI has no unlimited turn")
        .arg(unlimitedByoyomiMs)
        .arg(unlimitedByoyomiMs / 1000);
}

// The commands an engine of this protocol takes, for the engine log's console.
QStringList UsiAdapter::commandWords() const
{
    return {QStringLiteral("usi"),        QStringLiteral("isready"),  QStringLiteral("setoption"),
            QStringLiteral("usinewgame"), QStringLiteral("position"), QStringLiteral("go"),
            QStringLiteral("ponderhit"),  QStringLiteral("stop"),     QStringLiteral("gameover"),
            QStringLiteral("quit")};
}

} // namespace kibitz::shogi
