// SPDX-License-Identifier: GPL-3.0-or-later
#include "goitaposition.h"

#include <QCoreApplication>

namespace kibitz::goita {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::goita::GoitaPosition", text);
}

// The pieces' names as players write them; 王 and 玉 are one piece.
std::optional<Piece> pieceFromName(QChar c)
{
    static constexpr std::pair<char16_t, Piece> names[] = {
        {u'王', Piece::King},   {u'玉', Piece::King},  {u'飛', Piece::Rook},
        {u'角', Piece::Bishop}, {u'金', Piece::Gold},  {u'銀', Piece::Silver},
        {u'馬', Piece::Horse},  {u'香', Piece::Lance}, {u'し', Piece::Shi}};
    for (const auto &[name, piece] : names)
        if (c == name) return piece;
    return std::nullopt;
}
} // namespace

const QString GoitaPosition::proceedMove = QStringLiteral("proceed");
const QString GoitaPosition::redealMove = QStringLiteral("redeal");

GoitaPosition::GoitaPosition(const GoitaSetup &setup) : m_setup(setup)
{
    m_setup.moves.clear();
    m_scores = setup.score;
    const Deal first = m_setup.deal(0);
    startRound(0, first.dealer >= 0 ? first.dealer : m_setup.firstDealer, m_scores);
    settle();
}

std::unique_ptr<GoitaPosition> GoitaPosition::fromSetup(QStringView text, QString *error)
{
    const std::optional<GoitaSetup> setup = GoitaSetup::parse(text, error);
    if (!setup) return nullptr;
    auto position = std::make_unique<GoitaPosition>(*setup);
    for (const QString &move : setup->moves) {
        if (!position->isLegal(move)) {
            if (error)
                *error = tr("goita setup: move %1 ('%2') is not legal")
                             .arg(position->moveCount() + 1)
                             .arg(move.left(20));
            return nullptr;
        }
        position->play(move);
    }
    return position;
}

void GoitaPosition::startRound(int dealIndex, int dealer, const std::array<int, 2> &scoreBefore)
{
    const Deal deal = m_setup.deal(dealIndex);
    // Deals are checked when the setup is read, and drawn ones are whole sets.
    std::optional<Round> round = Round::deal(deal.hands, dealer, m_setup.rules);
    Q_ASSERT(round);
    m_rounds.append({*round, scoreBefore, {}, m_moveCount});
}

void GoitaPosition::settle()
{
    while (m_winningTeam < 0 && round().isOver()) {
        const RoundResult r = *round().result();
        if (r.winner >= 0) m_scores[r.team()] += r.points;
        if (r.winsGame) {
            m_winningTeam = r.team();
            return;
        }
        // The team that just scored first: only it can have reached the target now.
        for (int team : {r.team(), 0, 1}) {
            if (team >= 0 && m_scores[team] >= m_setup.rules.targetScore) {
                m_winningTeam = team;
                return;
            }
        }
        const int index = int(m_rounds.size());
        const Deal next = m_setup.deal(index);
        startRound(index, next.dealer >= 0 ? next.dealer : r.nextDealer(round().dealer()),
                   m_scores);
    }
}

std::unique_ptr<Position> GoitaPosition::clone() const
{
    return std::make_unique<GoitaPosition>(*this);
}

int GoitaPosition::sideToMove() const
{
    if (isGoshiDecision()) return round().goshiDecider();
    return round().isOver() ? round().dealer() : round().turn();
}

QStringList GoitaPosition::legalMoves() const
{
    if (m_winningTeam >= 0) return {};
    if (isGoshiDecision()) return {proceedMove, redealMove};
    return round().legalMoveTexts();
}

bool GoitaPosition::isLegal(const QString &move) const
{
    if (m_winningTeam >= 0) return false;
    if (isGoshiDecision()) return move == proceedMove || move == redealMove;
    const std::optional<Move> m = Move::fromText(move);
    return m && round().isLegal(*m);
}

void GoitaPosition::play(const QString &move)
{
    Q_ASSERT(isLegal(move));
    RoundEntry &entry = m_rounds.last();
    if (isGoshiDecision()) {
        entry.decision = move;
        entry.round.decideGoshi(move == proceedMove);
    } else {
        entry.round.play(*Move::fromText(move));
    }
    ++m_moveCount;
    m_moves << move;
    settle();
}

GameResult GoitaPosition::result() const
{
    if (m_winningTeam < 0) return {};
    const RoundResult last = *round().result();
    const int a = m_winningTeam, b = m_winningTeam + 2;
    const QString detail = last.winsGame ? tr("5し dealt to both seats %1 and %2").arg(a).arg(b)
                                         : tr("seats %1 and %2 reach %3 points (%4 to %5)")
                                               .arg(a)
                                               .arg(b)
                                               .arg(m_setup.rules.targetScore)
                                               .arg(m_scores[m_winningTeam])
                                               .arg(m_scores[1 - m_winningTeam]);
    return GameResult::win(last.winner, EndReason::Rules, detail);
}

QString GoitaPosition::displayMove(const QString &move) const
{
    if (move == proceedMove) return tr("5し: play on");
    if (move == redealMove) return tr("5し: redeal");
    const std::optional<Move> m = Move::fromText(move);
    if (!m) return move;
    // なし in the Japanese interface; the pieces keep their names, as goita players write them.
    if (m->isPass()) return tr("pass");
    return m->displayText(round().table().isLeading());
}

QString GoitaPosition::displayMoveFor(const QString &move, int viewer) const
{
    std::optional<Move> m = Move::fromText(move);
    if (viewer < 0 || !m || m->isPass() || !round().table().isLeading() || sideToMove() == viewer)
        return displayMove(move);
    m->first = Piece::Hidden;
    return m->displayText(true);
}

QString GoitaPosition::parseMove(QStringView text) const
{
    const QStringView t = text.trimmed();
    if (t == proceedMove || t == redealMove) return t.toString();
    // The 5し decision as displayMove writes it.
    for (const QString &decision : {proceedMove, redealMove})
        if (t == displayMove(decision)) return decision;
    if (const std::optional<Move> m = Move::fromText(t)) return m->text();
    if (t == u"なし" || t == tr("pass") || t == u"pass") return QStringLiteral("0");
    QList<Piece> pieces;
    for (qsizetype i = 0; i < t.size(); ++i) {
        if (t[i] == u'☗' || t[i] == u'☖') continue;
        const std::optional<Piece> p = pieceFromName(t[i]);
        if (!p) return {};
        pieces << *p;
    }
    if (pieces.size() != 2) return {};
    return Move::play(pieces[0], pieces[1]).text();
}

QString GoitaPosition::setupText() const
{
    GoitaSetup s = m_setup;
    s.moves = m_moves;
    return s.text();
}

std::pair<int, int> GoitaPosition::roundOfMove(int index) const
{
    for (int r = 0; r < m_rounds.size(); ++r) {
        const RoundEntry &e = m_rounds[r];
        const int decision = e.decision.isEmpty() ? 0 : 1;
        const int end = e.firstMove + decision + e.round.table().moveCount();
        if (index >= e.firstMove && index < end) {
            if (decision && index == e.firstMove) return {r, -1};
            return {r, index - e.firstMove - decision};
        }
    }
    return {-1, -1};
}

} // namespace kibitz::goita
