// SPDX-License-Identifier: GPL-3.0-or-later
// Writing KIF and KI2 (KifRecordFormat::write); reading is in kifrecordformat.cpp.
#include "shogi/kifrecordformat.h"

#include "shogi/bod.h"
#include "shogi/handicap.h"
#include "shogi/japanese.h"
#include "shogi/kiftimecontrol.h"
#include "shogi/notation.h"
#include "shogi/recordfiletext.h"
#include "shogi/shogigame.h"
#include "shogi/shogiposition.h"
#include "shogi/specialmove.h"
#include "shogi/thinkcomment.h"
#include "shogi/usi.h"

#include <QCoreApplication>

namespace kibitz::shogi {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::shogi::KifRecordFormat", text);
}

const QString movesHeader = QStringLiteral("手数----指手---------消費時間--");

// Appends n right-aligned in `width` characters, padded with `pad` (what QString::arg does,
// without its allocations: this runs for every move written).
void appendNumber(QString &out, qint64 n, int width, QChar pad)
{
    constexpr int size = 32; // more than 20 digits, a sign and any width used here
    QChar buf[size];
    int start = size;
    const bool negative = n < 0;
    quint64 v = negative ? quint64(0) - quint64(n) : quint64(n);
    do {
        buf[--start] = QChar(char16_t(u'0' + v % 10));
        v /= 10;
    } while (v);
    if (negative) buf[--start] = QLatin1Char('-');
    while (size - start < width && start > 0)
        buf[--start] = pad;
    out.append(buf + start, size - start); // one append, not one per character
}

// " 1:05" (minutes, then seconds)
void appendMss(QString &out, qint64 ms)
{
    const qint64 s = ms / 1000;
    appendNumber(out, s / 60, 2, QLatin1Char(' '));
    out += QLatin1Char(':');
    appendNumber(out, s % 60, 2, QLatin1Char('0'));
}

// "00:01:05"
void appendHhmmss(QString &out, qint64 ms)
{
    const qint64 s = ms / 1000;
    appendNumber(out, s / 3600, 2, QLatin1Char('0'));
    out += QLatin1Char(':');
    appendNumber(out, s / 60 % 60, 2, QLatin1Char('0'));
    out += QLatin1Char(':');
    appendNumber(out, s % 60, 2, QLatin1Char('0'));
}

// "   1 " … "1234 ": the move number column.
void appendPly(QString &out, int ply)
{
    appendNumber(out, ply, 4, QLatin1Char(' '));
    out += QLatin1Char(' ');
}

// " ( 0:02/00:00:02)"
void appendTimes(QString &out, qint64 ms, qint64 total)
{
    out += QLatin1String(" (");
    appendMss(out, ms);
    out += QLatin1Char('/');
    appendHhmmss(out, total);
    out += QLatin1Char(')');
}

// The board before each move of a line, with the square of the move before it.
struct Place
{
    Board board;
    Square lastTo;
    qint64 totals[2] = {0, 0};
};

class Writer
{
public:
    Writer(bool ki2, const Record &record) : m_ki2(ki2), m_record(record) {}
    RecordFileText out;

    void comment(const RecordNode &node, const Board &after, Square lastTo, int ply)
    {
        if (node.comment.isEmpty() && node.thinks.isEmpty()) return;
        const QStringList lines = ThinkComment::format(node, after, lastTo);
        if (lines.isEmpty()) return;
        const QString where = ply == 0 ? tr("comment before the first move") : m_commentWhere;
        const int number = ply == 0 ? -1 : ply;
        QStringList bookmarks;
        if (m_ki2 && !out.atLineStart()) out.endLine();
        for (const QString &l : lines) {
            if (l.startsWith(QLatin1Char('&'))) {
                bookmarks << l;
                continue;
            }
            out.append(u"*", where, number);
            out.append(l);
            out.endLine();
        }
        for (const QString &b : bookmarks)
            out.add(b, where, number);
    }

    void moveLine(const RecordNode &n, const Place &before, const Move &m, qint64 total,
                  bool branch)
    {
        const int ply = n.ply();
        if (m_ki2) {
            const QString text = formatKi2Move(before.board, m, before.lastTo);
            if (out.atLineStart())
                m_inLine = 0;
            else
                out.append(QString(qMax(12 - int(m_lastLength) * 2, 0), QLatin1Char(' ')));
            out.append(text, m_moveWhere, ply);
            m_lastLength = text.size();
            if (++m_inLine >= 6) out.endLine();
            return;
        }
        QString &line = m_line; // reused: no allocation per move
        line.truncate(0);
        appendPly(line, ply);
        const qsizetype start = line.size();
        appendKifMove(line, m, before.lastTo);
        if (!m.drop && line.size() - start == 7) line += QLatin1String("  "); // "７六歩(77)" + 2
        if (m.drop) line += QLatin1String("    ");
        appendTimes(line, qMax<qint64>(n.timeMs, 0), total);
        if (branch) line += QLatin1Char('+');
        out.add(line, m_moveWhere, ply);
    }

