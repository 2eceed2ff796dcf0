// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

namespace kibitz::shogi {

// Shogi: sides Sente (先手, Black, moves first in even games) and Gote; setups are 平手, the
// handicaps (by id or name) or any SFEN. Record formats: KIF, KIFU, KI2, KI2U, CSA (V2.2 and
// V3), JKF, SFEN, the USI position line and BOD.
class ShogiGame : public Game
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::shogi::ShogiGame)

public:
    ShogiGame();
    ~ShogiGame() override;

    QString id() const override { return QStringLiteral("shogi"); }
    KIBITZ_GAME_INTERFACE
    // 下手 (Shitate, Black) and 上手 (Uwate) in a handicap game.
    QString setupSideName(int side, const QString &setup) const override;
    QString endingName(const GameResult &result, int toMove) const override;
    QList<SetupOption> setupOptions() const override;
    SetupValues setupOptionValues(const QString &setup) const override;
    // ShogiHome's: win rate 1 / (1 + e^(−cp/600)), marks at 5, 10, 20 and 50 points.
    std::optional<LossScale> lossScale() const override { return LossScale{600, {5, 10, 20, 50}}; }
    bool offersPerft() const override { return true; }
    quint64 perft(const Position &from, int depth, QList<PerftCount> *divide) const override;
    // Start lists and record files (shogiopenings.h).
    OpeningReadResult readOpenings(const QString &path, const QString &baseSetup) const override;
    // CSA servers: Floodgate, shogi-server, tournaments' (csasession.h, where it is defined).
    std::unique_ptr<ServerPlay> createServerPlay(const ServerPlay::Options &options,
                                                 ServerPlay::PlayerFactory factory,
                                                 QObject *parent = nullptr) const override;

protected:
    std::optional<QString> applySetupOptions(const QString &base, const SetupValues &values,
                                             QString *error) const override;

private:
    std::vector<std::unique_ptr<RecordFormat>> m_formats;
};

} // namespace kibitz::shogi
