// SPDX-License-Identifier: GPL-3.0-or-later
#include "gomocupadapter.h"

#include "core/engine/protocolwords.h"
#include "core/game/position.h"
#include "gomoku/gomokucoordinates.h"
#include "gomoku/gomokuposition.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kibitz::gomoku {

namespace {
// Gomocup's "no limit" for time_left (docs/protocols/gomocup.md).
constexpr qint64 noLimit = 2147483647;
// What Yixin-Board sends for an analysis without limit, and Rapfi reads as such.
constexpr qint64 analysisTurnMs = 2000000;
constexpr qint64 analysisMatchMs = 100000000;
// Kibitz's choice for an unlimited game: Gomocup has no unlimited turn (0 means "at once").
constexpr qint64 unlimitedTurnMs = 10000;

} // namespace

// A move reply "x,y": two decimal numbers (on the board or not — the referee judges).
std::optional<QString> GomocupAdapter::numericPair(QStringView text)
{
    const qsizetype comma = text.indexOf(u',');
    if (comma <= 0) return std::nullopt;
    const QStringView a = text.left(comma).trimmed(), b = text.mid(comma + 1).trimmed();
    auto digits = [](QStringView s) {
        if (s.isEmpty() || s.size() > 6) return false;
        for (QChar c : s)
            if (c < u'0' || c > u'9') return false;
        return true;
    };
    if (!digits(a) || !digits(b)) return std::nullopt;
    // As engines write it ("7,12"): the text itself, with no number written again.
    const auto plain = [](QStringView s) { return s.size() == 1 || s[0] != u'0'; };
    if (a.size() + b.size() + 1 == text.size() && plain(a) && plain(b)) return text.toString();
    return QString::number(a.toInt()) + u',' + QString::number(b.toInt()); // every move: no arg()
}

QMap<QString, QString> GomocupAdapter::parseAbout(QStringView line)
{
    // key="value", key="value" … ; values may hold commas, so scan for the quotes.
    QMap<QString, QString> fields;
    qsizetype i = 0;
    while (i < line.size()) {
        const qsizetype eq = line.indexOf(u'=', i);
        if (eq < 0) break;
        QStringView key = line.mid(i, eq - i).trimmed();
        if (key.startsWith(u',')) key = key.mid(1).trimmed();
        if (key.isEmpty() || eq + 1 >= line.size() || line[eq + 1] != u'"') return {};
        const qsizetype close = line.indexOf(u'"', eq + 2);
        if (close < 0) return {};
        fields.insert(key.toString().toLower(), line.mid(eq + 2, close - eq - 2).toString());
        i = close + 1;
        while (i < line.size() && (line[i] == u' ' || line[i] == u','))
            ++i;
    }
    return fields;
}

void GomocupAdapter::begin()
{
    send(QStringLiteral("ABOUT"));
}

void GomocupAdapter::setOption(const QString &name, const QString &value)
{
    m_settled.reset();
    for (auto &[n, v] : m_userOptions) {
        if (n.compare(name, Qt::CaseInsensitive) == 0) {
            v = value;
            if (!isSearching()) addInfo(name, value);
            return;
        }
    }
    m_userOptions.append({name, value});
    // INFO may come at any time (docs/protocols/gomocup.md), but engines that search in one thread
    // read it late.
    if (!isSearching()) addInfo(name, value);
}

void GomocupAdapter::newGame()
{
    m_boardKnown = false;
}

void GomocupAdapter::prepareNewGame()
{
    newGame();
    if (!m_started || isSearching()) {
        Q_EMIT newGameReadied();
        return;
    }
    m_newGamePending = true;
    m_queue = {QStringLiteral("RESTART")};
    m_awaiting.clear();
    sendQueued();
}

void GomocupAdapter::addInfo(const QString &key, const QString &value)
{
    m_infoSent.insert(key.toLower(), value);
    m_settled.reset();
    m_queue << QStringLiteral("INFO %1 %2").arg(key, value);
    if (m_awaiting.isEmpty() && !isSearching()) sendQueued();
}

