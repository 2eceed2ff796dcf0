// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/csatimecontrol.h"

#include "core/game/timecontrol.h"
#include "core/record/record.h"

#include <QRegularExpression>

#include <optional>

namespace kibitz::shogi {

namespace {

// tsshogi's forms: V2.2's "10:00+10", V3.0's "600+0+10" (written as they are).
const QRegularExpression v2Form(QStringLiteral("^[0-9]+:[0-9]{2}\\+[0-9]+$"));
const QRegularExpression v3Form(QStringLiteral("^[0-9.]+\\+[0-9.]+\\+[0-9.]+$"));

// "1時間30分", "10分", "30秒", "0.5秒" in milliseconds; nullopt unless all of it is a duration.
std::optional<qint64> duration(QStringView text)
{
    static const QRegularExpression re(
        QStringLiteral("^(?:(\\d+)時間)?(?:(\\d+)分)?(?:(\\d+(?:\\.\\d+)?)秒)?$"));
    const QRegularExpressionMatch m = re.match(text.toString());
    if (text.isEmpty() || !m.hasMatch()) return std::nullopt;
    return (m.capturedView(1).toLongLong() * 60 + m.capturedView(2).toLongLong()) * 60'000 +
           qRound64(m.capturedView(3).toDouble() * 1000);
}

// A main time in KIF's words: "なし", "各10分", "1分30秒（1手ごとに5秒加算）".
bool readMainTime(QStringView text, TimeControl *tc)
{
    if (text == u"なし") return true;
    if (text.startsWith(u'各')) text = text.mid(1);
    static const QString incrementOpen = QStringLiteral("（1手ごとに");
    static const QString incrementClose = QStringLiteral("加算）");
    if (const qsizetype open = text.indexOf(incrementOpen);
        open >= 0 && text.endsWith(incrementClose)) {
        const auto inc = duration(text.mid(open + incrementOpen.size()).chopped(3));
        if (!inc) return false;
        tc->incrementMs = *inc;
        text = text.left(open);
    }
    const auto base = duration(text);
    if (base) tc->baseMs = *base;
    return base.has_value();
}

// A side's control in KIF's words: "無制限", "10分、秒読み30秒", "なし、秒読み1秒".
std::optional<TimeControl> sideControl(QStringView text)
{
    TimeControl tc;
    if (text == u"無制限") return tc;
    static const QString byoyomi = QStringLiteral("、秒読み");
    if (const qsizetype at = text.indexOf(byoyomi); at >= 0) {
        const auto b = duration(text.mid(at + byoyomi.size()));
        if (!b) return std::nullopt;
        tc.byoyomiMs = *b;
        text = text.left(at);
    }
    if (!readMainTime(text, &tc)) return std::nullopt;
    return tc;
}

QString seconds(qint64 ms)
{
    return ms % 1000 ? QString::number(ms / 1000.0, 'g', 12) : QString::number(ms / 1000);
}

// V3.0's BASE+BYOYOMI+INCREMENT; a fixed time per move is byoyomi without main time.
QString v3Text(const TimeControl &tc)
{
    if (tc.isFixedPerMove()) return QStringLiteral("0+%1+0").arg(seconds(tc.moveTimeMs));
    return QStringLiteral("%1+%2+%3")
        .arg(seconds(tc.baseMs), seconds(tc.byoyomiMs), seconds(tc.incrementMs));
}

// V2.2's HH:MM+SS, when it can hold the control.
std::optional<QString> v2Text(const TimeControl &tc)
{
    const qint64 base = tc.isFixedPerMove() ? 0 : tc.baseMs;
    const qint64 byoyomi = tc.isFixedPerMove() ? tc.moveTimeMs : tc.byoyomiMs;
    if (tc.incrementMs || base % 60'000 || byoyomi % 1000) return std::nullopt;
    return QStringLiteral("%1:%2+%3")
        .arg(base / 3'600'000, 2, 10, QLatin1Char('0'))
        .arg(base / 60'000 % 60, 2, 10, QLatin1Char('0'))
        .arg(byoyomi / 1000, 2, 10, QLatin1Char('0'));
}

// The shared control's line: V2.2's $TIME_LIMIT where it can hold it, else V3.0's $TIME.
QString sharedLine(const TimeControl &tc, int version)
{
    if (version < 3)
        if (const auto v2 = v2Text(tc)) return QStringLiteral("$TIME_LIMIT:") + *v2;
    return QStringLiteral("$TIME:") + v3Text(tc);
}

// The shared control of a KIF 持ち時間 header (and its 秒読み).
std::optional<TimeControl> kifSharedControl(const QString &value, const Record &record)
{
    TimeControl tc;
    if (!readMainTime(value, &tc)) return std::nullopt;
    const QString byoyomi = record.headerValue(QStringLiteral("秒読み"));
    if (byoyomi.isEmpty()) return tc;
    const auto b = duration(byoyomi);
    if (!b) return std::nullopt;
    tc.byoyomiMs = *b;
    return tc;
}

} // namespace

QString csaTimeControlLine(const QString &key, const QString &value, const Record &record,
                           int version)
{
    const bool kifShared = key == QStringLiteral("持ち時間");
    if (key == header::TimeControl || kifShared) {
        if (kifShared && v2Form.match(value).hasMatch())
            return QStringLiteral("$TIME_LIMIT:") + value;
        if (kifShared && v3Form.match(value).hasMatch()) return QStringLiteral("$TIME:") + value;
        const auto tc = kifShared ? kifSharedControl(value, record) : TimeControl::parse(value);
        if (!tc) return {};
        return sharedLine(*tc, version);
    }
    for (int side = 0; side < 2; ++side) {
        const QString kifKey =
            side == 0 ? QStringLiteral("先手持ち時間") : QStringLiteral("後手持ち時間");
        if (key != header::timeControl(side) && key != kifKey) continue;
        const QString csaKey = side == 0 ? QStringLiteral("$TIME+:") : QStringLiteral("$TIME-:");
        if (key == kifKey && v3Form.match(value).hasMatch()) return csaKey + value;
        const auto tc = key == kifKey ? sideControl(value) : TimeControl::parse(value);
        if (!tc) return {};
        return csaKey + v3Text(*tc);
    }
    return {};
}

} // namespace kibitz::shogi
