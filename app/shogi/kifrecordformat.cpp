#include "shogi/kifrecordformat.h"

#include "shogi/bod.h"
#include "shogi/handicap.h"
#include "shogi/japanese.h"
#include "shogi/notation.h"
#include "shogi/recordtext.h"
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

QChar firstChar(QStringView s)
{
    return s.isEmpty() ? QChar() : s[0];
}

// The tokenising of KIF lines, by hand: these run on every line of every file.
bool isAsciiSpace(QChar c)
{
    const char16_t u = c.unicode();
    return u == u' ' || (u >= u'\t' && u <= u'\r');
}

bool isDigit(QChar c)
{
    return c.unicode() >= u'0' && c.unicode() <= u'9';
}

// Digits from *i on; empty when there are none.
QStringView digits(QStringView s, qsizetype *i)
{
    const qsizetype start = *i;
    while (*i < s.size() && isDigit(s[*i]))
        ++*i;
    return s.mid(start, *i - start);
}

void skipSpaces(QStringView s, qsizetype *i)
{
    while (*i < s.size() && s[*i] == QLatin1Char(' '))
        ++*i;
}

// "  12 ７六歩(77)   ( 0:02/00:00:02)": spaces, the move number, spaces, the move (up to ASCII
// white space), the rest.
struct MoveLine
{
    int ply = 0;
    QStringView text;
    QStringView rest;
};

std::optional<MoveLine> splitMoveLine(QStringView line)
{
    qsizetype i = 0;
    skipSpaces(line, &i);
    const QStringView number = digits(line, &i);
    if (number.isEmpty()) return std::nullopt;
    const qsizetype afterNumber = i;
    skipSpaces(line, &i);
    if (i == afterNumber) return std::nullopt;
    const qsizetype start = i;
    while (i < line.size() && !isAsciiSpace(line[i]))
        ++i;
    if (i == start) return std::nullopt;
    return MoveLine{number.toInt(), line.mid(start, i - start), line.mid(i)};
}

// "( 0:02/" → 2000: the first '(' followed by optional spaces and m:ss.
std::optional<qint64> moveTime(QStringView rest)
{
    for (qsizetype p = rest.indexOf(QLatin1Char('(')); p >= 0;
         p = rest.indexOf(QLatin1Char('('), p + 1)) {
        qsizetype i = p + 1;
        skipSpaces(rest, &i);
        const QStringView m = digits(rest, &i);
        if (m.isEmpty() || i >= rest.size() || rest[i] != QLatin1Char(':')) continue;
        ++i;
        const QStringView sec = digits(rest, &i);
        if (sec.isEmpty()) continue;
        return (m.toLongLong() * 60 + sec.toLongLong()) * 1000;
    }
    return std::nullopt;
}

// "/00:00:02)" → 2000: a '/' followed by optional spaces and h:mm:ss).
std::optional<qint64> totalTime(QStringView rest)
{
    for (qsizetype p = rest.indexOf(QLatin1Char('/')); p >= 0;
         p = rest.indexOf(QLatin1Char('/'), p + 1)) {
        qsizetype i = p + 1;
        skipSpaces(rest, &i);
        QStringView parts[3];
        bool ok = true;
        for (int k = 0; k < 3 && ok; ++k) {
            parts[k] = digits(rest, &i);
            const QChar after = k < 2 ? QLatin1Char(':') : QLatin1Char(')');
            ok = !parts[k].isEmpty() && i < rest.size() && rest[i] == after;
            ++i;
        }
        if (!ok) continue;
        return (parts[0].toLongLong() * 3600 + parts[1].toLongLong() * 60 + parts[2].toLongLong()) *
               1000;
    }
    return std::nullopt;
}

// "棋戦：…": a key without spaces or colons, then '：' or ':'. Returns the key's length, 0 when
// the line is not such a header.
qsizetype headerKeyLength(QStringView line)
{
    qsizetype k = 0;
    while (k < line.size() && line[k] != QLatin1Char(' ') && line[k] != QChar(u'：') &&
           line[k] != QLatin1Char(':'))
        ++k;
    return k > 0 && k < line.size() && line[k] != QLatin1Char(' ') ? k : 0;
}

