// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/resulttext.h"

#include "core/game/game.h"

namespace kibitz {

QString scoreText(const Game &game, const GameResult &result)
{
    switch (result.kind) {
    case GameResult::Kind::Win:
        return game.team(result.winner) == game.team(0) ? QStringLiteral("1-0")
                                                        : QStringLiteral("0-1");
    case GameResult::Kind::Draw:
        return QStringLiteral("1/2-1/2");
    default:
        return QStringLiteral("*");
    }
}

std::optional<GameResult> resultFromScoreText(QStringView text)
{
    if (text == u"1-0") return GameResult::win(0, EndReason::Rules);
    if (text == u"0-1") return GameResult::win(1, EndReason::Rules);
    if (text == u"1/2-1/2") return GameResult::draw(EndReason::Rules);
    if (text == u"*") return GameResult();
    return std::nullopt;
}

} // namespace kibitz
