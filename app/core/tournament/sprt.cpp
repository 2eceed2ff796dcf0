// SPDX-License-Identifier: GPL-3.0-or-later
#include "sprt.h"

#include "elostats.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <vector>

namespace kibitz {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::SprtTest", text);
}

// An empirical distribution: outcome scores a_i (equally spaced, 0 to 1) and frequencies.
struct Distribution
{
    std::vector<double> score;
    std::vector<double> p;
};

double mean(const Distribution &d, const std::vector<double> &p)
{
    double m = 0;
    for (size_t i = 0; i < p.size(); ++i)
        m += p[i] * d.score[i];
    return m;
}

double deviation(const Distribution &d, const std::vector<double> &p)
{
    const double m = mean(d, p);
    double v = 0;
    for (size_t i = 0; i < p.size(); ++i)
        v += p[i] * (d.score[i] - m) * (d.score[i] - m);
    return std::sqrt(v);
}

// The distribution p_i = phat_i / (1 + x v_i) with sum p_i v_i = 0 (and so sum p_i = 1): the
// most likely one, given phat, of those with E[v] = 0. x solves the secular equation
// sum phat_i v_i / (1 + x v_i) = 0, whose left side falls from +inf to -inf between the poles
// -1/max v and -1/min v; bisection finds it to the last bit. None when v does not change sign:
// no distribution has E[v] = 0.
std::optional<std::vector<double>> maximumLikelihood(const std::vector<double> &phat,
                                                     const std::vector<double> &v)
{
    const auto [vMin, vMax] = std::minmax_element(v.begin(), v.end());
    if (*vMin >= 0 || *vMax <= 0) return std::nullopt;
    double low = -1 / *vMax;
    double high = -1 / *vMin;
    for (;;) {
        const double x = (low + high) / 2;
        if (x <= low || x >= high) break;
        double f = 0;
        for (size_t i = 0; i < v.size(); ++i)
            f += phat[i] * v[i] / (1 + x * v[i]);
        (f > 0 ? low : high) = x;
    }
    const double x = (low + high) / 2;
    std::vector<double> p(phat.size());
    for (size_t i = 0; i < p.size(); ++i)
        p[i] = phat[i] / (1 + x * v[i]);
    return p;
}

// The most likely distribution with expected score s (logistic model): v_i = a_i - s.
std::optional<std::vector<double>> withScore(const Distribution &d, double s)
{
    std::vector<double> v(d.score.size());
    for (size_t i = 0; i < v.size(); ++i)
        v[i] = d.score[i] - s;
    return maximumLikelihood(d.p, v);
}

// The most likely distribution with (mu - 1/2) / sigma = t (normalized model), found as in
// section 4.1 of "Comments on normalized Elo": the Lagrange condition of the constraint, taken
// with mu and sigma of the previous estimate, gives v_i = a_i - 1/2 - t sigma (1 + ((a_i - mu) /
// sigma)^2) / 2, whose zero expectation is the constraint once the estimate stops moving. None
// when, from the estimate p, some iteration finds no solution or the estimate does not settle.
std::optional<std::vector<double>> settleNormalized(const Distribution &d, double t,
                                                    std::vector<double> p)
{
    double lastMoved = 1;
    for (int iteration = 0; iteration < 100; ++iteration) {
        const double mu = mean(d, p);
        const double sigma = deviation(d, p);
        std::vector<double> v(p.size());
        for (size_t i = 0; i < v.size(); ++i) {
            const double z = (d.score[i] - mu) / sigma;
            v[i] = d.score[i] - 0.5 - t * sigma * (1 + z * z) / 2;
        }
        const std::optional<std::vector<double>> next = maximumLikelihood(d.p, v);
        if (!next) return std::nullopt;
        double moved = 0;
        for (size_t i = 0; i < p.size(); ++i)
            moved = std::max(moved, std::abs((*next)[i] - p[i]));
        p = *next;
        // Settled, or stopped moving at a rounding floor: with outcomes never seen (phat
        // 0.001 / n) some 1 + x v_i lie so close to 0 that the last bit of x moves p_i by 1e-9.
        if (moved < 1e-12 || (moved < 1e-7 && moved >= lastMoved)) return p;
        lastMoved = moved;
    }
    return std::nullopt;
}

// The iteration needs a start close enough to the answer: from the uniform distribution (as
// fishtest and fastchess start) it finds nothing beyond about 230 nElo for pairs, where all v_i
// are negative (fastchess issue 879). So walk t from 0, whose answer (mean 1/2) is exact, to
// the target, each answer the next step's start, halving a step that fails.
std::optional<std::vector<double>> withNormalizedScore(const Distribution &d, double t)
{
    std::optional<std::vector<double>> p = withScore(d, 0.5);
    double reached = 0;
    double step = t;
    while (p && reached != t) {
        const double next = std::abs(t - reached) <= std::abs(step) ? t : reached + step;
        if (std::optional<std::vector<double>> q = settleNormalized(d, next, *p)) {
            p = std::move(q);
            reached = next;
            step *= 2;
        } else if (std::abs(step /= 2) < 1e-9) {
            return std::nullopt;
        }
    }
    return p;
}
} // namespace

