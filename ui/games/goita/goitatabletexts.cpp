// SPDX-License-Identifier: GPL-3.0-or-later
#include "goitatablewidget.h"

#include "goita/goitaposition.h"

// What the goita table writes: the seats' labels, the last round's outcome, the lines in the
// middle of the table and the hint to the person to move. The drawing is in goitatablewidget.cpp.
namespace kibitz {

using goita::GoitaPosition;
using goita::Round;
using goita::RoundResult;
using goita::Table;

QString GoitaTableWidget::seatLabel(int seat) const
{
    QStringList parts{tr("Seat %1").arg(seat)};
    if (!m_position) return parts.first();
    const Round &round = shownRound();
    if (round.dealer() == seat) parts << tr("dealer");
    if (round.goshiSeats().contains(seat)) parts << QStringLiteral("5し");
    if (seat != m_bottom && !showsAll())
        parts << tr("%1 in hand").arg(round.table().piecesLeft(seat));
    return parts.join(QStringLiteral(" · "));
}

QString GoitaTableWidget::lastRoundText() const
{
    if (!m_position) return {};
    // The round just finished: the one before the current deal, or the last one when the game
    // is over.
    const int index = m_finished >= 0                ? m_finished
                      : m_position->round().isOver() ? m_position->roundIndex()
                                                     : m_position->roundIndex() - 1;
    if (index < 0) return {};
    const std::optional<RoundResult> r = m_position->rounds()[index].round.result();
    if (!r) return {};
    const int number = index + 1;
    switch (r->kind) {
    case RoundResult::Kind::Redeal:
        return tr("Round %1: dealt again").arg(number);
    case RoundResult::Kind::Finish:
        return r->doubled ? tr("Round %1: seat %2 went out, %3 points (doubled)")
                                .arg(number)
                                .arg(r->winner)
                                .arg(r->points)
                          : tr("Round %1: seat %2 went out, %3 points")
                                .arg(number)
                                .arg(r->winner)
                                .arg(r->points);
    case RoundResult::Kind::SixShi:
    case RoundResult::Kind::SevenShi:
    case RoundResult::Kind::EightShi: {
        const int shi = r->kind == RoundResult::Kind::SixShi     ? 6
                        : r->kind == RoundResult::Kind::SevenShi ? 7
                                                                 : 8;
        return tr("Round %1: seat %2 was dealt %3し, %4 points")
            .arg(number)
            .arg(r->winner)
            .arg(shi)
            .arg(r->points);
    }
    case RoundResult::Kind::GoshiWin:
        return tr("Round %1: seats %2 and %3 were both dealt 5し")
            .arg(number)
            .arg(r->team())
            .arg(r->team() + 2);
    }
    return {};
}

QStringList GoitaTableWidget::infoLines() const
{
    if (!m_position) return {tr("No game")};
    if (m_finished >= 0) return finishedRoundLines();
    const GoitaPosition &p = *m_position;
    const Round &round = p.round();
    const Table &table = round.table();
    QStringList lines;
    lines << tr("Round %1 · to %2 points").arg(p.roundIndex() + 1).arg(p.rules().targetScore);
    lines << tr("Seats 0 & 2: %1   Seats 1 & 3: %2").arg(p.scores()[0]).arg(p.scores()[1]);
    if (p.winningTeam() >= 0) {
        lines << tr("Seats %1 and %2 win the game").arg(p.winningTeam()).arg(p.winningTeam() + 2);
    } else if (p.isGoshiDecision()) {
        lines << tr("Seat %1 was dealt five し: seat %2 decides")
                     .arg(goita::partnerOf(p.sideToMove()))
                     .arg(p.sideToMove());
    } else if (table.attacker() < 0) {
        lines << tr("Seat %1 leads").arg(table.turn());
    } else if (table.isLeading()) {
        lines << tr("All passed on %1: seat %2 leads again")
                     .arg(goita::pieceName(table.attack()))
                     .arg(table.turn());
    } else {
        lines << tr("Attack: %1 by seat %2")
                     .arg(goita::pieceName(table.attack()))
                     .arg(table.attacker());
    }
    if (const QString hint = hintText(); !hint.isEmpty()) lines << hint;
    const QString last = lastRoundText();
    if (!last.isEmpty()) lines << last;
    return lines;
}

QString GoitaTableWidget::hintText() const
{
    if (!canAct()) return {};
    const Table &table = m_position->round().table();
    if (m_position->isGoshiDecision())
        return tr("Your turn: play on or redeal (click the table to see the question)");
    if (m_selected >= 0) return tr("Your turn: now click the piece to attack with");
    if (table.isLeading()) return tr("Your lead: click the piece to play face down");
    if (m_legal.isEmpty())
        return tr("Your turn: you cannot block %1, pass").arg(goita::pieceName(table.attack()));
    return tr("Your turn: block %1 and attack, or pass").arg(goita::pieceName(table.attack()));
}

} // namespace kibitz
