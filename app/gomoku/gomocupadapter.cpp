#include "gomocupadapter.h"

#include "core/position.h"
#include "gomoku/gomokucoordinates.h"
#include "gomoku/gomokuposition.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace kibitz::gomoku {

namespace {
// Gomocup's "no limit" for time_left (seed 003).
constexpr qint64 noLimit = 2147483647;
// What Yixin-Board sends for an analysis without limit, and Rapfi reads as such.
constexpr qint64 analysisTurnMs = 2000000;
constexpr qint64 analysisMatchMs = 100000000;
// Kibitz's choice for an unlimited game: Gomocup has no unlimited turn (0 means "at once").
constexpr qint64 unlimitedTurnMs = 10000;
// More takebacks than this and a fresh BOARD is shorter.
constexpr int maxTakebacks = 8;

QStringView firstWord(QStringView text, QStringView *rest = nullptr)
{
    const qsizetype space = text.indexOf(u' ');
    if (rest) *rest = space < 0 ? QStringView() : text.mid(space + 1).trimmed();
    return space < 0 ? text : text.left(space);
}

bool is(QStringView word, QLatin1StringView keyword)
{
    return word.compare(keyword, Qt::CaseInsensitive) == 0;
}

// "7-9" or "7" → depth and seldepth.
void parseDepth(QStringView text, EngineInfo *info)
{
    const qsizetype dash = text.indexOf(u'-');
    bool ok = false;
    const int d = (dash < 0 ? text : text.left(dash)).toInt(&ok);
    if (ok) info->depth = d;
    if (dash >= 0) {
        const int s = text.mid(dash + 1).toInt(&ok);
        if (ok) info->seldepth = s;
    }
}

// A move reply "x,y": two decimal numbers (on the board or not — the referee judges).
std::optional<QString> numericPair(QStringView text)
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
    return QStringLiteral("%1,%2").arg(a.toInt()).arg(b.toInt());
}
} // namespace

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

std::optional<Score> GomocupAdapter::parseEval(QStringView text)
{
    text = text.trimmed();
    if (text.isEmpty()) return std::nullopt;
    const QChar sign = text[0];
    QStringView body = (sign == u'+' || sign == u'-') ? text.mid(1) : text;
    const int s = sign == u'-' ? -1 : 1;
    if (body.startsWith(u'M') || body.startsWith(u'm')) {
        if (body == u"M*" || body == u"m*") return Score::mate(s * Score::unknownMatePlies);
        bool ok = false;
        const int plies = body.mid(1).toInt(&ok);
        if (!ok || plies < 0 || plies >= Score::unknownMatePlies) return std::nullopt;
        return Score::mate(s * plies);
    }
    if (body == u"VAL_INF") return Score::mate(s * Score::unknownMatePlies);
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok) return std::nullopt;
    return Score::centipawns(v);
}

qint64 GomocupAdapter::parseTimeText(QStringView text)
{
    text = text.trimmed();
    struct Unit
    {
        const char16_t *suffix;
        qint64 ms;
    };
    for (const Unit u :
         {Unit{u"ms", 1}, Unit{u"min", 60000}, Unit{u"s", 1000}, Unit{u"h", 3600000}}) {
        if (!text.endsWith(QStringView(u.suffix))) continue;
        bool ok = false;
        const qint64 n = text.chopped(QStringView(u.suffix).size()).toLongLong(&ok);
        return ok && n >= 0 ? n * u.ms : -1;
    }
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    return ok && n >= 0 ? n : -1;
}

qint64 GomocupAdapter::parseCountText(QStringView text)
{
    text = text.trimmed();
    qint64 factor = 1;
    if (!text.isEmpty()) {
        switch (text.back().toUpper().unicode()) {
        case u'K':
            factor = 1000;
            break;
        case u'M':
            factor = 1000000;
            break;
        case u'G':
            factor = 1000000000;
            break;
        case u'T':
            factor = 1000000000000;
            break;
        default:
            break;
        }
        if (factor > 1) text.chop(1);
    }
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    return ok && n >= 0 && n < (qint64(1) << 62) / factor ? n * factor : -1;
}

void GomocupAdapter::begin()
{
    send(QStringLiteral("ABOUT"));
}

