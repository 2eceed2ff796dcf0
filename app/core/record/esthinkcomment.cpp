// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/esthinkcomment.h"

#include <cmath>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace kibitz::es {

namespace {
// The keys and words of ShogiHome's think comments.
const QString keyScore = u"評価値"_s;
const QString keyMate = u"詰み"_s;
const QString keyPv = u"読み筋"_s;
const QString keyDepth = u"深さ"_s;
const QString keyNodes = u"ノード数"_s;
const QString keyEngine = u"エンジン"_s;
const QString firstWins = u"先手勝ち"_s;
const QString secondWins = u"後手勝ち"_s;

QString mateText(const Score &s)
{
    // Score is from the first player's view: positive mate means the first player wins.
    QString text = s.value >= 0 ? firstWins : secondWins;
    if (std::abs(s.value) != Score::unknownMatePlies)
        text += QStringLiteral(":%1手").arg(std::abs(s.value));
    return text;
}

bool parseMate(QStringView value, Score *out)
{
    const qsizetype colon = value.indexOf(QLatin1Char(':'));
    const QStringView who = colon < 0 ? value : value.left(colon);
    int sign = 0;
    if (who == firstWins)
        sign = 1;
    else if (who == secondWins)
        sign = -1;
    else
        return false;
    int plies = Score::unknownMatePlies;
    if (colon >= 0) {
        QStringView n = value.mid(colon + 1);
        if (!n.endsWith(QStringLiteral("手"))) return false;
        bool ok = false;
        plies = n.chopped(1).toInt(&ok);
        if (!ok || plies < 0 || plies >= Score::unknownMatePlies) return false;
    }
    *out = Score::mate(sign * plies);
    return true;
}
} // namespace

bool isPairLine(QStringView line)
{
    if (line.size() < 3) return false;
    if (line[0] != QLatin1Char('*') && line[0] != QLatin1Char('#')) return false;
    const qsizetype eq = line.indexOf(QLatin1Char('='));
    if (eq < 2) return false;
    for (QChar c : line.mid(1, eq - 1))
        if (c == QLatin1Char('*') || c == QLatin1Char('#') || c == QLatin1Char(' ')) return false;
    return true;
}

QStringList formatBlock(const ThinkInfo &info, const QString &pvText)
{
    // Each line made in one string (a sum of QStrings makes one for each '+'): this runs for
    // every move of every record written.
    const QChar p = info.prefix();
    QStringList lines;
    const auto add = [&](const QString &key, QStringView value) {
        QString line;
        line.reserve(key.size() + value.size() + 2);
        line += p;
        line += key;
        line += QLatin1Char('=');
        line += value;
        lines << line;
    };
    if (info.score.kind == Score::Kind::Mate) {
        add(keyMate, mateText(info.score));
    } else if (info.score.kind == Score::Kind::Centipawns) {
        add(keyScore, QString::number(info.score.value));
    }
    if (!pvText.isEmpty()) add(keyPv, pvText);
    if (info.depth >= 0) add(keyDepth, QString::number(info.depth));
    if (info.nodes >= 0) add(keyNodes, QString::number(info.nodes));
    if (!info.engine.isEmpty()) add(keyEngine, info.engine);
    return lines;
}

QStringList formatComment(const QStringList &freeLines, const QList<Block> &blocks)
{
    QStringList lines = freeLines;
    for (const Block &b : blocks) {
        const QStringList blockLines = formatBlock(b.info, b.pvText);
        if (blockLines.isEmpty()) continue;
        if (!lines.isEmpty() && isPairLine(lines.last())) lines << QString();
        lines << blockLines;
    }
    return lines;
}

Comment parseComment(const QStringList &lines)
{
    Comment comment;
    Block current;
    bool open = false;
    auto close = [&] {
        if (open) comment.blocks.append(std::move(current));
        open = false;
        current = Block();
    };
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (!isPairLine(line)) {
            // An empty line between two blocks only separates them (formatComment writes it).
            const bool separator =
                line.isEmpty() && open && i + 1 < lines.size() && isPairLine(lines[i + 1]);
            close();
            if (!separator) comment.freeLines << line;
            continue;
        }
        const QChar prefix = line[0];
        const ThinkInfo::Origin origin =
            prefix == QLatin1Char('*') ? ThinkInfo::Origin::Player : ThinkInfo::Origin::Analysis;
        if (open && current.info.origin != origin) close();
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        const QStringView key = QStringView(line).mid(1, eq - 1);
        const QStringView value = QStringView(line).mid(eq + 1);
        // A value is read into `next` first: what cannot be read leaves the block as it was.
        ThinkInfo next;
        bool ok = true;
        if (key == keyScore) {
            const int v = value.toInt(&ok);
            if (ok)
                next.score = Score::centipawns(v);
            else {
                const double d = value.toDouble(&ok);
                // A value no engine could mean (1e300, nan) is not a score: rounding it overflows.
                ok = ok && std::isfinite(d) && std::abs(d) < 1e9;
                if (ok) next.score = Score::centipawns(qRound(d));
            }
            if (ok) current.info.score = next.score;
        } else if (key == keyMate) {
            ok = parseMate(value, &next.score);
            if (ok) current.info.score = next.score;
        } else if (key == keyPv) {
            current.pvText = value.toString();
        } else if (key == keyDepth) {
            next.depth = value.toInt(&ok);
            if (ok) current.info.depth = next.depth;
        } else if (key == keyNodes) {
            next.nodes = value.toLongLong(&ok);
            if (ok) current.info.nodes = next.nodes;
        } else if (key == keyEngine) {
            current.info.engine = value.toString();
        } else {
            ok = false;
        }
        if (!ok) {
            // Keep what we cannot represent as text; it still separates blocks as the spec says
            // only for non-pair lines, so it does not close the block here.
            comment.freeLines << line;
            continue;
        }
        current.info.origin = origin;
        open = true;
    }
    close();
    return comment;
}

} // namespace kibitz::es
