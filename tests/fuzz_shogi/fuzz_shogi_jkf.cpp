// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the shogi JSON Kifu Format reader, written back as JKF.
#include "fuzzshogi.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return kibitz::fuzz::readWriteRead(data, size, u"jkf", {u"jkf"});
}
