// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the shogi SFEN and USI `position` line reader, written back as both.
#include "fuzzshogi.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return kibitz::fuzz::readWriteRead(data, size, u"sfen", {u"sfen", u"usi"});
}
