// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every shogi fuzz target does: read the bytes with one format, and when a record comes
// back, write it with each of the given formats and read that again. Nothing may crash; a file
// read without error is written so that it reads back without error and with the same moves.
#include "core/record/recordformat.h"
#include "shogi/shogigame.h"

#include <QStringList>
#include <cstdint>
#include <cstdlib>
#include <initializer_list>

namespace kibitz::fuzz {

inline int readWriteRead(const uint8_t *data, size_t size, const char16_t *readId,
                         std::initializer_list<const char16_t *> writeIds)
{
    static const shogi::ShogiGame game;
    const RecordFormat *reader = game.recordFormatById(readId);
    if (!reader) abort();
    const RecordReadResult read =
        reader->read(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!read.record) return 0;
    (void)read.message();
    for (const char16_t *id : writeIds) {
        const RecordFormat *format = game.recordFormatById(id);
        if (!format) abort();
        const RecordWriteResult written = format->write(*read.record);
        const RecordReadResult again = format->read(written.data);
        if (read.ok() && !again.ok()) abort();
        if (again.ok() && again.record->setup() != read.record->setup()) abort();
        if (again.ok() && again.record->mainLineMoves() != read.record->mainLineMoves()) abort();
    }
    return 0;
}

} // namespace kibitz::fuzz
