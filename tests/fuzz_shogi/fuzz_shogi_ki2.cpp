// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the shogi KI2/KI2U reader (either encoding), written back as KI2 (Shift_JIS)
// and KI2U.
#include "fuzzshogi.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return kibitz::fuzz::readWriteRead(data, size, u"ki2", {u"ki2", u"ki2u"});
}
