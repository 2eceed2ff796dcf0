// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "goita/hand.h"
#include "goita/rules.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace kibitz::goita {

// One deal: who deals (and leads) and the four hands, in seat order.
struct Deal
{
    int dealer = 0;
    std::array<Hand, seatCount> hands{};

    bool operator==(const Deal &) const = default;
};

// How a game of goita starts, as the setup text of a GoitaPosition. A deal is a chance event, so
// it belongs to the setup, not to the moves: the setup lists deals given explicitly (a record
// being replayed) and a seed from which every further deal is drawn. Deal number k (0-based,
// redeals count) is drawn from a generator seeded with (seed, k), so any position is the setup
// plus its moves, and no player's moves change the later deals.
//
// Text: words in any order, each optional:
//   target <points> kingfinish yes|no oppositegoshi redeal|playon dealer <seat>
//   score <team0> <team1> seed <number> deal <dealer> <hand0> <hand1> <hand2> <hand3> …
//   moves <turn> …          (last: the moves played since, so that a position's setup text
//                             rebuilds that very position)
// Hands are in seat order. Without `seed` a random one is drawn when the text is read.
struct GoitaSetup
{
    Rules rules;
    int firstDealer = 0; // used when deals is empty
    std::array<int, 2> score{};
    quint64 seed = 0;
    QList<Deal> deals; // explicit deals for the first rounds
    QStringList moves; // moves to play after the start (only in a position's own setup text)

    static std::optional<GoitaSetup> parse(QStringView text, QString *error = nullptr);
    QString text() const;
    // Deal number `index`: deals[index] if given, else drawn from the seed (dealer unset: -1).
    Deal deal(int index) const;
    static quint64 randomSeed();

    bool operator==(const GoitaSetup &) const = default;
};

} // namespace kibitz::goita
