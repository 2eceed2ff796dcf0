// SPDX-License-Identifier: GPL-3.0-or-later
#include "matchreport.h"

#include <QStringList>

#include <algorithm>

namespace kibitz {

namespace {
QString fixed(double value, int decimals = 2)
{
    return QString::number(value, 'f', decimals);
}

QString sprtLine(const SprtTest &test, const PairCounts &counts)
{
    const SprtState s = counts.pairs() > 0 ? sprtState(test, counts.pentanomial())
                                           : sprtState(test, counts.trinomial());
    QString line =
        QStringLiteral("LLR: %1 (%2, %3) [%4, %5]")
            .arg(fixed(s.llr), fixed(s.lower), fixed(s.upper), fixed(test.elo0), fixed(test.elo1));
    if (s.decision == SprtState::Decision::AcceptH1) line += QStringLiteral(" - H1 accepted");
    if (s.decision == SprtState::Decision::AcceptH0) line += QStringLiteral(" - H0 accepted");
    return line + u'\n';
}
} // namespace

QString pairingReport(const EnginePairing &pairing, const std::optional<SprtTest> &sprt)
{
    const PairCounts &c = pairing.counts;
    const bool paired = c.pairs() > 0;
    const EloEstimate e = (paired ? estimateElo(c.pentanomial()) : estimateElo(c.trinomial()))
                              .value_or(EloEstimate{});
    QString text = QStringLiteral("Results of %1 vs %2:\n").arg(pairing.first, pairing.second);
    text += QStringLiteral("Elo: %1 +/- %2, nElo: %3 +/- %4\n")
                .arg(fixed(e.elo), fixed(e.eloError), fixed(e.nElo), fixed(e.nEloError));
    const double drawRatio =
        paired ? 100.0 * (c.pairWL + c.pairDD) / c.pairs() : 100.0 * c.draws / c.games();
    text += QStringLiteral("LOS: %1 %, DrawRatio: %2 %").arg(fixed(100 * e.los), fixed(drawRatio));
    if (paired)
        text += QStringLiteral(", PairsRatio: %1")
                    .arg(fixed(double(c.pairWW + c.pairWD) / (c.pairLD + c.pairLL)));
    text += QStringLiteral("\nGames: %1, Wins: %2, Losses: %3, Draws: %4, Points: %5 (%6 %)\n")
                .arg(c.games())
                .arg(c.wins)
                .arg(c.losses)
                .arg(c.draws)
                .arg(fixed(c.points(), 1), fixed(100 * c.points() / c.games()));
    if (paired) {
        const std::array<int, 5> p = c.pentanomial();
        text += QStringLiteral("Ptnml(0-2): [%1, %2, %3, %4, %5], WL/DD Ratio: %6\n")
                    .arg(p[0])
                    .arg(p[1])
                    .arg(p[2])
                    .arg(p[3])
                    .arg(p[4])
                    .arg(fixed(double(c.pairWL) / c.pairDD));
    }
    if (sprt) text += sprtLine(*sprt, c);
    return text;
}

QString standingsTable(const QList<EngineStanding> &standings)
{
    qsizetype width = 6;
    for (const EngineStanding &s : standings)
        width = std::max(width, s.engine.size());
    // Joined, not QString::arg()ed: an engine's name may hold "%1".
    const auto row = [width](const QString &rank, const QString &engine, const QStringList &rest) {
        static constexpr int widths[] = {6, 8, 9, 8, 7};
        QString line = rank.rightJustified(4) + u' ' + engine.leftJustified(width);
        for (qsizetype i = 0; i < rest.size(); ++i)
            line += u' ' + rest[i].rightJustified(widths[i]);
        return line + u'\n';
    };
    QString text = row(QStringLiteral("Rank"), QStringLiteral("Engine"),
                       {QStringLiteral("Games"), QStringLiteral("Points"), QStringLiteral("Score"),
                        QStringLiteral("Elo"), QStringLiteral("+/-")});
    for (qsizetype i = 0; i < standings.size(); ++i) {
        const PairCounts &c = standings[i].counts;
        const EloEstimate e = estimateElo(c.trinomial()).value_or(EloEstimate{});
        text += row(QString::number(i + 1), standings[i].engine,
                    {QString::number(c.games()), fixed(c.points(), 1),
                     fixed(100 * c.points() / c.games()) + QStringLiteral(" %"), fixed(e.elo),
                     fixed(e.eloError)});
    }
    return text;
}

} // namespace kibitz
