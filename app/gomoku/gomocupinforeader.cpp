// SPDX-License-Identifier: GPL-3.0-or-later
#include "gomocupinforeader.h"

#include "core/engine/protocolwords.h"
#include "gomoku/gomokucoordinates.h"

#include <QCoreApplication>

#include <charconv>

using namespace Qt::StringLiterals;

namespace kibitz::gomoku {

namespace {
// A plain decimal number ("0.5449", "1e-1"): QStringView::toDouble goes through the locale's
// machinery, about 4,800 instructions a call, and WINRATE comes at every depth.
std::optional<double> parseDecimal(QStringView text)
{
    char ascii[32];
    if (text.isEmpty() || text.size() > qsizetype(sizeof ascii)) return std::nullopt;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i].unicode() > 127) return std::nullopt;
        ascii[i] = char(text[i].unicode());
    }
    double value = 0;
    const char *end = ascii + text.size();
    const auto [stop, error] = std::from_chars(ascii, end, value);
    if (error != std::errc() || stop != end) return std::nullopt;
    return value;
}

// "7-9" or "7" → depth and seldepth.
void parseDepth(QStringView text, EngineInfo *info)
{
    const qsizetype dash = text.indexOf(u'-');
    bool ok = false;
    const int d = (dash < 0 ? text : text.left(dash)).toInt(&ok);
    if (ok) info->depth = d;
    if (dash >= 0) {
        const int s = text.mid(dash + 1).toInt(&ok);
        if (ok) info->seldepth = s;
    }
}

// Fills what `into` lacks from `from` (both about one rank at one depth); true if it changed.
bool fillMissing(EngineInfo &into, const EngineInfo &from)
{
    bool changed = false;
    auto fill = [&changed](auto &field, const auto &value, bool missing, bool present) {
        if (missing && present) {
            field = value;
            changed = true;
        }
    };
    fill(into.seldepth, from.seldepth, into.seldepth < 0, from.seldepth >= 0);
    fill(into.score, from.score, !into.score.isValid(), from.score.isValid());
    fill(into.nodes, from.nodes, into.nodes < 0, from.nodes >= 0);
    fill(into.nps, from.nps, into.nps < 0, from.nps >= 0);
    fill(into.timeMs, from.timeMs, into.timeMs < 0, from.timeMs >= 0);
    fill(into.hashfull, from.hashfull, into.hashfull < 0, from.hashfull >= 0);
    fill(into.text, from.text, into.text.isEmpty(), !from.text.isEmpty());
    // A longer line from the same first move (Rapfi's final Bestline) replaces a shorter one;
    // a line from another move is about another search step.
    const bool longer = from.pv.size() > into.pv.size() &&
                        (into.pv.isEmpty() || from.pv.first() == into.pv.first());
    fill(into.pv, from.pv, longer, true);
    return changed;
}
} // namespace

void GomocupInfoReader::reset(int width, int height)
{
    m_width = width;
    m_height = height;
    m_updates.clear();
    m_blockOpen = false;
    m_held.reset();
}

QList<EngineInfo> GomocupInfoReader::released(std::optional<EngineInfo> info)
{
    QList<EngineInfo> out;
    if (m_held && !(info && info->multipv == m_held->multipv && info->depth == m_held->depth))
        out << *m_held; // not completed by this line
    m_held.reset();
    if (info && info->pv.isEmpty() && info->depth >= 0)
        m_held = info;
    else if (info)
        out << *info;
    return out;
}

QList<EngineInfo> GomocupInfoReader::readOther()
{
    return released(std::nullopt);
}

std::optional<EngineInfo> GomocupInfoReader::merge(const EngineInfo &info)
{
    if (!info.hasSearchData()) {
        if (info.text.isEmpty()) return std::nullopt;
        return info; // a message for the user
    }
    const auto it = m_updates.find(info.multipv);
    if (info.depth < 0 && !info.score.isValid()) {
        // A line alone (Bestline): it completes the rank's newest update, or is nothing to show.
        if (it == m_updates.end() || !fillMissing(*it, info)) return std::nullopt;
        return *it;
    }
    if (it != m_updates.end() && it->depth == info.depth) {
        if (!fillMissing(*it, info)) return std::nullopt;
        return *it;
    }
    if (it != m_updates.end() && info.depth >= 0 && info.depth < it->depth)
        return std::nullopt; // about a depth older than one already shown
    m_updates.insert(info.multipv, info);
    return info;
}

