// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace kibitz::shogi {

// The KIF header lines (key, value) of a record's time-control header, in KIF's own words:
// TimeControl "600+30+0" is 持ち時間：各10分 and 秒読み：30秒 (Kakinoki's keys), an increment is
// "（1手ごとに10秒加算）" after the main time, a fixed time per move is 持ち時間：なし with its
// 秒読み. A side's own control (header::timeControl(side), when the sides' differ) is one line
// under ShogiHome's keys 先手持ち時間/後手持ち時間, its byoyomi in the same value ("10分、秒読み
// 30秒"; 無制限 for a side without a clock). A value that is no TimeControl (as read from another
// program's file) is written as it is. Empty when key is no time control's.
QList<QPair<QString, QString>> kifTimeControlHeaders(const QString &key, const QString &value);

} // namespace kibitz::shogi
