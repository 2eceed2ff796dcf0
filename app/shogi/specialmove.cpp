// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/specialmove.h"

#include "shogi/japanese.h"

#include <QCoreApplication>

#include <array>

namespace kibitz::shogi {

namespace {
struct Names
{
    SpecialMove::Kind kind;
    QStringView kif; // its length known: fromKif runs for every KIF move
    const char *csa;
};
constexpr std::array names{
    Names{SpecialMove::Resign, u"投了", "TORYO"},
    Names{SpecialMove::Interrupt, u"中断", "CHUDAN"},
    Names{SpecialMove::Repetition, u"千日手", "SENNICHITE"},
    Names{SpecialMove::Impasse, u"持将棋", "JISHOGI"},
    Names{SpecialMove::Mate, u"詰み", "TSUMI"},
    Names{SpecialMove::Timeout, u"切れ負け", "TIME_UP"},
    Names{SpecialMove::FoulWin, u"反則勝ち", ""},
    Names{SpecialMove::FoulLose, u"反則負け", "ILLEGAL_MOVE"},
    Names{SpecialMove::EnteringKing, u"入玉勝ち", "KACHI"},
    Names{SpecialMove::WinByDefault, u"不戦勝", ""},
    Names{SpecialMove::LoseByDefault, u"不戦敗", ""},
    Names{SpecialMove::NoMate, u"不詰", "FUZUMI"},
    Names{SpecialMove::Sealed, u"封じ手", ""},
};
// Whether a result's detail says what ShogiPosition::result() says with `source`: it words the
// detail in the language of the moment, so the English and the translation are both known.
bool detailSays(const QString &detail, const char *source)
{
    return detail.contains(QLatin1String(source)) ||
           detail == QCoreApplication::translate("kibitz::shogi::ShogiPosition", source);
}
} // namespace

SpecialMove::Kind SpecialMove::fromKif(QStringView word)
{
    if (word == QStringLiteral("詰")) return Mate;
    for (const Names &n : names)
        if (word == n.kif) return n.kind;
    return None;
}

bool SpecialMove::beginsLikeMove(QStringView word)
{
    return !word.isEmpty() &&
           (ja::digitValue(word[0]) != 0 || word[0] == QChar(u'同') || ja::isMoveMark(word[0]));
}

QString SpecialMove::kifWord(Kind k)
{
    for (const Names &n : names)
        if (n.kind == k) return n.kif.toString();
    return {};
}

SpecialMove::Kind SpecialMove::fromCsa(QStringView word, Color toMove)
{
    if (word.startsWith(QLatin1Char('%'))) word = word.mid(1);
    if (word == QLatin1String("+ILLEGAL_ACTION"))
        return toMove == Color::Black ? FoulLose : FoulWin;
    if (word == QLatin1String("-ILLEGAL_ACTION"))
        return toMove == Color::White ? FoulLose : FoulWin;
    // tsshogi's DRAW and MAX_MOVES: KIF has 持将棋 for both.
    if (word == QLatin1String("HIKIWAKE") || word == QLatin1String("MAX_MOVES")) return Impasse;
    for (const Names &n : names)
        if (*n.csa && word == QLatin1String(n.csa)) return n.kind;
    return None;
}

QString SpecialMove::csaWord(Kind k, Color toMove)
{
    if (k == FoulWin)
        return toMove == Color::Black ? QStringLiteral("-ILLEGAL_ACTION")
                                      : QStringLiteral("+ILLEGAL_ACTION");
    for (const Names &n : names)
        if (n.kind == k && *n.csa) return QString::fromLatin1(n.csa);
    return QStringLiteral("CHUDAN"); // 不戦勝/不戦敗 have no CSA word
}

GameResult SpecialMove::toResult(Kind k, Color toMove)
{
    const int mover = index(toMove);
    const int other = 1 - mover;
    const QString word = kifWord(k);
    switch (k) {
    case Resign:
        return GameResult::win(other, EndReason::Resignation, word);
    case Interrupt:
    case Sealed:
        return GameResult::noResult(EndReason::Aborted, word);
    case NoMate:
        return GameResult::noResult(EndReason::Rules, word);
    case Repetition:
    case Impasse:
        return GameResult::draw(EndReason::Rules, word);
    case Mate:
    case LoseByDefault:
        return GameResult::win(other, EndReason::Rules, word);
    case Timeout:
        return GameResult::win(other, EndReason::TimeForfeit, word);
    case FoulWin:
        return GameResult::win(mover, EndReason::IllegalMove, word);
    case FoulLose:
        return GameResult::win(other, EndReason::IllegalMove, word);
    case EnteringKing:
    case WinByDefault:
        return GameResult::win(mover, EndReason::Rules, word);
    case None:
        break;
    }
    return {};
}

SpecialMove::Kind SpecialMove::fromResult(const GameResult &r, Color toMove)
{
    if (!r.isOver()) return None;
    const Kind byWord = fromKif(r.detail);
    if (byWord != None) return byWord;
    if (r.kind == GameResult::Kind::NoResult) return Interrupt;
    // An adjudicated draw is written as 持将棋 (%JISHOGI), a draw every reader knows, as
    // ShogiHome writes its own move limit; the last move's comment says why.
    if (r.kind == GameResult::Kind::Draw)
        return r.detail.contains(QStringLiteral("impasse"), Qt::CaseInsensitive) ||
                       r.reason == EndReason::AdjudicatedDraw || r.reason == EndReason::MaxMoves
                   ? Impasse
                   : Repetition;
    const bool moverWins = r.winner == index(toMove);
    switch (r.reason) {
    case EndReason::Resignation:
        return moverWins ? FoulWin : Resign;
    case EndReason::TimeForfeit:
    case EndReason::EngineStall:
        return moverWins ? FoulWin : Timeout;
    case EndReason::IllegalMove:
    case EndReason::EngineCrash:
        return moverWins ? FoulWin : FoulLose;
    case EndReason::Rules:
        // KIF has no word for perpetual check: the checker has lost by a foul.
        if (detailSays(r.detail, "perpetual check")) return moverWins ? FoulWin : FoulLose;
        if (moverWins)
            return detailSays(r.detail, "entering-king declaration") ||
                           r.detail.contains(QStringLiteral("declaration"))
                       ? EnteringKing
                       : FoulWin;
        return Mate;
    default:
        return moverWins ? FoulWin : Resign;
    }
}

bool SpecialMove::hasCauseComment(Kind k)
{
    return k == Timeout || k == FoulWin || k == FoulLose;
}

QString SpecialMove::ki2Line(Kind k, int plies, Color toMove)
{
    const QString next = toMove == Color::Black ? QStringLiteral("先手") : QStringLiteral("後手");
    const QString last = toMove == Color::Black ? QStringLiteral("後手") : QStringLiteral("先手");
    QString text = QStringLiteral("まで%1手で").arg(plies);
    switch (k) {
    case Resign:
        return text + last + QStringLiteral("の勝ち");
    case Timeout:
        return text + QStringLiteral("時間切れにより") + last + QStringLiteral("の勝ち");
    case EnteringKing:
        return text + next + QStringLiteral("の入玉勝ち");
    case FoulWin:
        return text + next + QStringLiteral("の反則勝ち");
    case FoulLose:
        return text + next + QStringLiteral("の反則負け");
    default:
        return text + kifWord(k);
    }
}

SpecialMove::Kind SpecialMove::fromKi2Line(QStringView text)
{
    QString clean;
    for (QChar c : text)
        if (!c.isSpace() && c != QChar(0x3000)) clean += c;
    if (!clean.startsWith(QStringLiteral("まで"))) return None;
    clean = clean.mid(2);
    if (clean.startsWith(QChar(u'、'))) clean = clean.mid(1);
    const qsizetype de = clean.indexOf(QStringLiteral("手で"));
    if (de >= 0) clean = clean.mid(de + 2);
    if (clean.startsWith(QStringLiteral("時間切れ"))) return Timeout;
    if (clean.endsWith(QStringLiteral("反則勝ち"))) return FoulWin;
    if (clean.endsWith(QStringLiteral("反則負け"))) return FoulLose;
    if (clean.endsWith(QStringLiteral("入玉勝ち"))) return EnteringKing;
    if (clean.endsWith(QStringLiteral("勝ち"))) return Resign;
    if (clean == QStringLiteral("詰") || clean == QStringLiteral("詰み")) return Mate;
    return fromKif(clean);
}

QString SpecialMove::headerFromKakinoki(const QString &key)
{
    if (key == QStringLiteral("先手") || key == QStringLiteral("下手")) return header::player(0);
    if (key == QStringLiteral("後手") || key == QStringLiteral("上手")) return header::player(1);
    if (key == QStringLiteral("棋戦")) return header::Event;
    if (key == QStringLiteral("場所")) return header::Site;
    if (key == QStringLiteral("開始日時")) return header::Date;
    // 持ち時間 is kept as written (another program's words or "30+0+5"): written back the same.
    return key;
}

QString SpecialMove::headerToKakinoki(const QString &key, bool handicap)
{
    if (key == header::player(0)) return handicap ? QStringLiteral("下手") : QStringLiteral("先手");
    if (key == header::player(1)) return handicap ? QStringLiteral("上手") : QStringLiteral("後手");
    if (key == header::Event) return QStringLiteral("棋戦");
    if (key == header::Site) return QStringLiteral("場所");
    if (key == header::Date) return QStringLiteral("開始日時");
    if (key == header::TimeControl) return QStringLiteral("持ち時間");
    if (key == header::timeControl(0)) return QStringLiteral("先手持ち時間");
    if (key == header::timeControl(1)) return QStringLiteral("後手持ち時間");
    return key;
}

bool SpecialMove::isInternalHeader(const QString &key)
{
    return key == header::Result || key == header::Termination;
}

} // namespace kibitz::shogi
