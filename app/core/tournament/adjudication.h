// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineinfo.h"
#include "core/engine/score.h"
#include "core/game/gameresult.h"

#include <QStringList>

#include <array>
#include <optional>

namespace kibitz {

// The adjudication of kibitz-cli match (--draw, --resign, --maxmoves), as cutechess-cli and
// fastchess define it, on the score each engine reported for its own move (docs/tournament.md,
// "Adjudication"). Scores are in the game's own unit (the engines' cp); a mate score lies beyond
// any threshold. Move numbers are plies, as the records of every game here number their moves;
// a move count is a number of moves of each engine.
struct AdjudicationRules
{
    // A draw once the game is movenumber plies long and both engines' scores have stayed within
    // ±score for their last movecount moves each.
    struct Draw
    {
        int moveNumber = 0;
        int moveCount = 1;
        int score = 0;
    };
    // A loss for the side whose own score has stayed at or below -score for its last movecount
    // moves; twoSided: only when the opponent's stayed at or above +score for as long.
    struct Resign
    {
        int moveCount = 1;
        int score = 0;
        bool twoSided = false;
    };
    std::optional<Draw> draw;
    std::optional<Resign> resign;
    int maxMoves = 0; // a draw once the game is this many plies long; 0 for no limit

    bool isEmpty() const { return !draw && !resign && maxMoves <= 0; }

    // Parse the words of --draw ("movenumber=N movecount=K score=S", movenumber 0 when left
    // out) and of --resign ("movecount=K score=S [twosided|twosided=true|false]"). None, with an
    // error naming the word, for an unknown or repeated word, a bad number or a missing one.
    static std::optional<Draw> parseDraw(const QStringList &words, QString *error);
    static std::optional<Resign> parseResign(const QStringList &words, QString *error);
};

// What a move's search info says for adjudication: its score from the mover's (`side` of two)
// view; none when it has no score or was not searched (depth 0: a book or random move), which
// breaks every run of scores, as in cutechess-cli.
std::optional<Score> adjudicationScore(const EngineInfo &info, int side);

// The counts of one two-sided game: fed each move in turn, says when a rule ends the game.
class AdjudicationTracker
{
public:
    explicit AdjudicationTracker(const AdjudicationRules &rules) : m_rules(rules) {}

    // `side` (0 or 1) has moved, the game is now `plies` long; `score` as adjudicationScore
    // gives it. The ruling, if one is due: a resignation is ruled when the hopeless side is to
    // move (so that every record shows it resigning on its turn), before a draw, before the
    // move limit.
    std::optional<GameResult> afterMove(int side, int plies, const std::optional<Score> &score);

private:
    std::optional<GameResult> resignation(int mover) const;

    AdjudicationRules m_rules;
    int m_drawRun = 0;              // consecutive plies with the mover's score in the draw window
    std::array<int, 2> m_lostRun{}; // by side: its own consecutive scores at or below -score
    std::array<int, 2> m_wonRun{};  // by side: its own consecutive scores at or above +score
};

} // namespace kibitz
