#include "core/record/kibitztextformat.h"

#include "core/game/game.h"
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

    void comment(const RecordNode &node, const Position &after)
    {
        for (const QString &l : commentLines(node, after))
            text += QLatin1Char('*') + l + QLatin1Char('\n');
    }

    // Writes the line that starts with `first` (a child of its parent), then its variations,
    // latest ply first, as KIF does.
    void line(const RecordNode *first, const Position &before)
    {
        QList<const RecordNode *> nodes;
        QList<std::shared_ptr<Position>> befores;
        std::shared_ptr<Position> pos(before.clone());
        for (const RecordNode *n = first; n; n = n->mainChild()) {
            befores << std::shared_ptr<Position>(pos->clone());
            text += QStringLiteral("%1 %2").arg(n->ply()).arg(pos->displayMove(n->move));
            if (n->timeMs >= 0)
                text += QLatin1Char(' ') + QString::number(n->timeMs / 1000.0, 'f', 3);
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
    for (const auto &[key, value] : record.headers()) {
        if (key == header::Result || key == keySetup || key == keyDetail) continue;
        w.text += key + QStringLiteral(": ") +
                  QString(value).replace(QLatin1Char('\n'), QLatin1Char(' ')) + QLatin1Char('\n');
    }
    if (!record.setup().isEmpty())
        w.text += keySetup + QStringLiteral(": ") + record.setup() + QLatin1Char('\n');
    w.text += header::Result + QStringLiteral(": ") + scoreText(m_game, record.result()) +
              QLatin1Char('\n');
    if (!record.result().detail.isEmpty())
        w.text += keyDetail + QStringLiteral(": ") +
                  QString(record.result().detail).replace(QLatin1Char('\n'), QLatin1Char(' ')) +
                  QLatin1Char('\n');
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

    Record record(m_game.id());
    GameResult gameResult;
    QString setup;
    std::unique_ptr<Position> start = m_game.startPosition();
    // The line being read: its nodes by ply and the position before each.
    RecordNode *current = record.root();
    std::unique_ptr<Position> pos = start->clone();
    QStringList pendingComment; // the '*' lines before the next move
    bool inMoves = false;
    int variationPly = 0;

    auto flushComment = [&] {
        if (pendingComment.isEmpty()) return;
        readCommentLines(current, pendingComment, *pos);
        pendingComment.clear();
    };
    auto fail = [&](int lineNo, const QString &why) {
        flushComment();
        result.error = why;
        result.errorLine = lineNo;
    };

    for (int i = 1; i < lines.size() && result.error.isEmpty(); ++i) {
        QString line = lines[i];
        if (line.endsWith(QLatin1Char('\r'))) line.chop(1);
        const int lineNo = i + 1;
        if (line.startsWith(QLatin1Char('*'))) {
            pendingComment << line.mid(1);
            continue;
        }
        if (line.trimmed().isEmpty()) continue;
        if (line.startsWith(QLatin1String("variation "))) {
            flushComment();
            bool ok = false;
            variationPly = line.mid(10).trimmed().toInt(&ok);
            // Go back to the node before that ply on the current line.
            while (current->parent && current->ply() >= variationPly)
                current = current->parent;
            if (!ok || variationPly < 1 || current->ply() != variationPly - 1) {
                fail(lineNo, tr("bad variation '%1'").arg(line));
                break;
            }
            pos = start->clone();
            for (const QString &m : Record::movesTo(current))
                pos->play(m);
            inMoves = true;
            continue;
        }
        if (line[0].isDigit()) {
            flushComment();
            inMoves = true;
            const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            bool ok = false;
            const int ply = words.value(0).toInt(&ok);
            const QString move = words.size() >= 2 ? pos->parseMove(words[1]) : QString();
            if (!ok || ply != current->ply() + 1) {
                fail(lineNo, tr("expected move number %1").arg(current->ply() + 1));
                break;
            }
            if (move.isEmpty() || !pos->isLegal(move)) {
                fail(lineNo, tr("'%1' is not a legal move here").arg(words.value(1)));
                break;
            }
            qint64 timeMs = -1;
            if (words.size() >= 3) {
                const double seconds = words[2].toDouble(&ok);
                if (!ok || seconds < 0) {
                    fail(lineNo, tr("bad time '%1'").arg(words[2]));
                    break;
                }
                timeMs = qRound64(seconds * 1000);
            }
            RecordNode *node = record.addMove(current, move);
            node->timeMs = timeMs;
            pos->play(move);
            current = node;
            continue;
        }
        const qsizetype colon = line.indexOf(QStringLiteral(": "));
        if (inMoves || colon <= 0) {
            fail(lineNo, tr("cannot read '%1'").arg(line.left(80)));
            break;
        }
        const QString key = line.left(colon);
        const QString value = line.mid(colon + 2);
        if (key == keySetup) {
            QString error;
            start = m_game.startPosition(value, &error);
            if (!start) {
                start = m_game.startPosition();
                fail(lineNo, error);
                break;
            }
            setup = value;
            record.setSetup(setup);
            pos = start->clone();
        } else if (key == header::Result) {
            const std::optional<GameResult> read = resultFromScoreText(value);
            if (!read) {
                fail(lineNo, tr("unknown result '%1'").arg(value));
                break;
            }
            gameResult = *read;
        } else if (key == keyDetail) {
            gameResult.detail = value;
        } else {
            record.setHeader(key, value);
        }
    }
    flushComment();
    const QString termination = record.headerValue(header::Termination);
    if (gameResult.kind != GameResult::Kind::Ongoing && !termination.isEmpty())
        gameResult.reason = endReasonFromKeyword(termination);
    if (gameResult.kind == GameResult::Kind::Ongoing &&
        termination == endReasonKeyword(EndReason::Aborted))
        gameResult = GameResult::noResult(EndReason::Aborted, gameResult.detail);
    record.setResult(gameResult);
    result.record = std::move(record);
    return result;
}

} // namespace kibitz
