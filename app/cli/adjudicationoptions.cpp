// SPDX-License-Identifier: GPL-3.0-or-later
#include "adjudicationoptions.h"

#include "core/game/game.h"

#include <QCommandLineParser>

namespace kibitz::cli {

namespace {
const QString drawName = QStringLiteral("draw");
const QString resignName = QStringLiteral("resign");
} // namespace

AdjudicationOptions addAdjudicationOptions(QCommandLineParser &parser)
{
    AdjudicationOptions o{
        QCommandLineOption(drawName,
                           tr("Adjudicate a draw once the game is N moves long and both engines' "
                              "scores have stayed within ±S for their last K moves each: "
                              "movenumber=N movecount=K score=S."),
                           tr("SETTINGS")),
        QCommandLineOption(resignName,
                           tr("Adjudicate a loss for an engine whose own score has stayed at or "
                              "below -S for its last K moves (twosided: and the opponent's at or "
                              "above S): movecount=K score=S [twosided]."),
                           tr("SETTINGS")),
        QCommandLineOption(QStringLiteral("maxmoves"),
                           tr("Adjudicate a draw once the game is N moves (plies) long."), tr("N")),
    };
    parser.addOptions({o.draw, o.resign, o.maxMoves});
    return o;
}

QList<WordOption> adjudicationWordOptions()
{
    return {{drawName, {}}, {resignName, {QStringLiteral("twosided")}}};
}

std::optional<int> readAdjudication(const QCommandLineParser &parser,
                                    const AdjudicationOptions &options, const WordArgs &words,
                                    const Game &game, std::optional<AdjudicationRules> *rules)
{
    AdjudicationRules read;
    QString error;
    if (words.words.contains(drawName)) {
        read.draw = AdjudicationRules::parseDraw(words.words.value(drawName), &error);
        if (!read.draw) return refuse(u"match", error);
    }
    if (words.words.contains(resignName)) {
        read.resign = AdjudicationRules::parseResign(words.words.value(resignName), &error);
        if (!read.resign) return refuse(u"match", error);
    }
    bool ok = true;
    read.maxMoves = positiveValue(parser, options.maxMoves, 0, &ok);
    if (!ok) return refuse(tr("kibitz-cli match: --maxmoves needs a positive number\n"));
    if (read.isEmpty()) return std::nullopt;
    // Goita's deals end by its rules within a few dozen plays and are scored in points.
    if (game.playerCount() != 2)
        return refuse(tr("kibitz-cli match: --draw, --resign and --maxmoves are for two-player "
                         "games, not %1\n")
                          .arg(game.id()));
    *rules = read;
    return std::nullopt;
}

} // namespace kibitz::cli
