// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

namespace kibitz::shogi {

// JkfRecordFormat's reading, with simdjson: the header, the initial position (a preset or
// OTHER's board), then the moves with their forks, times, comments and the ending. Errors are
// JkfRecordFormat's (their tr() context too).
RecordReadResult readJkf(const QByteArray &data);

} // namespace kibitz::shogi