void GomocupAdapter::go(const SearchRequest &request)
{
    // The same start as the last search (a session shares one with all its requests; the last
    // request keeps it alive, so its address is not another's) needs no board compared.
    const bool sameStart = m_request.start && m_request.start == request.start;
    m_request = request;
    const auto *start = static_cast<const GomokuPosition *>(request.start.get());
    const Board &board = start->board();
    m_width = board.width();
    m_height = board.height();
    m_rule = board.rule();
    setWanted(board, request, sameStart);
    // Kept in m_wanted now: holding the session's list too made its next move copy the whole game.
    m_request.moves = QStringList();
    // Swap1's choice has no command of its own: it is asked as white's move (taking white).
    const auto *current = static_cast<const GomokuPosition *>(request.current.get());
    m_swapStep = current->swapStep() != SwapStep::Done &&
                 !(current->opening() == SwapOpening::Swap1 &&
                   current->swapStep() == SwapStep::ChooseAfterThree);
    m_nbest = !m_swapStep && request.kind == SearchRequest::Kind::Analysis && request.multiPv > 1 &&
              !m_nbestUnsupported;
    startSearch(request.current->sideToMove());
    m_stopRequested = false;
    m_infoReader.reset(m_width, m_height);
    plan(false);
}

void GomocupAdapter::plan(bool forceStart)
{
    m_queue.clear();
    m_awaiting.clear();
    const bool needStart =
        forceStart || !m_started || m_startedWidth != m_width || m_startedHeight != m_height;
    if (needStart) {
        m_queue << (m_width == m_height
                        ? QStringLiteral("START %1").arg(m_width)
                        : QStringLiteral("RECTSTART %1,%2").arg(m_width).arg(m_height));
        m_infoSent.clear(); // after a START the engine gets every setting again
        m_settled.reset();
    }
    queueSettings();
    queuePosition(needStart);
    sendQueued();
}

GomocupAdapter::Times GomocupAdapter::times(const SearchRequest &request)
{
    const TimeControl &tc = request.timeControl;
    const qint64 remaining = request.remainingMs.value(request.current->sideToMove());
    if (request.isUntilStopped()) return {analysisTurnMs, analysisMatchMs, analysisMatchMs};
    if (tc.isFixedPerMove()) return {tc.moveTimeMs, 0, noLimit};
    if (tc.isUnlimited()) return {unlimitedTurnMs, 0, noLimit};
    // Byoyomi only: a turn limit and no match limit.
    if (remaining <= 0 && tc.byoyomiMs > 0) return {tc.byoyomiMs, 0, noLimit};
    return {qMax<qint64>(1, remaining + tc.byoyomiMs), // the most this move may take
            tc.baseMs, qMax<qint64>(0, remaining) + tc.byoyomiMs};
}

bool GomocupAdapter::userHas(const QString &key) const
{
    for (const auto &[n, v] : m_userOptions)
        if (n.compare(key, Qt::CaseInsensitive) == 0) return true;
    return false;
}

void GomocupAdapter::queueInfo(const QString &key, const QString &value)
{
    const QString k = key.toLower();
    if (m_infoSent.contains(k) && m_infoSent.value(k) == value) return;
    m_infoSent.insert(k, value);
    m_queue << QStringLiteral("INFO %1 %2").arg(key, value);
}

void GomocupAdapter::queueSettings()
{
    // Settings, then the time left before every move (docs/protocols/gomocup.md).
    const Times t = times(m_request);
    const int ruleBits = gomocupRuleBits(m_rule);
    if (!m_settled || !(m_settled->times == t) || m_settled->ruleBits != ruleBits) {
        const QList<QPair<QString, QString>> ours = {
            {QStringLiteral("timeout_turn"), QString::number(t.turn)},
            {QStringLiteral("timeout_match"), QString::number(t.match)},
            {QStringLiteral("max_memory"), QStringLiteral("0")},
            {QStringLiteral("game_type"), QStringLiteral("1")},
            {QStringLiteral("rule"), QString::number(ruleBits)},
            {QStringLiteral("show_detail"), QStringLiteral("3")},
        };
        for (const auto &[key, value] : ours)
            if (!userHas(key)) queueInfo(key, value);
        for (const auto &[key, value] : std::as_const(m_userOptions))
            queueInfo(key, value);
        m_settled = Settled{t, ruleBits};
    }
    if (!userHas(QStringLiteral("time_left"))) {
        // Every turn; the line kept while the time left stays the same (a time per move).
        if (m_timeLeftLine.isEmpty() || m_timeLeftSent != t.left) {
            m_timeLeftSent = t.left;
            m_timeLeftLine = QStringLiteral("INFO time_left ") + QString::number(t.left);
        }
        m_queue << m_timeLeftLine;
    }
}

