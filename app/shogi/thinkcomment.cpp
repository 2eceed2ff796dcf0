// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/thinkcomment.h"

#include "core/record/esthinkcomment.h"
#include "shogi/notation.h"
#include "shogi/usi.h"

#include <QRegularExpression>

namespace kibitz::shogi {

namespace {
// The PV as KI2 text up to its first move that is not legal, appended to text. Each move is
// checked once, by moveFromUsi (formatKi2Line would check it again). ShogiHome starts a PV
// without 同, whatever the last move was. Returns how many moves were written.
int appendKi2Pv(QString &text, const Board &after, const QStringList &pv)
{
    Board b = after;
    Square lastTo;
    int written = 0;
    for (const QString &u : pv) {
        const auto m = moveFromUsi(b, u);
        if (!m) break;
        appendKi2Move(text, b, *m, lastTo);
        b.doMove(*m);
        lastTo = m->to;
        ++written;
    }
    return written;
}

// "*評価値=12": a block's line, made in one piece.
QString pairLine(QChar prefix, QStringView keyAndEquals, QStringView value, qsizetype room = 0)
{
    QString line;
    line.reserve(1 + keyAndEquals.size() + value.size() + room);
    line += prefix;
    line += keyAndEquals;
    line += value;
    return line;
}

QString pairLine(QChar prefix, QStringView keyAndEquals, qint64 value)
{
    char16_t digits[24];
    int n = 0;
    quint64 v = value < 0 ? quint64(0) - quint64(value) : quint64(value);
    do {
        digits[sizeof digits / sizeof *digits - ++n] = char16_t(u'0' + v % 10);
        v /= 10;
    } while (v);
    if (value < 0) digits[sizeof digits / sizeof *digits - ++n] = u'-';
    return pairLine(prefix, keyAndEquals,
                    QStringView(digits + sizeof digits / sizeof *digits - n, n));
}

QStringList usiLine(const QList<Move> &moves)
{
    QStringList out;
    out.reserve(moves.size());
    for (const Move &m : moves)
        out << toUsi(m);
    return out;
}

bool carriesSearch(const ThinkInfo &t)
{
    return !t.pv.isEmpty() || t.depth > 0 || t.nodes > 0 || !t.engine.isEmpty();
}

// ShogiHome's buildSearchComment, line for line.
QStringList blockLines(const ThinkInfo &t, const Board &after, Square lastTo,
                       const QString &situation)
{
    const QChar p = t.prefix();
    QStringList lines;
    lines.reserve(6);
    if (t.score.kind == Score::Kind::Mate) {
        ThinkInfo mateOnly;
        mateOnly.origin = t.origin;
        mateOnly.score = t.score;
        lines << es::formatBlock(mateOnly, {});
    } else if (t.score.kind == Score::Kind::Centipawns) {
        if (!situation.isEmpty()) lines << situation;
        lines << pairLine(p, u"評価値=", t.score.value);
    }
    if (!t.pv.isEmpty()) {
        Q_UNUSED(lastTo); // see appendKi2Pv
        QString line = pairLine(p, u"読み筋=", {}, t.pv.size() * 6);
        if (appendKi2Pv(line, after, t.pv) > 0) lines << line;
    }
    if (t.depth > 0) lines << pairLine(p, u"深さ=", t.depth);
    if (t.nodes > 0) lines << pairLine(p, u"ノード数=", t.nodes);
    if (!lines.isEmpty() && !t.engine.isEmpty()) lines << pairLine(p, u"エンジン=", t.engine);
    return lines;
}

bool isSituationWord(const QString &w)
{
    static const QStringList words{
        QStringLiteral("先手勝勢"), QStringLiteral("先手優勢"), QStringLiteral("先手有利"),
        QStringLiteral("先手有望"), QStringLiteral("互角"),     QStringLiteral("後手有望"),
        QStringLiteral("後手有利"), QStringLiteral("後手優勢"), QStringLiteral("後手勝勢")};
    return words.contains(w);
}

bool isMateOnly(const ThinkInfo &t)
{
    return t.score.isMate() && t.pv.isEmpty() && t.depth <= 0 && t.nodes <= 0 && t.engine.isEmpty();
}

std::optional<ThinkInfo> parseFloodgate(const QString &line, const Board &after)
{
    // Most comment lines cannot match: they are not matched at all (every comment line of
    // every record passes through here).
    if (line.size() < 2 || line[0] != QLatin1Char('*')) return std::nullopt;
    const QChar second = line[1];
    if (second != QLatin1Char(' ') && second != QLatin1Char('+') && second != QLatin1Char('-') &&
        !(second >= QLatin1Char('0') && second <= QLatin1Char('9')))
        return std::nullopt;
    static const QRegularExpression re(
        QStringLiteral("^\\* ?([+-]?\\d+)((?: [+-]\\d{4}[A-Z]{2})*)(?: #(\\d+))?\\s*$"));
    const auto m = re.match(line);
    if (!m.hasMatch()) return std::nullopt;
    ThinkInfo t;
    t.origin = ThinkInfo::Origin::Player;
    t.score = Score::centipawns(m.captured(1).toInt());
    Board b = after;
    for (const QString &w : m.captured(2).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto mv = parseCsaMove(b, w);
        if (!mv) break;
        t.pv << toUsi(*mv);
        b.doMove(*mv);
    }
    if (!m.captured(3).isEmpty()) t.nodes = m.captured(3).toLongLong();
    return t;
}

std::optional<ThinkInfo> parseShogiGui(const QString &line, const Board &after, Square lastTo)
{
    // "*対局 " and the others: most lines fail on the first or fourth character.
    if (line.size() < 4 || line[0] != QLatin1Char('*') || line[3] != QLatin1Char(' '))
        return std::nullopt;
    if (!line.startsWith(QStringLiteral("*対局 ")) && !line.startsWith(QStringLiteral("*解析 ")) &&
        !line.startsWith(QStringLiteral("*検討 ")))
        return std::nullopt;
    const QStringList words = line.mid(4).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    ThinkInfo t;
    t.origin = line.startsWith(QStringLiteral("*対局")) ? ThinkInfo::Origin::Player
                                                        : ThinkInfo::Origin::Analysis;
    bool any = false;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString &w = words[i];
        const QString next = words.value(i + 1);
        if (w == QStringLiteral("深さ")) {
            const QStringList d = next.split(QLatin1Char('/'));
            t.depth = d.value(0).toInt();
            if (d.size() > 1) t.seldepth = d[1].toInt();
            ++i;
        } else if (w == QStringLiteral("ノード数")) {
            t.nodes = next.toLongLong();
            ++i;
        } else if (w == QStringLiteral("評価値")) {
            bool ok = false;
            const int v = next.toInt(&ok);
            if (ok) {
                t.score = Score::centipawns(v);
                any = true;
            }
            ++i;
        } else if (w == QStringLiteral("読み筋")) {
            const QString rest = words.mid(i + 1).join(QString());
            t.pv = usiLine(parseKi2Line(after, rest, lastTo));
            any = true;
            break;
        }
    }
    if (!any) return std::nullopt;
    return t;
}
} // namespace

