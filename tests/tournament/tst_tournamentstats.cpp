// SPDX-License-Identifier: GPL-3.0-or-later
// The statistics of an engine pair and the GSPRT, against published figures.
#include "core/tournament/elostats.h"
#include "core/tournament/sprt.h"

#include <QTest>

#include <cmath>

using namespace kibitz;

Q_DECLARE_METATYPE(SprtTest::Model)

namespace {
constexpr auto Normalized = SprtTest::Model::Normalized;
constexpr auto Logistic = SprtTest::Model::Logistic;

// fastchess's Stats(ll, ld, wl, dd, wd, ww) as our counts by score, lowest first.
QList<int> pentanomial(int ll, int ld, int wl, int dd, int wd, int ww)
{
    return {ll, ld, wl + dd, wd, ww};
}
// fastchess's Stats(wins, losses, draws) likewise.
QList<int> trinomial(int wins, int losses, int draws)
{
    return {losses, draws, wins};
}
} // namespace

class TestTournamentStats : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void llrMatchesFastchess_data();
    void llrMatchesFastchess();
    void boundsAndDecisions();
    void llrWithoutGamesOrWithAnUnreachableHypothesis();
    void sprtSettingsParse_data();
    void sprtSettingsParse();
    void eloMatchesFastchess_data();
    void eloMatchesFastchess();
    void eloByHand();
};

void TestTournamentStats::llrMatchesFastchess_data()
{
    QTest::addColumn<QList<int>>("counts");
    QTest::addColumn<SprtTest::Model>("model");
    QTest::addColumn<double>("elo0");
    QTest::addColumn<double>("elo1");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("exact");
    // Disservin/fastchess app/tests/sprt_test.cpp (commit 74deac23), every normalized and
    // logistic case, LLRs as published there. "exact" is the LLR solved to the last bit (the
    // same formulas in Python, bisecting the secular equation 200 times); 0 where the published
    // figure is that already.
    QTest::newRow("normalized trinomial 1")
        << trinomial(36433, 36027, 68692) << Normalized << 0.0 << 2.0 << 0.92 << 0.0;
    QTest::newRow("normalized trinomial 2")
        << trinomial(10871, 10650, 20431) << Normalized << -1.75 << 0.25 << 2.30 << 0.0;
    // All games won. fastchess stops its root search at 1e-7 in theta; near the pole of the
    // outcomes never seen that moves its LLR by 0.01 to 0.02 (Python with that tolerance gives
    // 120.559 and 111.816, rounding to its figures). Solved exactly: 120.548 and 111.798.
    QTest::newRow("normalized trinomial 3")
        << trinomial(4250, 0, 0) << Normalized << 0.0 << 10.0 << 120.56 << 120.548;
    QTest::newRow("logistic trinomial 1")
        << trinomial(21404, 21184, 40708) << Logistic << 0.5 << 2.5 << -1.57 << 0.0;
    QTest::newRow("logistic trinomial 2")
        << trinomial(57433, 57030, 106593) << Logistic << 0.0 << 2.0 << -2.59 << 0.0;
    QTest::newRow("normalized pentanomial 1") << pentanomial(365, 16618, 36029, 200, 16974, 390)
                                              << Normalized << 0.0 << 2.0 << 2.25 << 0.0;
    QTest::newRow("normalized pentanomial 2") << pentanomial(127, 4883, 10311, 401, 5150, 104)
                                              << Normalized << -1.75 << 0.25 << 3.01 << 0.0;
    QTest::newRow("normalized pentanomial 3")
        << pentanomial(0, 0, 0, 0, 0, 5550) << Normalized << 0.0 << 5.0 << 111.82 << 111.798;
    QTest::newRow("logistic pentanomial 1") << pentanomial(223, 9863, 20279, 1000, 10037, 246)
                                            << Logistic << 0.5 << 2.5 << -3.07 << 0.0;
    QTest::newRow("logistic pentanomial 2") << pentanomial(871, 26175, 55003, 980, 26678, 821)
                                            << Logistic << 0.0 << 2.0 << -4.98 << 0.0;
}

void TestTournamentStats::llrMatchesFastchess()
{
    QFETCH(QList<int>, counts);
    QFETCH(SprtTest::Model, model);
    QFETCH(double, elo0);
    QFETCH(double, elo1);
    QFETCH(double, expected);
    QFETCH(double, exact);
    SprtTest test;
    test.elo0 = elo0;
    test.elo1 = elo1;
    test.model = model;
    const double llr = sprtLlr(test, counts);
    if (exact == 0) {
        QVERIFY2(std::abs(llr - expected) < 0.01, qPrintable(QString::number(llr)));
    } else {
        QVERIFY2(std::abs(llr - exact) < 0.01, qPrintable(QString::number(llr)));
        QVERIFY2(std::abs(llr - expected) < 0.025, qPrintable(QString::number(llr)));
    }
}

