// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/gamejournal.h"

#include "core/game/game.h"
#include "core/record/decimal.h"
#include "core/record/record.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace kibitz {

namespace {
// "cp 35", "mate 5", "mate -4"; "mate +" / "mate -" when the length is not known.
QString scoreText(const Score &score)
{
    if (score.kind == Score::Kind::Centipawns) return QStringLiteral("cp %1").arg(score.value);
    if (qAbs(score.value) == Score::unknownMatePlies)
        return score.value > 0 ? QStringLiteral("mate +") : QStringLiteral("mate -");
    return QStringLiteral("mate %1").arg(score.value);
}

// The JSON text of s, quoted and escaped as QJsonDocument writes it (so that a line is what it
// was when QJsonObject built it): ", \\ and control characters escaped, \b \f \n \r \t by
// name, the rest as \u00xx; other text as UTF-8, a lone surrogate as \uxxxx.
void appendJsonString(QByteArray &out, QStringView s)
{
    static constexpr char hex[] = "0123456789abcdef";
    const auto escaped = [&](char16_t u) {
        out += "\\u";
        for (int shift = 12; shift >= 0; shift -= 4)
            out += hex[(u >> shift) & 0xf];
    };
    const auto plain = [](char16_t c) { return c >= 0x20 && c < 0x80 && c != u'"' && c != u'\\'; };
    out += '"';
    for (qsizetype i = 0; i < s.size(); ++i) {
        const char16_t u = s[i].unicode();
        if (plain(u)) {
            // A run of plain ASCII (names, moves, PVs: nearly all of it) goes in at once.
            qsizetype end = i + 1;
            while (end < s.size() && plain(s[end].unicode()))
                ++end;
            const qsizetype at = out.size();
            out.resize(at + (end - i));
            char *to = out.data() + at;
            for (qsizetype k = i; k < end; ++k)
                *to++ = char(s[k].unicode());
            i = end - 1;
        } else if (u < 0x80) {
            const char *named = u == u'"'    ? "\\\""
                                : u == u'\\' ? "\\\\"
                                : u == 0x8   ? "\\b"
                                : u == 0xc   ? "\\f"
                                : u == 0xa   ? "\\n"
                                : u == 0xd   ? "\\r"
                                : u == 0x9   ? "\\t"
                                             : nullptr;
            if (named)
                out += named;
            else
                escaped(u);
        } else if (QChar::isHighSurrogate(u) && i + 1 < s.size() && s[i + 1].isLowSurrogate()) {
            out += s.mid(i, 2).toUtf8();
            ++i;
        } else if (QChar::isSurrogate(u)) {
            escaped(u);
        } else {
            out += s.mid(i, 1).toUtf8();
        }
    }
    out += '"';
}

void appendNumber(QByteArray &out, qint64 n)
{
    out += Decimal(n).bytes();
}

// A member "key":value after others (or first), keys in QJsonObject's order: sorted.
void appendKey(QByteArray &out, const char *key)
{
    if (out.back() != '{') out += ',';
    out += '"';
    out += key;
    out += "\":";
}

void appendThink(QByteArray &out, const ThinkInfo &think)
{
    out += '{';
    if (think.depth >= 0) {
        appendKey(out, "depth");
        appendNumber(out, think.depth);
    }
    if (!think.engine.isEmpty()) {
        appendKey(out, "engine");
        appendJsonString(out, think.engine);
    }
    if (think.nodes >= 0) {
        appendKey(out, "nodes");
        appendNumber(out, think.nodes);
    }
    if (!think.pv.isEmpty()) {
        appendKey(out, "pv");
        appendJsonString(out, think.pv.join(QLatin1Char(' ')));
    }
    if (think.score.isValid()) {
        appendKey(out, "score");
        appendJsonString(out, scoreText(think.score));
    }
    if (think.seldepth >= 0) {
        appendKey(out, "seldepth");
        appendNumber(out, think.seldepth);
    }
    out += '}';
}
} // namespace

QString GameJournal::open(const QString &path, const Game &game, const Record &record,
                          const QString &recordName)
{
    // The last game's file, emptied by finish(), is written on; another is opened afresh.
    if (!m_file.isOpen() || m_file.fileName() != path || m_file.size() != 0) {
        m_file.close();
        m_file.setFileName(path);
        // Unbuffered: each line goes to the file in one write, with no copy into a buffer first.
        if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered))
            return tr("Cannot write %1: %2").arg(path, m_file.errorString());
    }
    QJsonObject headers;
    for (const auto &[key, value] : record.headers())
        headers.insert(key, value);
    const QJsonObject line{{QLatin1String("journal"), 1},
                           {QLatin1String("game"), game.id()},
                           {QLatin1String("record"), recordName},
                           {QLatin1String("setup"), record.setup()},
                           {QLatin1String("headers"), headers}};
    m_held = QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
    for (const RecordNode *node : record.mainLine())
        append(*node);
    return flush();
}

void GameJournal::append(const RecordNode &node)
{
    if (!m_file.isOpen()) return;
    // Built by hand rather than through a QJsonObject: this runs for every move of every game.
    // The keys in QJsonObject's order (sorted), each written as one literal with its comma.
    QByteArray &line = m_held;
    line += "{\"move\":";
    appendJsonString(line, node.move);
    if (node.timeMs >= 0) {
        line += ",\"ms\":";
        appendNumber(line, node.timeMs);
    }
    line += ",\"ply\":";
    appendNumber(line, node.ply());
    if (!node.thinks.isEmpty()) {
        line += ",\"think\":";
        appendThink(line, node.thinks.last());
    }
    line += "}\n";
}

QString GameJournal::flush()
{
    if (m_held.isEmpty()) return {};
    // Whole lines in one write to the operating system, which a killed run does not lose; not
    // synced, so that it costs no disk wait.
    const bool written = m_file.isOpen() && m_file.write(m_held) == m_held.size();
    m_held.resize(0); // its room kept for the next moves
    if (written) return {};
    const QString error = tr("Cannot write %1: %2").arg(m_file.fileName(), m_file.errorString());
    m_file.close();
    return error;
}

void GameJournal::finish()
{
    m_held.resize(0);
    if (m_file.isOpen() && !m_file.resize(0)) m_file.close(); // the next game opens it afresh
}

QString GameJournal::keepAs(const QString &path)
{
    flush();
    m_file.close();
    QFile::remove(path); // a journal kept there by an earlier run
    if (!m_file.rename(path))
        return tr("Cannot keep the journal %1 as %2: %3")
            .arg(m_file.fileName(), path, m_file.errorString());
    return {};
}

void GameJournal::remove()
{
    if (!m_file.isOpen()) return; // none, or one kept by keepAs
    m_file.close();
    m_file.remove();
}

} // namespace kibitz
