// SPDX-License-Identifier: GPL-3.0-or-later
#include "gomokugame.h"

#include "core/record/kibitztextformat.h"

#include "gomoku/agiadapter.h"
#include "gomoku/gomocupadapter.h"
#include "gomoku/gomokucoordinates.h"
#include "gomoku/gomokuposition.h"
#include "gomoku/psqrecordformat.h"
#include "gomoku/sgfrecordformat.h"
#include "gomoku/threatsearch.h"

#include <QCoreApplication>

namespace kibitz::gomoku {

GomokuGame::GomokuGame()
    : m_textFormat(std::make_unique<KibitzTextFormat>(*this, QStringLiteral("gmk"),
                                                      [] { return tr("Kibitz gomoku record"); })),
      m_psqFormat(std::make_unique<PsqRecordFormat>(*this)),
      m_sgfFormat(std::make_unique<SgfRecordFormat>(*this))
{}

GomokuGame::~GomokuGame() = default;

QString GomokuGame::displayName() const
{
    return tr("Gomoku");
}

QString GomokuGame::sideName(int side) const
{
    return side == 0 ? tr("Black") : tr("White");
}

QString GomokuGame::setupSideName(int side, const QString &setup) const
{
    const auto position = GomokuPosition::fromSetup(setup, nullptr);
    if (!position || position->opening() == SwapOpening::None) return sideName(side);
    return side == 0 ? tr("First player") : tr("Second player");
}

QString GomokuGame::protocolRefusal(const QString &protocol, const QString &setup) const
{
    const auto position = GomokuPosition::fromSetup(setup, nullptr);
    if (protocol != u"agi" || !position || position->opening() == SwapOpening::None) return {};
    return tr("an AGI engine cannot play a swap opening (AGI places one stone a turn and cannot "
              "choose a colour); play it over Gomocup");
}

std::unique_ptr<Position> GomokuGame::startPosition(const QString &setup, QString *error) const
{
    return GomokuPosition::fromSetup(setup.trimmed().isEmpty() ? standardSetup() : setup, error);
}

QList<Protocol> GomokuGame::protocolTable() const
{
    return {Protocol::of<GomocupAdapter>(QStringLiteral("gomocup"), tr("Gomocup (Piskvork)")),
            Protocol::of<AgiAdapter>(QStringLiteral("agi"), tr("AGI"))};
}

QList<const RecordFormat *> GomokuGame::recordFormats() const
{
    return {m_textFormat.get(), m_psqFormat.get(), m_sgfFormat.get()};
}

QList<ForcedWinSearch> GomokuGame::forcedWinSearches() const
{
    return {{QStringLiteral("vcf"), tr("Find &VCF (continuous fours)"), tr("VCF")},
            {QStringLiteral("vct"), tr("Find VC&T (threes and fours)"), tr("VCT")}};
}

ForcedWinResult GomokuGame::findForcedWin(const Position &position, const QString &searchId) const
{
    const auto *p = dynamic_cast<const GomokuPosition *>(&position);
    if (!p) return {};
    const ThreatKind kind = searchId == u"vct" ? ThreatKind::Vct : ThreatKind::Vcf;
    const ThreatResult found = gomoku::findForcedWin(p->board(), kind);
    ForcedWinResult result;
    for (Point q : found.line)
        result.moves << toGomocup(q);
    result.exhausted = found.exhausted;
    return result;
}

namespace {
const QString optSize = QStringLiteral("size");
const QString optRule = QStringLiteral("rule");
const QString optOpening = QStringLiteral("opening");
} // namespace

QList<SetupOption> GomokuGame::setupOptions() const
{
    QStringList rules;
    for (Rule r : allRules)
        rules << GomokuPosition::ruleName(r);
    return {SetupOption::integer(optSize, tr("Board si&ze:"),
                                 tr("The board: N for N×N, or WxH; 5 to 22 (default 15)."),
                                 Board::MinSize, Board::MaxSize, 15),
            SetupOption::choice(optRule, tr("R&ule:"),
                                tr("The rule: freestyle (default), standard, renju, caro or "
                                   "standard-caro."),
                                rules,
                                {tr("Freestyle (five or more wins)"), tr("Standard (exactly five)"),
                                 tr("Renju (black's forbidden moves)"),
                                 tr("Caro (five or more, not blocked at both ends)"),
                                 tr("Caro, exactly five (not blocked at both ends)")},
                                GomokuPosition::ruleName(Rule::Freestyle)),
            SetupOption::choice(
                optOpening, tr("O&pening:"),
                tr("The opening: none (default); swap1 (the first player places three stones, "
                   "the second chooses a colour); swap2 (the second may also place two more "
                   "stones, and the first chooses)."),
                {openingName(SwapOpening::None), openingName(SwapOpening::Swap1),
                 openingName(SwapOpening::Swap2)},
                {tr("None (black moves first)"), tr("Swap1 (three stones, then a choice)"),
                 tr("Swap2 (three stones, a choice or two more stones)")},
                openingName(SwapOpening::None))};
}

std::optional<QString> GomokuGame::applySetupOptions(const QString &base, const SetupValues &values,
                                                     QString *error) const
{
    // SIZE and RULE are the first two words; any stones after them stay.
    QStringList words =
        (base.trimmed().isEmpty() ? standardSetup() : base).split(u' ', Qt::SkipEmptyParts);
    while (words.size() < 2)
        words << QString();
    if (values.contains(optSize)) words[0] = values.value(optSize).trimmed();
    if (values.contains(optRule)) words[1] = values.value(optRule).trimmed().toLower();
    if (values.contains(optOpening)) {
        // The opening is the third word when there is one; "none" is written as no word.
        const QString opening = values.value(optOpening).trimmed().toLower();
        if (!openingFromName(opening)) {
            if (error) *error = tr("'%1' is not an opening (none, swap1, swap2)").arg(opening);
            return std::nullopt;
        }
        if (words.size() > 2 && openingFromName(words[2])) words.removeAt(2);
        if (opening != openingName(SwapOpening::None)) words.insert(2, opening);
    }
    const QString text = words.join(u' ');
    if (!GomokuPosition::fromSetup(text, error)) return std::nullopt;
    return text;
}

SetupValues GomokuGame::setupOptionValues(const QString &setup) const
{
    SetupValues values = Game::setupOptionValues(setup);
    QString error;
    const auto position =
        GomokuPosition::fromSetup(setup.trimmed().isEmpty() ? standardSetup() : setup, &error);
    if (!position) return values;
    const Board &board = position->board();
    values[optSize] = board.width() == board.height()
                          ? QString::number(board.width())
                          : QStringLiteral("%1x%2").arg(board.width()).arg(board.height());
    values[optRule] = GomokuPosition::ruleName(board.rule());
    values[optOpening] = openingName(position->opening());
    return values;
}

} // namespace kibitz::gomoku
