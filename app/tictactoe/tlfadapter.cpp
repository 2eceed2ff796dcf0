// SPDX-License-Identifier: GPL-3.0-or-later
#include "tlfadapter.h"

#include "tictactoe/tictactoeposition.h"

#include <optional>

namespace kibitz::tictactoe {

namespace {
// A PV as the dialect writes it: squares separated by spaces, or run together ("408").
QStringList parseSquares(QStringView text)
{
    QStringList squares;
    for (QStringView word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (TicTacToePosition::squareFromText(word) >= 0 && word.size() == 2) {
            squares << QString::number(TicTacToePosition::squareFromText(word));
            continue;
        }
        for (QChar c : word) {
            if (c < QLatin1Char('0') || c > QLatin1Char('8')) return squares;
            squares << QString(c);
        }
    }
    return squares;
}
} // namespace

void TlfAdapter::begin()
{
    send(QStringLiteral("name"));
}

void TlfAdapter::setOption(const QString &name, const QString &value)
{
    send(QStringLiteral("setoption name %1 value %2").arg(name, value));
}

void TlfAdapter::go(const SearchRequest &request)
{
    const auto *start = static_cast<const TicTacToePosition *>(request.start.get());
    const Board &board = start->board();
    QString line = QStringLiteral("position %1 next %2")
                       .arg(board.cells(),
                            board.toMove() == Mark::X ? QStringLiteral("X") : QStringLiteral("O"));
    if (!request.moves.isEmpty()) line += QStringLiteral(" moves ") + request.moves.join(QString());
    send(line);
    startSearch(request.current->sideToMove());
    send(QStringLiteral("go"));
}

void TlfAdapter::stop()
{
    send(QStringLiteral("stop"));
}

void TlfAdapter::quit()
{
    send(QStringLiteral("quit"));
}

void TlfAdapter::parseLine(QStringView line)
{
    const QList<TlfReply> replies = m_reader.feed(line);
    if (!m_reader.lastError().isEmpty()) Q_EMIT protocolErrorDetected(m_reader.lastError());
    for (const TlfReply &reply : replies)
        handleReply(reply);
}

void TlfAdapter::handleReply(const TlfReply &reply)
{
    if (!isHandshakeDone()) {
        // `name` is optional in the dialect: `? unknown_command` completes the handshake too.
        if (reply.kind == TlfReply::Kind::Ok) {
            setEngineName(reply.value(u"name"));
            setEngineAuthor(reply.value(u"author"));
        }
        completeHandshake();
        return;
    }
    if (reply.kind == TlfReply::Kind::Error) {
        Q_EMIT protocolErrorDetected(tr("engine error: %1").arg(reply.message));
        return;
    }
    const QStringView word =
        QStringView(reply.message).left(reply.message.indexOf(QLatin1Char(' ')));
    if (word == QLatin1String("info")) {
        if (isSearching()) Q_EMIT infoReceived(parseInfo(reply));
    } else if (word == QLatin1String("bestmove")) {
        QString move = reply.value(u"sq");
        if (move.isNull()) move = reply.message.mid(9).trimmed();
        finishSearch();
        // Squares are 0-8 in this dialect; anything else cannot be a move.
        if (move.size() == 1 && move[0] >= QLatin1Char('0') && move[0] <= QLatin1Char('8'))
            Q_EMIT bestMoveReceived(move);
        else
            Q_EMIT unreadableMoveReceived(reply.message + QLatin1Char(' ') + reply.value(u"sq"));
    } else if (word == QLatin1String("resign")) {
        finishSearch();
        Q_EMIT resigned();
    }
    // Bare `=` acknowledges position/setoption; other replies carry nothing Kibitz uses.
}

EngineInfo TlfAdapter::parseInfo(const TlfReply &reply) const
{
    EngineInfo info;
    info.sideToMove = searchingSide();
    auto number = [&](QStringView name) -> std::optional<qint64> {
        bool ok = false;
        const qint64 n = reply.value(name).toLongLong(&ok);
        return ok ? std::optional(n) : std::nullopt;
    };
    info.depth = int(number(u"depth").value_or(-1));
    info.seldepth = int(number(u"seldepth").value_or(-1));
    info.nodes = number(u"nodes").value_or(-1);
    info.nps = number(u"nps").value_or(-1);
    info.timeMs = number(u"time").value_or(-1);
    info.multipv = int(qMax<qint64>(1, number(u"multipv").value_or(1)));
    if (const auto s = number(u"score")) info.score = toFirstPlayerView(Score::centipawns(int(*s)));
    if (const auto m = number(u"mate")) info.score = toFirstPlayerView(Score::mate(int(*m)));
    if (reply.has(u"pv")) info.pv = parseSquares(reply.value(u"pv"));
    if (reply.has(u"string")) info.text = reply.value(u"string");
    return info;
}

// The commands an engine of this protocol takes, for the engine log's console.
QStringList TlfAdapter::commandWords() const
{
    return {QStringLiteral("name"), QStringLiteral("setoption"), QStringLiteral("position"),
            QStringLiteral("go"),   QStringLiteral("stop"),      QStringLiteral("quit")};
}

} // namespace kibitz::tictactoe