void GomocupAdapter::setOption(const QString &name, const QString &value)
{
    for (auto &[n, v] : m_userOptions) {
        if (n.compare(name, Qt::CaseInsensitive) == 0) {
            v = value;
            if (!isSearching()) addInfo(name, value, false);
            return;
        }
    }
    m_userOptions.append({name, value});
    // INFO may come at any time (seed 003), but engines that search in one thread read it late.
    if (!isSearching()) addInfo(name, value, false);
}

void GomocupAdapter::newGame()
{
    m_boardKnown = false;
}

void GomocupAdapter::addInfo(const QString &key, const QString &value, bool onlyIfChanged)
{
    const QString k = key.toLower();
    if (onlyIfChanged && m_infoSent.value(k) == value) return;
    m_infoSent.insert(k, value);
    m_queue << QStringLiteral("INFO %1 %2").arg(key, value);
    if (m_awaiting.isEmpty() && !isSearching()) sendQueued();
}

void GomocupAdapter::go(const SearchRequest &request)
{
    m_request = request;
    const auto *start = static_cast<const GomokuPosition *>(request.start.get());
    const Board &board = start->board();
    m_width = board.width();
    m_height = board.height();
    m_rule = board.rule();
    // The wanted stones: the set-up ones with their colours, then the moves alternating.
    m_wanted.clear();
    for (Point p : board.history())
        m_wanted.append({toGomocup(p), board.at(p) == Stone::Black});
    bool black = board.toMove() == Stone::Black;
    for (const QString &m : request.moves) {
        m_wanted.append({m, black});
        black = !black;
    }
    m_nbest = request.multiPv > 1 && !m_nbestUnsupported;
    startSearch(request.current->sideToMove());
    m_stopRequested = false;
    m_blockOpen = false;
    m_lastPv.clear();
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
    }

    // Settings, then the time left before every move (seed 003).
    const int side = m_request.current->sideToMove();
    const TimeControl &tc = m_request.timeControl;
    const qint64 remaining = m_request.remainingMs.value(side);
    qint64 turn = 0, match = 0, left = noLimit;
    if (m_request.infinite) {
        turn = analysisTurnMs;
        match = analysisMatchMs;
        left = analysisMatchMs;
    } else if (tc.isFixedPerMove()) {
        turn = tc.moveTimeMs;
    } else if (tc.isUnlimited()) {
        turn = unlimitedTurnMs;
    } else if (remaining <= 0 && tc.byoyomiMs > 0) {
        turn = tc.byoyomiMs; // byoyomi only: a turn limit and no match limit
    } else {
        match = tc.baseMs;
        turn = qMax<qint64>(1, remaining + tc.byoyomiMs); // the most this move may take
        left = qMax<qint64>(0, remaining) + tc.byoyomiMs;
    }
    const int ruleBits = m_rule == Rule::Renju ? 4 : m_rule == Rule::Standard ? 1 : 0;
    const QList<QPair<QString, QString>> ours = {
        {QStringLiteral("timeout_turn"), QString::number(turn)},
        {QStringLiteral("timeout_match"), QString::number(match)},
        {QStringLiteral("max_memory"), QStringLiteral("0")},
        {QStringLiteral("game_type"), QStringLiteral("1")},
        {QStringLiteral("rule"), QString::number(ruleBits)},
        {QStringLiteral("show_detail"), QStringLiteral("3")},
    };
    auto userHas = [&](const QString &key) {
        for (const auto &[n, v] : std::as_const(m_userOptions))
            if (n.compare(key, Qt::CaseInsensitive) == 0) return true;
        return false;
    };
    auto info = [&](const QString &key, const QString &value, bool always) {
        const QString k = key.toLower();
        if (!always && m_infoSent.contains(k) && m_infoSent.value(k) == value) return;
        m_infoSent.insert(k, value);
        m_queue << QStringLiteral("INFO %1 %2").arg(key, value);
    };
    for (const auto &[key, value] : ours)
        if (!userHas(key)) info(key, value, false);
    for (const auto &[key, value] : std::as_const(m_userOptions))
        info(key, value, false);
    if (!userHas(QStringLiteral("time_left")))
        info(QStringLiteral("time_left"), QString::number(left), true);

    // The position, with the fewest commands the engine's board allows.
    const bool blackToMove = m_request.current->sideToMove() == 0;
    QList<EngineStone> engine = needStart ? QList<EngineStone>() : m_engineStones;
    const bool known = needStart || m_boardKnown;
    qsizetype common = 0;
    while (known && common < engine.size() && common < m_wanted.size() &&
           engine[common] == m_wanted[common])
        ++common;
    const qsizetype extraEngine = engine.size() - common;
    const qsizetype extraWanted = m_wanted.size() - common;
    auto boardLines = [&](const QString &command) {
        m_queue << command;
        for (const EngineStone &s : std::as_const(m_wanted))
            m_queue << QStringLiteral("%1,%2").arg(s.move).arg(s.black == blackToMove ? 1 : 2);
        m_queue << QStringLiteral("DONE");
    };
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
    sendQueued();
}

