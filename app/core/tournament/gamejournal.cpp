// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/gamejournal.h"

#include "core/game/game.h"
#include "core/record/record.h"
#include "core/tournament/jsonline.h"

#include <QMap>

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

void appendThink(QByteArray &out, const ThinkInfo &think)
{
    out += '{';
    if (think.depth >= 0) {
        json::appendKey(out, "depth");
        json::appendNumber(out, think.depth);
    }
    if (!think.engine.isEmpty()) {
        json::appendKey(out, "engine");
        json::appendString(out, think.engine);
    }
    if (think.nodes >= 0) {
        json::appendKey(out, "nodes");
        json::appendNumber(out, think.nodes);
    }
    if (!think.pv.isEmpty()) {
        json::appendKey(out, "pv");
        json::appendString(out, think.pv.join(QLatin1Char(' ')));
    }
    if (think.score.isValid()) {
        json::appendKey(out, "score");
        json::appendString(out, scoreText(think.score));
    }
    if (think.seldepth >= 0) {
        json::appendKey(out, "seldepth");
        json::appendNumber(out, think.seldepth);
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
    // The headers sorted, a key given twice keeping its last value, as in a QJsonObject.
    QMap<QString, QString> headers;
    for (const auto &[key, value] : record.headers())
        headers.insert(key, value);
    QByteArray &line = m_held;
    line = "{\"game\":";
    json::appendString(line, game.id());
    line += ",\"headers\":{";
    for (auto h = headers.cbegin(); h != headers.cend(); ++h) {
        if (h != headers.cbegin()) line += ',';
        json::appendString(line, h.key());
        line += ':';
        json::appendString(line, h.value());
    }
    line += "},\"journal\":1,\"record\":";
    json::appendString(line, recordName);
    line += ",\"setup\":";
    json::appendString(line, record.setup());
    line += "}\n";
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
    json::appendString(line, node.move);
    if (node.timeMs >= 0) {
        line += ",\"ms\":";
        json::appendNumber(line, node.timeMs);
    }
    line += ",\"ply\":";
    json::appendNumber(line, node.ply());
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
