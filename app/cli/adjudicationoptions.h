// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cliargs.h"
#include "core/tournament/adjudication.h"

#include <QCommandLineOption>

namespace kibitz {
class Game;
}

namespace kibitz::cli {

// match's --draw, --resign and --maxmoves (docs/tournament.md, "Adjudication").
struct AdjudicationOptions
{
    QCommandLineOption draw, resign, maxMoves;
};

// The options, added to the parser for its help (--draw and --resign take several words, pulled
// out first by extractWordArgs with adjudicationWordOptions()).
AdjudicationOptions addAdjudicationOptions(QCommandLineParser &parser);
QList<WordOption> adjudicationWordOptions();

// The rules the options give, into *rules (left empty when none is given); the status to end
// with when they are wrong or `game` is not a two-player game.
std::optional<int> readAdjudication(const QCommandLineParser &parser,
                                    const AdjudicationOptions &options, const WordArgs &words,
                                    const Game &game, std::optional<AdjudicationRules> *rules);

} // namespace kibitz::cli
