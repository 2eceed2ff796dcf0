// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"

#include <QCoreApplication>

namespace kibitz::gomoku {

// Gomoku and renju: black moves first; canonical moves are Gomocup "x,y" (0-based from the
// top-left), shown as "h8". The setup text chooses the board size and the rule (see
// GomokuPosition); the empty text is "15 freestyle".
class GomokuGame : public Game
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::gomoku::GomokuGame)

public:
    GomokuGame();
    ~GomokuGame() override;

    QString id() const override { return QStringLiteral("gomoku"); }
    KIBITZ_GAME_INTERFACE
    // In a swap opening the sides are players: "First player" and "Second player".
    QString setupSideName(int side, const QString &setup) const override;
    // AGI has no swap openings.
    QString protocolRefusal(const QString &protocol, const QString &setup) const override;
    QList<SetupOption> setupOptions() const override;
    SetupValues setupOptionValues(const QString &setup) const override;
    // Rapfi's (its ScalingFactor 200: win rate = sigmoid(eval / 200)), the marks at shogi's points.
    std::optional<LossScale> lossScale() const override { return LossScale{200, {5, 10, 20, 50}}; }

    // VCF and VCT from the rules library (threatsearch.h).
    QList<ForcedWinSearch> forcedWinSearches() const override;
    ForcedWinResult findForcedWin(const Position &position, const QString &searchId) const override;

    // c-gomoku-cli's opening files and -transform symmetries (gomokuopenings.h).
    OpeningReadResult readOpenings(const QString &path, const QString &baseSetup) const override;
    int openingTransformCount(const QString &setup) const override;
    Opening transformOpening(const Opening &opening, int transform) const override;

    static QString standardSetup() { return QStringLiteral("15 freestyle"); }

protected:
    std::optional<QString> applySetupOptions(const QString &base, const SetupValues &values,
                                             QString *error) const override;

private:
    std::unique_ptr<RecordFormat> m_textFormat;
    std::unique_ptr<RecordFormat> m_psqFormat;
    std::unique_ptr<RecordFormat> m_sgfFormat;
};

} // namespace kibitz::gomoku
