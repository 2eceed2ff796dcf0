// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/timecontrol.h"

#include <QString>
#include <QStringList>
#include <array>

namespace kibitz::shogi {

// One side's time in a CSA server's Game_Summary (its BEGIN Time block, or BEGIN Time+ / Time-
// when the sides differ), in milliseconds: Total_Time and Byoyomi are in Time_Unit (1sec, 1min,
// 1msec …); Increment (Fischer, Floodgate's extension) likewise; Least_Time_Per_Move as given.
struct CsaTime
{
    qint64 unitMs = 1000;
    qint64 totalMs = 0;
    qint64 byoyomiMs = 0;
    qint64 incrementMs = 0;
    qint64 leastMs = 0;

    TimeControl toTimeControl() const { return {totalMs, byoyomiMs, incrementMs, 0}; }
};

// What the server said of the game it offers (CSA protocol 1.2.1 with the Floodgate extension):
// the game's id, the players' names, which side this client plays, the time, the move limit,
// whether 入玉宣言 is allowed and the start position (P1…P9, hands, the side to move and the moves
// already played, with their times), kept as CSA lines for the record reader.
struct CsaGameSummary
{
    QString gameId;
    std::array<QString, 2> names;    // Name+ (Sente), Name- (Gote)
    int mySide = -1;                 // 0 Sente (+), 1 Gote (-)
    int toMove = 0;                  // To_Move
    int maxMoves = 0;                // 0: no limit
    bool jishogiDeclaration = false; // Declaration:Jishogi 1.1
    bool rematchOnDraw = false;
    std::array<CsaTime, 2> time;
    QStringList positionLines; // the BEGIN Position block's lines
};

// Reads a Game_Summary one line at a time, from the line after BEGIN Game_Summary to END
// Game_Summary. Unknown lines are skipped, as the protocol asks of clients.
class CsaGameSummaryReader
{
public:
    // Returns true once END Game_Summary has been read.
    bool readLine(QStringView line);
    const CsaGameSummary &summary() const { return m_summary; }
    // Why the summary cannot be played (no Game_ID, no Your_Turn …), empty when it can.
    QString problem() const;

private:
    void readTimeLine(QStringView key, QStringView value);

    enum class Block { None, Time, Position };
    CsaGameSummary m_summary;
    Block m_block = Block::None;
    int m_timeSide = -1; // -1: both sides (BEGIN Time)
    std::array<qint64, 2> m_rawTotal{}, m_rawByoyomi{}, m_rawIncrement{};
    std::array<bool, 2> m_sideOwnTime{};
    void applyUnits(int side);
};

} // namespace kibitz::shogi
