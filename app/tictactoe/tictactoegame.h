// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"

#include <QCoreApplication>

namespace kibitz::tictactoe {

// Tic-tac-toe: X moves first; canonical moves are squares "0"–"8", row-major from the top-left;
// players read them as a1–c3 (columns a–c from the left, rows 1–3 from the bottom).
class TicTacToeGame : public Game
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::tictactoe::TicTacToeGame)

public:
    TicTacToeGame();
    ~TicTacToeGame() override;

    QString id() const override { return QStringLiteral("tictactoe"); }
    KIBITZ_GAME_INTERFACE
    // Scores are 0 until the game is decided, then a mate: any mark is a won game thrown away
    // (a draw lost is 50 points, a win turned to a loss 100).
    std::optional<LossScale> lossScale() const override { return LossScale{100, {5, 10, 20, 50}}; }
    // Move lists (tictactoeopenings.h).
    OpeningReadResult readOpenings(const QString &path, const QString &baseSetup) const override;

private:
    std::unique_ptr<RecordFormat> m_textFormat;
};

} // namespace kibitz::tictactoe
