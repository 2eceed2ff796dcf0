// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/gameresult.h"

#include <array>

namespace kibitz {

namespace {
struct ReasonName
{
    EndReason reason;
    const char *keyword;
    const char *text;
};
constexpr std::array reasonNames{
    ReasonName{EndReason::None, "none", QT_TRANSLATE_NOOP("kibitz::EndReason", "in progress")},
    ReasonName{EndReason::Rules, "rules", QT_TRANSLATE_NOOP("kibitz::EndReason", "by the rules")},
    ReasonName{EndReason::Resignation, "resignation",
               QT_TRANSLATE_NOOP("kibitz::EndReason", "resignation")},
    ReasonName{EndReason::TimeForfeit, "time-forfeit",
               QT_TRANSLATE_NOOP("kibitz::EndReason", "time forfeit")},
    ReasonName{EndReason::IllegalMove, "illegal-move",
               QT_TRANSLATE_NOOP("kibitz::EndReason", "illegal move")},
    ReasonName{EndReason::EngineCrash, "engine-crash",
               QT_TRANSLATE_NOOP("kibitz::EndReason", "engine crash")},
    ReasonName{EndReason::EngineStall, "engine-stall",
               QT_TRANSLATE_NOOP("kibitz::EndReason", "engine stopped answering")},
    ReasonName{EndReason::Aborted, "aborted", QT_TRANSLATE_NOOP("kibitz::EndReason", "aborted")},
    ReasonName{EndReason::AdjudicatedDraw, "adjudicated-draw",
               QT_TRANSLATE_NOOP("kibitz::EndReason", "draw by adjudication")},
    ReasonName{EndReason::AdjudicatedResign, "adjudicated-resign",
               QT_TRANSLATE_NOOP("kibitz::EndReason", "resignation by adjudication")},
    ReasonName{EndReason::MaxMoves, "max-moves",
               QT_TRANSLATE_NOOP("kibitz::EndReason", "move limit reached")},
};
} // namespace

QString endReasonKeyword(EndReason r)
{
    for (const auto &n : reasonNames)
        if (n.reason == r) return QString::fromLatin1(n.keyword);
    return {};
}

EndReason endReasonFromKeyword(QStringView keyword)
{
    for (const auto &n : reasonNames)
        if (keyword == QLatin1String(n.keyword)) return n.reason;
    return EndReason::None;
}

QString endReasonText(EndReason r)
{
    for (const auto &n : reasonNames)
        if (n.reason == r) return QCoreApplication::translate("kibitz::EndReason", n.text);
    return {};
}

} // namespace kibitz
