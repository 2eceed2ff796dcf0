// SPDX-License-Identifier: GPL-3.0-or-later
#include "goitasetup.h"

#include "goita/match.h"

#include <QCoreApplication>
#include <QRandomGenerator>

namespace kibitz::goita {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::goita::GoitaSetup", text);
}

std::optional<int> seatOf(QStringView word)
{
    bool ok = false;
    const int s = word.toInt(&ok);
    return ok && s >= 0 && s < seatCount ? std::optional(s) : std::nullopt;
}
} // namespace

quint64 GoitaSetup::randomSeed()
{
    // 64 bits: two games never share a seed by chance.
    return QRandomGenerator::global()->generate64() & 0x7fffffffffffffffULL;
}

Deal GoitaSetup::deal(int index) const
{
    if (index >= 0 && index < deals.size()) return deals[index];
    const std::array<quint32, 3> seq{quint32(seed), quint32(seed >> 32), quint32(index)};
    QRandomGenerator rng(seq.data(), seq.data() + seq.size());
    return {-1, Match::randomDeal(rng)};
}

std::optional<GoitaSetup> GoitaSetup::parse(QStringView text, QString *error)
{
    GoitaSetup setup;
    const QList<QStringView> words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    auto fail = [&](const QString &why) -> std::optional<GoitaSetup> {
        if (error) *error = tr("goita setup: %1").arg(why);
        return std::nullopt;
    };
    bool haveSeed = false;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QStringView key = words[i];
        const auto value = [&](qsizetype k) { return words.value(i + k); };
        bool ok = true;
        if (key == u"target") {
            setup.rules.targetScore = value(1).toInt(&ok);
            ok = ok && setup.rules.targetScore > 0;
            ++i;
        } else if (key == u"kingfinish" && (value(1) == u"yes" || value(1) == u"no")) {
            setup.rules.kingMayFinish = value(1) == u"yes";
            ++i;
        } else if (key == u"oppositegoshi" && (value(1) == u"redeal" || value(1) == u"playon")) {
            setup.rules.oppositeGoshi =
                value(1) == u"redeal" ? OppositeGoshi::Redeal : OppositeGoshi::PlayOn;
            ++i;
        } else if (key == u"dealer") {
            const auto s = seatOf(value(1));
            ok = s.has_value();
            setup.firstDealer = s.value_or(0);
            ++i;
        } else if (key == u"score") {
            bool ok2 = false;
            setup.score = {value(1).toInt(&ok), value(2).toInt(&ok2)};
            ok = ok && ok2 && setup.score[0] >= 0 && setup.score[1] >= 0;
            i += 2;
        } else if (key == u"seed") {
            setup.seed = value(1).toULongLong(&ok);
            haveSeed = true;
            ++i;
        } else if (key == u"deal") {
            Deal deal;
            const auto s = seatOf(value(1));
            ok = s.has_value();
            deal.dealer = s.value_or(0);
            Hand all;
            for (int seat = 0; ok && seat < seatCount; ++seat) {
                const auto hand = Hand::fromText(value(2 + seat));
                ok = hand && hand->size() == piecesPerSeat;
                if (!ok) break;
                deal.hands[seat] = *hand;
                for (int d = 1; d <= 8; ++d)
                    all.add(Piece(d), hand->count(Piece(d)));
            }
            if (ok && all != Hand::fullSet())
                return fail(
                    tr("deal %1 is not the 32 pieces of the set").arg(setup.deals.size() + 1));
            setup.deals << deal;
            i += 5;
        } else if (key == u"moves") {
            for (++i; i < words.size(); ++i)
                setup.moves << words[i].toString();
        } else {
            return fail(tr("cannot read '%1'").arg(key.toString()));
        }
        if (!ok) return fail(tr("bad value after '%1'").arg(key.toString()));
    }
    if (!haveSeed) setup.seed = randomSeed();
    if (!setup.deals.isEmpty()) setup.firstDealer = setup.deals.first().dealer;
    return setup;
}

QString GoitaSetup::text() const
{
    QStringList words;
    words << QStringLiteral("target") << QString::number(rules.targetScore);
    words << QStringLiteral("kingfinish")
          << (rules.kingMayFinish ? QStringLiteral("yes") : QStringLiteral("no"));
    words << QStringLiteral("oppositegoshi")
          << (rules.oppositeGoshi == OppositeGoshi::Redeal ? QStringLiteral("redeal")
                                                           : QStringLiteral("playon"));
    words << QStringLiteral("dealer") << QString::number(firstDealer);
    words << QStringLiteral("score") << QString::number(score[0]) << QString::number(score[1]);
    words << QStringLiteral("seed") << QString::number(seed);
    for (const Deal &deal : deals) {
        words << QStringLiteral("deal") << QString::number(deal.dealer);
        for (const Hand &hand : deal.hands)
            words << hand.text();
    }
    if (!moves.isEmpty()) words << QStringLiteral("moves") << moves;
    return words.join(QLatin1Char(' '));
}

} // namespace kibitz::goita
