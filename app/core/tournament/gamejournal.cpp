// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/gamejournal.h"

#include "core/game/game.h"
#include "core/record/record.h"

#include <QJsonArray>
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

QJsonObject thinkObject(const ThinkInfo &think)
{
    QJsonObject o;
    if (think.score.isValid()) o.insert(QLatin1String("score"), scoreText(think.score));
    if (think.depth >= 0) o.insert(QLatin1String("depth"), think.depth);
    if (think.seldepth >= 0) o.insert(QLatin1String("seldepth"), think.seldepth);
    if (think.nodes >= 0) o.insert(QLatin1String("nodes"), think.nodes);
    if (!think.pv.isEmpty()) o.insert(QLatin1String("pv"), think.pv.join(QLatin1Char(' ')));
    if (!think.engine.isEmpty()) o.insert(QLatin1String("engine"), think.engine);
    return o;
}
} // namespace

QString GameJournal::pathFor(const QString &recordPath)
{
    return recordPath + QStringLiteral(".part");
}

QString GameJournal::open(const QString &path, const Game &game, const Record &record)
{
    m_file.close();
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return tr("Cannot write %1: %2").arg(path, m_file.errorString());
    QJsonObject headers;
    for (const auto &[key, value] : record.headers())
        headers.insert(key, value);
    const QJsonObject line{{QLatin1String("journal"), 1},
                           {QLatin1String("game"), game.id()},
                           {QLatin1String("setup"), record.setup()},
                           {QLatin1String("headers"), headers}};
    QString error = writeLine(QJsonDocument(line).toJson(QJsonDocument::Compact));
    for (const RecordNode *node : record.mainLine())
        if (error.isEmpty()) error = append(*node);
    return error;
}

QString GameJournal::append(const RecordNode &node)
{
    if (!m_file.isOpen()) return {};
    QJsonObject line{{QLatin1String("ply"), node.ply()}, {QLatin1String("move"), node.move}};
    if (node.timeMs >= 0) line.insert(QLatin1String("ms"), node.timeMs);
    if (!node.thinks.isEmpty())
        line.insert(QLatin1String("think"), thinkObject(node.thinks.last()));
    return writeLine(QJsonDocument(line).toJson(QJsonDocument::Compact));
}

QString GameJournal::writeLine(const QByteArray &line)
{
    // Flushed, so that a killed run leaves every move made; not synced, so that a move costs a
    // write and no disk wait (the record, written at the end, is the one that is synced).
    if (m_file.write(line + '\n') != line.size() + 1 || !m_file.flush()) {
        const QString error =
            tr("Cannot write %1: %2").arg(m_file.fileName(), m_file.errorString());
        m_file.close();
        return error;
    }
    return {};
}

void GameJournal::remove()
{
    if (m_file.fileName().isEmpty()) return;
    m_file.close();
    QFile::remove(m_file.fileName());
}

} // namespace kibitz