void GomocupAdapter::sendQueued()
{
    while (!m_queue.isEmpty() && m_awaiting.isEmpty()) {
        const QString line = m_queue.takeFirst();
        // The queue's lines are our own: the first word ends at the first space.
        const qsizetype space = line.indexOf(u' ');
        const QStringView word = space < 0 ? QStringView(line) : QStringView(line).left(space);
        send(line);
        if (word == "INFO"_L1) m_unansweredInfoLines << line;
        if (word == "START"_L1 || word == "RECTSTART"_L1 || word == "RESTART"_L1 ||
            word == "TAKEBACK"_L1) {
            m_awaiting = word.toString();
            m_awaitedArgument = line.mid(word.size() + 1);
        } else if (word == "BEGIN"_L1 || word == "TURN"_L1 || word == "DONE"_L1 ||
                   word == "YXNBEST"_L1) {
            if (word == "DONE"_L1 && m_nbest) continue; // YXBOARD…DONE: no search yet
            if (m_searchCommand != word) m_searchCommand = word.toString();
            holdWanted(); // what the engine holds once it has read this
            m_boardKnown = true;
            if (m_stopRequested) send(QStringLiteral("YXSTOP"));
        }
    }
}

void GomocupAdapter::stop()
{
    if (!isSearching()) return;
    // A stop before the search command has gone out is sent right after it.
    if (!m_queue.isEmpty() || !m_awaiting.isEmpty()) {
        m_stopRequested = true;
        return;
    }
    send(QStringLiteral("YXSTOP"));
}

void GomocupAdapter::quit()
{
    send(QStringLiteral("END"));
}

void GomocupAdapter::failSearch(const QString &text)
{
    m_boardKnown = false;
    m_queue.clear();
    m_awaiting.clear();
    finishSearch();
    Q_EMIT unreadableMoveReceived(text);
}

void GomocupAdapter::parseLine(QStringView line)
{
    line = line.trimmed();
    if (line.isEmpty()) return;
    QStringView rest;
    const QStringView word = firstWord(line, &rest);
    if (!isHandshakeDone()) {
        // Whatever answers ABOUT ends the handshake, also UNKNOWN or free text from old brains.
        if (isKeyword(word, "MESSAGE"_L1) || isKeyword(word, "DEBUG"_L1) ||
            isKeyword(word, "INFO"_L1))
            return;
        const QMap<QString, QString> about = parseAbout(line);
        if (!about.isEmpty()) {
            QString name = about.value(QStringLiteral("name"));
            if (!about.value(QStringLiteral("version")).isEmpty())
                name += QLatin1Char(' ') + about.value(QStringLiteral("version"));
            setEngineName(name.trimmed());
            setEngineAuthor(about.value(QStringLiteral("author")));
        } else if (!isKeyword(word, "UNKNOWN"_L1) && !isKeyword(word, "ERROR"_L1) &&
                   !isKeyword(word, "OK"_L1)) {
            setEngineName(line.left(64).toString());
        }
        completeHandshake();
        return;
    }
    if (isKeyword(word, "MESSAGE"_L1)) {
        if (isSearching()) emitInfos(m_infoReader.readMessage(rest));
    } else if (isKeyword(word, "DEBUG"_L1) || isKeyword(word, "FORBID"_L1)) {
        // For the log only.
    } else if (isKeyword(word, "INFO"_L1)) {
        emitInfos(m_infoReader.readInfo(rest));
    } else if (isKeyword(word, "OK"_L1)) {
        m_unansweredInfoLines.clear(); // an answer to a later command
        if (m_awaiting.isEmpty()) return;
        if (m_awaiting == u"START" || m_awaiting == u"RECTSTART") {
            m_started = true;
            m_startedWidth = m_width;
            m_startedHeight = m_height;
            m_engineStones.clear();
            m_boardKnown = true;
        } else if (m_awaiting == u"RESTART") {
            m_engineStones.clear();
            m_boardKnown = true;
            if (std::exchange(m_newGamePending, false)) Q_EMIT newGameReadied();
        } else if (m_awaiting == u"TAKEBACK") {
            const qsizetype at = m_engineStones.size() - 1;
            if (at >= 0 && m_engineStones[at].move == m_awaitedArgument)
                m_engineStones.removeLast();
            else
                m_boardKnown = false;
        }
        m_awaiting.clear();
        sendQueued();
    } else if (isKeyword(word, "ERROR"_L1) || isKeyword(word, "UNKNOWN"_L1)) {
        onReplyError(line);
    } else if (isKeyword(word, "SUGGEST"_L1)) {
        // Piskvork takes the suggestion: PLAY it, and the engine answers with the move.
        if (!isSearching() || !m_awaiting.isEmpty()) return;
        if (const std::optional<QString> m = numericPair(rest))
            send(QStringLiteral("PLAY ") + *m);
        else
            failSearch(line.toString());
    } else if (isSearching()) {
        handleMove(line);
    }
}

