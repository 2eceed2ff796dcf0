// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/shogiposition.h"

#include "shogi/handicap.h"
#include "shogi/impasse.h"
#include "shogi/japanese.h"
#include "shogi/notation.h"
#include "shogi/usi.h"

#include <QCoreApplication>

namespace kibitz::shogi {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::shogi::ShogiPosition", text);
}
} // namespace

const QString ShogiPosition::declarationMove = QStringLiteral("win");

ShogiPosition::ShogiPosition(const Board &start) : m_board(start), m_history(start) {}

std::unique_ptr<ShogiPosition> ShogiPosition::fromSetup(QStringView setup, QString *error)
{
    setup = setup.trimmed();
    if (setup.isEmpty()) return std::make_unique<ShogiPosition>();
    const Handicap *h = handicapById(setup);
    if (!h) h = handicapByJapaneseName(setup);
    if (!h)
        for (const Handicap &c : handicaps())
            if (setup.compare(c.englishName, Qt::CaseInsensitive) == 0) h = &c;
    QString sfen = h ? h->sfen : setup.toString();
    if (sfen.startsWith(QLatin1String("sfen "))) sfen = sfen.mid(5);
    QString why;
    const std::optional<Board> board = Board::fromSfen(sfen, &why);
    if (!board) {
        if (error) *error = tr("'%1' is neither a handicap nor a valid SFEN: %2").arg(setup, why);
        return nullptr;
    }
    return std::make_unique<ShogiPosition>(*board);
}

std::unique_ptr<Position> ShogiPosition::clone() const
{
    return std::make_unique<ShogiPosition>(*this);
}

int ShogiPosition::sideToMove() const
{
    return index(m_board.sideToMove());
}

QStringList ShogiPosition::legalMoves() const
{
    QStringList moves;
    if (m_declared) return moves;
    MoveList list;
    m_board.generateLegalMoves(list);
    moves.reserve(list.size());
    for (const Move &m : list)
        moves << toUsi(m);
    return moves;
}

bool ShogiPosition::isLegal(const QString &move) const
{
    if (m_declared) return false;
    if (move == declarationMove)
        return judgeImpasseDeclaration(m_board, m_board.sideToMove(), ImpasseRule::Points27)
                   .outcome == ImpasseJudgement::Outcome::Win;
    return moveFromUsi(m_board, move).has_value();
}

void ShogiPosition::play(const QString &move)
{
    if (move == declarationMove) {
        m_declared = true;
        return;
    }
    const std::optional<Move> m = moveFromUsi(m_board, move);
    if (!m) return;
    m_board.doMove(*m);
    m_history.push(m_board);
    m_lastTo = m->to;
}

GameResult ShogiPosition::result() const
{
    const int mover = sideToMove();
    if (m_declared)
        return GameResult::win(mover, EndReason::Rules, tr("entering-king declaration"));
    if (!m_board.hasLegalMove())
        return GameResult::win(1 - mover, EndReason::Rules,
                               m_board.inCheck() ? tr("checkmate") : tr("no legal move"));
    const RepetitionResult rep = m_history.result();
    if (rep.kind == RepetitionResult::Kind::Draw)
        return GameResult::draw(EndReason::Rules, tr("fourfold repetition (sennichite)"));
    if (rep.kind == RepetitionResult::Kind::PerpetualCheck)
        return GameResult::win(index(opposite(rep.loser)), EndReason::Rules, tr("perpetual check"));
    return {};
}

QString ShogiPosition::displayMove(const QString &move) const
{
    if (move == declarationMove)
        return (m_board.sideToMove() == Color::Black ? ja::blackMark : ja::whiteMark) +
               QStringLiteral("入玉宣言");
    const std::optional<Move> m = moveFromUsi(m_board, move);
    return m ? formatKi2Move(m_board, *m, m_lastTo) : move;
}

QString ShogiPosition::parseMove(QStringView text) const
{
    text = text.trimmed();
    if (text == declarationMove) return declarationMove;
    if (auto m = moveFromUsi(m_board, text)) return toUsi(*m);
    if (auto m = parseCsaMove(m_board, text)) return toUsi(*m);
    if (auto m = parseKifMove(m_board, text, m_lastTo)) return toUsi(*m);
    if (auto m = parseKi2Move(m_board, text, m_lastTo)) return toUsi(*m);
    return {};
}

QString ShogiPosition::setupText() const
{
    return m_board.toSfen();
}

} // namespace kibitz::shogi
