// SPDX-License-Identifier: GPL-3.0-or-later
#include "agiadapter.h"

#include "core/engine/protocolwords.h"
#include "core/game/position.h"
#include "gomoku/gomokucoordinates.h"
#include "gomoku/gomokuposition.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace kibitz::gomoku {

namespace {
QString agiOf(const QString &move)
{
    const std::optional<Point> p = parseGomocup(move, agiBoardSize, agiBoardSize);
    return p ? toAgi(*p) : QString();
}
} // namespace

Score AgiAdapter::scoreFromAgi(int value)
{
    constexpr int decidedScore = 30000; // less the plies to the end
    constexpr int decidedThreshold = 20000;
    if (value > decidedThreshold && value <= decidedScore) return Score::mate(decidedScore - value);
    if (value < -decidedThreshold && value >= -decidedScore)
        return Score::mate(-(decidedScore + value));
    return Score::centipawns(value);
}

void AgiAdapter::begin()
{
    send(QStringLiteral("AGI"));
}

void AgiAdapter::setOption(const QString &name, const QString &value)
{
    send(QStringLiteral("SETOPTION %1 %2").arg(name.toUpper(), value.toUpper()));
}

void AgiAdapter::newGame()
{
    m_positionKnown = false;
}

void AgiAdapter::go(const SearchRequest &request)
{
    const auto *start = static_cast<const GomokuPosition *>(request.start.get());
    const Board &board = start->board();
    startSearch(request.current->sideToMove());
    if (board.width() > agiBoardSize || board.height() > agiBoardSize) {
        // A hex digit per coordinate, rows 0–E and columns 1–F (docs/protocols/agi.md): up to
        // 15×15.
        finishSearch();
        Q_EMIT unreadableMoveReceived(tr("AGI addresses boards up to 15×15, not %1×%2")
                                          .arg(board.width())
                                          .arg(board.height()));
        return;
    }
    if (start->opening() != SwapOpening::None) {
        // AGI places one stone a turn and has no way to choose a colour.
        finishSearch();
        Q_EMIT unreadableMoveReceived(tr("an AGI engine cannot play a swap opening"));
        return;
    }
    sendBoard(board);
    const std::optional<QString> statu = statuOf(board);
    if (!statu) return;
    sendPosition(*statu, request.moves);
    send(goCommand(request));
}

void AgiAdapter::sendBoard(const Board &board)
{
    if (board.width() != m_engineWidth || board.height() != m_engineHeight) {
        // Kibitz's extension (kibitz-gomoku knows it): AGI's boards are 15×15; a smaller
        // one uses the top-left points of the same hex grid. The engine starts an empty board.
        send(board.width() == board.height()
                 ? QStringLiteral("SETOPTION BOARDSIZE %1").arg(board.width())
                 : QStringLiteral("SETOPTION BOARDSIZE %1,%2")
                       .arg(board.width())
                       .arg(board.height()));
        m_engineWidth = board.width();
        m_engineHeight = board.height();
        m_positionKnown = false;
    }
    const Rule r = board.rule();
    const QString rule = r == Rule::Renju          ? QStringLiteral("FORBIDDEN")
                         : r == Rule::Standard     ? QStringLiteral("STANDARD")
                         : r == Rule::Caro         ? QStringLiteral("CARO")
                         : r == Rule::StandardCaro ? QStringLiteral("STANDARDCARO")
                                                   : QStringLiteral("UNFORBIDDEN");
    if (rule != m_rule) {
        // STANDARD, CARO and STANDARDCARO are Kibitz's extension (AGI itself knows forbidden or
        // not: docs/protocols/agi.md); ISREADY syncs.
        send(QStringLiteral("SETRULE ") + rule);
        send(QStringLiteral("ISREADY"));
        m_rule = rule;
    }
}

std::optional<QString> AgiAdapter::statuOf(const Board &board)
{
    // STATU lists the set-up stones black, white, black … (docs/protocols/agi.md); MOVES keep their
    // order.
    QList<Point> black, white;
    for (Point p : board.history())
        (board.at(p) == Stone::Black ? black : white) << p;
    const bool whiteFirst = white.size() > black.size();
    if (qAbs(black.size() - white.size()) > 1 || whiteFirst) {
        finishSearch();
        Q_EMIT unreadableMoveReceived(tr("AGI cannot set up %1 black and %2 white stones")
                                          .arg(black.size())
                                          .arg(white.size()));
        return std::nullopt;
    }
    QList<Point> statu;
    for (qsizetype i = 0; i < black.size(); ++i) {
        statu << black[i];
        if (i < white.size()) statu << white[i];
    }
    return toAgiList(statu);
}

