// SPDX-License-Identifier: GPL-3.0-or-later
#include "uxiadapter.h"

#include "tictactoe/tictactoeposition.h"

#include <optional>

namespace kibitz::tictactoe {

namespace {
// Kibitz's X moves first, and in UXI `o` moves first.
QChar uxiMark(Mark m)
{
    return m == Mark::X ? QLatin1Char('o') : QLatin1Char('x');
}

QString keypadMove(const QString &square)
{
    return QString::number(squareToKeypad(square.toInt()));
}
} // namespace

QString UxiAdapter::xfen(const Board &start, const QStringList &moves)
{
    QString text = QStringLiteral("xfen ");
    for (int row = 0; row < 3; ++row) {
        int empty = 0;
        for (int col = 0; col < 3; ++col) {
            const Mark m = start.at(row * 3 + col);
            if (m == Mark::Empty) {
                ++empty;
                continue;
            }
            if (empty) text += QString::number(empty);
            empty = 0;
            text += uxiMark(m);
        }
        if (empty) text += QString::number(empty);
        if (row < 2) text += QLatin1Char('/');
    }
    text += QLatin1Char(' ') + uxiMark(start.toMove());
    if (!moves.isEmpty()) {
        text += QStringLiteral(" moves");
        for (const QString &m : moves)
            text += QLatin1Char(' ') + keypadMove(m);
    }
    return text;
}

void UxiAdapter::begin()
{
    send(QStringLiteral("uxi"));
}

void UxiAdapter::setOption(const QString &name, const QString &value)
{
    send(QStringLiteral("setoption name %1 value %2").arg(name, value));
}

void UxiAdapter::go(const SearchRequest &request)
{
    const auto *start = static_cast<const TicTacToePosition *>(request.start.get());
    send(QStringLiteral("position ") + xfen(start->board(), request.moves));
    startSearch(request.current->sideToMove());
    send(QStringLiteral("go"));
}

void UxiAdapter::stop()
{
    send(QStringLiteral("stop"));
}

void UxiAdapter::quit()
{
    send(QStringLiteral("quit"));
}

void UxiAdapter::parseLine(QStringView line)
{
    line = line.trimmed();
    if (!isHandshakeDone()) {
        // Such engines print self-tests and help text first: everything before uxiok is noise.
        if (line == QLatin1String("uxiok") || line.startsWith(QLatin1String("uxiok "))) {
            setEngineName(line.mid(5).trimmed().toString());
            completeHandshake();
        }
        return;
    }
    if (line.startsWith(QLatin1String("info ")) || line == QLatin1String("info")) {
        if (isSearching()) Q_EMIT infoReceived(parseInfo(line.mid(4)));
    } else if (line.startsWith(QLatin1String("bestmove"))) {
        if (!isSearching()) return;
        const QStringView word = line.mid(8).trimmed().split(QLatin1Char(' ')).value(0);
        const int digit = word.size() == 1 ? word[0].digitValue() : -1;
        const int sq = keypadToSquare(digit);
        finishSearch();
        if (sq >= 0)
            Q_EMIT bestMoveReceived(QString::number(sq));
        else
            Q_EMIT unreadableMoveReceived(line.toString());
    } else if (line == QLatin1String("resign")) {
        if (!isSearching()) return;
        finishSearch();
        Q_EMIT resigned();
    }
}

EngineInfo UxiAdapter::parseInfo(QStringView text) const
{
    EngineInfo info;
    info.sideToMove = searchingSide();
    const QList<QStringView> words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    auto number = [&](qsizetype i) -> std::optional<qint64> {
        bool ok = false;
        const qint64 n = words.value(i).toLongLong(&ok);
        return ok ? std::optional(n) : std::nullopt;
    };
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QStringView w = words[i];
        if (w == QLatin1String("depth"))
            info.depth = int(number(++i).value_or(-1));
        else if (w == QLatin1String("seldepth"))
            info.seldepth = int(number(++i).value_or(-1));
        else if (w == QLatin1String("nodes"))
            info.nodes = number(++i).value_or(-1);
        else if (w == QLatin1String("nps"))
            info.nps = number(++i).value_or(-1);
        else if (w == QLatin1String("time"))
            info.timeMs = number(++i).value_or(-1);
        else if (w == QLatin1String("multipv"))
            info.multipv = int(qMax<qint64>(1, number(++i).value_or(1)));
        else if (w == QLatin1String("score")) {
            const QStringView kind = words.value(i + 1);
            if (kind == QLatin1String("cp") || kind == QLatin1String("mate")) ++i;
            if (const auto v = number(++i))
                info.score =
                    toFirstPlayerView(kind == QLatin1String("mate") ? Score::mate(int(*v))
                                                                    : Score::centipawns(int(*v)));
        } else if (w == QLatin1String("pv")) {
            // Keypad digits until anything else (muzudho's engines follow the PV with "| …").
            while (i + 1 < words.size() && words[i + 1].size() == 1 &&
                   keypadToSquare(words[i + 1][0].digitValue()) >= 0)
                info.pv << QString::number(keypadToSquare(words[++i][0].digitValue()));
        } else if (w == QLatin1String("string")) {
            info.text = text.mid(text.indexOf(QLatin1String("string")) + 6).trimmed().toString();
            break;
        } else if (info.text.isEmpty() && w.contains(QLatin1Char('='))) {
            info.text = w.toString(); // e.g. "result=win"
        }
    }
    return info;
}

// The commands an engine of this protocol takes, for the engine log's console.
QStringList UxiAdapter::commandWords() const
{
    return {QStringLiteral("uxi"), QStringLiteral("setoption"), QStringLiteral("position"),
            QStringLiteral("go"),  QStringLiteral("stop"),      QStringLiteral("quit")};
}

} // namespace kibitz::tictactoe
