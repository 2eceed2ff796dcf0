// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChar>
#include <QStringView>

#include <optional>

namespace kibitz::shogi {

// The lines of KIF and KI2 files sorted into their kinds (as tsshogi's kakinoki.ts sorts them),
// for KifRecordFormat's reader to hand each to the parser of its kind. The tokenising is by hand:
// it runs on every line of every file.

// "  12 ７六歩(77)   ( 0:02/00:00:02)": the move number, the move (up to ASCII white space, or
// to its from-square's ')' when the time follows without a space) and the rest of the line (the
// times).
struct KifMoveLine
{
    int ply = 0; // 0 past INT_MAX
    QStringView text;
    QStringView rest;
};

struct KifLine
{
    enum Kind {
        Blank,       // empty, or a '#' line
        Comment,     // *text (ES think comments are '**' lines)
        Bookmark,    // &name
        MovesHeader, // 手数----指手---------消費時間--
        Variation,   // 変化：12手
        Ending,      // まで64手で後手の勝ち
        Ki2Moves,    // ▲７六歩△３四歩 (KI2 only: a KIF line with a mark is Other)
        KifMove,     // "  12 ７六歩(77)   ( 0:02/00:00:02)", a KifMoveLine
        Header,      // 棋戦：…, a key without spaces or colons, then '：' or ':'
        Other,       // anything else: a board diagram's line, or one that cannot be read
    };
    Kind kind = Other;
    QStringView trimmed;     // the line without white space around it (U+3000 too)
    QChar first;             // trimmed's first character, or null
    KifMoveLine move;        // of a KifMove
    qsizetype keyLength = 0; // of a Header
};

KifLine classifyKifLine(QStringView line, bool ki2);

// The time of a move line's rest: "( 0:02/" → 2000, the first '(' followed by optional spaces and
// m:ss; the total: "/00:00:02)" → 2000, a '/' followed by optional spaces and h:mm:ss).
std::optional<qint64> kifMoveTime(QStringView rest);
std::optional<qint64> kifTotalTime(QStringView rest);

} // namespace kibitz::shogi
