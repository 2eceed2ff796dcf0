// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the gomoku PSQ reader, and the writer on whatever it reads: nothing may
// crash, and a file read without error is written so that it reads back without error.
#include "core/record/recordformat.h"
#include "gomoku/gomokugame.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace kibitz;
    static const gomoku::GomokuGame game;
    static const RecordFormat *format = game.recordFormatById(u"psq");
    const RecordReadResult read =
        format->read(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (read.record) {
        const RecordWriteResult written = format->write(*read.record);
        const RecordReadResult again = format->read(written.data);
        if (read.ok() && !again.ok()) abort();
        // The moves survive the trip.
        if (again.ok() && again.record->mainLineMoves() != read.record->mainLineMoves()) abort();
    }
    return 0;
}
