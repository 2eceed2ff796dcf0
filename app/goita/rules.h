// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace kibitz::goita {

// What to do when 5し are dealt to one seat of each team.
enum class OppositeGoshi {
    Redeal, // the same dealer deals again (the common rule, and the default)
    PlayOn, // the round is played as dealt, nobody is asked
};

// The rule choices that differ between tables (docs/games/goita-rules.md).
struct Rules
{
    // A king may be the finishing attack (the seat's last piece) even when it holds one king and
    // no king is face up. Allowed by the preservation society's rules and go-goita; goita-core-js
    // forbids it.
    bool kingMayFinish = true;
    OppositeGoshi oppositeGoshi = OppositeGoshi::Redeal;
    int targetScore = 150; // the game ends when a team has this many points

    bool operator==(const Rules &) const = default;
};

} // namespace kibitz::goita