const QString movesHeader = QStringLiteral("手数----指手---------消費時間--");

// Appends n right-aligned in `width` characters, padded with `pad` (what QString::arg does,
// without its allocations: this runs for every move written).
void appendNumber(QString &out, qint64 n, int width, QChar pad)
{
    char16_t buf[24];
    int len = 0;
    const bool negative = n < 0;
    quint64 v = negative ? quint64(0) - quint64(n) : quint64(n);
    do {
        buf[len++] = char16_t(u'0' + v % 10);
        v /= 10;
    } while (v);
    if (negative) buf[len++] = u'-';
    for (int i = len; i < width; ++i)
        out += pad;
    while (len)
        out += QChar(buf[--len]);
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
    RecordText out;

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
            if (l.startsWith(QLatin1Char('&')))
                bookmarks << l;
            else
                out.add(QLatin1Char('*') + l, where, number);
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
        QString line;
        line.reserve(40);
        appendPly(line, ply);
        const qsizetype start = line.size();
        line += formatKifMove(before.board, m, before.lastTo);
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
        QList<const RecordNode *> nodes;
        QList<Place> befores;
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
            Place next = place;
            next.totals[side] += qMax<qint64>(n->timeMs, 0);
            const auto &siblings = n->parent->children;
            const bool branch = siblings.back().get() != n;
            moveLine(*n, place, *m, next.totals[side], branch);
            befores << place;
            nodes << n;
            next.board.doMove(*m);
            next.lastTo = m->to;
            comment(*n, next.board, next.lastTo, n->ply());
            place = next;
            last = n;
        }
        if (mainLine) {
            const Color toMove = place.board.sideToMove();
            const SpecialMove::Kind k = SpecialMove::fromResult(m_record.result(), toMove);
            if (k != SpecialMove::None)
                special(k, (last ? last->ply() : 0) + 1, toMove, place.totals[index(toMove)]);
        }
        for (qsizetype i = nodes.size() - 1; i >= 0; --i) {
            const RecordNode *parent = nodes[i]->parent;
            if (parent->children.front().get() != nodes[i]) continue;
            for (size_t c = 1; c < parent->children.size(); ++c)
                line(parent->children[c].get(), befores[i], false);
        }
    }

private:
    bool m_ki2;
    const Record &m_record;
    const QString m_moveWhere = tr("move %1");
    const QString m_commentWhere = tr("comment of move %1");
    int m_inLine = 0;
    qsizetype m_lastLength = 0;
};

struct Reader
{
    RecordReadResult result;
    Record record{QStringLiteral("shogi")};
    Board start = Board::startPosition();
    RecordNode *cur = nullptr;
    Board pos;
    Square lastTo;
    QStringList comment;
    QStringList cause;            // the comment of a 切れ負け/反則 ending: what happened
    bool inEndingComment = false; // the lines after such an ending on the main line
    bool started = false;
    qint64 sideTotals[2] = {0, 0}; // time used by each side on the current line

    void flush()
    {
        if (comment.isEmpty()) return;
        ThinkComment::parse(comment, pos, lastTo, cur);
        comment.clear();
    }
    // Back to the node at ply-1 on the current line; false when there is none.
    bool goTo(int ply)
    {
        flush();
        while (cur->parent && cur->ply() > ply)
            cur = cur->parent;
        if (cur->ply() != ply) return false;
        pos = start;
        lastTo = Square();
        for (const QString &u : Record::movesTo(cur)) {
            const auto m = moveFromUsi(pos, u);
            if (!m) return false;
            pos.doMove(*m);
            lastTo = m->to;
        }
        sideTotals[0] = sideTotals[1] = 0;
        int who = index(opposite(pos.sideToMove())); // who made cur's move
        for (const RecordNode *n = cur; n && n->parent; n = n->parent, who = 1 - who)
            sideTotals[who] += qMax<qint64>(n->timeMs, 0);
        return true;
    }
    void add(const Move &m, qint64 timeMs)
    {
        flush();
        RecordNode *n = record.addMove(cur, toUsi(m));
        n->timeMs = timeMs;
        sideTotals[index(pos.sideToMove())] += qMax<qint64>(timeMs, 0);
        pos.doMove(m);
        lastTo = m.to;
        cur = n;
    }
};
} // namespace

