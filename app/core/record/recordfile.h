// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

namespace kibitz {

class Game;

// Larger files are refused as records: no real record comes near it, and a hostile one must not
// take the memory.
constexpr qint64 maxRecordFileSize = 64 * 1024 * 1024;

// Reads a record file, choosing the format by the file's extension.
RecordReadResult readRecordFile(const Game &game, const QString &path);

// Writes a record atomically (QSaveFile). Returns an error text, empty on success. Problems the
// format reports (characters the encoding cannot hold) are returned in *problems and the file is
// still written, so that nothing is lost silently and nothing is lost at all.
QString writeRecordFile(const Game &game, const Record &record, const QString &path,
                        QStringList *problems = nullptr, const RecordFormat *format = nullptr);

} // namespace kibitz
