// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/square.h"
#include "shogi/types.h"

#include <QString>
#include <QStringView>

namespace kibitz::shogi::ja {

// The Japanese characters KIF, KI2, BOD and ES comments are written with.
QString fileText(int file);                      // "７" (full-width digit)
QString rankText(int rank);                      // "六" (kanji)
QString squareText(Square sq);                   // "７六"
void appendSquareText(QString &text, Square sq); // the same, appended
QString kanjiNumber(int n); // 1..18: "一" … "十八"; other numbers in ASCII digits
// 1..18 from kanji, full-width or ASCII digits; 0 when it is not one.
int parseNumber(QStringView text);
// A single file/rank character (１-９, 1-9, 一-九); 0 when it is not one.
int digitValue(QChar c);

// Piece names in moves: 歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍.
QString pieceMoveName(PieceType t);
// One character per piece, as BOD boards and hands write them: 杏 圭 全 for the promoted ones.
QString pieceBoardName(PieceType t);
// The piece named at the start of text (longest name first; 王 竜 全 圭 杏 are read too);
// *length gets the characters used. None when no name starts there.
PieceType parsePieceName(QStringView text, int *length = nullptr);

inline const QString blackMark = QStringLiteral("▲");
inline const QString whiteMark = QStringLiteral("△");
// ▲ △ and the marks others write: ☗ ☖ ▼ ▽. Black is ▲ ☗; the rest are White.
bool isMoveMark(QChar c);
// QChar::isSpace() without its table lookup for what records are mostly made of: no kanji,
// kana or full-width form is a space (the last space in Unicode is U+3000).
inline bool isSpace(QChar c)
{
    return c.unicode() <= 0x3000 && c.isSpace();
}
// QStringView::trimmed() with that test.
inline QStringView trimmed(QStringView s)
{
    while (!s.isEmpty() && isSpace(s.front()))
        s = s.mid(1);
    while (!s.isEmpty() && isSpace(s.back()))
        s.chop(1);
    return s;
}
bool isBlackMark(QChar c);

} // namespace kibitz::shogi::ja