    void special(SpecialMove::Kind k, int ply, Color toMove, qint64 total)
    {
        if (m_ki2) {
            if (!out.atLineStart()) out.endLine();
            out.add(SpecialMove::ki2Line(k, ply - 1, toMove));
        } else {
            const QString word = SpecialMove::kifWord(k);
            QString line;
            appendPly(line, ply);
            line += word + QString(qMax(12 - int(word.size()) * 2, 0), QLatin1Char(' '));
            appendTimes(line, 0, total);
            out.add(line);
        }
        // The cause follows as the ending's comment, where tsshogi writes a special move's.
        const QString &cause = m_record.result().detail;
        if (SpecialMove::hasCauseComment(k) && !cause.isEmpty() &&
            SpecialMove::fromKif(cause) == SpecialMove::None)
            for (const QString &l : cause.split(QLatin1Char('\n')))
                out.add(QLatin1Char('*') + l, m_commentWhere, ply);
    }

    void line(const RecordNode *first, const Place &start, bool mainLine)
    {
        // The nodes of this line that have variations, with the place before each.
        QList<std::pair<const RecordNode *, Place>> forks;
        Place place = start;
        const RecordNode *last = nullptr;
        for (const RecordNode *n = first; n; n = n->mainChild()) {
            if (n->move == ShogiPosition::declarationMove) break;
            const std::optional<Move> m = moveFromUsi(place.board, n->move);
            if (!m) break; // a record never holds an illegal move; stop rather than guess
            if (n == first && n->parent->children.front().get() != n) {
                if (m_ki2 && !out.atLineStart()) out.endLine();
                out.add(QString());
                out.add(QStringLiteral("変化：%1手").arg(n->ply()));
            }
            const int side = index(place.board.sideToMove());
            // The total as a file showed it, else the sum of the side's times in milliseconds
            // cut to seconds when written, as ShogiHome writes its own games.
            const qint64 total =
                n->totalMs >= 0 ? n->totalMs : place.totals[side] + qMax<qint64>(n->timeMs, 0);
            const auto &siblings = n->parent->children;
            const bool branch = siblings.back().get() != n;
            moveLine(*n, place, *m, total, branch);
            if (siblings.size() > 1 && siblings.front().get() == n) forks.append({n, place});
            // The place moves on in place: a copy is kept only where a variation starts.
            place.totals[side] = total;
            place.board.doMove(*m);
            place.lastTo = m->to;
            comment(*n, place.board, place.lastTo, n->ply());
            last = n;
        }
        if (mainLine) {
            const Color toMove = place.board.sideToMove();
            const SpecialMove::Kind k = SpecialMove::fromResult(m_record.result(), toMove);
            if (k != SpecialMove::None)
                special(k, (last ? last->ply() : 0) + 1, toMove, place.totals[index(toMove)]);
        }
        for (qsizetype i = forks.size() - 1; i >= 0; --i) {
            const RecordNode *parent = forks[i].first->parent;
            for (size_t c = 1; c < parent->children.size(); ++c)
                line(parent->children[c].get(), forks[i].second, false);
        }
    }

private:
    bool m_ki2;
    const Record &m_record;
    const QString m_moveWhere = tr("move %1");
    const QString m_commentWhere = tr("comment of move %1");
    int m_inLine = 0;
    qsizetype m_lastLength = 0;
    QString m_line;
};
} // namespace

RecordWriteResult KifRecordFormat::write(const Record &record) const
{
    Board start = Board::startPosition();
    if (!record.setup().isEmpty()) {
        const auto p = ShogiPosition::fromSetup(record.setup());
        if (p) start = p->board();
    }
    const Handicap *handicap = handicapForBoard(start);
    const bool handicapGame = handicap && handicap->id != QLatin1String("even");
    Writer w(m_variant == Ki2, record);
    for (const auto &[key, value] : record.headers()) {
        if (SpecialMove::isInternalHeader(key)) continue;
        if (const auto time = kifTimeControlHeaders(key, value); !time.isEmpty()) {
            for (const auto &[jpKey, words] : time)
                w.out.add(jpKey + QStringLiteral("：") + words, tr("%1 header").arg(jpKey));
            continue;
        }
        const QString jp = SpecialMove::headerToKakinoki(key, handicapGame);
        w.out.add(jp + QStringLiteral("：") +
                      QString(value).replace(QLatin1Char('\n'), QLatin1Char(' ')),
                  tr("%1 header").arg(jp));
    }
    if (handicap)
        w.out.add(QStringLiteral("手合割：") + handicap->japaneseName);
    else
        for (const QString &l : Bod::write(start))
            w.out.add(l);
    if (m_variant == Kif) w.out.add(movesHeader);
    w.comment(*record.root(), start, Square(), 0);
    Place place;
    place.board = start;
    if (const RecordNode *first = record.root()->mainChild()) {
        w.line(first, place, true);
    } else {
        const SpecialMove::Kind k = SpecialMove::fromResult(record.result(), start.sideToMove());
        if (k != SpecialMove::None) w.special(k, 1, start.sideToMove(), 0);
    }
    return w.out.finish(m_unicode ? RecordFileText::Encoding::Utf8
                                  : RecordFileText::Encoding::ShiftJis,
                        m_variant == Kif);
}

} // namespace kibitz::shogi
