#pragma once

#include "recordformat.h"

namespace kibitz {

class Game;

// Reads a record file, choosing the format by the file's extension.
RecordReadResult readRecordFile(const Game &game, const QString &path);

// Writes a record atomically (QSaveFile). Returns an error text, empty on success. Problems the
// format reports (characters the encoding cannot hold) are returned in *problems and the file is
// still written, so that nothing is lost silently and nothing is lost at all.
QString writeRecordFile(const Game &game, const Record &record, const QString &path,
                        QStringList *problems = nullptr, const RecordFormat *format = nullptr);

// Writes data to path through a temporary file beside it that is then renamed over path, so that
// a killed process never leaves a half-written file; but, unlike writeRecordFile, without syncing
// it to disk. For converting whole folders, where syncing each of thousands of small files is
// most of the time and the inputs stay: what an OS crash loses, a rerun writes again. Returns an
// error text, empty on success.
QString writeFileUnsynced(const QString &path, const QByteArray &data);

} // namespace kibitz