QList<EngineInfo> GomocupInfoReader::readInfo(QStringView text)
{
    QStringView value;
    const QStringView key = firstWord(text, &value);
    if (isKeyword(key, "PV"_L1)) {
        if (isKeyword(value, "DONE"_L1)) {
            const bool open = std::exchange(m_blockOpen, false);
            return released(open ? merge(m_block) : std::nullopt);
        }
        bool ok = false;
        const int index = value.toInt(&ok);
        m_block = EngineInfo();
        m_block.multipv = ok && index >= 0 && index < 1000 ? index + 1 : 1;
        m_blockOpen = true;
        return released(std::nullopt);
    }
    if (!m_blockOpen) return {}; // INFO MAX_THREAD_NUM and the like
    bool ok = false;
    if (isKeyword(key, "DEPTH"_L1)) {
        const int d = value.toInt(&ok);
        if (ok) m_block.depth = d;
    } else if (isKeyword(key, "SELDEPTH"_L1)) {
        const int d = value.toInt(&ok);
        if (ok) m_block.seldepth = d;
    } else if (isKeyword(key, "NODES"_L1)) {
        if (m_block.nodes < 0) m_block.nodes = parseCountText(value);
    } else if (isKeyword(key, "TOTALNODES"_L1)) {
        const qint64 n = parseCountText(value);
        if (n >= 0) m_block.nodes = n;
    } else if (isKeyword(key, "TOTALTIME"_L1)) {
        m_block.timeMs = parseTimeText(value);
    } else if (isKeyword(key, "SPEED"_L1)) {
        m_block.nps = parseCountText(value);
    } else if (isKeyword(key, "EVAL"_L1)) {
        if (const std::optional<Score> s = parseEval(value)) m_block.score = *s;
    } else if (isKeyword(key, "WINRATE"_L1)) {
        if (const std::optional<double> w = parseDecimal(value); w && *w >= 0 && *w <= 1)
            m_block.text =
                QCoreApplication::translate("kibitz::gomoku::GomocupAdapter", "win rate %1%")
                    .arg(*w * 100, 0, 'f', 1);
    } else if (isKeyword(key, "BESTLINE"_L1)) {
        m_block.pv = parsePairs(value);
    }
    return {};
}

QList<EngineInfo> GomocupInfoReader::readMessage(QStringView text)
{
    QStringView rest;
    const QStringView word = firstWord(text, &rest);
    // REALTIME lines name the best move of a depth the INFO blocks and Depth lines give whole,
    // or of one not finished yet (no depth, no score): nothing to show on their own.
    if (isKeyword(word, "REALTIME"_L1)) return {};
    if (text.startsWith(u"[Pondering]")) return {}; // not this search
    EngineInfo info;
    if (word == "Depth"_L1 || word == "Speed"_L1) {
        readDepthMessage(text, &info);
    } else if (word.size() >= 3 && word.startsWith(u'(') && word.endsWith(u')')) {
        readRankMessage(text, &info);
    } else if (word == "depth"_L1 || word == "multipv"_L1) {
        readUciLikeMessage(text, &info);
    } else if (word == "Bestline"_L1) {
        info.pv = parseLetters(rest);
    } else {
        info.text = text.toString(); // a message for the user
    }
    return released(merge(info));
}

void GomocupInfoReader::readDepthMessage(QStringView text, EngineInfo *info) const
{
    // Rapfi: "Depth 7-9 | Eval 35 | Time 412ms | H8 I9 J7",
    //        "Speed 181K | Depth 7-9 | Eval 35 | Node 74K | Time 412ms".
    // The parts between '|' taken one by one, without a list of them (a line every depth).
    qsizetype from = 0;
    for (qsizetype i = 0; from <= text.size(); ++i) {
        qsizetype bar = text.indexOf(u'|', from);
        if (bar < 0) bar = text.size();
        const QStringView part = text.mid(from, bar - from).trimmed();
        const bool last = bar == text.size();
        from = bar + 1;
        QStringView value;
        const QStringView key = firstWord(part, &value);
        if (key == "Depth"_L1) {
            parseDepth(value, info);
        } else if (key == "Eval"_L1) {
            if (const auto s = parseEval(value)) info->score = *s;
        } else if (key == "Time"_L1) {
            info->timeMs = parseTimeText(value);
        } else if (key == "Node"_L1 || key == "Visit"_L1) {
            info->nodes = parseCountText(value);
        } else if (key == "Speed"_L1) {
            info->nps = parseCountText(value);
        } else if (last && i > 0) {
            info->pv = parseLetters(part);
        }
    }
}

void GomocupInfoReader::readRankMessage(QStringView text, EngineInfo *info) const
{
    // Rapfi's multi-PV lines: "(1) 35 | 7-9 | H8 I9", "(1) 35 (W 55.00, …) | V 12K | SD 9 | H8".
    const QStringView word = firstWord(text);
    bool ok = false;
    const int rank = word.mid(1, word.size() - 2).toInt(&ok);
    if (!ok || rank < 1) {
        info->text = text.toString();
        return;
    }
    info->multipv = rank;
    const QList<QStringView> parts = text.split(u'|');
    QStringView head;
    firstWord(parts[0].trimmed(), &head);
    if (const auto s = parseEval(firstWord(head))) info->score = *s;
    for (qsizetype i = 1; i < parts.size(); ++i) {
        QStringView value;
        const QStringView key = firstWord(parts[i].trimmed(), &value);
        if (key == "V"_L1)
            info->nodes = parseCountText(value);
        else if (key == "SD"_L1)
            info->seldepth = value.toInt();
        else if (i == parts.size() - 1)
            info->pv = parseLetters(parts[i].trimmed());
        else if (!parts[i].trimmed().isEmpty() && parts[i].trimmed()[0].isDigit())
            parseDepth(parts[i].trimmed(), info);
    }
}