void TestTournamentStats::boundsAndDecisions()
{
    SprtTest test; // elo0 0, elo1 5, normalized, alpha = beta = 0.05
    // ln(0.05 / 0.95) and ln(0.95 / 0.05): -ln 19 and ln 19.
    SprtState s = sprtState(test, QList<int>{10, 100, 200, 110, 10});
    QCOMPARE(qRound(s.lower * 1e6), -2944439);
    QCOMPARE(qRound(s.upper * 1e6), 2944439);
    QCOMPARE(s.decision, SprtState::Decision::Continue);
    test.alpha = 0.1;
    test.beta = 0.2; // ln(0.2 / 0.9), ln(0.8 / 0.1)
    QCOMPARE(qRound(test.lowerBound() * 1e6), -1504077);
    QCOMPARE(qRound(test.upperBound() * 1e6), 2079442);
    // fastchess's "normalized pentanomial 2" (LLR 3.01, bounds ln 19) accepts H1 ...
    test = SprtTest{-1.75, 0.25};
    s = sprtState(test, pentanomial(127, 4883, 10311, 401, 5150, 104));
    QCOMPARE(s.decision, SprtState::Decision::AcceptH1);
    // ... and its "logistic pentanomial 1" (LLR -3.07) H0.
    test = SprtTest{0.5, 2.5, 0.05, 0.05, Logistic};
    s = sprtState(test, pentanomial(223, 9863, 20279, 1000, 10037, 246));
    QCOMPARE(s.decision, SprtState::Decision::AcceptH0);
}

void TestTournamentStats::llrWithoutGamesOrWithAnUnreachableHypothesis()
{
    QCOMPARE(sprtLlr(SprtTest{}, QList<int>{0, 0, 0}), 0.0);
    // 100000 Elo is a score of 1 in double precision: no distribution has it.
    const SprtTest far{0, 100000, 0.05, 0.05, Logistic};
    QVERIFY(std::isnan(sprtLlr(far, QList<int>{10, 20, 30})));
    const SprtState s = sprtState(far, QList<int>{10, 20, 30});
    QCOMPARE(s.decision, SprtState::Decision::Continue);
    // A normalized Elo so large that every outcome falls short of it: none has it either.
    QVERIFY(std::isnan(sprtLlr(SprtTest{0, 1e6}, QList<int>{10, 20, 30})));
}

void TestTournamentStats::sprtSettingsParse_data()
{
    QTest::addColumn<QString>("words");
    QTest::addColumn<bool>("ok");
    QTest::newRow("least") << "elo0=0 elo1=5" << true;
    QTest::newRow("all") << "elo0=-1.5 elo1=2 alpha=0.1 beta=0.2 model=logistic" << true;
    QTest::newRow("no elo1") << "elo0=0" << false;
    QTest::newRow("elo0 above elo1") << "elo0=5 elo1=0" << false;
    QTest::newRow("unknown word") << "elo0=0 elo1=5 gamma=1" << false;
    QTest::newRow("no value") << "elo0=0 elo1" << false;
    QTest::newRow("bad number") << "elo0=zero elo1=5" << false;
    QTest::newRow("bad model") << "elo0=0 elo1=5 model=bayesian" << false;
    QTest::newRow("alpha 0") << "elo0=0 elo1=5 alpha=0" << false;
    QTest::newRow("beta 1") << "elo0=0 elo1=5 beta=1" << false;
}

void TestTournamentStats::sprtSettingsParse()
{
    QFETCH(QString, words);
    QFETCH(bool, ok);
    QString error;
    const std::optional<SprtTest> test = SprtTest::parse(words.split(u' '), &error);
    QCOMPARE(test.has_value(), ok);
    QCOMPARE(error.isEmpty(), ok);
    if (words.startsWith(QLatin1String("elo0=-1.5"))) {
        QCOMPARE(test->elo0, -1.5);
        QCOMPARE(test->elo1, 2.0);
        QCOMPARE(test->alpha, 0.1);
        QCOMPARE(test->beta, 0.2);
        QCOMPARE(test->model, Logistic);
    } else if (ok) {
        QCOMPARE(test->alpha, 0.05);
        QCOMPARE(test->model, Normalized);
    }
}

