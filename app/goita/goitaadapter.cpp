// SPDX-License-Identifier: GPL-3.0-or-later
#include "goitaadapter.h"

#include "core/game/game.h"
#include "goita/goitaposition.h"

namespace kibitz::goita {

GoitaAdapter::~GoitaAdapter() = default;

void GoitaAdapter::begin()
{
    send(QStringLiteral("goita"));
}

void GoitaAdapter::setOption(const QString &name, const QString &value)
{
    send(QStringLiteral("setoption name %1 value %2").arg(name, value));
}

void GoitaAdapter::newGame()
{
    m_gameSent = false;
    m_toldRound = -1;
    m_position.reset();
}

qint64 GoitaAdapter::timeBudgetMs(const SearchRequest &request, int side)
{
    const TimeControl &tc = request.timeControl;
    constexpr qint64 pipeMs = 30; // answer before the referee's clock says so
    if (tc.isFixedPerMove())
        return qMax<qint64>(1, tc.moveTimeMs - qMin(pipeMs, tc.moveTimeMs / 4));
    if (tc.isUnlimited()) return -1;
    const qint64 left = request.remainingMs.value(side);
    // A seat has some ten turns a round over several rounds, and a person at the table waits for
    // three engines a turn: a few seconds at most (4 s of 10 minutes), never a fortieth.
    const qint64 budget = left / 150 + tc.incrementMs * 3 / 4 + tc.byoyomiMs;
    return qBound<qint64>(1, budget - pipeMs, qMax<qint64>(1, left + tc.byoyomiMs - pipeMs));
}

void GoitaAdapter::go(const SearchRequest &request)
{
    auto position = std::dynamic_pointer_cast<const GoitaPosition>(request.current);
    Q_ASSERT(position);
    if (!position) return;
    m_position = position;
    const int seat = position->sideToMove();
    const Rules &rules = position->rules();
    if (!m_gameSent) {
        send(QStringLiteral("newgame target %1 kingfinish %2 oppositegoshi %3")
                 .arg(rules.targetScore)
                 .arg(rules.kingMayFinish ? QStringLiteral("yes") : QStringLiteral("no"),
                      rules.oppositeGoshi == OppositeGoshi::Redeal ? QStringLiteral("redeal")
                                                                   : QStringLiteral("playon")));
        m_gameSent = true;
    }
    if (m_toldRound != position->roundIndex()) {
        if (m_toldRound >= 0 && m_toldRound < position->rounds().size()) {
            const Round &old = position->rounds()[m_toldRound].round;
            if (const auto r = old.result()) {
                if (r->winner < 0)
                    send(QStringLiteral("roundover redeal"));
                else
                    send(QStringLiteral("roundover winner %1 points %2")
                             .arg(r->winner)
                             .arg(r->points));
            }
        }
        // Only this seat's own hand goes out; scores from its own team's view.
        const SeatView view = position->seatView(seat);
        const GoitaPosition::RoundEntry &entry = position->rounds().last();
        const int ours = entry.scoreBefore[teamOf(seat)];
        const int theirs = entry.scoreBefore[1 - teamOf(seat)];
        QString line = QStringLiteral("newround seat %1 dealer %2 hand %3 score %4 %5")
                           .arg(seat)
                           .arg(view.dealer())
                           .arg(view.dealtHand().text())
                           .arg(ours)
                           .arg(theirs);
        if (!view.goshiSeats().isEmpty()) {
            line += QStringLiteral(" goshi");
            for (int s : view.goshiSeats())
                line += QLatin1Char(' ') + QString::number(s);
        }
        send(line);
        m_toldRound = position->roundIndex();
    }
    startSearch(seat);
    if (position->isGoshiDecision()) {
        m_askedGoshi = true;
        send(QStringLiteral("goshi"));
        return;
    }
    m_askedGoshi = false;
    const QString moves = position->seatView(seat).movesText();
    send(moves.isEmpty() ? QStringLiteral("position moves")
                         : QStringLiteral("position moves ") + moves);
    if (request.isUntilStopped()) {
        send(QStringLiteral("go infinite"));
        return;
    }
    const qint64 budget = timeBudgetMs(request, seat);
    send(budget < 0 ? QStringLiteral("go") : QStringLiteral("go time %1").arg(budget));
}

void GoitaAdapter::stop()
{
    // The goshi question has no stop; its answer comes as it is.
    if (!m_askedGoshi) send(QStringLiteral("stop"));
}

void GoitaAdapter::gameOver(const GameResult &result, int engineSide)
{
    if (result.kind != GameResult::Kind::Win) return;
    const bool won = game().team(result.winner) == game().team(engineSide);
    send(won ? QStringLiteral("gameover win") : QStringLiteral("gameover lose"));
}

void GoitaAdapter::quit()
{
    send(QStringLiteral("quit"));
}

void GoitaAdapter::parseLine(QStringView line)
{
    const QStringView text = line.trimmed();
    if (text.isEmpty()) return;
    const qsizetype space = text.indexOf(QLatin1Char(' '));
    const QStringView word = space < 0 ? text : text.left(space);
    const QStringView rest = space < 0 ? QStringView() : text.mid(space + 1).trimmed();
    if (word == u"id") {
        if (rest.startsWith(u"name "))
            setEngineName(rest.mid(5).trimmed().toString());
        else if (rest.startsWith(u"author "))
            setEngineAuthor(rest.mid(7).trimmed().toString());
    } else if (word == u"goitaok") {
        completeHandshake();
    } else if (word == u"option" || word == u"readyok") {
        // Options are set from the engine spec; readyok needs no action.
    } else if (word == u"info") {
        parseInfo(rest);
    } else if (word == u"bestmove") {
        if (!isSearching()) {
            Q_EMIT protocolErrorDetected(
                tr("bestmove while no search runs: %1").arg(text.left(80)));
            return;
        }
        finishSearch();
        const std::optional<Move> move = Move::fromText(rest);
        // A 9 is never a move of one's own; the goshi question wants `goshi …`, not a move.
        if (!move || move->first == Piece::Hidden || m_askedGoshi)
            Q_EMIT unreadableMoveReceived(text.left(80).toString());
        else
            Q_EMIT bestMoveReceived(move->text());
    } else if (word == u"goshi") {
        if (!m_askedGoshi || !isSearching()) {
            Q_EMIT protocolErrorDetected(
                tr("goshi answer that was not asked for: %1").arg(text.left(80)));
            return;
        }
        finishSearch();
        m_askedGoshi = false;
        if (rest == u"proceed")
            Q_EMIT bestMoveReceived(GoitaPosition::proceedMove);
        else if (rest == u"redeal")
            Q_EMIT bestMoveReceived(GoitaPosition::redealMove);
        else
            Q_EMIT unreadableMoveReceived(text.left(80).toString());
    } else {
        Q_EMIT protocolErrorDetected(tr("unknown line: %1").arg(text.left(80)));
    }
}

void GoitaAdapter::parseInfo(QStringView rest)
{
    if (!isSearching()) return;
    EngineInfo info;
    info.sideToMove = searchingSide();
    if (rest.startsWith(u"string")) {
        info.text = rest.mid(6).trimmed().toString();
        Q_EMIT infoReceived(info);
        return;
    }
    const QList<QStringView> words = rest.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    auto number = [&](qsizetype i, bool *ok) { return words.value(i).toLongLong(ok); };
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QStringView key = words[i];
        bool ok = false;
        if (key == u"pv") {
            while (i + 1 < words.size()) {
                const std::optional<Move> m = Move::fromText(words[i + 1]);
                if (!m) break;
                info.pv << m->text();
                ++i;
            }
            continue;
        }
        const qint64 n = number(i + 1, &ok);
        if (!ok) continue; // an unknown word or a bad number: skip it, keep the rest
        ++i;
        if (key == u"score")
            info.score =
                toFirstPlayerView(Score::centipawns(int(qBound<qint64>(-100000LL, n, 100000LL))));
        else if (key == u"playouts")
            info.nodes = n;
        else if (key == u"nps")
            info.nps = n;
        else if (key == u"time")
            info.timeMs = n;
    }
    Q_EMIT infoReceived(info);
}

// The commands an engine of this protocol takes, for the engine log's console.
QStringList GoitaAdapter::commandWords() const
{
    return {QStringLiteral("goita"),     QStringLiteral("setoption"), QStringLiteral("newgame"),
            QStringLiteral("roundover"), QStringLiteral("goshi"),     QStringLiteral("position"),
            QStringLiteral("go"),        QStringLiteral("stop"),      QStringLiteral("gameover"),
            QStringLiteral("quit")};
}

} // namespace kibitz::goita
