// SPDX-License-Identifier: GPL-3.0-or-later
#include "gomokuposition.h"

#include "gomoku/gomokucoordinates.h"

#include <QCoreApplication>

namespace kibitz::gomoku {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::gomoku::GomokuPosition", text);
}

// "15" or "20x15"; false when malformed or out of 5–22.
bool parseSize(QStringView text, int *width, int *height)
{
    const qsizetype x = text.indexOf(u'x', 0, Qt::CaseInsensitive);
    bool ok1 = false, ok2 = false;
    if (x < 0) {
        *width = *height = text.toInt(&ok1);
        ok2 = true;
    } else {
        *width = text.left(x).toInt(&ok1);
        *height = text.mid(x + 1).toInt(&ok2);
    }
    return ok1 && ok2 && Board::isValidSize(*width, *height);
}

Stone defaultToMove(const Board &board)
{
    int black = 0, white = 0;
    for (Point p : board.history())
        (board.at(p) == Stone::Black ? black : white)++;
    return white < black ? Stone::White : Stone::Black;
}
} // namespace

QString GomokuPosition::ruleName(Rule rule)
{
    switch (rule) {
    case Rule::Freestyle:
        return QStringLiteral("freestyle");
    case Rule::Standard:
        return QStringLiteral("standard");
    case Rule::Renju:
        return QStringLiteral("renju");
    case Rule::Caro:
        return QStringLiteral("caro");
    case Rule::StandardCaro:
        return QStringLiteral("standard-caro");
    }
    return {};
}

std::optional<Rule> GomokuPosition::ruleFromName(QStringView name)
{
    for (Rule r : allRules)
        if (name.compare(ruleName(r), Qt::CaseInsensitive) == 0) return r;
    return std::nullopt;
}

QString GomokuPosition::emptySetup(int width, int height, Rule rule)
{
    const QString size =
        width == height ? QString::number(width) : QStringLiteral("%1x%2").arg(width).arg(height);
    return size + QLatin1Char(' ') + ruleName(rule);
}

std::unique_ptr<GomokuPosition> GomokuPosition::fromSetup(QStringView setup, QString *error)
{
    auto fail = [&](const QString &why) -> std::unique_ptr<GomokuPosition> {
        if (error)
            *error = tr("'%1' is not a gomoku setup (%2); write the size, the rule and any "
                        "stones, e.g. '15 renju' or '20x20 freestyle B9,9 W10,10'")
                         .arg(setup.left(200).toString(), why);
        return nullptr;
    };
    const QList<QStringView> words = setup.trimmed().split(u' ', Qt::SkipEmptyParts);
    if (words.size() < 2) return fail(tr("size and rule are needed"));
    int width = 0, height = 0;
    if (!parseSize(words[0], &width, &height)) return fail(tr("the size must be 5 to 22, or WxH"));
    const std::optional<Rule> rule = ruleFromName(words[1]);
    if (!rule)
        return fail(tr("the rule must be freestyle, standard, renju, caro or standard-caro"));
    Board board(width, height, *rule);
    std::optional<Stone> toMove;
    qsizetype first = 2;
    const std::optional<SwapOpening> opening =
        words.size() > 2 ? openingFromName(words[2]) : std::optional<SwapOpening>();
    if (opening) ++first;
    for (qsizetype i = first; i < words.size(); ++i) {
        const QStringView w = words[i];
        if (toMove) return fail(tr("the side to move must come last"));
        if (w.compare(u"black", Qt::CaseInsensitive) == 0) {
            toMove = Stone::Black;
            continue;
        }
        if (w.compare(u"white", Qt::CaseInsensitive) == 0) {
            toMove = Stone::White;
            continue;
        }
        const QChar c = w.isEmpty() ? QChar() : w[0].toUpper();
        if (c != u'B' && c != u'W') return fail(tr("'%1' is not a stone like B7,7").arg(w));
        QString why;
        const std::optional<Point> p = parseGomocup(w.mid(1), width, height, &why);
        if (!p) return fail(why);
        if (board.at(*p) != Stone::Empty) return fail(tr("%1 is taken twice").arg(w.mid(1)));
        board.place(*p, c == u'B' ? Stone::Black : Stone::White);
    }
    board.setToMove(toMove.value_or(defaultToMove(board)));
    auto pos = std::make_unique<GomokuPosition>(board);
    pos->m_setupStones = board.stoneCount();
    if (const QString why =
            pos->setOpening(opening.value_or(SwapOpening::None), toMove.has_value());
        !why.isEmpty())
        return fail(why);
    return pos;
}

