// SPDX-License-Identifier: GPL-3.0-or-later
// SFEN, both ways (the USI specification's position notation).
#include "shogi/board.h"

#include <QCoreApplication>

namespace kibitz::shogi {

namespace {
// The reasons are read inside translated sentences ("This is not an SFEN: …"), so they are
// translated too. lupdate files a tr() outside a class under its namespace.
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::shogi", text);
}

// The words of pieceTypeName() and colorName() that the reasons name, translated with them.
constexpr const char *words[] = {
    QT_TRANSLATE_NOOP("kibitz::shogi", "pawn"),   QT_TRANSLATE_NOOP("kibitz::shogi", "lance"),
    QT_TRANSLATE_NOOP("kibitz::shogi", "knight"), QT_TRANSLATE_NOOP("kibitz::shogi", "silver"),
    QT_TRANSLATE_NOOP("kibitz::shogi", "gold"),   QT_TRANSLATE_NOOP("kibitz::shogi", "bishop"),
    QT_TRANSLATE_NOOP("kibitz::shogi", "rook"),   QT_TRANSLATE_NOOP("kibitz::shogi", "king"),
    QT_TRANSLATE_NOOP("kibitz::shogi", "black"),  QT_TRANSLATE_NOOP("kibitz::shogi", "white"),
};
QString word(const QString &english)
{
    for (const char *w : words)
        if (english == QLatin1String(w)) return tr(w);
    return english;
}

bool fail(QString *error, const QString &text)
{
    if (error) *error = QLatin1String("SFEN: ") + text;
    return false;
}

bool parseBoard(QStringView text, Board &board, QString *error)
{
    const QList<QStringView> ranks = text.split(QLatin1Char('/'));
    if (ranks.size() != 9)
        return fail(error, tr("the board has %1 ranks separated by '/', not 9").arg(ranks.size()));
    for (int r = 0; r < 9; ++r) {
        int file = 9;
        bool promote = false;
        for (const QChar ch : ranks[r]) {
            if (ch == QLatin1Char('+')) {
                if (promote) return fail(error, tr("'++' in rank %1").arg(r + 1));
                promote = true;
                continue;
            }
            if (ch >= QLatin1Char('1') && ch <= QLatin1Char('9')) {
                if (promote) return fail(error, tr("'+' before a digit in rank %1").arg(r + 1));
                file -= ch.unicode() - '0';
                if (file < 0) return fail(error, tr("rank %1 has more than 9 squares").arg(r + 1));
                continue;
            }
            PieceType t = pieceTypeFromSfenLetter(ch);
            if (t == PieceType::None)
                return fail(error, tr("unknown piece letter '%1' in rank %2").arg(ch).arg(r + 1));
            if (promote) {
                if (!canPromote(t))
                    return fail(error, tr("a %1 cannot be promoted ('+%2' in rank %3)")
                                           .arg(word(pieceTypeName(t)))
                                           .arg(ch)
                                           .arg(r + 1));
                t = promoted(t);
                promote = false;
            }
            if (file < 1) return fail(error, tr("rank %1 has more than 9 squares").arg(r + 1));
            board.setPiece(Square::at(file, r + 1),
                           {t, ch.isUpper() ? Color::Black : Color::White});
            --file;
        }
        if (promote) return fail(error, tr("'+' at the end of rank %1").arg(r + 1));
        if (file != 0)
            return fail(error, tr("rank %1 has %2 squares, not 9").arg(r + 1).arg(9 - file));
    }
    return true;
}

bool parseHands(QStringView text, Board &board, QString *error)
{
    if (text == QLatin1String("-")) return true;
    int count = 0; // 0: no digits read
    for (const QChar ch : text) {
        if (ch.isDigit() && ch.unicode() < 128) {
            count = count * 10 + (ch.unicode() - '0');
            if (count > 18) return fail(error, tr("hand count above 18 in '%1'").arg(text));
            continue;
        }
        const PieceType t = pieceTypeFromSfenLetter(ch);
        if (t == PieceType::None || t == PieceType::King)
            return fail(error, tr("'%1' cannot be in a hand ('%2')").arg(ch).arg(text));
        const int n = count == 0 ? 1 : count;
        const Color c = ch.isUpper() ? Color::Black : Color::White;
        const int total = board.handCount(c, t) + n;
        if (total > fullSetCount(t))
            return fail(error, tr("%1 has %2 %3s in hand (a set has %4)")
                                   .arg(word(colorName(c)))
                                   .arg(total)
                                   .arg(word(pieceTypeName(t)))
                                   .arg(fullSetCount(t)));
        board.setHandCount(c, t, total);
        count = 0;
    }
    if (count != 0) return fail(error, tr("hand '%1' ends with a count").arg(text));
    return true;
}
} // namespace

