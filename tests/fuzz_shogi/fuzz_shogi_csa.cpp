// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the shogi CSA reader (V2.2 and V3.0), written back as both versions.
#include "fuzzshogi.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return kibitz::fuzz::readWriteRead(data, size, u"csa", {u"csa", u"csa3"});
}