void AgiAdapter::sendPosition(const QString &statuText, const QStringList &gameMoves)
{
    QStringList moves;
    for (const QString &m : gameMoves)
        moves << agiOf(m);
    // One more stone on what the engine holds is DOMOVE (AGI's own example, docs/protocols/agi.md).
    const bool extends = m_positionKnown && statuText == m_engineStatu &&
                         moves.size() >= m_engineMoves.size() &&
                         moves.mid(0, m_engineMoves.size()) == m_engineMoves;
    if (extends) {
        for (qsizetype i = m_engineMoves.size(); i < moves.size(); ++i)
            send(QStringLiteral("DOMOVE ") + moves[i]);
    } else {
        QString line = QStringLiteral("POSITION");
        if (!statuText.isEmpty()) line += QStringLiteral(" STATU ") + statuText;
        if (!moves.isEmpty()) line += QStringLiteral(" MOVES ") + moves.join(QString());
        send(line);
    }
    m_engineStatu = statuText;
    m_engineMoves = moves;
    m_positionKnown = true;
}

QString AgiAdapter::goCommand(const SearchRequest &request)
{
    // TIME is what the engine has left (docs/protocols/agi.md): for this move, the most it may
    // take. An analysis by time has its time as a fixed time per move.
    const TimeControl &tc = request.timeControl;
    const qint64 remaining = request.remainingMs.value(request.current->sideToMove());
    if (request.isUntilStopped()) return QStringLiteral("GO INFINITE");
    if (tc.isFixedPerMove()) return QStringLiteral("GO TIME %1").arg(tc.moveTimeMs);
    if (!tc.isUnlimited())
        return QStringLiteral("GO TIME %1").arg(qMax<qint64>(0, remaining) + tc.byoyomiMs);
    return QStringLiteral("GO");
}

void AgiAdapter::stop()
{
    if (isSearching()) send(QStringLiteral("STOP"));
}

void AgiAdapter::quit()
{
    send(QStringLiteral("QUIT"));
}

QStringList AgiAdapter::points(QStringView text) const
{
    QString joined;
    for (QChar c : text)
        if (c != u' ') joined += c;
    const std::optional<QList<Point>> list = parseAgiList(joined);
    QStringList moves;
    if (list)
        for (Point p : *list)
            moves << toGomocup(p);
    return moves;
}

void AgiAdapter::parseLine(QStringView line)
{
    line = line.trimmed();
    if (line.isEmpty()) return;
    const qsizetype space = line.indexOf(u' ');
    const QStringView word = space < 0 ? line : line.left(space);
    const QStringView rest = space < 0 ? QStringView() : line.mid(space + 1).trimmed();
    if (!isHandshakeDone()) {
        if (isKeyword(word, "ID"_L1)) {
            const qsizetype s = rest.indexOf(u' ');
            const QStringView key = s < 0 ? rest : rest.left(s);
            const QString value = s < 0 ? QString() : rest.mid(s + 1).trimmed().toString();
            // Seed 002: "ID NAME name [AUTHOR author]" on one line, or AUTHOR on its own.
            if (isKeyword(key, "NAME"_L1)) {
                const qsizetype a =
                    value.indexOf(QStringLiteral(" AUTHOR "), 0, Qt::CaseInsensitive);
                setEngineName(a < 0 ? value : value.left(a).trimmed());
                if (a >= 0) setEngineAuthor(value.mid(a + 8).trimmed());
            } else if (isKeyword(key, "AUTHOR"_L1)) {
                setEngineAuthor(value);
            }
        } else if (isKeyword(word, "OPTION"_L1)) {
            const QList<QStringView> w = rest.split(u' ', Qt::SkipEmptyParts);
            for (qsizetype i = 0; i + 1 < w.size(); i += 2) {
                if (isKeyword(w[i], "OWNBOOK"_L1)) m_ownBook = isKeyword(w[i + 1], "TRUE"_L1);
            }
        } else if (isKeyword(word, "AGIOK"_L1)) {
            completeHandshake();
        }
        return;
    }
    if (isKeyword(word, "INFO"_L1)) {
        parseInfo(rest);
    } else if (isKeyword(word, "BESTMOVE"_L1)) {
        if (!isSearching()) return;
        const QList<QStringView> w = rest.split(u' ', Qt::SkipEmptyParts);
        const std::optional<Point> p = w.isEmpty() ? std::nullopt : parseAgi(w[0]);
        finishSearch();
        // The engine's position does not change with its BESTMOVE (docs/protocols/agi.md).
        if (p)
            Q_EMIT bestMoveReceived(toGomocup(*p));
        else
            Q_EMIT unreadableMoveReceived(line.toString()); // also CHANGE: no swap here
    } else if (isKeyword(word, "READYOK"_L1) || isKeyword(word, "BYE"_L1) ||
               isKeyword(word, "ID"_L1) || isKeyword(word, "OPTION"_L1) ||
               isKeyword(word, "AGIOK"_L1)) {
        // Nothing to do.
    } else if (isSearching()) {
        Q_EMIT protocolErrorDetected(tr("not an AGI reply: %1").arg(line.left(200)));
    }
}