void TestTournamentStats::eloMatchesFastchess_data()
{
    QTest::addColumn<QList<int>>("counts");
    QTest::addColumn<double>("elo");      // nan where fastchess's test gives none
    QTest::addColumn<double>("eloError"); // likewise
    QTest::addColumn<double>("nElo");
    QTest::addColumn<double>("nEloError");
    QTest::addColumn<double>("los"); // percent
    QTest::addColumn<double>("score");
    const double none = std::nan("");
    // Disservin/fastchess app/tests/elo_test.cpp (commit 74deac23), as published there.
    QTest::newRow("EloWDL 1") << trinomial(76, 89, 123) << none << none << -20.76 << 40.13 << 15.53
                              << 0.477;
    QTest::newRow("EloWDL 2") << trinomial(136, 96, 111) << 40.70 << 30.43 << 49.77 << 36.77
                              << 99.60 << 0.558;
    QTest::newRow("EloWDL 3") << trinomial(34, 356, 0) << none << none << -508.44 << 34.48 << none
                              << 0.087;
    QTest::newRow("EloPentanomial 1") << pentanomial(34, 54, 31, 32, 64, 75) << 55.58 << 27.65
                                      << 57.94 << 28.28 << 100.00 << 0.579;
    QTest::newRow("EloPentanomial 2") << pentanomial(332, 433, 457, 41, 333, 334) << -8.64 << 10.33
                                      << -9.17 << 10.96 << 5.05 << 0.488;
    QTest::newRow("EloPentanomial 3") << pentanomial(7895, 8757, 5485, 200, 568, 9999) << -21.04
                                      << 2.95 << -19.01 << 2.65 << 0.00 << 0.470;
}

void TestTournamentStats::eloMatchesFastchess()
{
    QFETCH(QList<int>, counts);
    QFETCH(double, elo);
    QFETCH(double, eloError);
    QFETCH(double, nElo);
    QFETCH(double, nEloError);
    QFETCH(double, los);
    QFETCH(double, score);
    const std::optional<EloEstimate> e = estimateElo(counts);
    QVERIFY(e);
    const auto near = [](double value, double expected, double within) {
        return std::isnan(expected) || std::abs(value - expected) < within;
    };
    QVERIFY2(near(e->elo, elo, 0.01), qPrintable(QString::number(e->elo)));
    QVERIFY2(near(e->eloError, eloError, 0.01), qPrintable(QString::number(e->eloError)));
    QVERIFY2(near(e->nElo, nElo, 0.01), qPrintable(QString::number(e->nElo)));
    QVERIFY2(near(e->nEloError, nEloError, 0.01), qPrintable(QString::number(e->nEloError)));
    QVERIFY2(near(100 * e->los, los, 0.005), qPrintable(QString::number(100 * e->los)));
    QVERIFY2(near(e->score, score, 0.0005), qPrintable(QString::number(e->score)));
}

void TestTournamentStats::eloByHand()
{
    // 3 wins, 1 loss: score 3/4, Elo 400 log10(3) = 190.85; per-game variance
    // (0.25^2 * 3 + 0.75^2) / 4 = 0.1875, so nElo = 0.25 / sqrt(0.1875) * 800 / ln 10 = 200.59;
    // standard error sqrt(0.1875 / 4) = 0.2165, LOS = Phi(0.25 / 0.2165) = Phi(1.1547) = 0.8759.
    std::optional<EloEstimate> e = estimateElo(QList<int>{1, 0, 3});
    QVERIFY(e);
    QCOMPARE(qRound(e->elo * 100), 19085);
    QCOMPARE(qRound(e->nElo * 100), 20059);
    QCOMPARE(qRound(e->los * 10000), 8759);
    // Even: Elo 0 and LOS one half.
    e = estimateElo(QList<int>{10, 10, 10});
    QCOMPARE(e->elo, 0.0);
    QCOMPARE(e->los, 0.5);
    // The same outcomes as pairs: the mean of two games has half a game's variance, so this
    // spread of pairs means games spread sqrt(2) times more: nElo 200.59 / sqrt(2) = 141.84.
    const std::optional<EloEstimate> pairs = estimateElo(QList<int>{1, 0, 0, 0, 3});
    QCOMPARE(qRound(pairs->nElo * 100), 14184);
    QVERIFY(!estimateElo(QList<int>{0, 0, 0}));
    QCOMPARE(qRound(eloFromScore(scoreFromElo(123.4)) * 10), 1234);
}

QTEST_APPLESS_MAIN(TestTournamentStats)
#include "tst_tournamentstats.moc"