void GomocupInfoReader::readUciLikeMessage(QStringView text, EngineInfo *info) const
{
    // Rapfi's UCI-like mode: "depth 7-9 [multipv 1] ev 35 n 74K n/ms 181 tm 412 pv H8 I9".
    const QList<QStringView> w = text.split(u' ', Qt::SkipEmptyParts);
    for (qsizetype i = 0; i + 1 < w.size(); i += 2) {
        const QStringView k = w[i], v = w[i + 1];
        if (k == u"depth") {
            parseDepth(v, info);
        } else if (k == u"multipv") {
            info->multipv = qMax(1, v.toInt());
        } else if (k == u"ev") {
            if (const auto s = parseEval(v)) info->score = *s;
        } else if (k == u"n") {
            info->nodes = parseCountText(v);
        } else if (k == u"n/ms") {
            const qint64 n = parseCountText(v);
            info->nps = n < 0 ? -1 : n * 1000;
        } else if (k == u"tm") {
            info->timeMs = parseTimeText(v);
        } else if (k == u"seldepth") {
            info->seldepth = v.toInt();
        } else if (k == u"pv") {
            info->pv = parseLetters(text.mid(text.indexOf(u" pv ") + 4));
            break;
        }
    }
}

std::optional<QString> GomocupInfoReader::parsePoint(QStringView text) const
{
    const std::optional<Point> p = parseGomocup(text.trimmed(), m_width, m_height);
    if (!p) return std::nullopt;
    return toGomocup(*p);
}

QStringList GomocupInfoReader::parsePairs(QStringView text) const
{
    QStringList moves;
    for (QStringView word : text.split(u' ', Qt::SkipEmptyParts)) {
        const std::optional<QString> m = parsePoint(word);
        if (!m) break;
        moves << *m;
    }
    return moves;
}

QStringList GomocupInfoReader::parseLetters(QStringView text) const
{
    // Rapfi's Pos text: column letter from the left, row number from the top, 1-based.
    QStringList moves;
    for (qsizetype from = 0; from < text.size();) {
        qsizetype space = text.indexOf(u' ', from);
        if (space < 0) space = text.size();
        const QStringView word = text.mid(from, space - from);
        from = space + 1;
        if (word.isEmpty()) continue;
        if (word.size() < 2 || !word[0].isLetter()) break;
        const int x = word[0].toUpper().unicode() - u'A';
        bool ok = false;
        const int y = word.mid(1).toInt(&ok) - 1;
        if (!ok || x < 0 || y < 0 || x >= m_width || y >= m_height) break;
        moves << toGomocup(Point{x, y});
    }
    return moves;
}

std::optional<Score> GomocupInfoReader::parseEval(QStringView text)
{
    text = text.trimmed();
    if (text.isEmpty()) return std::nullopt;
    const QChar sign = text[0];
    QStringView body = (sign == u'+' || sign == u'-') ? text.mid(1) : text;
    const int s = sign == u'-' ? -1 : 1;
    if (body.startsWith(u'M') || body.startsWith(u'm')) {
        if (body == u"M*" || body == u"m*") return Score::mate(s * Score::unknownMatePlies);
        bool ok = false;
        const int plies = body.mid(1).toInt(&ok);
        if (!ok || plies < 0 || plies >= Score::unknownMatePlies) return std::nullopt;
        return Score::mate(s * plies);
    }
    if (body == u"VAL_INF") return Score::mate(s * Score::unknownMatePlies);
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok) return std::nullopt;
    return Score::centipawns(v);
}

qint64 GomocupInfoReader::parseTimeText(QStringView text)
{
    text = text.trimmed();
    struct Unit
    {
        const char16_t *suffix;
        qint64 ms;
    };
    for (const Unit u :
         {Unit{u"ms", 1}, Unit{u"min", 60000}, Unit{u"s", 1000}, Unit{u"h", 3600000}}) {
        if (!text.endsWith(QStringView(u.suffix))) continue;
        bool ok = false;
        const qint64 n = text.chopped(QStringView(u.suffix).size()).toLongLong(&ok);
        return ok && n >= 0 ? n * u.ms : -1;
    }
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    return ok && n >= 0 ? n : -1;
}

qint64 GomocupInfoReader::parseCountText(QStringView text)
{
    text = text.trimmed();
    qint64 factor = 1;
    if (!text.isEmpty()) {
        switch (text.back().toUpper().unicode()) {
        case u'K':
            factor = 1000;
            break;
        case u'M':
            factor = 1000000;
            break;
        case u'G':
            factor = 1000000000;
            break;
        case u'T':
            factor = 1000000000000;
            break;
        default:
            break;
        }
        if (factor > 1) text.chop(1);
    }
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    return ok && n >= 0 && n < (qint64(1) << 62) / factor ? n * factor : -1;
}

} // namespace kibitz::gomoku