std::optional<Board> Board::fromSfen(QStringView sfen, QString *error)
{
    std::optional<Board> board = fromSfenUnchecked(sfen, error);
    if (!board) return std::nullopt;
    const QString problem = board->validate();
    if (!problem.isEmpty()) {
        fail(error, problem);
        return std::nullopt;
    }
    return board;
}

std::optional<Board> Board::fromSfenUnchecked(QStringView sfen, QString *error)
{
    QList<QStringView> fields = sfen.trimmed().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!fields.isEmpty() && fields.first() == QLatin1String("sfen")) fields.removeFirst();
    if (fields.size() == 1 && fields.first() == QLatin1String("startpos")) return startPosition();
    if (fields.size() < 3 || fields.size() > 4) {
        fail(error,
             QCoreApplication::translate(
                 "kibitz::shogi", "expected 3 or 4 fields (board, side, hands, move number), "
                                  "found %1")
                 .arg(fields.size()));
        return std::nullopt;
    }
    Board board;
    if (!parseBoard(fields[0], board, error)) return std::nullopt;
    if (fields[1] == QLatin1String("b")) {
        board.setSideToMove(Color::Black);
    } else if (fields[1] == QLatin1String("w")) {
        board.setSideToMove(Color::White);
    } else {
        fail(error, QCoreApplication::translate("kibitz::shogi",
                                                "the side to move is 'b' or 'w', not '%1'")
                        .arg(fields[1]));
        return std::nullopt;
    }
    if (!parseHands(fields[2], board, error)) return std::nullopt;
    if (fields.size() == 4) {
        bool ok = false;
        const int n = fields[3].toInt(&ok);
        if (!ok || n < 1) {
            fail(error, QCoreApplication::translate(
                            "kibitz::shogi", "the move number must be a positive integer, not '%1'")
                            .arg(fields[3]));
            return std::nullopt;
        }
        board.setMoveNumber(n);
    }
    return board;
}

QString Board::toSfen(bool withMoveNumber) const
{
    QString text;
    text.reserve(90);
    for (int r = 1; r <= 9; ++r) {
        if (r > 1) text += QLatin1Char('/');
        int empties = 0;
        for (int f = 9; f >= 1; --f) {
            const Piece p = at(Square::at(f, r));
            if (p.isNone()) {
                ++empties;
                continue;
            }
            if (empties) text += QChar(u'0' + empties);
            empties = 0;
            if (isPromoted(p.type)) text += QLatin1Char('+');
            const QChar letter = sfenLetter(p.type);
            text += p.color == Color::Black ? letter : letter.toLower();
        }
        if (empties) text += QChar(u'0' + empties);
    }
    text += m_side == Color::Black ? QLatin1String(" b ") : QLatin1String(" w ");
    bool anyInHand = false;
    for (Color c : {Color::Black, Color::White}) {
        for (PieceType t : handTypesSfenOrder) {
            const int n = handCount(c, t);
            if (n == 0) continue;
            anyInHand = true;
            if (n > 1) text += QString::number(n);
            const QChar letter = sfenLetter(t);
            text += c == Color::Black ? letter : letter.toLower();
        }
    }
    if (!anyInHand) text += QLatin1Char('-');
    if (withMoveNumber) text += QLatin1Char(' ') + QString::number(m_moveNumber);
    return text;
}

} // namespace kibitz::shogi
