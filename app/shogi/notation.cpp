// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/notation.h"

#include "shogi/japanese.h"
#include "shogi/usi.h"

#include <QVarLengthArray>

#include <array>

namespace kibitz::shogi {

namespace {
std::nullopt_t fail(QString *error, const QString &why)
{
    if (error) *error = why;
    return std::nullopt;
}

// Moves are looked at from Black's side: dy < 0 is forward (up), dx > 0 is to the left
// (towards file 9). White's moves are mirrored first.
enum class HDir { Left, None, Right };
enum class VDir { Up, None, Down };

struct Dir
{
    HDir h;
    VDir v;
};

Dir direction(Square from, Square to, Color c)
{
    int dx = to.file() - from.file();
    int dy = to.rank() - from.rank();
    if (c == Color::White) {
        dx = -dx;
        dy = -dy;
    }
    return {dx > 0   ? HDir::Left
            : dx < 0 ? HDir::Right
                     : HDir::None,
            dy < 0   ? VDir::Up
            : dy > 0 ? VDir::Down
                     : VDir::None};
}

QChar markFor(Color c)
{
    return c == Color::Black ? ja::blackMark[0] : ja::whiteMark[0];
}

// The common tail of KIF and KI2 parsing: "to" and the piece. Returns the index after them.
struct Head
{
    Square to;
    PieceType piece = PieceType::None;
    qsizetype next = 0;
};

std::optional<Head> parseHead(QStringView text, Square lastTo, QString *error)
{
    Head h;
    qsizetype i = 0;
    if (i < text.size() && text[i] == QChar(u'同')) {
        if (!lastTo.isValid()) return fail(error, QStringLiteral("同 without a previous move"));
        h.to = lastTo;
        ++i;
        while (i < text.size() && (text[i] == QChar(0x3000) || text[i] == QLatin1Char(' ')))
            ++i;
    } else {
        if (text.size() < 2) return fail(error, QStringLiteral("no destination square"));
        const int f = ja::digitValue(text[0]);
        const int r = ja::digitValue(text[1]);
        if (!f || !r) return fail(error, QStringLiteral("no destination square"));
        h.to = Square::at(f, r);
        i = 2;
        // "２二同　角" (an older form) names both.
        if (i < text.size() && text[i] == QChar(u'同')) {
            ++i;
            while (i < text.size() && (text[i] == QChar(0x3000) || text[i] == QLatin1Char(' ')))
                ++i;
        }
    }
    int len = 0;
    h.piece = ja::parsePieceName(text.mid(i), &len);
    if (h.piece == PieceType::None) return fail(error, QStringLiteral("no piece name"));
    h.next = i + len;
    return h;
}

// "７六歩" or, on the square the last move went to, "同　歩": how KIF and KI2 both begin a move.
void appendDestinationAndPiece(QString &text, const Move &move, Square lastTo)
{
    if (lastTo.isValid() && lastTo == move.to) {
        text += QChar(u'同');
        text += QChar(0x3000);
    } else {
        ja::appendSquareText(text, move.to);
    }
    text += ja::pieceMoveName(move.piece);
}

} // namespace

// ---- KIF ----------------------------------------------------------------------------------

void appendKifMove(QString &text, const Move &move, Square lastTo)
{
    appendDestinationAndPiece(text, move, lastTo);
    if (move.drop) {
        text += QChar(u'打');
        return;
    }
    if (move.promote) text += QChar(u'成');
    const QChar from[4] = {QLatin1Char('('), QChar(u'0' + move.from.file()),
                           QChar(u'0' + move.from.rank()), QLatin1Char(')')};
    text.append(from, 4);
}

std::optional<Move> parseKifMove(const Board &board, QStringView text, Square lastTo,
                                 QString *error)
{
    text = ja::trimmed(text);
    // "▲４五角打": a mark some programs write in KIF too; the move number says whose move it is.
    if (!text.isEmpty() && ja::isMoveMark(text[0])) text = text.mid(1);
    const auto head = parseHead(text, lastTo, error);
    if (!head) return std::nullopt;
    QStringView rest = text.mid(head->next);
    // "２二角　成(88)": spaces after the piece's name (as tsshogi reads them).
    while (rest.startsWith(QChar(0x3000)))
        rest = rest.mid(1);
    bool promote = false;
    if (rest.startsWith(QStringLiteral("不成")))
        rest = rest.mid(2);
    else if (rest.startsWith(QStringLiteral("成"))) {
        promote = true;
        rest = rest.mid(1);
    }
    if (rest.startsWith(QStringLiteral("打"))) {
        const Move m = board.dropMove(head->piece, head->to);
        if (!isHandType(head->piece) || promote || !board.isLegal(m))
            return fail(error, QStringLiteral("the drop is not legal here"));
        return m;
    }
    Square from;
    if (rest.startsWith(QLatin1Char('('))) {
        if (rest.size() < 4 || rest[3] != QLatin1Char(')'))
            return fail(error, QStringLiteral("bad from-square"));
        from = Square::at(ja::digitValue(rest[1]), ja::digitValue(rest[2]));
        if (!from.isValid()) return fail(error, QStringLiteral("bad from-square"));
        const Piece p = board.at(from);
        if (p.isNone() || p.color != board.sideToMove() || p.type != head->piece)
            return fail(error, QStringLiteral("no %1 of the side to move on %2%3")
                                   .arg(pieceTypeName(head->piece))
                                   .arg(from.file())
                                   .arg(from.rank()));
        const Move m = board.boardMove(from, head->to, promote);
        if (!board.isLegal(m)) return fail(error, QStringLiteral("the move is not legal here"));
        return m;
    }
    // No from-square: read it as KI2 (some programs write KIF moves that way).
    return parseKi2Move(board, text, lastTo, error);
}

// ---- KI2 ----------------------------------------------------------------------------------

namespace {
// The direction words of a KI2 move (at most two characters), written into words; returns how
// many.
int directionWords(const Board &board, const Move &move, char16_t words[2])
{
    const Color c = board.sideToMove();
    std::array<Square, 8> reaching;
    const int reachingCount = board.reachingSquares(move.to, Piece{move.piece, c}, reaching);
    QVarLengthArray<Square, 8> others;
    for (int i = 0; i < reachingCount; ++i)
        if (reaching[i] != move.from) others.append(reaching[i]);
    if (move.drop) {
        if (others.isEmpty()) return 0;
        words[0] = u'打';
        return 1;
    }
    if (others.isEmpty()) return 0;
    const Dir mine = direction(move.from, move.to, c);
    QVarLengthArray<VDir, 8> vDirs; // of the others that move the same way sideways
    QVarLengthArray<HDir, 8> hDirs; // of the others that move the same way up or down
    for (Square o : others) {
        const Dir d = direction(o, move.to, c);
        if (d.h == mine.h) vDirs.append(d.v);
        if (d.v == mine.v) hDirs.append(d.h);
    }
    int n = 0;
    bool noVertical = false;
    if (!hDirs.isEmpty()) {
        if (move.piece == PieceType::Horse || move.piece == PieceType::Dragon) {
            // Only two of them: 右 and 左 say which one, 直 is never needed.
            if (mine.h == HDir::Left || (mine.h == HDir::None && hDirs.first() == HDir::Right))
                words[n++] = u'右';
            else if (mine.h == HDir::Right || (mine.h == HDir::None && hDirs.first() == HDir::Left))
                words[n++] = u'左';
        } else if (mine.h == HDir::Left) {
            words[n++] = u'右';
        } else if (mine.h == HDir::Right) {
            words[n++] = u'左';
        } else {
            // No piece has three moves backwards, so 直 never needs 上/引/寄 as well.
            words[n++] = u'直';
            noVertical = true;
        }
    }
    if (!noVertical && (!vDirs.isEmpty() || hDirs.isEmpty()))
        words[n++] = mine.v == VDir::Down ? u'引' : mine.v == VDir::None ? u'寄' : u'上';
    return n;
}
} // namespace

QString ki2Directions(const Board &board, const Move &move)
{
    char16_t words[2];
    const int n = directionWords(board, move, words);
    return QString(reinterpret_cast<const QChar *>(words), n);
}

QString formatKi2Move(const Board &board, const Move &move, Square lastTo, bool mark)
{
    QString text;
    text.reserve(10);
    appendKi2Move(text, board, move, lastTo, mark);
    return text;
}

void appendKi2Move(QString &text, const Board &board, const Move &move, Square lastTo, bool mark)
{
    if (mark) text += markFor(board.sideToMove());
    appendDestinationAndPiece(text, move, lastTo);
    char16_t words[2];
    text.append(reinterpret_cast<const QChar *>(words), directionWords(board, move, words));
    if (!move.drop) {
        if (move.promote) {
            text += QChar(u'成');
        } else if (canPromote(move.piece)) {
            const auto inZone = [&](int rank) {
                return board.sideToMove() == Color::Black ? rank <= 3 : rank >= 7;
            };
            if (inZone(move.from.rank()) || inZone(move.to.rank())) text += u"不成";
        }
    }
}

namespace {
// The direction words of a KI2 move, as flags.
enum Ki2Word : unsigned { Right = 1, Left = 2, Straight = 4, Up = 8, Down = 16, Sideways = 32 };

// What follows a KI2 move's piece: direction words, 成/不成/打, and the from-square an old ES
// form writes ("△3二金(41)"); rest is what is left after them.
struct Ki2Tail
{
    unsigned words = 0;
    bool promote = false;
    bool drop = false;
    Square from;
    QStringView rest;
};

Ki2Tail parseKi2Tail(QStringView rest)
{
    Ki2Tail t;
    for (; !rest.isEmpty(); rest = rest.mid(1)) {
        const char16_t c = rest[0].unicode();
        const unsigned w = c == u'右'                 ? Right
                           : c == u'左'               ? Left
                           : c == u'直'               ? Straight
                           : c == u'上' || c == u'行' ? Up
                           : c == u'引'               ? Down
                           : c == u'寄'               ? Sideways
                                                      : 0u;
        if (!w) break;
        t.words |= w;
    }
    if (rest.startsWith(u"不成"))
        rest = rest.mid(2);
    else if (rest.startsWith(u'成')) {
        t.promote = true;
        rest = rest.mid(1);
    } else if (rest.startsWith(u'打')) {
        t.drop = true;
        rest = rest.mid(1);
    }
    if (rest.size() >= 4 && rest[0] == QLatin1Char('(') && rest[3] == QLatin1Char(')')) {
        t.from = Square::at(ja::digitValue(rest[1]), ja::digitValue(rest[2]));
        rest = rest.mid(4);
    }
    t.rest = rest;
    return t;
}

// Whether a move the way d goes is one the direction words allow.
bool allowedBy(unsigned words, Dir d, bool horseOrDragon)
{
    if ((words & Down) && d.v != VDir::Down) return false;
    if ((words & Sideways) && d.v != VDir::None) return false;
    if ((words & Up) && d.v != VDir::Up) return false;
    if ((words & Straight) && (d.h != HDir::None || d.v != VDir::Up)) return false;
    if (horseOrDragon) {
        // 右/左 say where the piece stands; it may still move straight, so only moves clearly
        // the other way are out.
        if ((words & Left) && d.h == HDir::Left) return false;
        if ((words & Right) && d.h == HDir::Right) return false;
        return true;
    }
    if ((words & Left) && d.h != HDir::Right) return false;
    if ((words & Right) && d.h != HDir::Left) return false;
    return true;
}

// The moves of the pieces of that kind that can legally go there and that the words allow, in
// square order: a KI2 move is resolved from them alone, never from the whole list of legal moves.
QVarLengthArray<Move, 8> ki2Candidates(const Board &board, const Head &head, const Ki2Tail &tail)
{
    const Color c = board.sideToMove();
    const bool horseOrDragon = head.piece == PieceType::Horse || head.piece == PieceType::Dragon;
    QVarLengthArray<Move, 8> candidates;
    std::array<Square, 8> reaching;
    const int reachingCount = board.reachingSquares(head.to, Piece{head.piece, c}, reaching);
    for (int i = 0; i < reachingCount; ++i) {
        const Square sq = reaching[i];
        if (tail.from.isValid() && sq != tail.from) continue;
        const Move m = board.boardMove(sq, head.to, tail.promote);
        if (board.isLegal(m) && allowedBy(tail.words, direction(m.from, m.to, c), horseOrDragon))
            candidates.append(m);
    }
    if (candidates.size() == 2 && horseOrDragon && (tail.words & (Left | Right))) {
        // Both 竜 stand on the same file or rank as the square: 右 is the one on the right.
        const Square a = candidates[0].from, b = candidates[1].from;
        const bool aRight = c == Color::Black ? a.file() < b.file() : a.file() > b.file();
        if (a.file() != b.file()) {
            const Move chosen =
                (bool(tail.words & Right) == aRight) ? candidates[0] : candidates[1];
            candidates = {chosen};
        }
    }
    return candidates;
}
} // namespace

std::optional<Move> parseKi2Move(const Board &board, QStringView text, Square lastTo,
                                 QString *error)
{
    text = ja::trimmed(text);
    if (!text.isEmpty() && ja::isMoveMark(text[0])) {
        const Color said = ja::isBlackMark(text[0]) ? Color::Black : Color::White;
        if (said != board.sideToMove())
            return fail(error,
                        QStringLiteral("it is %1's move").arg(colorName(board.sideToMove())));
        text = text.mid(1);
    }
    const auto head = parseHead(text, lastTo, error);
    if (!head) return std::nullopt;
    const Ki2Tail tail = parseKi2Tail(text.mid(head->next));
    if (!ja::trimmed(tail.rest).isEmpty())
        return fail(error, QStringLiteral("unexpected '%1'").arg(tail.rest.toString()));
    const Move dropMove = board.dropMove(head->piece, head->to);
    // Asked only when needed: most moves are no drops.
    const auto dropLegal = [&] { return isHandType(head->piece) && board.isLegal(dropMove); };
    if (tail.drop) {
        if (!dropLegal()) return fail(error, QStringLiteral("the drop is not legal here"));
        return dropMove;
    }
    const QVarLengthArray<Move, 8> candidates = ki2Candidates(board, *head, tail);
    if (candidates.size() == 1) return candidates.front();
    if (candidates.isEmpty() && tail.words == 0 && !tail.promote && dropLegal()) return dropMove;
    if (candidates.isEmpty()) return fail(error, QStringLiteral("no legal move matches"));
    return fail(error,
                QStringLiteral("ambiguous: %1 pieces can move there").arg(candidates.size()));
}

QString formatKi2Line(const Board &board, const QList<Move> &moves, Square lastTo)
{
    Board b = board;
    QString text;
    for (const Move &m : moves) {
        if (!b.isLegal(m)) break;
        text += formatKi2Move(b, m, lastTo);
        b.doMove(m);
        lastTo = m.to;
    }
    return text;
}

QList<Move> parseKi2Line(const Board &board, QStringView text, Square lastTo)
{
    QList<Move> moves;
    Board b = board;
    QString clean;
    clean.reserve(text.size());
    for (QChar c : text)
        if (!ja::isSpace(c)) clean += c; // U+3000 too
    // 同 needs its space back for nothing: parseHead skips spaces only when present.
    qsizetype start = 0;
    while (start < clean.size()) {
        qsizetype end = start + 1;
        while (end < clean.size() && !ja::isMoveMark(clean[end]))
            ++end;
        const auto m = parseKi2Move(b, QStringView(clean).mid(start, end - start), lastTo);
        if (!m) break;
        moves.append(*m);
        b.doMove(*m);
        lastTo = m->to;
        start = end;
    }
    return moves;
}

// ---- CSA ----------------------------------------------------------------------------------

namespace {
constexpr std::array<const char *, pieceTypeCount> csaNames{
    "", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU", "TO", "NY", "NK", "NG", "UM", "RY"};
}

QString csaPieceName(PieceType t)
{
    // Made once: records ask for one per move they write.
    static const std::array<QString, pieceTypeCount> names = [] {
        std::array<QString, pieceTypeCount> n;
        for (int i = 0; i < pieceTypeCount; ++i)
            n[i] = QString::fromLatin1(csaNames[i]);
        return n;
    }();
    return names[index(t)];
}

PieceType csaPieceType(QStringView name)
{
    for (int i = 1; i < pieceTypeCount; ++i)
        if (name == QLatin1StringView(csaNames[i])) return PieceType(i);
    return PieceType::None;
}

QString formatCsaMove(const Move &move, Color mover)
{
    // Built in place: every move of a CSA record written passes through here.
    const char *piece = csaNames[index(move.pieceAfter())];
    const QChar text[7] = {mover == Color::Black ? QLatin1Char('+') : QLatin1Char('-'),
                           QChar(u'0' + (move.drop ? 0 : move.from.file())),
                           QChar(u'0' + (move.drop ? 0 : move.from.rank())),
                           QChar(u'0' + move.to.file()),
                           QChar(u'0' + move.to.rank()),
                           QLatin1Char(piece[0]),
                           QLatin1Char(piece[0] ? piece[1] : '\0')};
    return QString(text, piece[0] ? 7 : 5);
}

std::optional<Move> parseCsaMove(const Board &board, QStringView text, QString *error)
{
    text = ja::trimmed(text);
    if (!text.isEmpty() && (text[0] == QLatin1Char('+') || text[0] == QLatin1Char('-'))) {
        const Color said = text[0] == QLatin1Char('+') ? Color::Black : Color::White;
        if (said != board.sideToMove())
            return fail(error,
                        QStringLiteral("it is %1's move").arg(colorName(board.sideToMove())));
        text = text.mid(1);
    }
    if (text.size() != 6) return fail(error, QStringLiteral("a CSA move is like +7776FU"));
    for (int i = 0; i < 4; ++i)
        if (text[i] < QLatin1Char('0') || text[i] > QLatin1Char('9'))
            return fail(error, QStringLiteral("a CSA move is like +7776FU"));
    const PieceType after = csaPieceType(text.mid(4, 2));
    const Square to = Square::at(text[2].digitValue(), text[3].digitValue());
    if (after == PieceType::None || !to.isValid())
        return fail(error, QStringLiteral("a CSA move is like +7776FU"));
    if (text[0] == QLatin1Char('0') && text[1] == QLatin1Char('0')) {
        const Move m = board.dropMove(after, to);
        if (!isHandType(after) || !board.isLegal(m))
            return fail(error, QStringLiteral("the drop is not legal here"));
        return m;
    }
    const Square from = Square::at(text[0].digitValue(), text[1].digitValue());
    if (!from.isValid()) return fail(error, QStringLiteral("bad from-square"));
    const Piece p = board.at(from);
    if (p.isNone() || p.color != board.sideToMove())
        return fail(error, QStringLiteral("no piece of the side to move on %1%2")
                               .arg(from.file())
                               .arg(from.rank()));
    const bool promote = p.type != after;
    if (promote && promoted(p.type) != after)
        return fail(error, QStringLiteral("the piece on %1%2 is not a %3")
                               .arg(from.file())
                               .arg(from.rank())
                               .arg(text.mid(4, 2).toString()));
    const Move m = board.boardMove(from, to, promote);
    if (!board.isLegal(m)) return fail(error, QStringLiteral("the move is not legal here"));
    return m;
}

} // namespace kibitz::shogi
