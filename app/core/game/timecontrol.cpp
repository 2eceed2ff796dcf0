// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/timecontrol.h"

#include <QCoreApplication>
#include <QStringList>
#include <cmath>

namespace kibitz {

namespace {
bool parseSeconds(QStringView text, qint64 *ms)
{
    bool ok = false;
    const double s = text.toDouble(&ok);
    if (!ok || s < 0 || !std::isfinite(s) || s > 1e7) return false;
    *ms = qRound64(s * 1000);
    return true;
}

QString secondsText(qint64 ms)
{
    return ms % 1000 == 0 ? QString::number(ms / 1000) : QString::number(ms / 1000.0, 'g', 12);
}
} // namespace

std::optional<TimeControl> TimeControl::parse(QStringView text, QString *error)
{
    auto fail = [&]() -> std::optional<TimeControl> {
        if (error)
            *error = QCoreApplication::translate("kibitz::TimeControl",
                                                 "'%1' is not a time control: write "
                                                 "BASE[+BYOYOMI[+INCREMENT]] in seconds, or "
                                                 "movetime=MS")
                         .arg(text.toString());
        return std::nullopt;
    };
    text = text.trimmed();
    TimeControl tc;
    if (text.startsWith(QLatin1String("movetime="))) {
        bool ok = false;
        tc.moveTimeMs = text.mid(9).toLongLong(&ok);
        if (!ok || tc.moveTimeMs <= 0) return fail();
        return tc;
    }
    const auto parts = text.split(QLatin1Char('+'));
    if (parts.isEmpty() || parts.size() > 3) return fail();
    qint64 *fields[] = {&tc.baseMs, &tc.byoyomiMs, &tc.incrementMs};
    for (qsizetype i = 0; i < parts.size(); ++i)
        if (!parseSeconds(parts[i], fields[i])) return fail();
    if (tc.byoyomiMs && tc.incrementMs) return fail(); // one or the other, as ShogiHome allows
    return tc;
}

QString TimeControl::toString() const
{
    if (moveTimeMs) return QStringLiteral("movetime=%1").arg(moveTimeMs);
    return QStringLiteral("%1+%2+%3")
        .arg(secondsText(baseMs), secondsText(byoyomiMs), secondsText(incrementMs));
}

} // namespace kibitz
