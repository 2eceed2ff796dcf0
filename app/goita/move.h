// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "goita/piece.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace kibitz::goita {

// One turn of a seat: a pass, or two pieces: `first` (played face down by the leader, or face up
// to block the current attack) and then `attack` (face up).
//
// Canonical text, as in docs/formats/goita.md's "record": "0" for a pass, else the two digits run
// together, first then attack ("87": し face down or blocking, then 香). `first` may be 9 (Hidden)
// in what a seat is told about another seat's face-down piece; `attack` is always 1-8.
struct Move
{
    Piece first = Piece::None;
    Piece attack = Piece::None;

    static constexpr Move pass() { return {}; }
    static constexpr Move play(Piece first, Piece attack) { return {first, attack}; }

    bool isPass() const { return attack == Piece::None; }
    QString text() const;
    static std::optional<Move> fromText(QStringView text); // "0", or [1-9][1-8]

    // As docs/formats/goita.md's tables write a turn: "☗し☖香" (face down, then attack), "☖香☖馬"
    // (block, then attack), "なし" (pass). The second of two kings is written 玉. A hidden
    // face-down piece is written 裏 ("☗裏☖香").
    QString displayText(bool faceDown) const;

    bool operator==(const Move &) const = default;
};

// Seed 004's "record": the turns' texts run together ("87000870007700011"); '-' and white space
// between turns are allowed and ignored. nullopt when malformed.
std::optional<QList<Move>> parseRecord(QStringView record);
QString recordText(const QList<Move> &moves);

} // namespace kibitz::goita
