// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <optional>

namespace kibitz {

// How much time each side has. Written BASE[+BYOYOMI[+INCREMENT]] in seconds, as ShogiHome's
// 持ち時間 header does ("600+30+0"); a fixed time per move is written "movetime=MS". All zero
// means unlimited.
struct TimeControl
{
    qint64 baseMs = 0;
    qint64 byoyomiMs = 0;
    qint64 incrementMs = 0;
    qint64 moveTimeMs = 0; // fixed time per move; the other fields are then unused

    bool isUnlimited() const { return !baseMs && !byoyomiMs && !incrementMs && !moveTimeMs; }
    bool isFixedPerMove() const { return moveTimeMs > 0; }

    static std::optional<TimeControl> parse(QStringView text, QString *error = nullptr);
    QString toString() const;
    bool operator==(const TimeControl &) const = default;
};

} // namespace kibitz
