// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace kibitz {
class Record;
}

namespace kibitz::shogi {

// The CSA line of a record's time-control header (key, value), as tsshogi writes and reads them:
// V3.0's "$TIME:BASE+BYOYOMI+INCREMENT" in seconds, "$TIME+:"/"$TIME-:" for each side's own when
// they differ (also in a V2.2 file, as tsshogi writes them), and V2.2's "$TIME_LIMIT:HH:MM+SS"
// where it can hold the control (no increment, whole minutes; else "$TIME:" as tsshogi does). A
// fixed time per move is "0+S+0", a side without a clock "0+0+0" (ShogiHome's "no limit").
// Besides Kibitz's own keys (TimeControl, TimeControl1/2) this reads the KIF headers another
// program or Kibitz wrote: 持ち時間 (with 秒読み), 先手持ち時間, 後手持ち時間, in KIF's words
// ("各10分", "なし、秒読み1秒", "無制限") or ShogiHome's "600+0+10" and a server's "10:00+10",
// which tsshogi writes as they are. Empty for any other key or for words it does not know.
QString csaTimeControlLine(const QString &key, const QString &value, const Record &record,
                           int version);

} // namespace kibitz::shogi
