// SPDX-License-Identifier: GPL-3.0-or-later
#include "psqrecordformat.h"

#include "core/record/utf8text.h"
#include "gomoku/gomokucoordinates.h"
#include "gomoku/gomokugame.h"
#include "gomoku/gomokuposition.h"
#include "gomoku/swapopening.h"

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
// The line some Gomocup tools add after the code: the winner (1 the first mover, 2 the second)
// and the rule ("1,Freestyle").
const QRegularExpression resultLinePattern(QStringLiteral("^([12]),\\s*([A-Za-z]+)$"));

// Writes a PSQ file part by part, in the file's order.
struct PsqWriter
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::gomoku::PsqRecordFormat)
public:
    PsqWriter(const Record &record, const Board &board) : record(record), board(board) {}

    const Record &record;
    const Board &board; // the start
    QString text;
    QStringList problems;

    bool swapped() const { return record.headerValue(PsqRecordFormat::swappedHeader) == u"1"; }

    void header()
    {
        if (board.rule() != Rule::Freestyle)
            problems << tr("PSQ does not record the rule (%1); it is read back as freestyle")
                            .arg(GomokuPosition::ruleName(board.rule()));
        QString levels = record.headerValue(PsqRecordFormat::levelsHeader);
        if (levels.isEmpty()) levels = QStringLiteral("0:0");
        text += QStringLiteral("Piskvorky %1x%2, %3, %4\r\n")
                    .arg(board.width())
                    .arg(board.height())
                    .arg(levels)
                    .arg(swapped() ? 1 : 0);
    }

    // Set-up stones become the first moves (PSQ has no set-up), if they alternate from black.
    void setupStones()
    {
        const QList<Point> &stones = board.history();
        for (qsizetype i = 0; i < stones.size(); ++i) {
            const bool black = board.at(stones[i]) == Stone::Black;
            if (black != (i % 2 == 0)) {
                problems << tr("the set-up stones do not alternate; PSQ cannot hold them");
                break;
            }
            text += QStringLiteral("%1,%2,0\r\n").arg(stones[i].x + 1).arg(stones[i].y + 1);
        }
        if (!stones.isEmpty()) problems << tr("PSQ has no set-up: its stones are written as moves");
    }

    void moves()
    {
        bool hasComments = !record.root()->comment.isEmpty() || !record.root()->thinks.isEmpty();
        bool swapped = false;
        for (const RecordNode *n : record.mainLine()) {
            // A swap opening's move places several stones, or none ("swap"): PSQ keeps the
            // stones, the move's time on its last.
            const QList<Point> stones =
                stonesOf(n->move, board.width(), board.height()).value_or(QList<Point>());
            swapped = swapped || stones.size() != 1;
            for (qsizetype i = 0; i < stones.size(); ++i)
                text += QStringLiteral("%1,%2,%3\r\n")
                            .arg(stones[i].x + 1)
                            .arg(stones[i].y + 1)
                            .arg(i + 1 == stones.size() ? qMax<qint64>(0, n->timeMs) : 0);
            hasComments = hasComments || !n->comment.isEmpty() || !n->thinks.isEmpty();
            if (n->children.size() > 1) problems << tr("PSQ holds the main line only");
        }
        if (hasComments) problems << tr("PSQ holds no comments or engine thoughts");
        if (swapped)
            problems << tr(
                "PSQ holds a swap opening's stones as moves, not who chose which colour");
    }

    // Both names or none; Piskvork lists its players[0] first, and players[1] began when the
    // header's flag is 1.
    void names()
    {
        const QString black = record.headerValue(header::player(0));
        const QString white = record.headerValue(header::player(1));
        if (black.isEmpty() && white.isEmpty()) return;
        const QString first = swapped() ? name(white, "homo-2") : name(black, "homo-1");
        const QString second = swapped() ? name(black, "homo-1") : name(white, "homo-2");
        text += first + QStringLiteral("\r\n") + second + QStringLiteral("\r\n");
    }

    QString name(const QString &n, const char *fallback)
    {
        QString s = n.isEmpty() ? QString::fromLatin1(fallback) : n;
        s.replace(QLatin1Char('\r'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
        // A name that reads as a move would be taken for one.
        if (movePattern.match(s.trimmed()).hasMatch()) {
            problems << tr("the name '%1' would read as a move; written with ';'").arg(s);
            s.replace(QLatin1Char(','), QLatin1Char(';'));
        }
        return s;
    }

    void code()
    {
        int code = codeFinished;
        const GameResult &r = record.result();
        if (r.kind == GameResult::Kind::Win && r.reason == EndReason::TimeForfeit)
            code = codeTimeout;
        else if (r.kind == GameResult::Kind::Win && r.reason != EndReason::Rules)
            code = codeError;
        text += QString::number(code) + QStringLiteral("\r\n");
    }
};

// The kinds of line after the header: Piskvork writes the moves, then the players' names and its
// code. A line that reads as a move after the first that does not belongs to the trailer.
enum class LineKind { Blank, Move, Text };

struct ClassifiedLine
{
    LineKind kind;
    QRegularExpressionMatch move; // for a Move
};

ClassifiedLine classify(const QString &line)
{
    // Piskvork's fscanf("\n%d,%d,%d") skips blank lines.
    if (line.isEmpty()) return {LineKind::Blank, {}};
    QRegularExpressionMatch m = movePattern.match(line);
    if (m.hasMatch()) return {LineKind::Move, std::move(m)};
    return {LineKind::Text, {}};
}

// Reads a PSQ file's lines into its parts, then works out the rule and makes the record. A part
// that cannot be read sets the result's error and answers false.
class PsqReader
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::gomoku::PsqRecordFormat)
public:
    explicit PsqReader(RecordReadResult &result) : m_result(result) {}

    Rule rule() const { return m_rule; }
    bool ruleRead() const { return m_ruleRead; } // named by the file, not inferred

    // "Piskvorky 15x15, 11:11, 0".
    bool header(const QString &line)
    {
        const QRegularExpressionMatch h = headerPattern.match(line.trimmed());
        if (!h.hasMatch())
            return fail(
                tr("not a Piskvork record (the first line must be like 'Piskvorky 15x15, 0:0, 0')"),
                1);
        m_width = h.captured(1).toInt();
        m_height = h.captured(2).toInt();
        if (!Board::isValidSize(m_width, m_height))
            return fail(
                tr("Kibitz plays on boards of 5 to 22, not %1x%2").arg(m_width).arg(m_height), 1);
        m_levels = h.captured(3) + QLatin1Char(':') + h.captured(4);
        m_swapped = h.captured(5) == u"1";
        return true;
    }

    // One line after the header, trimmed.
    bool line(const QString &line, int lineNo)
    {
        const ClassifiedLine c = classify(line);
        if (c.kind == LineKind::Blank) return true;
        if (c.kind == LineKind::Move && !m_inTrailer) return move(c.move, line, lineNo);
        m_inTrailer = true;
        m_trailer << line;
        m_trailerLines << lineNo;
        return true;
    }

    // The trailer: the names (two lines) and Piskvork's code (the last line, a number).
    void trailer()
    {
        if (!m_trailer.isEmpty())
            if (const auto m = resultLinePattern.match(m_trailer.last()); m.hasMatch()) {
                resultLine(m, m_trailerLines.last());
                m_trailer.removeLast();
                m_trailerLines.removeLast();
            }
        if (!m_trailer.isEmpty() && codePattern.match(m_trailer.last()).hasMatch()) {
            m_code = m_trailer.takeLast().toInt();
            m_trailerLines.removeLast();
        }
        if (m_trailer.size() >= 2) m_names = m_trailer.mid(0, 2);
        if (m_trailer.size() == 1 || m_trailer.size() > 2) {
            const int at = m_trailer.size() == 1 ? 0 : 2;
            m_result.warnings << tr("line %1: '%2' was not understood")
                                     .arg(m_trailerLines.value(at))
                                     .arg(m_trailer.value(at).left(80));
        }
    }

    // Freestyle, unless the game went on past an overline: then standard. Moves neither rule
    // plays are an error, and the moves before the first of them are kept.
    void inferRule()
    {
        if (m_ruleRead && playable(m_rule)) return;
        if (m_ruleRead) m_result.warnings << tr("the moves break the rule the file names");
        m_ruleRead = false;
        m_rule = Rule::Freestyle;
        if (playable(Rule::Freestyle)) return;
        if (playable(Rule::Standard)) {
            m_rule = Rule::Standard;
            return;
        }
        Board b(m_width, m_height, Rule::Freestyle);
        int at = 0;
        while (at < m_moves.size() && b.check(m_moves[at]) == Board::MoveCheck::Ok)
            b.play(m_moves[at++]);
        m_result.error =
            tr("move %1 (%2,%3) cannot be played: the point is taken or the game is over")
                .arg(at + 1)
                .arg(m_moves[at].x + 1)
                .arg(m_moves[at].y + 1);
        m_result.errorLine = at + 2;
        m_moves = m_moves.mid(0, at);
    }

    Record record(const GomokuGame &game) const
    {
        const QString setup = GomokuPosition::emptySetup(m_width, m_height, m_rule);
        Record record(game.id(), setup == GomokuGame::standardSetup() ? QString() : setup);
        if (m_levels != u"0:0") record.setHeader(PsqRecordFormat::levelsHeader, m_levels);
        if (m_swapped) record.setHeader(PsqRecordFormat::swappedHeader, QStringLiteral("1"));
        if (m_names.size() == 2) {
            record.setHeader(header::player(0), m_swapped ? m_names[1] : m_names[0]);
            record.setHeader(header::player(1), m_swapped ? m_names[0] : m_names[1]);
        }
        std::unique_ptr<Position> pos = game.startPosition(setup);
        RecordNode *node = record.root();
        for (qsizetype k = 0; k < m_moves.size(); ++k) {
            const QString m = toGomocup(m_moves[k]);
            node = record.addMove(node, m);
            node->timeMs = m_times[k];
            pos->play(m);
        }
        const GameResult r = result(*pos);
        if (r.isOver()) record.setHeader(header::Termination, endReasonKeyword(r.reason));
        record.setResult(r);
        return record;
    }