std::unique_ptr<Position> GomokuPosition::clone() const
{
    return std::make_unique<GomokuPosition>(*this);
}

int GomokuPosition::sideOf(Stone colour) const
{
    return colour == Stone::Black ? m_blackSide : 1 - m_blackSide;
}

int GomokuPosition::sideToMove() const
{
    switch (m_step) {
    case SwapStep::PlaceThree:
    case SwapStep::ChooseAfterFive:
        return 0;
    case SwapStep::ChooseAfterThree:
        return 1;
    case SwapStep::Done:
        break;
    }
    return sideOf(m_board.toMove());
}

QStringList GomokuPosition::legalMoves() const
{
    // Three stones at once are too many to list: a person or an engine names them.
    if (m_step == SwapStep::PlaceThree) return {};
    QStringList moves;
    if (m_step != SwapStep::Done) moves << swapMoveText;
    for (Point p : m_board.legalMoves())
        moves << toGomocup(p);
    return moves;
}

std::optional<Point> GomokuPosition::point(QStringView move) const
{
    return parseGomocup(move, m_board.width(), m_board.height());
}

bool GomokuPosition::isLegal(const QString &move) const
{
    if (m_step != SwapStep::Done) return isLegalSwapMove(move);
    // Only the canonical text is a move; "h8" must go through parseMove first.
    if (move.contains(u' ')) return false;
    const std::optional<Point> p = point(move);
    return p && m_board.isLegal(*p);
}

void GomokuPosition::play(const QString &move)
{
    Q_ASSERT(isLegal(move));
    if (m_step != SwapStep::Done)
        playSwapMove(move);
    else
        m_board.play(*point(move));
}

GameResult GomokuPosition::result() const
{
    const Stone w = m_board.winner();
    if (w != Stone::Empty) {
        const Rule rule = m_board.rule();
        const QString what =
            rule == Rule::Caro           ? tr("five or more in a row, not blocked at both ends")
            : rule == Rule::StandardCaro ? tr("five in a row, not blocked at both ends")
            : rule == Rule::Freestyle    ? tr("five or more in a row")
                                         : tr("five in a row");
        return GameResult::win(sideOf(w), EndReason::Rules, what);
    }
    if (m_board.isFull()) return GameResult::draw(EndReason::Rules, tr("the board is full"));
    // Under renju black may have no legal point left while the board is not full.
    if (m_board.rule() == Rule::Renju && m_board.toMove() == Stone::Black &&
        !m_board.hasLegalMove())
        return GameResult::draw(EndReason::Rules, tr("black has only forbidden points left"));
    return {};
}

QString GomokuPosition::displayMove(const QString &move) const
{
    if (m_step != SwapStep::Done) return displaySwapMove(move);
    const std::optional<Point> p = point(move);
    return p ? toLetterNumber(*p, m_board.height()) : move;
}

QString GomokuPosition::parseMove(QStringView text) const
{
    text = text.trimmed();
    if (m_step != SwapStep::Done) return parseSwapMove(text);
    const int w = m_board.width(), h = m_board.height();
    std::optional<Point> p;
    if (text.contains(u','))
        p = parseGomocup(text, w, h);
    else if (!text.isEmpty() && text[0].isLetter() && text.size() >= 2 && text[1].isDigit())
        p = parseLetterNumber(text, w, h);
    // AGI hex ("78") only where it cannot be letter-number, and only on AGI's 15×15.
    if (!p && text.size() == 2 && w == 15 && h == 15) p = parseAgi(text);
    return p ? toGomocup(*p) : QString();
}

QString GomokuPosition::setupText() const
{
    // Once the colours are chosen, a position is its stones (side 0 black in a game from it).
    if (m_step != SwapStep::Done) return swapSetupText();
    QString text = emptySetup(m_board.width(), m_board.height(), m_board.rule());
    const QList<Point> &stones = m_board.history();
    // Moves played since the setup are part of the setup of a later position too.
    for (Point p : stones)
        text += (m_board.at(p) == Stone::Black ? QStringLiteral(" B") : QStringLiteral(" W")) +
                toGomocup(p);
    Board probe(m_board.width(), m_board.height(), m_board.rule());
    for (Point p : stones)
        probe.place(p, m_board.at(p));
    if (defaultToMove(probe) != m_board.toMove())
        text +=
            m_board.toMove() == Stone::Black ? QStringLiteral(" black") : QStringLiteral(" white");
    return text;
}

} // namespace kibitz::gomoku
