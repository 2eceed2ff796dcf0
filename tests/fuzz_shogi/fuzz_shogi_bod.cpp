// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the shogi BOD diagram reader; a diagram read is written back as BOD (the
// position at the end of the main line, here the start itself) and read again.
#include "fuzzshogi.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return kibitz::fuzz::readWriteRead(data, size, u"bod", {u"bod"});
}
