#include "shogi/kifrecordformat.h"

#include "shogi/bod.h"
#include "shogi/handicap.h"
#include "shogi/japanese.h"
#include "shogi/notation.h"
#include "shogi/recordfiletext.h"
#include "shogi/shogigame.h"
#include "shogi/shogiposition.h"
#include "shogi/shownmovetimes.h"
#include "shogi/specialmove.h"
#include "shogi/thinkcomment.h"
#include "shogi/usi.h"

#include <QCoreApplication>

#include <climits>

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

// The value of ASCII digits, as toLongLong() gives it, without its conversions.
qint64 valueOf(QStringView digits)
{
    if (digits.size() > 18) return digits.toLongLong(); // past qint64: what Qt says
    qint64 n = 0;
    for (QChar c : digits)
        n = n * 10 + (c.unicode() - u'0');
    return n;
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
    const qint64 ply = valueOf(number);
    return MoveLine{ply <= INT_MAX ? int(ply) : 0, line.mid(start, i - start), line.mid(i)};
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
        return (valueOf(m) * 60 + valueOf(sec)) * 1000;
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
        return (valueOf(parts[0]) * 3600 + valueOf(parts[1]) * 60 + valueOf(parts[2])) * 1000;
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
    ShownMoveTimes times;

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
        return true;
    }
    RecordNode *add(const Move &m)
    {
        flush();
        cur = record.addMove(cur, toUsi(m));
        pos.doMove(m);
        lastTo = m.to;
        return cur;
    }
};
} // namespace

KifRecordFormat::KifRecordFormat(Variant variant, bool unicode)
    : m_variant(variant), m_unicode(unicode)
{}

QString KifRecordFormat::id() const
{
    // Made once: a folder conversion asks every format for its extensions for every file.
    static const QString ids[2][2] = {{QStringLiteral("kif"), QStringLiteral("kifu")},
                                      {QStringLiteral("ki2"), QStringLiteral("ki2u")}};
    return ids[m_variant == Kif ? 0 : 1][m_unicode ? 1 : 0];
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
    const QString text = RecordFileText::decode(data);
    const QList<QStringView> lines = RecordFileText::lineViews(text);
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
            r.start = handicapBoard(*handicap);
        }
        r.record.setSetup(setupText(r.start));
        r.pos = r.start;
        return true;
    };

    for (int i = 0; i < lines.size() && r.result.error.isEmpty(); ++i) {
        const QStringView line = lines[i];
        const int lineNo = i + 1;
        const QStringView trimmed = ja::trimmed(line);
        // The words below are looked for only behind their first character: every line passes.
        const QChar first = firstChar(trimmed);
        if (trimmed.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        if (line.startsWith(QLatin1Char('*'))) {
            (r.inEndingComment ? r.cause : r.comment) << line.mid(1).toString();
            continue;
        }
        if (line.startsWith(QLatin1Char('&'))) {
            r.comment << line.toString(); // bookmarks live in the comment as "&name" lines
            continue;
        }
        if (first == u'手' && line.startsWith(u"手数----")) {
            if (!beginMoves(lineNo)) break;
            continue;
        }
        if (first == u'変' && trimmed.startsWith(u"変化") && trimmed.size() > 2 &&
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
        if (first == u'ま' && trimmed.startsWith(u"まで")) {
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
            RecordNode *node = r.add(*m);
            if (const std::optional<qint64> shown = moveTime(mm->rest))
                r.times.add(node, *shown, totalTime(mm->rest).value_or(-1));
            continue;
        }
        // KI2: one or more moves with marks.
        if (!beginMoves(lineNo)) break;
        QString clean;
        clean.reserve(trimmed.size());
        for (QChar c : trimmed)
            if (!ja::isSpace(c)) clean += c; // U+3000 too
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
            r.add(*m);
            s = e;
        }
    }
    if (r.result.error.isEmpty() && !r.started) beginMoves(lines.size());
    if (!r.started) r.pos = r.start;
    r.flush();
    r.times.apply();
    if (ending != SpecialMove::None) {
        GameResult result = SpecialMove::toResult(ending, endingToMove);
        if (!r.cause.isEmpty()) result.detail = r.cause.join(QLatin1Char('\n'));
        r.record.setResult(result);
    }
    r.result.record = std::move(r.record);
    return std::move(r.result);
}

} // namespace kibitz::shogi
