// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultsstream.h"

#include "core/tournament/jsonline.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kibitz {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz", text);
}

const QString resultKeys[] = {QStringLiteral("1-0"), QStringLiteral("0-1"),
                              QStringLiteral("1/2-1/2"), QStringLiteral("*")};

// Reads the result, which is either a keyword or team points. False when it is neither.
bool readResult(const QJsonValue &value, FinishedGame *game)
{
    if (value.isString()) {
        game->result = value.toString();
        return std::find(std::begin(resultKeys), std::end(resultKeys), game->result) !=
               std::end(resultKeys);
    }
    const QJsonValue team1 = value[QLatin1String("team1")];
    const QJsonValue team2 = value[QLatin1String("team2")];
    game->team1Points = team1.toInt(-1);
    game->team2Points = team2.toInt(-1);
    return value.isObject() && team1.isDouble() && team2.isDouble();
}

// The game on a line, or the reason it is not one.
std::optional<FinishedGame> readGame(const QByteArray &line, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    if (!document.isObject()) {
        *error = parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                              : tr("not a JSON object");
        return std::nullopt;
    }
    const QJsonObject o = document.object();
    FinishedGame game;
    game.game = o.value(QLatin1String("game")).toInt();
    for (const QJsonValue &name : o.value(QLatin1String("engines")).toArray())
        game.engines << name.toString();
    if (game.game < 1) {
        *error = tr("no game number");
    } else if (game.engines.size() < 2 || game.engines.contains(QString())) {
        *error = tr("no engine names");
    } else if (!readResult(o.value(QLatin1String("result")), &game)) {
        *error = tr("no result");
    } else {
        game.pair = o.value(QLatin1String("pair")).toInt();
        game.round = o.value(QLatin1String("round")).toInt();
        const QJsonObject opening = o.value(QLatin1String("opening")).toObject();
        game.openingIndex = opening.value(QLatin1String("index")).toInt();
        game.openingText = opening.value(QLatin1String("text")).toString();
        game.reason = o.value(QLatin1String("reason")).toString();
        game.plies = o.value(QLatin1String("plies")).toInt();
        game.record = o.value(QLatin1String("record")).toString();
        game.started =
            QDateTime::fromString(o.value(QLatin1String("started")).toString(), Qt::ISODateWithMs);
        game.finished =
            QDateTime::fromString(o.value(QLatin1String("finished")).toString(), Qt::ISODateWithMs);
        return game;
    }
    return std::nullopt;
}

void readFile(const QString &path, ResultsReadout *out)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out->problems << QCoreApplication::translate("kibitz", "Cannot open %1: %2")
                             .arg(path, file.errorString());
        return;
    }
    const QByteArray text = file.readAll();
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty()) continue;
        QString error;
        if (std::optional<FinishedGame> game = readGame(line, &error))
            out->games << std::move(*game);
        // The last line has no line end while the writer is still writing it.
        else if (i + 1 < lines.size())
            out->problems << QStringLiteral("%1:%2: %3").arg(path).arg(i + 1).arg(error);
    }
}
} // namespace

std::optional<double> FinishedGame::firstSideScore() const
{
    if (result.isEmpty()) {
        if (team1Points < 0 || team2Points < 0) return std::nullopt;
        return team1Points > team2Points ? 1.0 : team1Points < team2Points ? 0.0 : 0.5;
    }
    if (result == resultKeys[0]) return 1.0;
    if (result == resultKeys[1]) return 0.0;
    if (result == resultKeys[2]) return 0.5;
    return std::nullopt;
}

QByteArray resultsLine(const FinishedGame &game)
{
    // By hand, as a QJsonObject would write it (keys sorted): it is written for every game.
    QByteArray o = "{\"engines\":";
    json::appendStrings(o, game.engines);
    if (game.finished.isValid()) {
        json::appendKey(o, "finished");
        json::appendString(o, game.finished.toString(Qt::ISODateWithMs));
    }
    json::appendKey(o, "game");
    json::appendNumber(o, game.game);
    if (game.openingIndex > 0 || !game.openingText.isEmpty()) {
        json::appendKey(o, "opening");
        o += "{\"index\":";
        json::appendNumber(o, game.openingIndex);
        o += ",\"text\":";
        json::appendString(o, game.openingText);
        o += '}';
    }
    if (game.pair > 0) {
        json::appendKey(o, "pair");
        json::appendNumber(o, game.pair);
    }
    json::appendKey(o, "plies");
    json::appendNumber(o, game.plies);
    json::appendKey(o, "reason");
    json::appendString(o, game.reason);
    if (!game.record.isEmpty()) {
        json::appendKey(o, "record");
        json::appendString(o, game.record);
    }
    json::appendKey(o, "result");
    if (!game.result.isEmpty()) {
        json::appendString(o, game.result);
    } else {
        o += "{\"team1\":";
        json::appendNumber(o, game.team1Points);
        o += ",\"team2\":";
        json::appendNumber(o, game.team2Points);
        o += '}';
    }
    if (game.round > 0) {
        json::appendKey(o, "round");
        json::appendNumber(o, game.round);
    }
    if (game.started.isValid()) {
        json::appendKey(o, "started");
        json::appendString(o, game.started.toString(Qt::ISODateWithMs));
    }
    o += '}';
    return o;
}

QString ResultsWriter::append(const FinishedGame &game)
{
    if (!m_file.isOpen()) {
        // A line cut short by a crash is ended first, so that it does not swallow the new one.
        bool cutShort = false;
        if (QFile previous(m_file.fileName());
            previous.open(QIODevice::ReadOnly) && previous.size() > 0) {
            char last = '\n';
            cutShort =
                previous.seek(previous.size() - 1) && previous.getChar(&last) && last != '\n';
        }
        if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append) ||
            (cutShort && m_file.write("\n", 1) != 1))
            return QCoreApplication::translate("kibitz", "Cannot write %1: %2")
                .arg(m_file.fileName(), m_file.errorString());
    }
    const QByteArray line = resultsLine(game) + '\n';
    if (m_file.write(line) != line.size() || !m_file.flush())
        return QCoreApplication::translate("kibitz", "Cannot write %1: %2")
            .arg(m_file.fileName(), m_file.errorString());
    return {};
}

ResultsReadout readResults(const QStringList &paths)
{
    ResultsReadout out;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.isDir()) {
            readFile(path, &out);
            continue;
        }
        const QDir dir(path);
        const QStringList names = dir.entryList({QStringLiteral("results*.jsonl")},
                                                QDir::Files | QDir::Readable, QDir::Name);
        if (names.isEmpty()) out.problems << tr("%1: no results*.jsonl in this folder").arg(path);
        for (const QString &name : names)
            readFile(dir.filePath(name), &out);
    }
    return out;
}

} // namespace kibitz
