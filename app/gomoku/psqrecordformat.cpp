#include "psqrecordformat.h"

#include "core/record/utf8text.h"
#include "gomoku/gomokucoordinates.h"
#include "gomoku/gomokugame.h"
#include "gomoku/gomokuposition.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace kibitz::gomoku {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::gomoku::PsqRecordFormat", text);
}

// Piskvork's error codes (game.cpp, protocol.cpp): 0 a normal end, 15 a time-out, -2 any other
// error of the side to move.
constexpr int codeFinished = 0;
constexpr int codeTimeout = 15;
constexpr int codeError = -2;

const QRegularExpression
    headerPattern(QStringLiteral("^Piskvorky (\\d+)x(\\d+), (-?\\d+):(-?\\d+), ([01])$"));
const QRegularExpression movePattern(QStringLiteral("^(-?\\d+),(-?\\d+)(?:,(-?\\d+))?$"));
const QRegularExpression codePattern(QStringLiteral("^-?\\d+$"));
} // namespace

QString PsqRecordFormat::displayName() const
{
    return tr("Piskvork record");
}

RecordWriteResult PsqRecordFormat::write(const Record &record) const
{
    RecordWriteResult out;
    QString error;
    std::unique_ptr<Position> start = m_game.startPosition(record.setup(), &error);
    if (!start) start = m_game.startPosition();
    const Board &board = static_cast<const GomokuPosition &>(*start).board();
    if (board.rule() != Rule::Freestyle)
        out.problems << tr("PSQ does not record the rule (%1); it is read back as freestyle")
                            .arg(GomokuPosition::ruleName(board.rule()));
    const bool swapped = record.headerValue(swappedHeader) == u"1";
    QString levels = record.headerValue(levelsHeader);
    if (levels.isEmpty()) levels = QStringLiteral("0:0");
    QString text = QStringLiteral("Piskvorky %1x%2, %3, %4\r\n")
                       .arg(board.width())
                       .arg(board.height())
                       .arg(levels)
                       .arg(swapped ? 1 : 0);
    // Set-up stones become the first moves (PSQ has no set-up), if they alternate from black.
    const QList<Point> &stones = board.history();
    for (qsizetype i = 0; i < stones.size(); ++i) {
        const bool black = board.at(stones[i]) == Stone::Black;
        if (black != (i % 2 == 0)) {
            out.problems << tr("the set-up stones do not alternate; PSQ cannot hold them");
            break;
        }
        text += QStringLiteral("%1,%2,0\r\n").arg(stones[i].x + 1).arg(stones[i].y + 1);
    }
    if (!stones.isEmpty()) out.problems << tr("PSQ has no set-up: its stones are written as moves");
    bool hasComments = !record.root()->comment.isEmpty() || !record.root()->thinks.isEmpty();
    for (const RecordNode *n : record.mainLine()) {
        const std::optional<Point> p = parseGomocup(n->move, board.width(), board.height());
        if (!p) continue;
        text += QStringLiteral("%1,%2,%3\r\n")
                    .arg(p->x + 1)
                    .arg(p->y + 1)
                    .arg(qMax<qint64>(0, n->timeMs));
        hasComments = hasComments || !n->comment.isEmpty() || !n->thinks.isEmpty();
        if (n->children.size() > 1) out.problems << tr("PSQ holds the main line only");
    }
    if (hasComments) out.problems << tr("PSQ holds no comments or engine thoughts");
    const QString black = record.headerValue(header::player(0));
    const QString white = record.headerValue(header::player(1));
    if (!black.isEmpty() || !white.isEmpty()) {
        auto name = [&out](const QString &n, const char *fallback) {
            QString s = n.isEmpty() ? QString::fromLatin1(fallback) : n;
            s.replace(QLatin1Char('\r'), QLatin1Char(' '))
                .replace(QLatin1Char('\n'), QLatin1Char(' '));
            // A name that reads as a move would be taken for one.
            if (movePattern.match(s.trimmed()).hasMatch()) {
                out.problems << tr("the name '%1' would read as a move; written with ';'").arg(s);
                s.replace(QLatin1Char(','), QLatin1Char(';'));
            }
            return s;
        };
        // Piskvork lists its players[0] first; players[1] began when the flag is 1.
        const QString first = swapped ? name(white, "homo-2") : name(black, "homo-1");
        const QString second = swapped ? name(black, "homo-1") : name(white, "homo-2");
        text += first + QStringLiteral("\r\n") + second + QStringLiteral("\r\n");
    }
    int code = codeFinished;
    const GameResult &r = record.result();
    if (r.kind == GameResult::Kind::Win && r.reason == EndReason::TimeForfeit)
        code = codeTimeout;
    else if (r.kind == GameResult::Kind::Win && r.reason != EndReason::Rules)
        code = codeError;
    text += QString::number(code) + QStringLiteral("\r\n");
    out.data = text.toUtf8();
    out.problems.removeDuplicates();
    return out;
}

