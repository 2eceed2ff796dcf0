// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/bod.h"

#include "shogi/japanese.h"

#include <QCoreApplication>

namespace kibitz::shogi {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::shogi::Bod", text);
}
constexpr std::array<PieceType, 7> handOrder{PieceType::Rook,   PieceType::Bishop, PieceType::Gold,
                                             PieceType::Silver, PieceType::Knight, PieceType::Lance,
                                             PieceType::Pawn};
} // namespace

QString Bod::handText(const Board &board, Color c)
{
    QString text;
    for (PieceType t : handOrder) {
        const int n = board.handCount(c, t);
        if (n <= 0) continue;
        text += ja::pieceBoardName(t);
        if (n >= 2) text += ja::kanjiNumber(n);
        text += QChar(0x3000);
    }
    return text.isEmpty() ? QStringLiteral("なし") : text;
}

QStringList Bod::write(const Board &board)
{
    QStringList lines;
    lines << QStringLiteral("後手の持駒：") + handText(board, Color::White);
    lines << QStringLiteral("  ９ ８ ７ ６ ５ ４ ３ ２ １");
    lines << QStringLiteral("+---------------------------+");
    for (int rank = 1; rank <= 9; ++rank) {
        QString row = QStringLiteral("|");
        for (int file = 9; file >= 1; --file) {
            const Piece p = board.at(Square::at(file, rank));
            if (p.isNone())
                row += QStringLiteral(" ・");
            else
                row += (p.color == Color::Black ? QStringLiteral(" ") : QStringLiteral("v")) +
                       ja::pieceBoardName(p.type);
        }
        lines << row + QStringLiteral("|") + ja::rankText(rank);
    }
    lines << QStringLiteral("+---------------------------+");
    lines << QStringLiteral("先手の持駒：") + handText(board, Color::Black);
    lines << (board.sideToMove() == Color::Black ? QStringLiteral("先手番")
                                                 : QStringLiteral("後手番"));
    return lines;
}

bool Bod::readHand(QStringView text, Color c)
{
    const QString t = text.toString().replace(QChar(0x3000), QLatin1Char(' '));
    for (const QString &word : t.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (word == QStringLiteral("なし")) continue;
        int len = 0;
        const PieceType p = ja::parsePieceName(word, &len);
        const int n = word.size() > len ? ja::parseNumber(QStringView(word).mid(len)) : 1;
        if (!isHandType(p) || n <= 0 || n > fullSetCount(p)) {
            m_error = tr("cannot read the hand piece '%1'").arg(word);
            return true;
        }
        m_board.setHandCount(c, p, m_board.handCount(c, p) + n);
    }
    return true;
}

bool Bod::feed(QStringView line)
{
    const QStringView l = line;
    for (const auto &[prefix, color] : {std::pair{QStringLiteral("後手の持駒"), Color::White},
                                        std::pair{QStringLiteral("上手の持駒"), Color::White},
                                        std::pair{QStringLiteral("先手の持駒"), Color::Black},
                                        std::pair{QStringLiteral("下手の持駒"), Color::Black}}) {
        if (l.startsWith(prefix) && l.size() > prefix.size() &&
            (l[prefix.size()] == QChar(u'：') || l[prefix.size()] == QLatin1Char(':'))) {
            m_started = true;
            return readHand(l.mid(prefix.size() + 1), color);
        }
    }
    if (l.startsWith(QStringLiteral("先手番")) || l.startsWith(QStringLiteral("下手番"))) {
        m_board.setSideToMove(Color::Black);
        m_started = true;
        return true;
    }
    if (l.startsWith(QStringLiteral("後手番")) || l.startsWith(QStringLiteral("上手番"))) {
        m_board.setSideToMove(Color::White);
        m_started = true;
        return true;
    }
    if (l.startsWith(QStringLiteral("  ９ ８")) || l.startsWith(QStringLiteral("+---"))) {
        m_started = true;
        return true;
    }
    if (l.startsWith(QLatin1Char('|'))) {
        m_started = true;
        // |v香v桂 ・ … |一 : two characters per square, then '|' and the rank.
        if (l.size() < 21 || l[19] != QLatin1Char('|')) {
            m_error = tr("a board row must hold nine squares");
            return true;
        }
        const int rank = ja::digitValue(l[20]);
        if (!rank) {
            m_error = tr("a board row must end with its rank");
            return true;
        }
        for (int x = 0; x < 9; ++x) {
            const QChar side = l[1 + 2 * x];
            const QChar name = l[2 + 2 * x];
            const Square sq = Square::at(9 - x, rank);
            if (name == QChar(u'・') || name == QChar(0x3000) || name == QLatin1Char(' ')) {
                m_board.setPiece(sq, Piece{});
                continue;
            }
            const PieceType t = ja::parsePieceName(QStringView(&name, 1));
            if (t == PieceType::None) {
                m_error = tr("unknown piece '%1' on the board").arg(name);
                return true;
            }
            m_board.setPiece(sq, Piece{t, side == QLatin1Char('v') ? Color::White : Color::Black});
        }
        ++m_rowsRead;
        return true;
    }
    return false;
}

std::optional<Board> Bod::board(QString *error) const
{
    QString why = m_error;
    if (why.isEmpty() && m_rowsRead != 9) why = tr("the board diagram must have nine ranks");
    if (why.isEmpty()) why = m_board.validate();
    if (!why.isEmpty()) {
        if (error) *error = why;
        return std::nullopt;
    }
    return m_board;
}

} // namespace kibitz::shogi