QString ThinkComment::situationWord(int cp)
{
    if (cp >= 1500) return QStringLiteral("先手勝勢");
    if (cp >= 600) return QStringLiteral("先手優勢");
    if (cp >= 400) return QStringLiteral("先手有利");
    if (cp >= 200) return QStringLiteral("先手有望");
    if (cp >= -200) return QStringLiteral("互角");
    if (cp >= -400) return QStringLiteral("後手有望");
    if (cp >= -600) return QStringLiteral("後手有利");
    if (cp >= -1500) return QStringLiteral("後手優勢");
    return QStringLiteral("後手勝勢");
}

QStringList ThinkComment::format(const RecordNode &node, const Board &after, Square lastTo)
{
    QStringList free =
        node.comment.isEmpty() ? QStringList() : node.comment.split(QLatin1Char('\n'));
    const bool noFreeLines = free.isEmpty();
    // Thinks a Floodgate or ShogiGUI line of the comment already says are not written again.
    QList<ThinkInfo> thinks;
    {
        QList<ThinkInfo> foreign;
        for (const QString &l : free) {
            std::optional<ThinkInfo> t = parseFloodgate(l, after);
            if (!t) t = parseShogiGui(l, after, lastTo);
            if (t) foreign << *t;
        }
        for (const ThinkInfo &t : node.thinks) {
            const qsizetype at = foreign.indexOf(t);
            if (at >= 0)
                foreign.removeAt(at);
            else
                thinks << t;
        }
    }
    QStringList words;
    for (const ThinkInfo &t : thinks) {
        QString word;
        if (t.score.kind == Score::Kind::Centipawns) {
            const QString w = situationWord(t.score.value);
            const qsizetype at = free.indexOf(w);
            if (at >= 0) {
                free.removeAt(at);
                word = w;
            } else if (noFreeLines && carriesSearch(t)) {
                word = w;
            }
        }
        words << word;
    }
    QStringList lines = free;
    for (qsizetype i = 0; i < thinks.size(); ++i) {
        const ThinkInfo &t = thinks[i];
        const QStringList block = blockLines(t, after, lastTo, words[i]);
        if (block.isEmpty()) continue;
        if (i > 0) {
            const ThinkInfo &prev = thinks[i - 1];
            const bool oneSearch =
                isMateOnly(prev) && prev.origin == t.origin && !words[i].isEmpty();
            if (!oneSearch) lines << QString();
        }
        lines << block;
    }
    return lines;
}

void ThinkComment::parse(const QStringList &lines, const Board &after, Square lastTo,
                         RecordNode *node)
{
    QStringList free;
    QList<ThinkInfo> thinks;
    qsizetype i = 0;
    bool lastWasBlock = false;
    while (i < lines.size()) {
        const QString &line = lines[i];
        // Floodgate and ShogiGUI lines stay as written (format() does not repeat them as ES
        // blocks), and their content becomes ThinkInfo.
        std::optional<ThinkInfo> foreign = parseFloodgate(line, after);
        if (!foreign) foreign = parseShogiGui(line, after, lastTo);
        if (foreign) {
            thinks << *foreign;
            free << line;
            lastWasBlock = false;
            ++i;
            continue;
        }
        if (es::isPairLine(line)) {
            qsizetype j = i;
            while (j < lines.size() && es::isPairLine(lines[j]))
                ++j;
            es::Comment c = es::parseComment(lines.mid(i, j - i));
            for (es::Block &b : c.blocks) {
                b.info.pv = usiLine(parseKi2Line(after, b.pvText, lastTo));
                thinks << std::move(b.info);
            }
            free << c.freeLines;
            lastWasBlock = !c.blocks.isEmpty();
            i = j;
            continue;
        }
        // An empty line after a block, before the next block or its situation word, only
        // separates blocks.
        if (line.isEmpty() && lastWasBlock) {
            const QString next = lines.value(i + 1);
            const bool blockFollows = es::isPairLine(next) ||
                                      (isSituationWord(next) && es::isPairLine(lines.value(i + 2)));
            if (blockFollows) {
                ++i;
                continue;
            }
        }
        free << line;
        lastWasBlock = false;
        ++i;
    }
    node->comment = free.join(QLatin1Char('\n'));
    node->thinks = thinks;
}

} // namespace kibitz::shogi
