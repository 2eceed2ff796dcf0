// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/gameresult.h"

#include <QString>
#include <QStringList>
#include <memory>

namespace kibitz {

// A game position. The generic code (session, record, panels, cli) handles moves only as the
// game's canonical text; each game turns them into its own move type.
class Position
{
public:
    virtual ~Position() = default;

    virtual std::unique_ptr<Position> clone() const = 0;
    virtual int sideToMove() const = 0;
    virtual QStringList legalMoves() const = 0;
    virtual bool isLegal(const QString &move) const { return legalMoves().contains(move); }
    // Precondition: isLegal(move).
    virtual void play(const QString &move) = 0;
    // What the rules say about this position: Ongoing, or a Win/Draw with reason Rules.
    virtual GameResult result() const = 0;
    // The move as players read it (KI2 for shogi, h8 for gomoku …), in this position.
    virtual QString displayMove(const QString &move) const = 0;
    // The move as one side may read it, in a game of hidden information (goita's face-down
    // pieces); viewer -1 sees everything.
    virtual QString displayMoveFor(const QString &move, int viewer) const
    {
        Q_UNUSED(viewer);
        return displayMove(move);
    }
    // The move as written in records, read back: canonical text, or empty if unreadable.
    virtual QString parseMove(QStringView text) const = 0;
    // The game's own setup notation (xfen, SFEN …) of this position.
    virtual QString setupText() const = 0;
};

} // namespace kibitz

// Declares the whole Position interface in a game's position class: every game implements all
// of it, and one list keeps the four games' headers from repeating it.
#define KIBITZ_POSITION_INTERFACE                                                                  \
    std::unique_ptr<kibitz::Position> clone() const override;                                      \
    int sideToMove() const override;                                                               \
    QStringList legalMoves() const override;                                                       \
    bool isLegal(const QString &move) const override;                                              \
    void play(const QString &move) override;                                                       \
    kibitz::GameResult result() const override;                                                    \
    QString displayMove(const QString &move) const override;                                       \
    QString parseMove(QStringView text) const override;                                            \
    QString setupText() const override;
