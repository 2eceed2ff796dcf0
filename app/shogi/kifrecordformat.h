// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

namespace kibitz::shogi {

// KIF and KI2 (Kakinoki's formats), in Shift_JIS (.kif, .ki2) or UTF-8 (.kifu, .ki2u); both
// encodings are read whatever the extension. Written as ShogiHome writes them: headers, 手合割
// or a BOD diagram, moves (KIF: one per line with times; KI2: six per line with ▲△), comments
// '*' (think comments in ES form), bookmarks '&', variations 変化：N手, and the ending (KIF: a
// special move such as 投了; KI2: a まで… line). Lines end CRLF. See docs/formats/shogi.md.
class KifRecordFormat : public RecordFormat
{
public:
    enum Variant { Kif, Ki2 };
    KifRecordFormat(Variant variant, bool unicode);

    KIBITZ_RECORD_FORMAT_INTERFACE

private:
    Variant m_variant;
    bool m_unicode;
};

} // namespace kibitz::shogi