KifRecordFormat::KifRecordFormat(const ShogiGame &game, Variant variant, bool unicode)
    : m_game(game), m_variant(variant), m_unicode(unicode)
{}

QString KifRecordFormat::id() const
{
    return QString::fromLatin1(m_variant == Kif ? "kif" : "ki2") +
           (m_unicode ? QStringLiteral("u") : QString());
}

QString KifRecordFormat::displayName() const
{
    if (m_variant == Kif) return m_unicode ? tr("KIF (UTF-8)") : tr("KIF (Shift_JIS)");
    return m_unicode ? tr("KI2 (UTF-8)") : tr("KI2 (Shift_JIS)");
}

QStringList KifRecordFormat::extensions() const
{
    return {id()};
}

RecordReadResult KifRecordFormat::read(const QByteArray &data) const
{
    Reader r;
    r.cur = r.record.root();
    const QString text = RecordText::decode(data);
    const QList<QStringView> lines = RecordText::lineViews(text);
    Bod bod;
    const Handicap *handicap = nullptr;
    SpecialMove::Kind ending = SpecialMove::None;
    Color endingToMove = Color::Black;

    auto fail = [&](int lineNo, const QString &why) {
        r.result.error = why;
        r.result.errorLine = lineNo;
    };
    auto beginMoves = [&](int lineNo) {
        if (r.started) return true;
        r.started = true;
        if (bod.started()) {
            QString why;
            const auto b = bod.board(&why);
            if (!b) {
                fail(lineNo, tr("bad board diagram: %1").arg(why));
                return false;
            }
            r.start = *b;
        } else if (handicap) {
            r.start = *Board::fromSfen(handicap->sfen);
        }
        const Handicap *h = handicapForBoard(r.start);
        r.record.setSetup(h && h->id == QLatin1String("even") ? QString()
                          : h                                 ? h->sfen
                                                              : r.start.toSfen());
        r.pos = r.start;
        return true;
    };

    for (int i = 0; i < lines.size() && r.result.error.isEmpty(); ++i) {
        const QStringView line = lines[i];
        const int lineNo = i + 1;
        const QStringView trimmed = line.trimmed();
        if (trimmed.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        if (line.startsWith(QLatin1Char('*'))) {
            (r.inEndingComment ? r.cause : r.comment) << line.mid(1).toString();
            continue;
        }
        if (line.startsWith(QLatin1Char('&'))) {
            r.comment << line.toString(); // bookmarks live in the comment as "&name" lines
            continue;
        }
        if (line.startsWith(u"手数----")) {
            if (!beginMoves(lineNo)) break;
            continue;
        }
        if (trimmed.startsWith(u"変化") && trimmed.size() > 2 &&
            (trimmed[2] == QChar(u'：') || trimmed[2] == QLatin1Char(':'))) {
            if (!r.started) continue; // ShogiHome once wrote such lines into headers
            r.inEndingComment = false;
            const int ply = trimmed.mid(3).trimmed().split(QChar(u'手')).value(0).toInt();
            if (ply < 1 || !r.goTo(ply - 1)) {
                fail(lineNo, tr("variation '%1' has no move %2 to branch from")
                                 .arg(trimmed.toString())
                                 .arg(ply - 1));
                break;
            }
            continue;
        }
        if (trimmed.startsWith(u"まで")) {
            if (!beginMoves(lineNo)) break;
            if (m_variant == Ki2 || ending == SpecialMove::None) {
                const SpecialMove::Kind k = SpecialMove::fromKi2Line(trimmed);
                if (k != SpecialMove::None && r.cur &&
                    r.cur == r.record.mainLine().value(r.record.mainLine().size() - 1,
                                                       r.record.root())) {
                    ending = k;
                    endingToMove = r.pos.sideToMove();
                    r.flush();
                    r.inEndingComment = SpecialMove::hasCauseComment(k);
                }
            }
            continue;
        }
        const std::optional<MoveLine> mm = splitMoveLine(line);
        if (!r.started) {
            if (bod.feed(line)) {
                if (!bod.error().isEmpty())
                    fail(lineNo, tr("bad board diagram: %1").arg(bod.error()));
                continue;
            }
            const qsizetype keyLength = headerKeyLength(line);
            if (keyLength > 0 && !ja::isMoveMark(firstChar(trimmed)) && !mm) {
                const QString key = line.left(keyLength).toString();
                const QString value = line.mid(keyLength + 1).toString();
                if (key == QStringLiteral("手合割")) {
                    const QString name = value.trimmed().remove(QChar(0x3000));
                    handicap = handicapByJapaneseName(name);
                    if (!handicap && name != QStringLiteral("その他"))
                        r.result.warnings << tr("unknown handicap '%1', read as 平手").arg(name);
                } else {
                    r.record.setHeader(SpecialMove::headerFromKakinoki(key), value);
                }
                continue;
            }
        }
        // Moves.
        if (m_variant == Kif || !ja::isMoveMark(firstChar(trimmed))) {
            if (!mm) {
                if (r.started || ja::isMoveMark(firstChar(trimmed))) {
                    fail(lineNo, tr("cannot read '%1'").arg(line.left(60).toString()));
                    break;
                }
                r.result.warnings
                    << tr("line %1: ignored '%2'").arg(lineNo).arg(line.left(60).toString());
                continue;
            }
            if (!beginMoves(lineNo)) break;
            const int ply = mm->ply;
            if (ply != r.cur->ply() + 1) {
                fail(lineNo,
                     tr("move number %1 where %2 was expected").arg(ply).arg(r.cur->ply() + 1));
                break;
            }
            const SpecialMove::Kind k = SpecialMove::fromKif(mm->text);
            if (k != SpecialMove::None) {
                if (r.cur ==
                    r.record.mainLine().value(r.record.mainLine().size() - 1, r.record.root())) {
                    ending = k;
                    endingToMove = r.pos.sideToMove();
                    r.flush();
                    r.inEndingComment = SpecialMove::hasCauseComment(k);
                }
                continue;
            }
            QString why;
            const auto m = parseKifMove(r.pos, mm->text, r.lastTo, &why);
            if (!m) {
                fail(lineNo, tr("move %1 '%2': %3").arg(ply).arg(mm->text.toString(), why));
                break;
            }
            qint64 timeMs = -1;
            if (const std::optional<qint64> shown = moveTime(mm->rest)) {
                timeMs = *shown;
                // Programs add milliseconds up and show whole seconds, so the total can be a
                // second ahead of the shown times: keep the fraction that explains it.
                if (const std::optional<qint64> total = totalTime(mm->rest))
                    timeMs = RecordText::inferMoveMs(
                        timeMs, r.sideTotals[index(r.pos.sideToMove())], *total);
            }
            r.add(*m, timeMs);
            continue;
        }
        // KI2: one or more moves with marks.
        if (!beginMoves(lineNo)) break;
        QString clean;
        clean.reserve(trimmed.size());
        for (QChar c : trimmed)
            if (!c.isSpace() && c != QChar(0x3000)) clean += c;
        qsizetype s = 0;
        while (s < clean.size() && r.result.error.isEmpty()) {
            qsizetype e = s + 1;
            while (e < clean.size() && !ja::isMoveMark(clean[e]))
                ++e;
            const QStringView word = QStringView(clean).mid(s, e - s);
            QString why;
            const auto m = parseKi2Move(r.pos, word, r.lastTo, &why);
            if (!m) {
                fail(lineNo,
                     tr("move %1 '%2': %3").arg(r.cur->ply() + 1).arg(word.toString(), why));
                break;
            }
            r.add(*m, -1);
            s = e;
        }
    }
    if (r.result.error.isEmpty() && !r.started) beginMoves(lines.size());
    if (!r.started) r.pos = r.start;
    r.flush();
    if (ending != SpecialMove::None) {
        GameResult result = SpecialMove::toResult(ending, endingToMove);
        if (!r.cause.isEmpty()) result.detail = r.cause.join(QLatin1Char('\n'));
        r.record.setResult(result);
    }
    r.result.record = std::move(r.record);
    return std::move(r.result);
}

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
    Q_UNUSED(m_game);
    return w.out.finish(m_unicode ? RecordText::Encoding::Utf8 : RecordText::Encoding::ShiftJis,
                        m_variant == Kif);
}

} // namespace kibitz::shogi