void GomocupAdapter::sendQueued()
{
    while (!m_queue.isEmpty() && m_awaiting.isEmpty()) {
        const QString line = m_queue.takeFirst();
        const QString word = firstWord(line).toString();
        send(line);
        if (word == u"START" || word == u"RECTSTART" || word == u"RESTART" || word == u"TAKEBACK") {
            m_awaiting = word;
            m_awaitedArgument = line.mid(word.size() + 1);
        } else if (word == u"BEGIN" || word == u"TURN" || word == u"DONE" || word == u"YXNBEST") {
            if (word == u"DONE" && m_nbest) continue; // YXBOARD…DONE: no search yet
            m_searchCommand = word;
            m_engineStones = m_wanted; // what the engine holds once it has read this
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
    m_blockOpen = false;
    finishSearch();
    Q_EMIT unreadableMoveReceived(text);
}

EngineInfo GomocupAdapter::freshInfo() const
{
    EngineInfo info;
    info.sideToMove = searchingSide();
    return info;
}

std::optional<QString> GomocupAdapter::parsePoint(QStringView text) const
{
    const std::optional<Point> p = parseGomocup(text.trimmed(), m_width, m_height);
    if (!p) return std::nullopt;
    return toGomocup(*p);
}

QStringList GomocupAdapter::parsePairs(QStringView text) const
{
    QStringList moves;
    for (QStringView word : text.split(u' ', Qt::SkipEmptyParts)) {
        const std::optional<QString> m = parsePoint(word);
        if (!m) break;
        moves << *m;
    }
    return moves;
}

QStringList GomocupAdapter::parseLetters(QStringView text) const
{
    // Rapfi's Pos text: column letter from the left, row number from the top, 1-based.
    QStringList moves;
    for (QStringView word : text.split(u' ', Qt::SkipEmptyParts)) {
        if (word.size() < 2 || !word[0].isLetter()) break;
        const int x = word[0].toUpper().unicode() - u'A';
        bool ok = false;
        const int y = word.mid(1).toInt(&ok) - 1;
        if (!ok || x < 0 || y < 0 || x >= m_width || y >= m_height) break;
        moves << toGomocup(Point{x, y});
    }
    return moves;
}

void GomocupAdapter::parseLine(QStringView line)
{
    line = line.trimmed();
    if (line.isEmpty()) return;
    QStringView rest;
    const QStringView word = firstWord(line, &rest);
    if (!isHandshakeDone()) {
        // Whatever answers ABOUT ends the handshake, also UNKNOWN or free text from old brains.
        if (is(word, "MESSAGE"_L1) || is(word, "DEBUG"_L1) || is(word, "INFO"_L1)) return;
        const QMap<QString, QString> about = parseAbout(line);
        if (!about.isEmpty()) {
            QString name = about.value(QStringLiteral("name"));
            if (!about.value(QStringLiteral("version")).isEmpty())
                name += QLatin1Char(' ') + about.value(QStringLiteral("version"));
            setEngineName(name.trimmed());
            setEngineAuthor(about.value(QStringLiteral("author")));
        } else if (!is(word, "UNKNOWN"_L1) && !is(word, "ERROR"_L1) && !is(word, "OK"_L1)) {
            setEngineName(line.left(64).toString());
        }
        completeHandshake();
        return;
    }
    if (is(word, "MESSAGE"_L1)) {
        handleMessage(rest);
    } else if (is(word, "DEBUG"_L1) || is(word, "FORBID"_L1)) {
        // For the log only.
    } else if (is(word, "INFO"_L1)) {
        handleInfo(rest);
    } else if (is(word, "OK"_L1)) {
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
        } else if (m_awaiting == u"TAKEBACK") {
            const qsizetype at = m_engineStones.size() - 1;
            if (at >= 0 && m_engineStones[at].move == m_awaitedArgument)
                m_engineStones.removeLast();
            else
                m_boardKnown = false;
        }
        m_awaiting.clear();
        sendQueued();
    } else if (is(word, "ERROR"_L1) || is(word, "UNKNOWN"_L1)) {
        onReplyError(line);
    } else if (is(word, "SUGGEST"_L1)) {
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
    if (!isSearching()) return;
    if (m_awaiting == u"START" || m_awaiting == u"RECTSTART") {
        m_started = false;
        failSearch(line.toString()); // the engine cannot play this board
    } else if (m_awaiting == u"RESTART") {
        // Optional in seed 003: an engine without it starts over with START.
        m_started = false;
        plan(true);
    } else if (m_awaiting == u"TAKEBACK") {
        m_boardKnown = false;
        plan(false);
    } else if (m_searchCommand == u"YXNBEST") {
        m_nbestUnsupported = true; // the next analysis asks for one line with BOARD
    } else if (line.startsWith(u"ERROR", Qt::CaseInsensitive)) {
        failSearch(line.toString()); // an error instead of a move, as Piskvork judges it
    }
}

void GomocupAdapter::handleMove(QStringView line)
{
    if (!m_awaiting.isEmpty()) {
        failSearch(line.toString());
        return;
    }
    const std::optional<QString> move = numericPair(line);
    if (!move) {
        failSearch(line.toString());
        return;
    }
    m_engineStones = m_wanted;
    m_engineStones.append({*move, m_request.current->sideToMove() == 0});
    m_blockOpen = false;
    finishSearch();
    Q_EMIT bestMoveReceived(*move);
}

void GomocupAdapter::handleInfo(QStringView text)
{
    QStringView value;
    const QStringView key = firstWord(text, &value);
    if (is(key, "PV"_L1)) {
        if (is(value, "DONE"_L1)) {
            if (m_blockOpen && isSearching()) {
                if (m_block.multipv == 1 && !m_block.pv.isEmpty()) m_lastPv = m_block.pv;
                Q_EMIT infoReceived(m_block);
            }
            m_blockOpen = false;
            return;
        }
        bool ok = false;
        const int index = value.toInt(&ok);
        m_block = freshInfo();
        m_block.multipv = ok && index >= 0 && index < 1000 ? index + 1 : 1;
        m_blockOpen = true;
        return;
    }
    if (!m_blockOpen) return; // INFO MAX_THREAD_NUM and the like
    bool ok = false;
    if (is(key, "DEPTH"_L1)) {
        const int d = value.toInt(&ok);
        if (ok) m_block.depth = d;
    } else if (is(key, "SELDEPTH"_L1)) {
        const int d = value.toInt(&ok);
        if (ok) m_block.seldepth = d;
    } else if (is(key, "NODES"_L1)) {
        if (m_block.nodes < 0) m_block.nodes = parseCountText(value);
    } else if (is(key, "TOTALNODES"_L1)) {
        const qint64 n = parseCountText(value);
        if (n >= 0) m_block.nodes = n;
    } else if (is(key, "TOTALTIME"_L1)) {
        m_block.timeMs = parseTimeText(value);
    } else if (is(key, "SPEED"_L1)) {
        m_block.nps = parseCountText(value);
    } else if (is(key, "EVAL"_L1)) {
        if (const std::optional<Score> s = parseEval(value)) m_block.score = toFirstPlayerView(*s);
    } else if (is(key, "WINRATE"_L1)) {
        const double w = value.toDouble(&ok);
        if (ok && w >= 0 && w <= 1) m_block.text = tr("win rate %1%").arg(w * 100, 0, 'f', 1);
    } else if (is(key, "BESTLINE"_L1)) {
        m_block.pv = parsePairs(value);
    }
}

void GomocupAdapter::handleMessage(QStringView text)
{
    if (!isSearching()) return;
    EngineInfo info = freshInfo();
    QStringView rest;
    const QStringView word = firstWord(text, &rest);
    if (is(word, "REALTIME"_L1)) {
        QStringView arg;
        const QStringView kind = firstWord(rest, &arg);
        const std::optional<QString> move = parsePoint(arg);
        if (is(kind, "POS"_L1) && move) {
            info.currmove = *move;
        } else if (is(kind, "BEST"_L1) && move) {
            if (m_lastPv.value(0) == *move) return; // a longer PV with that move is known
            info.pv = {*move};
            m_lastPv = info.pv;
        } else if (is(kind, "LOST"_L1) && move) {
            info.text = tr("%1 loses").arg(*move);
        } else {
            return; // DONE, REFRESH
        }
        Q_EMIT infoReceived(info);
        return;
    }
    if (text.startsWith(u"[Pondering]")) return; // not this search
    auto field = [](QStringView part, QStringView *value) {
        return firstWord(part.trimmed(), value);
    };
    if (word == u"Depth" || word == u"Speed") {
        // Rapfi: "Depth 7-9 | Eval 35 | Time 412ms | H8 I9 J7",
        //        "Speed 181K | Depth 7-9 | Eval 35 | Node 74K | Time 412ms".
        const QList<QStringView> parts = text.split(u'|');
        for (qsizetype i = 0; i < parts.size(); ++i) {
            QStringView value;
            const QStringView key = field(parts[i], &value);
            if (key == u"Depth")
                parseDepth(value, &info);
            else if (key == u"Eval") {
                if (const auto s = parseEval(value)) info.score = toFirstPlayerView(*s);
            } else if (key == u"Time")
                info.timeMs = parseTimeText(value);
            else if (key == u"Node" || key == u"Visit")
                info.nodes = parseCountText(value);
            else if (key == u"Speed")
                info.nps = parseCountText(value);
            else if (i == parts.size() - 1 && i > 0)
                info.pv = parseLetters(parts[i].trimmed());
        }
    } else if (word.size() >= 3 && word.startsWith(u'(') && word.endsWith(u')')) {
        // Rapfi's multi-PV lines: "(1) 35 | 7-9 | H8 I9", "(1) 35 (W 55.00, …) | V 12K | SD 9 |
        // H8".
        bool ok = false;
        const int rank = word.mid(1, word.size() - 2).toInt(&ok);
        if (!ok || rank < 1) {
            info.text = text.toString();
        } else {
            info.multipv = rank;
            const QList<QStringView> parts = text.split(u'|');
            QStringView head;
            firstWord(parts[0].trimmed(), &head);
            if (const auto s = parseEval(firstWord(head))) info.score = toFirstPlayerView(*s);
            for (qsizetype i = 1; i < parts.size(); ++i) {
                QStringView value;
                const QStringView key = field(parts[i], &value);
                if (key == u"V")
                    info.nodes = parseCountText(value);
                else if (key == u"SD")
                    info.seldepth = value.toInt();
                else if (i == parts.size() - 1)
                    info.pv = parseLetters(parts[i].trimmed());
                else if (!parts[i].trimmed().isEmpty() && parts[i].trimmed()[0].isDigit())
                    parseDepth(parts[i].trimmed(), &info);
            }
        }
    } else if (word == u"depth" || word == u"multipv") {
        // Rapfi's UCI-like mode: "depth 7-9 [multipv 1] ev 35 n 74K n/ms 181 tm 412 pv H8 I9".
        const QList<QStringView> w = text.split(u' ', Qt::SkipEmptyParts);
        for (qsizetype i = 0; i + 1 < w.size(); i += 2) {
            const QStringView k = w[i], v = w[i + 1];
            if (k == u"depth")
                parseDepth(v, &info);
            else if (k == u"multipv")
                info.multipv = qMax(1, v.toInt());
            else if (k == u"ev") {
                if (const auto s = parseEval(v)) info.score = toFirstPlayerView(*s);
            } else if (k == u"n")
                info.nodes = parseCountText(v);
            else if (k == u"n/ms") {
                const qint64 n = parseCountText(v);
                info.nps = n < 0 ? -1 : n * 1000;
            } else if (k == u"tm")
                info.timeMs = parseTimeText(v);
            else if (k == u"seldepth")
                info.seldepth = v.toInt();
            else if (k == u"pv") {
                info.pv = parseLetters(text.mid(text.indexOf(u" pv ") + 4));
                break;
            }
        }
    } else if (word == u"Bestline") {
        info.pv = parseLetters(rest);
    } else {
        info.text = text.toString(); // a message for the user
    }
    if (info.multipv == 1 && !info.pv.isEmpty()) m_lastPv = info.pv;
    Q_EMIT infoReceived(info);
}

} // namespace kibitz::gomoku
