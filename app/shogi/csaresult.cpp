// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/csaresult.h"

#include "shogi/notation.h"
#include "shogi/specialmove.h"
#include "shogi/usi.h"

namespace kibitz::shogi {

GameResult csaGameResult(const CsaGameEnd &end, int mySide, Color toMove, bool declared)
{
    const int toMoveSide = toMove == Color::Black ? 0 : 1;
    const QString &r = end.reason;
    if (end.outcome == QLatin1String("CHUDAN"))
        return SpecialMove::toResult(SpecialMove::Interrupt, toMove);
    const bool won = end.outcome == QLatin1String("WIN");
    const bool lost = end.outcome == QLatin1String("LOSE");
    const int loser = won ? 1 - mySide : lost ? mySide : -1;
    SpecialMove::Kind kind = SpecialMove::Interrupt;
    if (r == QLatin1String("SENNICHITE") && loser < 0) {
        kind = SpecialMove::Repetition;
    } else if (r == QLatin1String("MAX_MOVES") || (r == QLatin1String("JISHOGI") && loser < 0)) {
        kind = SpecialMove::Impasse;
    } else if (loser < 0) {
        kind = SpecialMove::Interrupt; // a draw or a censored game for a reason not known
    } else if (r == QLatin1String("RESIGN") && loser == toMoveSide) {
        kind = SpecialMove::Resign;
    } else if (r == QLatin1String("JISHOGI") && declared && loser != toMoveSide) {
        kind = SpecialMove::EnteringKing;
    } else if (r == QLatin1String("TIME_UP") && loser == toMoveSide) {
        kind = SpecialMove::Timeout;
    } else {
        // #ILLEGAL_MOVE, #OUTE_SENNICHITE, #ILLEGAL_ACTION, and any other loss.
        kind = loser == toMoveSide ? SpecialMove::FoulLose : SpecialMove::FoulWin;
    }
    return SpecialMove::toResult(kind, toMove);
}

QString floodgateComment(const ThinkInfo &think, const Board &after)
{
    if (think.score.kind != Score::Kind::Centipawns) return {};
    QString text = QStringLiteral("* ") + QString::number(think.score.value);
    Board board = after;
    for (const QString &usi : think.pv) {
        const std::optional<Move> m = moveFromUsi(board, usi);
        if (!m) break;
        text += QLatin1Char(' ') + formatCsaMove(*m, board.sideToMove());
        board.doMove(*m);
    }
    return text;
}

QString searchCommentText(SearchCommentFormat format, const ThinkInfo &think, const Board &after,
                          Square lastTo)
{
    if (format == SearchCommentFormat::Floodgate) return floodgateComment(think, after);
    if (format == SearchCommentFormat::Csa3) {
        const QString text = floodgateComment(think, after);
        if (text.isEmpty() || think.nodes < 0) return text;
        return text + QStringLiteral(" #") + QString::number(think.nodes);
    }
    if (format != SearchCommentFormat::ShogiGui) return {};
    QString text = QStringLiteral("*対局");
    if (think.depth >= 0) text += QStringLiteral(" 深さ ") + QString::number(think.depth);
    if (think.nodes >= 0) text += QStringLiteral(" ノード数 ") + QString::number(think.nodes);
    if (think.score.kind == Score::Kind::Centipawns)
        text += QStringLiteral(" 評価値 ") + QString::number(think.score.value);
    if (!think.pv.isEmpty()) {
        text += QStringLiteral(" 読み筋");
        Board board = after;
        for (const QString &usi : think.pv) {
            const std::optional<Move> m = moveFromUsi(board, usi);
            if (!m) break;
            text +=
                board.sideToMove() == Color::Black ? QStringLiteral(" ▲") : QStringLiteral(" △");
            appendKifMove(text, *m, lastTo);
            lastTo = m->to;
            board.doMove(*m);
        }
    }
    return text;
}

} // namespace kibitz::shogi
