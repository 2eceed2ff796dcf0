// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the shogi KIF/KIFU reader (either encoding), written back as KIF (Shift_JIS)
// and KIFU.
#include "fuzzshogi.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return kibitz::fuzz::readWriteRead(data, size, u"kif", {u"kif", u"kifu"});
}