RecordReadResult PsqRecordFormat::read(const QByteArray &data) const
{
    RecordReadResult result;
    // Not UTF-8: names from old Windows files, read as Latin-1.
    const QString text = utf8Text(data).value_or(QString::fromLatin1(data));
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &l : lines)
        if (l.endsWith(QLatin1Char('\r'))) l.chop(1);
    const QRegularExpressionMatch h = headerPattern.match(lines.value(0).trimmed());
    if (!h.hasMatch()) {
        result.error =
            tr("not a Piskvork record (the first line must be like 'Piskvorky 15x15, 0:0, 0')");
        result.errorLine = 1;
        return result;
    }
    const int width = h.captured(1).toInt(), height = h.captured(2).toInt();
    if (!Board::isValidSize(width, height)) {
        result.error = tr("Kibitz plays on boards of 5 to 22, not %1x%2").arg(width).arg(height);
        result.errorLine = 1;
        return result;
    }
    const QString levels = h.captured(3) + QLatin1Char(':') + h.captured(4);
    const bool swapped = h.captured(5) == u"1";

    // The moves, then names and the code.
    QList<Point> moves;
    QList<qint64> times;
    int i = 1;
    for (; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty()) continue; // Piskvork's fscanf("\n%d,%d,%d") skips blank lines
        const QRegularExpressionMatch m = movePattern.match(line);
        if (!m.hasMatch()) break;
        const Point p{m.captured(1).toInt() - 1, m.captured(2).toInt() - 1};
        if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height) {
            result.error = tr("%1 is off the %2x%3 board").arg(line).arg(width).arg(height);
            result.errorLine = i + 1;
            return result;
        }
        moves << p;
        times << (m.captured(3).isEmpty() ? -1 : qMax(0, m.captured(3).toInt()));
    }
    QStringList rest;
    QList<int> restLines;
    for (; i < lines.size(); ++i) {
        if (lines[i].trimmed().isEmpty()) continue;
        rest << lines[i].trimmed();
        restLines << i + 1;
    }
    QStringList names;
    int code = codeFinished;
    if (!rest.isEmpty() && codePattern.match(rest.last()).hasMatch()) {
        code = rest.takeLast().toInt();
        restLines.removeLast();
    }
    if (rest.size() >= 2) names = rest.mid(0, 2);
    if (rest.size() == 1 || rest.size() > 2)
        result.warnings << tr("line %1: '%2' was not understood")
                               .arg(restLines.value(rest.size() == 1 ? 0 : 2))
                               .arg(rest.value(rest.size() == 1 ? 0 : 2).left(80));

    // Freestyle, unless the game went on past an overline: then standard.
    Rule rule = Rule::Freestyle;
    auto playable = [&](Rule r) {
        Board b(width, height, r);
        for (Point p : std::as_const(moves)) {
            if (b.check(p) != Board::MoveCheck::Ok) return false;
            b.play(p);
        }
        return true;
    };
    if (!playable(Rule::Freestyle)) {
        if (playable(Rule::Standard)) {
            rule = Rule::Standard;
        } else {
            Board b(width, height, Rule::Freestyle);
            int at = 0;
            while (at < moves.size() && b.check(moves[at]) == Board::MoveCheck::Ok)
                b.play(moves[at++]);
            result.error =
                tr("move %1 (%2,%3) cannot be played: the point is taken or the game is over")
                    .arg(at + 1)
                    .arg(moves[at].x + 1)
                    .arg(moves[at].y + 1);
            result.errorLine = at + 2;
            moves = moves.mid(0, at);
        }
    }
    const QString setup = GomokuPosition::emptySetup(width, height, rule);
    Record record(m_game.id(), setup == GomokuGame::standardSetup() ? QString() : setup);
    if (levels != u"0:0") record.setHeader(levelsHeader, levels);
    if (swapped) record.setHeader(swappedHeader, QStringLiteral("1"));
    if (names.size() == 2) {
        record.setHeader(header::player(0), swapped ? names[1] : names[0]);
        record.setHeader(header::player(1), swapped ? names[0] : names[1]);
    }
    std::unique_ptr<Position> pos = m_game.startPosition(setup);
    RecordNode *node = record.root();
    for (qsizetype k = 0; k < moves.size(); ++k) {
        const QString m = toGomocup(moves[k]);
        node = record.addMove(node, m);
        node->timeMs = times[k];
        pos->play(m);
    }
    GameResult r = pos->result();
    if (!r.isOver() && (code == codeTimeout || code == codeError)) {
        const int loser = pos->sideToMove();
        r = code == codeTimeout
                ? GameResult::win(1 - loser, EndReason::TimeForfeit, tr("time out (Piskvork)"))
                : GameResult::win(1 - loser, EndReason::IllegalMove,
                                  tr("error (Piskvork code -2)"));
    }
    if (r.isOver()) record.setHeader(header::Termination, endReasonKeyword(r.reason));
    record.setResult(r);
    if (rule == Rule::Freestyle)
        result.warnings << tr("PSQ does not record the rule: read as freestyle");
    result.record = std::move(record);
    return result;
}

} // namespace kibitz::gomoku
