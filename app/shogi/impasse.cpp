// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/impasse.h"

namespace kibitz::shogi {

namespace {
int value(PieceType t)
{
    const PieceType base = unpromoted(t);
    if (base == PieceType::King || base == PieceType::None) return 0;
    return base == PieceType::Rook || base == PieceType::Bishop ? 5 : 1;
}

bool inZone(Color c, Square sq)
{
    return c == Color::Black ? sq.rank() <= 3 : sq.rank() >= 7;
}

int handPoints(const Board &board, Color c)
{
    int points = 0;
    for (PieceType t : handTypesSfenOrder)
        points += board.handCount(c, t) * value(t);
    return points;
}

// Points of the pieces a full set has and this position lacks: the handicap pieces.
int missingPoints(const Board &board)
{
    std::array<int, pieceTypeCount> present{};
    for (int i = 0; i < 81; ++i)
        ++present[index(unpromoted(board.at(Square::fromIndex(i)).type))];
    for (Color c : {Color::Black, Color::White})
        for (PieceType t : handTypesSfenOrder)
            present[index(t)] += board.handCount(c, t);
    int points = 0;
    for (PieceType t : handTypesSfenOrder)
        points += qMax(0, fullSetCount(t) - present[index(t)]) * value(t);
    return points;
}

int boardPoints(const Board &board, Color c, bool zoneOnly, int *pieces)
{
    int points = 0;
    for (int i = 0; i < 81; ++i) {
        const Square sq = Square::fromIndex(i);
        const Piece p = board.at(sq);
        if (p.isNone() || p.color != c || p.type == PieceType::King) continue;
        if (zoneOnly && !inZone(c, sq)) continue;
        points += value(p.type);
        if (pieces) ++*pieces;
    }
    return points;
}
} // namespace

int impassePiecesInZone(const Board &board, Color c)
{
    int pieces = 0;
    boardPoints(board, c, true, &pieces);
    return pieces;
}

int impasseDeclarationPoints(const Board &board, Color c)
{
    return boardPoints(board, c, true, nullptr) + handPoints(board, c) +
           (c == Color::White ? missingPoints(board) : 0);
}

int impasseTotalPoints(const Board &board, Color c)
{
    return boardPoints(board, c, false, nullptr) + handPoints(board, c) +
           (c == Color::White ? missingPoints(board) : 0);
}

ImpasseJudgement judgeImpasseDeclaration(const Board &board, Color declarer, ImpasseRule rule,
                                         bool timeLeft)
{
    using Outcome = ImpasseJudgement::Outcome;
    using Reason = ImpasseJudgement::Reason;
    ImpasseJudgement j;
    j.points = impasseDeclarationPoints(board, declarer);
    j.piecesInZone = impassePiecesInZone(board, declarer);
    j.pointsNeeded = rule == ImpasseRule::Points24 ? 24 : declarer == Color::Black ? 28 : 27;
    auto lose = [&](Reason why) {
        j.outcome = Outcome::Lose;
        j.reason = why;
        return j;
    };
    if (board.sideToMove() != declarer) return lose(Reason::NotToMove);
    if (!timeLeft) return lose(Reason::NoTimeLeft);
    const Square king = board.kingSquare(declarer);
    if (!king.isValid()) return lose(Reason::NoKing);
    if (!inZone(declarer, king)) return lose(Reason::KingNotInZone);
    if (board.isInCheck(declarer)) return lose(Reason::InCheck);
    if (j.piecesInZone < 10) return lose(Reason::TooFewPiecesInZone);
    if (rule == ImpasseRule::Points24) {
        if (j.points >= 31) {
            j.outcome = Outcome::Win;
        } else if (j.points >= 24) {
            j.outcome = Outcome::Draw;
        } else {
            return lose(Reason::TooFewPoints);
        }
        return j;
    }
    if (j.points < j.pointsNeeded) return lose(Reason::TooFewPoints);
    j.outcome = Outcome::Win;
    return j;
}

QString ImpasseJudgement::reasonText() const
{
    switch (reason) {
    case Reason::None:
        return outcome == Outcome::Draw
                   ? QStringLiteral("%1 points: a draw under the 24-point rule").arg(points)
                   : QStringLiteral("%1 points: the declaration wins").arg(points);
    case Reason::NotToMove:
        return QStringLiteral("a declaration is made on one's own turn");
    case Reason::NoTimeLeft:
        return QStringLiteral("no time left");
    case Reason::NoKing:
        return QStringLiteral("the declarer has no king");
    case Reason::KingNotInZone:
        return QStringLiteral("the king has not entered the enemy camp");
    case Reason::InCheck:
        return QStringLiteral("the king is in check");
    case Reason::TooFewPiecesInZone:
        return QStringLiteral("only %1 pieces besides the king in the enemy camp (10 needed)")
            .arg(piecesInZone);
    case Reason::TooFewPoints:
        return QStringLiteral("only %1 points (%2 needed)").arg(points).arg(pointsNeeded);
    }
    return {};
}

} // namespace kibitz::shogi
