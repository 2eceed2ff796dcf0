// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/kibitztextformat.h"

#include "core/game/game.h"
#include "core/record/decimal.h"
#include "core/record/recordcomment.h"
#include "core/record/resulttext.h"
#include "core/record/utf8text.h"

#include <QCoreApplication>

namespace kibitz {

namespace {
const QString keySetup = QStringLiteral("Setup");
const QString keyDetail = QStringLiteral("Detail");

QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::KibitzTextFormat", text);
}

class Writer
{
public:
    QString text;

    // The header lines: the record's headers, then the setup, the result and its detail.
    void headers(const Record &record, const QString &score)
    {
        for (const auto &[key, value] : record.headers())
            if (key != header::Result && key != keySetup && key != keyDetail)
                headerLine(key, oneLine(value));
        if (!record.setup().isEmpty()) headerLine(keySetup, record.setup());
        headerLine(header::Result, score);
        if (!record.result().detail.isEmpty())
            headerLine(keyDetail, oneLine(record.result().detail));
    }

    void headerLine(const QString &key, const QString &value)
    {
        text += key + QStringLiteral(": ") + value + QLatin1Char('\n');
    }

    static QString oneLine(QString value)
    {
        return value.replace(QLatin1Char('\n'), QLatin1Char(' '));
    }

    // " 1.250": ms as seconds with three decimals, written without going through a double.
    void seconds(qint64 ms)
    {
        const qint64 part = ms % 1000;
        text += QLatin1Char(' ');
        text += Decimal(ms / 1000).latin1();
        const char decimals[] = {'.', char('0' + part / 100), char('0' + part / 10 % 10),
                                 char('0' + part % 10)};
        text += QLatin1StringView(decimals, 4);
    }

    void comment(const RecordNode &node, const Position &after)
    {
        for (const QString &l : commentLines(node, after)) {
            text += QLatin1Char('*');
            text += l;
            text += QLatin1Char('\n');
        }
    }

    // Writes the line that starts with `first` (a child of its parent), then its variations,
    // latest ply first, as KIF does.
    void line(const RecordNode *first, const Position &before)
    {
        QList<const RecordNode *> nodes;
        QList<std::shared_ptr<Position>> befores;
        std::shared_ptr<Position> pos(before.clone());
        for (const RecordNode *n = first; n; n = n->mainChild()) {
            // Kept only where a variation starts (a copy each move made a game's write quadratic).
            const bool branches =
                n->parent && n->parent->children.size() > 1 && n->parent->children[0].get() == n;
            befores << (branches ? std::shared_ptr<Position>(pos->clone()) : nullptr);
            // Appended piece by piece: a sum of QStrings makes a string for each '+'.
            text += Decimal(n->ply()).latin1();
            text += QLatin1Char(' ');
            text += pos->displayMove(n->move);
            if (n->timeMs >= 0) seconds(n->timeMs);
            text += QLatin1Char('\n');
            if (pos->isLegal(n->move)) pos->play(n->move);
            comment(*n, *pos);
            nodes << n;
        }
        for (qsizetype i = nodes.size() - 1; i >= 0; --i) {
            // Alternatives to a node belong to the line that holds the parent's first child.
            const RecordNode *parent = nodes[i]->parent;
            if (parent->children[0].get() != nodes[i]) continue;
            for (size_t c = 1; c < parent->children.size(); ++c) {
                text += QStringLiteral("variation %1\n").arg(nodes[i]->ply());
                line(parent->children[c].get(), *befores[i]);
            }
        }
    }
};

// The kinds of line after the magic line, told apart by how they start.
enum class LineKind { Comment, Blank, Variation, Move, Header };

LineKind lineKind(const QString &line)
{
    if (line.startsWith(QLatin1Char('*'))) return LineKind::Comment;
    if (line.trimmed().isEmpty()) return LineKind::Blank;
    if (line.startsWith(QLatin1String("variation "))) return LineKind::Variation;
    if (line[0].isDigit()) return LineKind::Move;
    return LineKind::Header;
}

// Reads the lines after the magic line one by one into a record. Each kind of line has a parser;
// a parser that fails sets the result's error and line and answers false, and reading stops.
class TextReader
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::KibitzTextFormat)
public:
    TextReader(const Game &game, RecordReadResult &result)
        : m_game(game), m_result(result), m_record(game.id()), m_start(game.startPosition()),
          m_current(m_record.root()), m_pos(m_start->clone())
    {}

    bool readLine(const QString &line, int lineNo)
    {
        m_lineNo = lineNo;
        switch (lineKind(line)) {
        case LineKind::Comment:
            m_pendingComment << line.mid(1);
            return true;
        case LineKind::Blank:
            return true;
        case LineKind::Variation:
            return variation(line);
        case LineKind::Move:
            return move(line);
        case LineKind::Header:
            return header(line);
        }
        return true;
    }

    // The record read so far, with its result.
    Record finish()
    {
        flushComment();
        const QString termination = m_record.headerValue(header::Termination);
        if (m_gameResult.kind != GameResult::Kind::Ongoing && !termination.isEmpty())
            m_gameResult.reason = endReasonFromKeyword(termination);
        if (m_gameResult.kind == GameResult::Kind::Ongoing &&
            termination == endReasonKeyword(EndReason::Aborted))
            m_gameResult = GameResult::noResult(EndReason::Aborted, m_gameResult.detail);
        m_record.setResult(m_gameResult);
        return std::move(m_record);
    }

