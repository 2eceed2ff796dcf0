// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/shogiopenings.h"

#include "core/game/game.h"
#include "core/record/recordfile.h"
#include "core/tournament/openinglist.h"
#include "shogi/sfenrecordformat.h"
#include "shogi/shogigame.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFileInfo>

namespace kibitz::shogi {

namespace {
// lupdate files a tr() outside a class under its namespace: the context is that namespace.
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::shogi", text);
}

// One line of a start list, read as the SFEN record format reads its line.
std::optional<Opening> openingFromLine(QStringView line, QString *why)
{
    static const SfenRecordFormat sfen(SfenRecordFormat::Sfen);
    const RecordReadResult read = sfen.read(line.toUtf8());
    if (!read.ok()) {
        *why = read.error;
        return std::nullopt;
    }
    Opening opening;
    opening.setup = read.record->setup();
    opening.moves = read.record->mainLineMoves();
    return opening;
}

bool isStartList(const RecordFormat *format)
{
    return !format || format->id() == QLatin1String("sfen") || format->id() == QLatin1String("usi");
}

void readRecord(const Game &game, const QString &path, OpeningReadResult &into)
{
    const RecordReadResult read = readRecordFile(game, path);
    if (!read.ok()) {
        into.refuse(path, read.errorLine, {}, read.error);
        return;
    }
    Opening opening;
    opening.setup = read.record->setup();
    opening.moves = read.record->mainLineMoves();
    opening.text = QFileInfo(path).fileName();
    opening.file = path;
    into.openings.append(opening);
}

// A file on its own is a start list unless it is a record; in a folder, a file that is neither
// is refused.
void readFile(const Game &game, const QString &path, bool inFolder, OpeningReadResult &into)
{
    const RecordFormat *format = game.recordFormatForFile(path);
    if (!isStartList(format)) {
        readRecord(game, path, into);
        return;
    }
    if (!format && inFolder) {
        into.refuse(path, 0, {}, tr("not a shogi record file or start list"));
        return;
    }
    const OpeningReadResult list = readOpeningList(path, openingFromLine);
    if (!list.error.isEmpty()) into.refuse(path, 0, {}, list.error);
    into.openings << list.openings;
    into.refused << list.refused;
}
} // namespace

OpeningReadResult readShogiOpenings(const Game &game, const QString &path)
{
    OpeningReadResult result;
    const QFileInfo info(path);
    if (!info.exists()) {
        result.error = tr("%1: no such file or folder").arg(path);
        return result;
    }
    if (!info.isDir()) {
        readFile(game, path, false, result);
        return result;
    }
    QStringList files;
    QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    for (const QString &file : files)
        readFile(game, file, true, result);
    return result;
}

// The match's setup does not matter: each opening says where it starts.
OpeningReadResult ShogiGame::readOpenings(const QString &path, const QString &baseSetup) const
{
    Q_UNUSED(baseSetup);
    return readShogiOpenings(*this, path);
}

} // namespace kibitz::shogi