private:
    // "x,y[,ms]", 1-based from the top-left.
    bool move(const QRegularExpressionMatch &m, const QString &line, int lineNo)
    {
        const Point p{m.captured(1).toInt() - 1, m.captured(2).toInt() - 1};
        if (p.x < 0 || p.y < 0 || p.x >= m_width || p.y >= m_height)
            return fail(tr("%1 is off the %2x%3 board").arg(line).arg(m_width).arg(m_height),
                        lineNo);
        m_moves << p;
        m_times << (m.captured(3).isEmpty() ? -1 : qMax(0, m.captured(3).toInt()));
        return true;
    }

    // "1,Freestyle": the rule, and the winner when the moves do not show one (a resignation).
    void resultLine(const QRegularExpressionMatch &m, int lineNo)
    {
        m_winner = m.captured(1).toInt() - 1;
        if (const std::optional<Rule> rule = GomokuPosition::ruleFromName(m.captured(2))) {
            m_rule = *rule;
            m_ruleRead = true;
        } else {
            m_result.warnings << tr("line %1: unknown rule '%2'").arg(lineNo).arg(m.captured(2));
        }
    }

    bool playable(Rule rule) const
    {
        Board b(m_width, m_height, rule);
        for (Point p : m_moves) {
            if (b.check(p) != Board::MoveCheck::Ok) return false;
            b.play(p);
        }
        return true;
    }

    // The rules' result, or the loss Piskvork's code gives the side to move.
    GameResult result(const Position &pos) const
    {
        const GameResult r = pos.result();
        if (!r.isOver() && m_winner >= 0 && m_code != codeTimeout && m_code != codeError)
            return GameResult::win(m_winner, EndReason::Resignation);
        if (r.isOver() || (m_code != codeTimeout && m_code != codeError)) return r;
        const int loser = pos.sideToMove();
        return m_code == codeTimeout
                   ? GameResult::win(1 - loser, EndReason::TimeForfeit, tr("time out (Piskvork)"))
                   : GameResult::win(1 - loser, EndReason::IllegalMove,
                                     tr("error (Piskvork code -2)"));
    }

    bool fail(const QString &why, int lineNo)
    {
        m_result.error = why;
        m_result.errorLine = lineNo;
        return false;
    }

    RecordReadResult &m_result;
    int m_width = 0, m_height = 0;
    QString m_levels;
    bool m_swapped = false;
    QList<Point> m_moves;
    QList<qint64> m_times;
    bool m_inTrailer = false;
    QStringList m_trailer; // the lines after the moves, and their numbers
    QList<int> m_trailerLines;
    QStringList m_names;
    int m_code = codeFinished;
    Rule m_rule = Rule::Freestyle;
    bool m_ruleRead = false;
    int m_winner = -1; // the result line's, 0 or 1; -1 without one
};
} // namespace

