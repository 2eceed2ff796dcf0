// SPDX-License-Identifier: GPL-3.0-or-later
#include "displaytext.h"

#include "core/game/position.h"
#include "core/record/pvtext.h"

#include <QLocale>

namespace kibitz::displaytext {

QString score(const Score &score)
{
    QString text;
    if (score.bound == Score::Bound::Lower)
        text = QStringLiteral("≥");
    else if (score.bound == Score::Bound::Upper)
        text = QStringLiteral("≤");
    switch (score.kind) {
    case Score::Kind::None:
        return {};
    case Score::Kind::Centipawns:
        if (score.value > 0) text += QLatin1Char('+');
        return text + QString::number(score.value);
    case Score::Kind::Mate:
        if (score.value < 0) text += QLatin1Char('-');
        text += QLatin1Char('M');
        if (qAbs(score.value) != Score::unknownMatePlies)
            text += QString::number(qAbs(score.value));
        return text;
    }
    return {};
}

QString count(qint64 n)
{
    return n < 0 ? QString() : QLocale().toString(n);
}

QString seconds(qint64 ms)
{
    return ms < 0 ? QString() : QLocale().toString(ms / 1000.0, 'f', 1);
}

QString clock(qint64 ms)
{
    const bool negative = ms < 0;
    ms = qAbs(ms);
    const qint64 totalSeconds = ms / 1000;
    const qint64 h = totalSeconds / 3600;
    const qint64 m = totalSeconds / 60 % 60;
    const qint64 s = totalSeconds % 60;
    QString text;
    if (h > 0)
        text = QStringLiteral("%1:%2:%3")
                   .arg(h)
                   .arg(m, 2, 10, QLatin1Char('0'))
                   .arg(s, 2, 10, QLatin1Char('0'));
    else
        text = QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
    if (totalSeconds < 10) text += QStringLiteral(".%1").arg(ms / 100 % 10);
    return negative ? QLatin1Char('-') + text : text;
}

QString moves(const Position &from, const QStringList &moves)
{
    return pvText(from, moves);
}

} // namespace kibitz::displaytext
