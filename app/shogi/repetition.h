// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/board.h"

#include <QList>

namespace kibitz::shogi {

// 千日手: the same position (board, hands and side to move, i.e. the same Board::key()) for the
// fourth time ends the game as a draw, except 連続王手の千日手: when every move one side made
// from the first of those four occurrences to the fourth was a check, that side loses.
struct RepetitionResult
{
    enum class Kind { None, Draw, PerpetualCheck };
    Kind kind = Kind::None;
    Color loser = Color::Black; // PerpetualCheck only: the side that kept checking
    int occurrences = 1;        // of the current position, itself included

    bool isOver() const { return kind != Kind::None; }
};

// The positions of one game, one entry per ply: the key and, for each move, who made it and
// whether it gave check. Keep it in step with the game: push after each move, pop on takeback.
class PositionHistory
{
public:
    PositionHistory() = default;
    explicit PositionHistory(const Board &start) { reset(start); }

    void reset(const Board &start);
    // After board.doMove(m): records the position reached and whether m gave check.
    void push(const Board &afterMove);
    void push(quint64 key, Color mover, bool gaveCheck);
    void pop(); // takes the last move back; the start position stays

    int plies() const { return int(m_entries.size()) - 1; }
    int occurrences() const; // of the current position, itself included
    RepetitionResult result() const;

private:
    struct Entry
    {
        quint64 key = 0;
        Color mover = Color::Black; // who made the move that led here (unused for the start)
        bool check = false;
    };
    QList<Entry> m_entries;
};

} // namespace kibitz::shogi
