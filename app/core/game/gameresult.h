// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace kibitz {

// Why a game ended. Every ending the referee can reach has its own reason, so that a record or a
// match result line always says what happened.
enum class EndReason {
    None,        // not over
    Rules,       // the rules decided it (three in a row, mate, full board, repetition …)
    Resignation, // a player resigned
    TimeForfeit, // a player overran its time
    IllegalMove, // a player sent a move the rules do not allow (or that could not be read)
    EngineCrash, // an engine process died or could not start
    EngineStall, // an engine stopped answering (handshake, stop)
    Aborted,     // stopped by the user or the match runner; no result
    // The match runner's adjudication (docs/tournament.md), on the engines' reported scores:
    AdjudicatedDraw,   // both scores near zero for long enough (--draw)
    AdjudicatedResign, // a side's own score hopeless for long enough (--resign)
    MaxMoves,          // the game reached the longest allowed (--maxmoves): a draw
};

struct GameResult
{
    enum class Kind { Ongoing, Win, Draw, NoResult };

    Kind kind = Kind::Ongoing;
    int winner = -1; // side (or, in team games, a side of the winning team) for Win
    EndReason reason = EndReason::None;
    QString detail; // human-readable, e.g. "three in a row", "engine exited with code 1"

    static GameResult win(int side, EndReason r, const QString &detail = {})
    {
        return {Kind::Win, side, r, detail};
    }
    static GameResult draw(EndReason r, const QString &detail = {})
    {
        return {Kind::Draw, -1, r, detail};
    }
    static GameResult noResult(EndReason r, const QString &detail = {})
    {
        return {Kind::NoResult, -1, r, detail};
    }
    bool isOver() const { return kind != Kind::Ongoing; }
    bool operator==(const GameResult &) const = default;
};

// Stable English keywords (records, cli result lines) and translated display text.
QString endReasonKeyword(EndReason r);
EndReason endReasonFromKeyword(QStringView keyword);
QString endReasonText(EndReason r);

} // namespace kibitz
