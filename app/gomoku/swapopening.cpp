// SPDX-License-Identifier: GPL-3.0-or-later
#include "swapopening.h"

#include "gomoku/gomokucoordinates.h"

namespace kibitz::gomoku {

QString openingName(SwapOpening opening)
{
    switch (opening) {
    case SwapOpening::None:
        return QStringLiteral("none");
    case SwapOpening::Swap1:
        return QStringLiteral("swap1");
    case SwapOpening::Swap2:
        return QStringLiteral("swap2");
    }
    return {};
}

std::optional<SwapOpening> openingFromName(QStringView name)
{
    for (SwapOpening o : {SwapOpening::None, SwapOpening::Swap1, SwapOpening::Swap2})
        if (name.compare(openingName(o), Qt::CaseInsensitive) == 0) return o;
    return std::nullopt;
}

QList<int> stoneCountsAt(SwapOpening opening, SwapStep step)
{
    switch (step) {
    case SwapStep::PlaceThree:
        return {3};
    case SwapStep::ChooseAfterThree:
        return opening == SwapOpening::Swap2 ? QList<int>{1, 2} : QList<int>{1};
    case SwapStep::ChooseAfterFive:
        return {1};
    case SwapStep::Done:
        break;
    }
    return {1};
}

std::optional<QList<Point>> stonesOf(QStringView move, int width, int height)
{
    if (move == swapMoveText) return QList<Point>();
    QList<Point> points;
    for (QStringView part : move.split(stoneSeparator)) {
        const std::optional<Point> p = parseGomocup(part, width, height);
        if (!p) return std::nullopt;
        points << *p;
    }
    return points;
}

} // namespace kibitz::gomoku
