// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/board.h"
#include "shogi/move.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace kibitz::shogi {

// The move notations of shogi records, each read and written against the position the move is
// played in. `lastTo` is the previous move's destination (for 同), invalid when there is none.
// Parsers return only legal moves of `board`; *error gets a plain-English reason otherwise.

// KIF: "７六歩(77)", "同　歩(76)", "５五角打", "２二角成(88)"; 不成 and a missing "(from)" are
// read too. Written as ShogiHome writes it, appended to text: 不成 is not written, 同 is followed
// by U+3000.
void appendKifMove(QString &text, const Move &move, Square lastTo = {});
std::optional<Move> parseKifMove(const Board &board, QStringView text, Square lastTo = {},
                                 QString *error = nullptr);

// KI2: "▲７六歩", "△同　歩", "▲５八金右", "▲２二角成", "▲２二角不成", with the direction words
// (右 左 直 上 寄 引 打) exactly when another piece of that kind could reach the square, by the
// JSA rules and as ShogiHome (tsshogi) chooses them (竜 and 馬 never use 直).
QString formatKi2Move(const Board &board, const Move &move, Square lastTo = {}, bool mark = true);
std::optional<Move> parseKi2Move(const Board &board, QStringView text, Square lastTo = {},
                                 QString *error = nullptr);
// formatKi2Move's text appended to text (no temporary string per move).
void appendKi2Move(QString &text, const Board &board, const Move &move, Square lastTo = {},
                   bool mark = true);
// The direction words alone ("右", "直", "打", "" …).
QString ki2Directions(const Board &board, const Move &move);

// A line of KI2 moves with marks and no separators ("▲７六歩△３四歩▲同　歩"), as ES comments
// write 読み筋. Parsing stops at the first move it cannot read.
QString formatKi2Line(const Board &board, const QList<Move> &moves, Square lastTo = {});
QList<Move> parseKi2Line(const Board &board, QStringView text, Square lastTo = {});

// CSA: "+7776FU", "-0055KA" (a drop); the piece is the one on `to` after the move. The sign is
// optional when parsing.
QString formatCsaMove(const Move &move, Color mover);
std::optional<Move> parseCsaMove(const Board &board, QStringView text, QString *error = nullptr);
QString csaPieceName(PieceType t); // "FU" … "RY"
PieceType csaPieceType(QStringView name);

} // namespace kibitz::shogi