void GomocupAdapter::onReplyError(QStringView line)
{
    Q_EMIT protocolErrorDetected(tr("the engine answered: %1").arg(line.left(200)));
    if (answersInfo(line)) {
        // Not about what followed the INFO lines: Rapfi refuses a setting so ("ERROR Max memory
        // too small, might exceeds memory limits"), also while START is awaited after the
        // handshake's settings. And it reads a command word by word and drops the first word
        // that comes while it still counts itself searching (just after its move went out, when
        // the opponent answered at once), then finds "timeout_turn" and "2950" no commands. The
        // rest of the line and the search command come through.
        return;
    }
    if (m_newGamePending && m_awaiting == u"RESTART") {
        // Optional in the protocol: the first search starts over with START.
        m_started = false;
        m_awaiting.clear();
        m_newGamePending = false;
        Q_EMIT newGameReadied();
        return;
    }
    if (!isSearching()) return;
    if (m_awaiting == u"START" || m_awaiting == u"RECTSTART") {
        m_started = false;
        failSearch(line.toString()); // the engine cannot play this board
    } else if (m_awaiting == u"RESTART") {
        // Optional in the protocol (docs/protocols/gomocup.md): an engine without it starts over
        // with START.
        m_started = false;
        plan(true);
    } else if (m_awaiting == u"TAKEBACK") {
        m_boardKnown = false;
        plan(false);
    } else if (m_searchCommand == u"YXNBEST") {
        m_nbestUnsupported = true; // the next analysis asks for one line with BOARD
    } else if (line.startsWith(u"ERROR", Qt::CaseInsensitive) || m_swapStep) {
        // An error instead of a move, as Piskvork judges it; and an engine that does not know
        // SWAP2BOARD cannot play a swap opening.
        failSearch(line.toString());
    }
}

bool GomocupAdapter::answersInfo(QStringView line) const
{
    static const QRegularExpression separators(QStringLiteral("[\\s:,]+"));
    QStringList sent; // the INFO lines' words, INFO left out, and the parts of each key
    for (const QString &info : m_unansweredInfoLines) {
        const QStringList words = info.split(u' ', Qt::SkipEmptyParts).mid(1);
        sent << words;
        if (!words.isEmpty()) sent << words.first().split(u'_', Qt::SkipEmptyParts);
    }
    const QStringList words = line.toString().split(separators, Qt::SkipEmptyParts);
    for (qsizetype i = 1; i < words.size(); ++i)
        if (sent.contains(words[i], Qt::CaseInsensitive)) return true;
    return false;
}

void GomocupAdapter::handleMove(QStringView line)
{
    if (!m_awaiting.isEmpty()) {
        failSearch(line.toString());
        return;
    }
    if (m_swapStep) {
        handleSwapAnswer(line);
        return;
    }
    const std::optional<QString> move = numericPair(line);
    if (!move) {
        failSearch(line.toString());
        return;
    }
    m_unansweredInfoLines.clear();
    holdWanted();
    m_engineStones.append({*move, isBlackToMove()});
    emitInfos(m_infoReader.readOther());
    finishSearch();
    // The session plays the move on its own position next: a copy of it kept here shares that
    // position's stone list, and would make that play a copy of the whole game.
    m_request.current.reset();
    Q_EMIT bestMoveReceived(*move);
}

void GomocupAdapter::emitInfos(QList<EngineInfo> infos)
{
    if (!isSearching()) return;
    for (EngineInfo &info : infos) {
        info.sideToMove = searchingSide();
        info.score = toFirstPlayerView(info.score);
        Q_EMIT infoReceived(info);
    }
}

QString GomocupAdapter::unlimitedTimeNote() const
{
    return tr("“timeout_turn %1” (%2 s a move): Gomocup has no unlimited turn")
        .arg(unlimitedTurnMs)
        .arg(unlimitedTurnMs / 1000);
}

// The commands an engine of this protocol takes, for the engine log's console.
QStringList GomocupAdapter::commandWords() const
{
    return {QStringLiteral("ABOUT"),    QStringLiteral("START"),  QStringLiteral("RECTSTART"),
            QStringLiteral("RESTART"),  QStringLiteral("INFO"),   QStringLiteral("BEGIN"),
            QStringLiteral("TURN"),     QStringLiteral("BOARD"),  QStringLiteral("DONE"),
            QStringLiteral("TAKEBACK"), QStringLiteral("END"),    QStringLiteral("YXBOARD"),
            QStringLiteral("YXNBEST"),  QStringLiteral("YXSTOP"), QStringLiteral("SWAP2BOARD"),
            QStringLiteral("PLAY")};
}

} // namespace kibitz::gomoku
