// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the goita JSON record reader (docs/formats/goita.md's form and Kibitz's), and
// the writer on whatever it reads: nothing may crash, and what was written must read back.
#include "core/game/game.h"
#include "core/record/recordformat.h"
#include "gamecatalog.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace kibitz;
    static const RecordFormat *format = gameById(u"goita")->recordFormatById(u"goita-json");
    const RecordReadResult read =
        format->read(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (read.record) {
        const RecordWriteResult written = format->write(*read.record);
        const RecordReadResult again = format->read(written.data);
        // Kibitz's own output is valid JSON that reads back.
        if (!again.record) abort();
    }
    return 0;
}
