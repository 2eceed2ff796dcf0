// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/kiftimecontrol.h"

#include "core/game/timecontrol.h"
#include "core/record/record.h"

namespace kibitz::shogi {

namespace {

// "1時間30分", "10分", "30秒", "0.5秒".
QString duration(qint64 ms)
{
    const qint64 h = ms / 3'600'000, m = ms / 60'000 % 60, s = ms / 1000 % 60;
    QString text;
    if (h) text += QStringLiteral("%1時間").arg(h);
    if (m) text += QStringLiteral("%1分").arg(m);
    if (ms % 1000) return text + QStringLiteral("%1秒").arg(ms % 60'000 / 1000.0);
    if (s || text.isEmpty()) text += QStringLiteral("%1秒").arg(s);
    return text;
}

// The main time in words, an increment after it.
QString mainTime(const TimeControl &tc, bool each)
{
    if (tc.isFixedPerMove() || !tc.baseMs) return QStringLiteral("なし");
    QString text = (each ? QStringLiteral("各") : QString()) + duration(tc.baseMs);
    if (tc.incrementMs) text += QStringLiteral("（1手ごとに%1加算）").arg(duration(tc.incrementMs));
    return text;
}

qint64 byoyomiOf(const TimeControl &tc)
{
    return tc.isFixedPerMove() ? tc.moveTimeMs : tc.byoyomiMs;
}

} // namespace

QList<QPair<QString, QString>> kifTimeControlHeaders(const QString &key, const QString &value)
{
    const QString byoyomiKey = QStringLiteral("秒読み");
    if (key == header::TimeControl) {
        const std::optional<TimeControl> tc = TimeControl::parse(value);
        if (!tc) return {{QStringLiteral("持ち時間"), value}};
        QList<QPair<QString, QString>> lines{{QStringLiteral("持ち時間"), mainTime(*tc, true)}};
        if (byoyomiOf(*tc)) lines.append({byoyomiKey, duration(byoyomiOf(*tc))});
        return lines;
    }
    for (int side = 0; side < 2; ++side) {
        if (key != header::timeControl(side)) continue;
        const QString jp =
            side == 0 ? QStringLiteral("先手持ち時間") : QStringLiteral("後手持ち時間");
        const std::optional<TimeControl> tc = TimeControl::parse(value);
        if (!tc) return {{jp, value}};
        if (tc->isUnlimited()) return {{jp, QStringLiteral("無制限")}};
        QString text = mainTime(*tc, false);
        if (byoyomiOf(*tc))
            text += QStringLiteral("、%1%2").arg(byoyomiKey, duration(byoyomiOf(*tc)));
        return {{jp, text}};
    }
    return {};
}

} // namespace kibitz::shogi
