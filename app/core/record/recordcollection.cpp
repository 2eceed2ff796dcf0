// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/recordcollection.h"

#include "core/game/game.h"
#include "core/game/position.h"
#include "core/record/pvtext.h"
#include "core/record/recordfile.h"
#include "core/record/resulttext.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace kibitz {

namespace {
// The moves a summary names as the opening when the record names none.
constexpr int openingMoves = 3;
// Header keys that name a game's opening: the PGN-style one, and CSA's $OPENING (戦型).
const QString openingKeys[] = {QStringLiteral("Opening"), QStringLiteral("戦型")};
} // namespace

RecordWriteResult RecordFormat::writeAll(const QList<const Record *> &records) const
{
    RecordWriteResult all;
    for (const Record *record : records) {
        if (!all.data.isEmpty()) all.data += gameSeparator();
        RecordWriteResult one = write(*record);
        all.data += one.data;
        for (const QString &p : std::as_const(one.problems))
            if (!all.problems.contains(p)) all.problems << p;
    }
    return all;
}

QString CollectionGame::message() const
{
    if (read.error.isEmpty()) return {};
    const QString where =
        read.errorLine > 0
            ? CollectionReader::tr("game %1 (line %2): ")
                  .arg(index + 1)
                  .arg(firstLine - 1 + read.errorLine)
            : CollectionReader::tr("game %1 (from line %2): ").arg(index + 1).arg(firstLine);
    return where + read.error;
}

GameSummary summarizeGame(const Game &game, const Record &record)
{
    GameSummary s;
    s.player1 = record.headerValue(header::player(0));
    s.player2 = record.headerValue(header::player(1));
    s.result = scoreText(game, record.result());
    s.date = record.headerValue(header::Date);
    QStringList firstMoves;
    for (const RecordNode *n = record.root()->mainChild(); n; n = n->mainChild()) {
        ++s.length;
        if (firstMoves.size() < openingMoves) firstMoves << n->move;
    }
    for (const QString &key : openingKeys)
        if (s.opening.isEmpty()) s.opening = record.headerValue(key);
    if (s.opening.isEmpty() && !firstMoves.isEmpty())
        if (const std::unique_ptr<Position> start = game.startPosition(record.setup()))
            s.opening = pvText(*start, firstMoves);
    return s;
}

CollectionReader::CollectionReader(const RecordFormat &format, const QByteArray &data)
    : m_format(format), m_texts(format.splitGames(data))
{}

CollectionGame CollectionReader::read(qsizetype index) const
{
    const GameText &text = m_texts[index];
    return {int(index), text.firstLine, m_format.read(text.data)};
}

std::vector<CollectionGame> CollectionReader::readAll() const
{
    std::vector<CollectionGame> games;
    games.reserve(m_texts.size());
    for (qsizetype i = 0; i < m_texts.size(); ++i)
        games.push_back(read(i));
    return games;
}

GameListing CollectionReader::listing(const Game &game, qsizetype index) const
{
    const CollectionGame g = read(index);
    GameListing row{int(index), {}, g.message()};
    if (g.read.record) row.summary = summarizeGame(game, *g.read.record);
    return row;
}

int CollectionReadResult::failedCount() const
{
    int failed = 0;
    for (const CollectionGame &g : games)
        failed += g.read.error.isEmpty() ? 0 : 1;
    return failed;
}

QByteArray readRecordFileData(const QString &path, QString *error)
{
    // Unbuffered, and the size asked once: reading thousands of small files, each system call
    // counts.
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        *error = QCoreApplication::translate("kibitz", "Cannot open %1: %2")
                     .arg(path, file.errorString());
        return {};
    }
    const qint64 size = file.size();
    if (size > maxRecordFileSize) {
        *error = QCoreApplication::translate("kibitz", "%1 is too large for a record (%2 bytes)")
                     .arg(path)
                     .arg(size);
        return {};
    }
    return file.read(size);
}

CollectionReadResult readCollectionFile(const Game &game, const QString &path)
{
    CollectionReadResult result;
    result.format = game.recordFormatForFile(path);
    if (!result.format) {
        result.error = QCoreApplication::translate("kibitz", "%1: unknown record file type")
                           .arg(QFileInfo(path).fileName());
        return result;
    }
    const QByteArray data = readRecordFileData(path, &result.error);
    if (!result.error.isEmpty()) return result;
    result.games = CollectionReader(*result.format, data).readAll();
    return result;
}

} // namespace kibitz
