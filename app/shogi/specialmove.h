// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/gameresult.h"
#include "core/record/record.h"
#include "shogi/types.h"

#include <QString>

namespace kibitz::shogi {

// The record endings (KIF's 特殊な指し手, CSA's %…, JKF's special) and the header names the
// Japanese formats share. A record keeps the ending as its GameResult, with the KIF word in
// GameResult::detail so that every format writes the same ending back.
class SpecialMove
{
public:
    enum Kind {
        None,
        Resign,
        Interrupt,
        Repetition,
        Impasse,
        Mate,
        Timeout,
        FoulWin,
        FoulLose,
        EnteringKing,
        WinByDefault,
        LoseByDefault,
        NoMate, // 不詰, %FUZUMI: a mate problem without a mate
        Sealed  // 封じ手: a game adjourned with a sealed move (no CSA word: written %CHUDAN)
    };

    static Kind fromKif(QStringView word); // 投了 中断 千日手 持将棋 詰み 切れ負け 反則勝ち …
    // Whether a KIF move line's word begins as a move does (a square, 同 or a mark): a word that
    // does not is a special move, known or not (tsshogi reads any such word as one).
    static bool beginsLikeMove(QStringView word);
    static QString kifWord(Kind k);
    // CSA without the '%' (TORYO …) is JKF's special; +/-ILLEGAL_ACTION need the side to move.
    static Kind fromCsa(QStringView word, Color toMove);
    static QString csaWord(Kind k, Color toMove);
    static GameResult toResult(Kind k, Color toMove);
    static Kind fromResult(const GameResult &r, Color toMove);
    // 切れ負け, 反則勝ち and 反則負け do not say what happened (a crashed or silent engine, a move
    // that could not be read): KIF and KI2 keep GameResult::detail as the ending's comment.
    static bool hasCauseComment(Kind k);
    // KI2's closing line: "まで6手で後手の勝ち" and the like.
    static QString ki2Line(Kind k, int plies, Color toMove);
    static Kind fromKi2Line(QStringView text);

    // Header keys: Player1 ↔ 先手 (下手 in handicap games), Player2 ↔ 後手 (上手), Event ↔ 棋戦,
    // Site ↔ 場所, Date ↔ 開始日時, TimeControl → 持ち時間, TimeControl1/2 → 先手/後手持ち時間
    // (ShogiHome's keys for the sides' own; read back as those keys); other keys as written.
    static QString headerFromKakinoki(const QString &key);
    static QString headerToKakinoki(const QString &key, bool handicap);
    static bool isInternalHeader(const QString &key); // Result, Termination: not written
};

} // namespace kibitz::shogi
