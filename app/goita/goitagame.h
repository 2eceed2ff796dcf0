// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"

#include <QCoreApplication>

namespace kibitz::goita {

// Goita: four seats in play order 0 → 1 → 2 → 3, seats 0 and 2 one team (team(side) = side % 2).
// A position is a whole game of many rounds (GoitaPosition); its setup holds the deals
// (GoitaSetup). An empty setup is a new game with a fresh random seed, so every game started
// from the standard start is dealt anew.
class GoitaGame : public Game
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::goita::GoitaGame)

public:
    GoitaGame();
    ~GoitaGame() override;

    QString id() const override { return QStringLiteral("goita"); }
    bool hasHiddenInformation() const override { return true; }
    // A goita engine scores its own seat's view of hidden hands: no graph follows the game.
    bool hasEvaluation() const override { return false; }
    KIBITZ_GAME_INTERFACE
    int playerCount() const override { return 4; }
    int team(int side) const override { return side % 2; }
    std::optional<std::array<int, 2>> teamPoints(const Position &position) const override;
    QList<SetupOption> setupOptions() const override;
    SetupValues setupOptionValues(const QString &setup) const override;
    // Deals, by seed or setup text (goitaopenings.h).
    OpeningReadResult readOpenings(const QString &path, const QString &baseSetup) const override;
    std::optional<Opening> seededOpening(const QString &baseSetup, quint64 seed,
                                         qint64 k) const override;

protected:
    std::optional<QString> applySetupOptions(const QString &base, const SetupValues &values,
                                             QString *error) const override;

private:
    std::unique_ptr<RecordFormat> m_jsonFormat;
};

} // namespace kibitz::goita