QString PsqRecordFormat::displayName() const
{
    return tr("Piskvork record");
}

RecordWriteResult PsqRecordFormat::write(const Record &record) const
{
    QString error;
    std::unique_ptr<Position> start = m_game.startPosition(record.setup(), &error);
    if (!start) start = m_game.startPosition();
    const Board &board = static_cast<const GomokuPosition &>(*start).board();
    PsqWriter w(record, board);
    w.header();
    w.setupStones();
    w.moves();
    w.names();
    w.code();
    w.problems.removeDuplicates();
    return {w.text.toUtf8(), w.problems};
}

RecordReadResult PsqRecordFormat::read(const QByteArray &data) const
{
    RecordReadResult result;
    // Not UTF-8: names from old Windows files, read as Latin-1.
    const QString text = utf8Text(data).value_or(QString::fromLatin1(data));
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &l : lines)
        if (l.endsWith(QLatin1Char('\r'))) l.chop(1);
    PsqReader reader(result);
    if (!reader.header(lines.value(0))) return result;
    for (int i = 1; i < lines.size(); ++i)
        if (!reader.line(lines[i].trimmed(), i + 1)) return result;
    reader.trailer();
    reader.inferRule();
    result.record = reader.record(m_game);
    if (reader.rule() == Rule::Freestyle && !reader.ruleRead())
        result.warnings << tr("PSQ does not record the rule: read as freestyle");
    return result;
}

} // namespace kibitz::gomoku
