// SPDX-License-Identifier: GPL-3.0-or-later
#include "gomokuposition.h"

#include "gomoku/gomokucoordinates.h"

#include <QCoreApplication>

// GomokuPosition's swap openings (swapopening.h): their setup, moves and steps.
namespace kibitz::gomoku {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::gomoku::GomokuPosition", text);
}
} // namespace

QString GomokuPosition::setOpening(SwapOpening opening, bool sideGiven)
{
    m_opening = opening;
    m_step = SwapStep::Done;
    m_blackSide = 0;
    if (opening == SwapOpening::None) return {};
    if (sideGiven) return tr("a swap opening decides the side to move itself");
    const QList<Point> &stones = m_board.history();
    for (qsizetype i = 0; i < stones.size(); ++i)
        if (m_board.at(stones[i]) != (i % 2 == 0 ? Stone::Black : Stone::White))
            return tr("a swap opening's stones are placed black, white, black…");
    if (stones.isEmpty())
        m_step = SwapStep::PlaceThree;
    else if (stones.size() == 3)
        m_step = SwapStep::ChooseAfterThree;
    else if (stones.size() == 5 && opening == SwapOpening::Swap2)
        m_step = SwapStep::ChooseAfterFive;
    else
        return tr("a swap opening starts from 0, 3 or (swap2) 5 stones");
    return {};
}

bool GomokuPosition::isLegalSwapMove(const QString &move) const
{
    if (move == swapMoveText) return m_step != SwapStep::PlaceThree;
    const std::optional<QList<Point>> stones = stonesOf(move, m_board.width(), m_board.height());
    if (!stones || !stoneCountsAt(m_opening, m_step).contains(int(stones->size()))) return false;
    Board board = m_board;
    QStringList canonical;
    for (Point p : *stones) {
        if (!board.isLegal(p)) return false;
        board.play(p);
        canonical << toGomocup(p);
    }
    return canonical.join(stoneSeparator) == move;
}

void GomokuPosition::playSwapMove(const QString &move)
{
    const int chooser = sideToMove();
    const QList<Point> stones = stonesOf(move, m_board.width(), m_board.height()).value();
    for (Point p : stones)
        m_board.play(p);
    if (stones.size() <= 1) {
        // "swap": the chooser takes black; one stone: it takes white and has played it.
        m_blackSide = stones.isEmpty() ? chooser : 1 - chooser;
        m_step = SwapStep::Done;
    } else {
        m_step =
            m_step == SwapStep::PlaceThree ? SwapStep::ChooseAfterThree : SwapStep::ChooseAfterFive;
    }
}

QString GomokuPosition::displaySwapMove(const QString &move) const
{
    const std::optional<QList<Point>> stones = stonesOf(move, m_board.width(), m_board.height());
    if (!stones || stones->isEmpty()) return move;
    QStringList shown;
    for (Point p : *stones)
        shown << toLetterNumber(p, m_board.height());
    return shown.join(stoneSeparator);
}

QString GomokuPosition::parseSwapMove(QStringView text) const
{
    if (text.compare(swapMoveText, Qt::CaseInsensitive) == 0) return swapMoveText;
    // Each stone as a move of the board read alone: "h8+i9+g6" or "7,7+8,6+6,9".
    const GomokuPosition plain(m_board);
    QStringList stones;
    for (QStringView part : text.split(stoneSeparator)) {
        const QString stone = plain.parseMove(part);
        if (stone.isEmpty()) return {};
        stones << stone;
    }
    return stones.join(stoneSeparator);
}

QString GomokuPosition::swapSetupText() const
{
    QString text = emptySetup(m_board.width(), m_board.height(), m_board.rule()) + u' ' +
                   openingName(m_opening);
    for (Point p : m_board.history())
        text += (m_board.at(p) == Stone::Black ? QStringLiteral(" B") : QStringLiteral(" W")) +
                toGomocup(p);
    return text;
}

} // namespace kibitz::gomoku