void AgiAdapter::parseInfo(QStringView text)
{
    if (text.startsWith(u"ERROR", Qt::CaseInsensitive)) {
        m_positionKnown = false; // kibitz-gomoku refused a POSITION or DOMOVE
        Q_EMIT protocolErrorDetected(tr("engine error: %1").arg(text.left(200)));
        return;
    }
    if (!isSearching()) return;
    EngineInfo info;
    info.sideToMove = searchingSide();
    const QList<QStringView> w = text.split(u' ', Qt::SkipEmptyParts);
    static const QLatin1StringView keywords[] = {"DEPTH"_L1,  "PV"_L1,  "SCORE"_L1, "NPS"_L1,
                                                 "SEARCH"_L1, "WIN"_L1, "LOSE"_L1,  "ERROR"_L1};
    auto isAnyKeyword = [&](QStringView s) {
        for (QLatin1StringView k : keywords)
            if (isKeyword(s, k)) return true;
        return false;
    };
    // The words after a keyword up to the next one.
    auto argument = [&](qsizetype &i) {
        QString joined;
        while (i + 1 < w.size() && !isAnyKeyword(w[i + 1])) {
            if (!joined.isEmpty()) joined += u' ';
            joined += w[++i];
        }
        return joined;
    };
    QStringList notes;
    for (qsizetype i = 0; i < w.size(); ++i) {
        const QStringView k = w[i];
        bool ok = false;
        if (isKeyword(k, "DEPTH"_L1)) {
            const int d = argument(i).toInt(&ok);
            if (ok) info.depth = d;
        } else if (isKeyword(k, "SCORE"_L1)) {
            const int s = argument(i).toInt(&ok);
            if (ok) info.score = toFirstPlayerView(scoreFromAgi(s));
        } else if (isKeyword(k, "NPS"_L1)) {
            const qint64 n = argument(i).toLongLong(&ok);
            if (ok && n >= 0) info.nps = n;
        } else if (isKeyword(k, "PV"_L1)) {
            info.pv = points(argument(i));
        } else if (isKeyword(k, "SEARCH"_L1)) {
            notes << tr("searching %1").arg(argument(i));
        } else if (isKeyword(k, "WIN"_L1)) {
            const QStringList m = points(argument(i));
            notes << tr("winning: %1").arg(m.join(u' '));
        } else if (isKeyword(k, "LOSE"_L1)) {
            const QStringList m = points(argument(i));
            notes << tr("losing: %1").arg(m.join(u' '));
        } else if (isKeyword(k, "ERROR"_L1)) {
            // kibitz-gomoku's extension: a command was refused, so its position is not known.
            m_positionKnown = false;
            Q_EMIT protocolErrorDetected(tr("engine error: %1").arg(text.left(200)));
            return;
        }
    }
    info.text = notes.join(QStringLiteral("; "));
    Q_EMIT infoReceived(info);
}

QString AgiAdapter::unlimitedTimeNote() const
{
    return tr("“GO” without a time: it chooses its own time");
}

// The commands an engine of this protocol takes, for the engine log's console.
QStringList AgiAdapter::commandWords() const
{
    return {QStringLiteral("AGI"),     QStringLiteral("SETOPTION"), QStringLiteral("SETRULE"),
            QStringLiteral("ISREADY"), QStringLiteral("NEWGAME"),   QStringLiteral("POSITION"),
            QStringLiteral("DOMOVE"),  QStringLiteral("GO"),        QStringLiteral("STOP"),
            QStringLiteral("QUIT")};
}

} // namespace kibitz::gomoku
