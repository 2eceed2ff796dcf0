// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/board.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace kibitz::shogi {

// The standard setups: 平手 and the handicaps (駒落ち) that the KIF format names. In a handicap
// game the stronger player (上手) is White, leaves the named pieces off the board and moves
// first, so every handicap SFEN has "w" to move. Pieces removed are listed as 上手 sees them:
// his left is file 1.
struct Handicap
{
    QString id;           // stable, for settings and the cli: "even", "lance", "left-5-piece" …
    QString japaneseName; // as KIF's 手合割 line writes it: 平手, 香落ち, 左五枚落ち …
    QString englishName; // "Even", "Lance", "Left five pieces" …
    QString jkfPreset;   // JKF's initial.preset: HIRATE, KY, 5_L, 7_R …
    QString sfen;        // with move number 1
    int removed = 0;     // pieces 上手 leaves off
};

const QList<Handicap> &handicaps(); // 平手 first, then by growing handicap
const Handicap *handicapById(QStringView id);
const Handicap *handicapByJapaneseName(QStringView name); // also accepts 飛落ち for 飛車落ち
const Handicap *handicapByJkfPreset(QStringView preset);
// The position of one of handicaps() (its SFEN's).
const Board &handicapBoard(const Handicap &handicap);
// The setup this position is (board, hands and side to move), or null.
const Handicap *handicapForBoard(const Board &board);
// A record's setup text for a start position: empty for 平手, the handicap's SFEN (with move
// number 1) for one of handicaps(), the position's SFEN otherwise. Every record reader sets its
// record's setup with it.
QString setupText(const Board &start);

} // namespace kibitz::shogi