double SprtTest::lowerBound() const
{
    return std::log(beta / (1 - alpha));
}

double SprtTest::upperBound() const
{
    return std::log((1 - beta) / alpha);
}

double sprtLlr(const SprtTest &test, std::span<const int> counts)
{
    int games = 0;
    for (const int c : counts)
        games += c;
    if (games == 0) return 0;
    Distribution d;
    double n = 0;
    for (size_t i = 0; i < counts.size(); ++i) {
        d.score.push_back(double(i) / double(counts.size() - 1));
        // An outcome never seen would pin its probability to 0 under both hypotheses (and the
        // solution to a pole): count it as 0.001, as fishtest, OpenBench and fastchess do.
        d.p.push_back(counts[i] > 0 ? counts[i] : 1e-3);
        n += d.p.back();
    }
    for (double &p : d.p)
        p /= n;
    std::optional<std::vector<double>> p0, p1;
    if (test.model == SprtTest::Model::Logistic) {
        p0 = withScore(d, scoreFromElo(test.elo0));
        p1 = withScore(d, scoreFromElo(test.elo1));
    } else {
        // nElo is per game; a pair's mean score has half a game's variance, so its t is sqrt(2)
        // times larger.
        const double perOutcome = counts.size() == 5 ? std::sqrt(2.0) : 1.0;
        p0 = withNormalizedScore(d, perOutcome * test.elo0 / nEloPerDeviation);
        p1 = withNormalizedScore(d, perOutcome * test.elo1 / nEloPerDeviation);
    }
    // Only a hypothesis no distribution has (parse refuses it) leaves one unsolved: an LLR of 0
    // keeps the test going rather than a nan, which would cross no bound.
    if (!p0 || !p1) return 0;
    double llr = 0;
    for (size_t i = 0; i < d.p.size(); ++i)
        llr += d.p[i] * (std::log((*p1)[i]) - std::log((*p0)[i]));
    return n * llr;
}

SprtState sprtState(const SprtTest &test, std::span<const int> counts)
{
    SprtState s;
    s.llr = sprtLlr(test, counts);
    s.lower = test.lowerBound();
    s.upper = test.upperBound();
    if (s.llr >= s.upper)
        s.decision = SprtState::Decision::AcceptH1;
    else if (s.llr <= s.lower)
        s.decision = SprtState::Decision::AcceptH0;
    return s;
}

std::optional<SprtTest> SprtTest::parse(const QStringList &words, QString *error)
{
    SprtTest test;
    bool haveElo0 = false, haveElo1 = false;
    for (const QString &word : words) {
        const qsizetype eq = word.indexOf(u'=');
        const QStringView key = QStringView(word).left(eq);
        const QStringView value = QStringView(word).mid(eq + 1);
        bool ok = eq > 0;
        if (key == u"model") {
            ok = value == u"normalized" || value == u"logistic";
            test.model = value == u"logistic" ? Model::Logistic : Model::Normalized;
        } else if (key == u"elo0") {
            test.elo0 = value.toDouble(&ok);
            haveElo0 = ok;
        } else if (key == u"elo1") {
            test.elo1 = value.toDouble(&ok);
            haveElo1 = ok;
        } else if (key == u"alpha") {
            test.alpha = value.toDouble(&ok);
        } else if (key == u"beta") {
            test.beta = value.toDouble(&ok);
        } else {
            ok = false;
        }
        if (!ok) {
            *error = tr("not an SPRT setting: %1").arg(word);
            return std::nullopt;
        }
    }
    if (!haveElo0 || !haveElo1 || !(test.elo0 < test.elo1)) {
        *error = tr("the SPRT needs elo0=E0 and elo1=E1 with E0 < E1");
        return std::nullopt;
    }
    if (!(test.alpha > 0 && test.alpha < 1 && test.beta > 0 && test.beta < 1)) {
        *error = tr("alpha and beta must lie between 0 and 1");
        return std::nullopt;
    }
    if (!std::isfinite(test.elo0) || !std::isfinite(test.elo1)) {
        *error = tr("elo0 and elo1 must be finite numbers");
        return std::nullopt;
    }
    // Every normalized Elo is some distribution's, but a logistic Elo above about 6400 is a
    // score of 1 in double precision (below about -123000, of 0), which no sample short of all
    // wins (or losses) has: the test could never decide.
    for (const double elo : {test.elo0, test.elo1}) {
        const double score = scoreFromElo(elo);
        if (test.model == Model::Logistic && !(score > 0 && score < 1)) {
            *error = tr("no results can reach a logistic Elo of %1 (its expected score is %2 in "
                        "double precision): choose elo0 and elo1 between -6000 and 6000")
                         .arg(elo)
                         .arg(score);
            return std::nullopt;
        }
    }
    return test;
}

} // namespace kibitz
