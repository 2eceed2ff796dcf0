// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/usi.h"

namespace kibitz::shogi {

namespace {
std::nullopt_t fail(QString *error, QStringView text, const QString &why)
{
    if (error) *error = QStringLiteral("USI move '%1': %2").arg(text, why);
    return std::nullopt;
}
} // namespace

QString squareToUsi(Square sq)
{
    if (!sq.isValid()) return {};
    return QString(QChar(u'0' + sq.file())) + QChar(u'a' + sq.rank() - 1);
}

Square squareFromUsi(QStringView text)
{
    if (text.size() != 2) return {};
    const char16_t f = text[0].unicode();
    const char16_t r = text[1].unicode();
    if (f < u'1' || f > u'9' || r < u'a' || r > u'i') return {};
    return Square::at(f - u'0', r - u'a' + 1);
}

QString toUsi(const Move &m)
{
    if (m.isNull()) return {};
    // Built in place: every move of every record passes through here.
    QChar text[5];
    qsizetype n = 0;
    auto square = [&](Square sq) {
        text[n++] = QChar(u'0' + sq.file());
        text[n++] = QChar(u'a' + sq.rank() - 1);
    };
    if (m.drop) {
        text[n++] = sfenLetter(m.piece);
        text[n++] = QLatin1Char('*');
    } else {
        square(m.from);
    }
    square(m.to);
    if (m.promote) text[n++] = QLatin1Char('+');
    return QString(text, n);
}

std::optional<UsiMove> parseUsiMove(QStringView text, QString *error)
{
    if (text.isEmpty()) return fail(error, text, QStringLiteral("empty"));
    if (text == QLatin1String("resign") || text == QLatin1String("win"))
        return fail(error, text, QStringLiteral("a game-ending word, not a move"));
    UsiMove move;
    if (text.size() >= 2 && text[1] == QLatin1Char('*')) {
        if (text.size() != 4)
            return fail(error, text, QStringLiteral("a drop is a piece letter, '*' and a square"));
        const QChar letter = text[0];
        const PieceType t = pieceTypeFromSfenLetter(letter);
        if (t == PieceType::None || t == PieceType::King || !letter.isUpper())
            return fail(error, text,
                        QStringLiteral("'%1' is not a piece that can be dropped (P L N S G B R)")
                            .arg(letter));
        move.drop = t;
        move.to = squareFromUsi(text.mid(2, 2));
        if (!move.to.isValid())
            return fail(error, text,
                        QStringLiteral("'%1' is not a square (1a to 9i)").arg(text.mid(2, 2)));
        return move;
    }
    if (text.size() != 4 && text.size() != 5)
        return fail(error, text,
                    QStringLiteral("expected a from-square and a to-square, like 7g7f"));
    move.from = squareFromUsi(text.mid(0, 2));
    move.to = squareFromUsi(text.mid(2, 2));
    if (!move.from.isValid())
        return fail(error, text,
                    QStringLiteral("'%1' is not a square (1a to 9i)").arg(text.mid(0, 2)));
    if (!move.to.isValid())
        return fail(error, text,
                    QStringLiteral("'%1' is not a square (1a to 9i)").arg(text.mid(2, 2)));
    if (move.from == move.to)
        return fail(error, text, QStringLiteral("from and to are the same square"));
    if (text.size() == 5) {
        if (text[4] != QLatin1Char('+'))
            return fail(error, text, QStringLiteral("only '+' may follow the squares"));
        move.promote = true;
    }
    return move;
}

std::optional<Move> moveFromUsi(const Board &board, QStringView text, QString *error)
{
    const std::optional<UsiMove> parsed = parseUsiMove(text, error);
    if (!parsed) return std::nullopt;
    const Color us = board.sideToMove();
    Move m;
    if (parsed->drop != PieceType::None) {
        if (board.handCount(us, parsed->drop) == 0)
            return fail(error, text,
                        QStringLiteral("%1 has no %2 in hand")
                            .arg(colorName(us), pieceTypeName(parsed->drop)));
        m = board.dropMove(parsed->drop, parsed->to);
    } else {
        const Piece p = board.at(parsed->from);
        if (p.isNone() || p.color != us)
            return fail(error, text,
                        QStringLiteral("%1 has no piece on %2")
                            .arg(colorName(us), squareToUsi(parsed->from)));
        m = board.boardMove(parsed->from, parsed->to, parsed->promote);
    }
    if (!board.isLegal(m))
        return fail(error, text, QStringLiteral("not a legal move in this position"));
    return m;
}

} // namespace kibitz::shogi