private:
    // "variation N": the following moves replace ply N of the line read last.
    bool variation(const QString &line)
    {
        flushComment();
        bool ok = false;
        const int ply = line.mid(10).trimmed().toInt(&ok);
        // Go back to the node before that ply on the current line.
        while (m_current->parent && m_current->ply() >= ply)
            m_current = m_current->parent;
        if (!ok || ply < 1 || m_current->ply() != ply - 1)
            return fail(tr("bad variation '%1'").arg(line));
        m_pos = m_start->clone();
        for (const QString &m : Record::movesTo(m_current))
            m_pos->play(m);
        m_inMoves = true;
        return true;
    }

    // "PLY MOVE [SECONDS]".
    bool move(const QString &line)
    {
        flushComment();
        m_inMoves = true;
        const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        bool ok = false;
        const int ply = words.value(0).toInt(&ok);
        const QString move = words.size() >= 2 ? m_pos->parseMove(words[1]) : QString();
        if (!ok || ply != m_current->ply() + 1)
            return fail(tr("expected move number %1").arg(m_current->ply() + 1));
        if (move.isEmpty() || !m_pos->isLegal(move))
            return fail(tr("'%1' is not a legal move here").arg(words.value(1)));
        qint64 timeMs = -1;
        if (words.size() >= 3) {
            const double seconds = words[2].toDouble(&ok);
            if (!ok || seconds < 0) return fail(tr("bad time '%1'").arg(words[2]));
            timeMs = qRound64(seconds * 1000);
        }
        RecordNode *node = m_record.addMove(m_current, move);
        node->timeMs = timeMs;
        m_pos->play(move);
        m_current = node;
        return true;
    }

    // "Key: value", before the first move only.
    bool header(const QString &line)
    {
        const qsizetype colon = line.indexOf(QStringLiteral(": "));
        if (m_inMoves || colon <= 0) return fail(tr("cannot read '%1'").arg(line.left(80)));
        const QString key = line.left(colon);
        const QString value = line.mid(colon + 2);
        if (key == keySetup) return setup(value);
        if (key == header::Result) {
            const std::optional<GameResult> read = resultFromScoreText(value);
            if (!read) return fail(tr("unknown result '%1'").arg(value));
            m_gameResult = *read;
        } else if (key == keyDetail) {
            m_gameResult.detail = value;
        } else {
            m_record.setHeader(key, value);
        }
        return true;
    }

    bool setup(const QString &value)
    {
        QString error;
        std::unique_ptr<Position> start = m_game.startPosition(value, &error);
        if (!start) return fail(error);
        m_start = std::move(start);
        m_record.setSetup(value);
        m_pos = m_start->clone();
        return true;
    }

    // The '*' lines read since the last move belong to the node read last.
    void flushComment()
    {
        if (m_pendingComment.isEmpty()) return;
        readCommentLines(m_current, m_pendingComment, *m_pos);
        m_pendingComment.clear();
    }

    bool fail(const QString &why)
    {
        flushComment();
        m_result.error = why;
        m_result.errorLine = m_lineNo;
        return false;
    }

    const Game &m_game;
    RecordReadResult &m_result;
    Record m_record;
    GameResult m_gameResult;
    std::unique_ptr<Position> m_start; // the start of the record
    RecordNode *m_current;             // the node read last
    std::unique_ptr<Position> m_pos;   // the position after it
    QStringList m_pendingComment;      // the '*' lines before the next move
    bool m_inMoves = false;
    int m_lineNo = 0;
};
} // namespace

QString KibitzTextFormat::magic() const
{
    return QStringLiteral("#KIBITZ %1 1").arg(m_game.id());
}

RecordWriteResult KibitzTextFormat::write(const Record &record) const
{
    std::unique_ptr<Position> start = m_game.startPosition(record.setup());
    if (!start) start = m_game.startPosition();
    Writer w;
    w.text = magic() + QLatin1Char('\n');
    w.headers(record, scoreText(m_game, record.result()));
    w.comment(*record.root(), *start);
    if (RecordNode *first = record.root()->mainChild()) w.line(first, *start);
    return {w.text.toUtf8(), {}};
}

RecordReadResult KibitzTextFormat::read(const QByteArray &data) const
{
    RecordReadResult result;
    const std::optional<QString> text = utf8Text(data, &result.error);
    if (!text) return result;
    const QStringList lines = text->split(QLatin1Char('\n'));
    if (lines.isEmpty() || lines.first().trimmed() != magic()) {
        result.error = tr("not a %1 (the first line must be '%2')").arg(displayName(), magic());
        result.errorLine = 1;
        return result;
    }
    TextReader reader(m_game, result);
    for (int i = 1; i < lines.size(); ++i) {
        QString line = lines[i];
        if (line.endsWith(QLatin1Char('\r'))) line.chop(1);
        if (!reader.readLine(line, i + 1)) break;
    }
    result.record = reader.finish();
    return result;
}

} // namespace kibitz
