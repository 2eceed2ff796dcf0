// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>
#include <span>

namespace kibitz {

// A sequential probability ratio test of H0 "the Elo difference is elo0" against H1 "it is
// elo1", as fishtest, OpenBench and fastchess run it: the generalized SPRT of Michel Van den
// Bergh, whose log-likelihood ratio compares the most likely outcome distributions that meet
// each hypothesis.
struct SprtTest
{
    enum class Model {
        Normalized, // elo0 and elo1 are normalized Elo (nElo)
        Logistic,   // elo0 and elo1 are logistic Elo
    };
    double elo0 = 0;
    double elo1 = 5;
    double alpha = 0.05; // the chance to accept H1 when H0 holds
    double beta = 0.05;  // the chance to accept H0 when H1 holds
    Model model = Model::Normalized;

    // Parses "elo0=E0 elo1=E1 [alpha=A] [beta=B] [model=normalized|logistic]" words. None, with
    // an error text, for an unknown word, a bad or infinite number, elo0 >= elo1, alpha/beta
    // outside (0, 1), or a logistic elo1 whose expected score is 1 (no results reach it).
    static std::optional<SprtTest> parse(const QStringList &words, QString *error);
    // The bounds of the LLR: below ln(beta / (1 - alpha)) H0 is accepted, above
    // ln((1 - beta) / alpha) H1 is.
    double lowerBound() const;
    double upperBound() const;
};

struct SprtState
{
    enum class Decision { Continue, AcceptH0, AcceptH1 };
    double llr = 0;
    double lower = 0;
    double upper = 0;
    Decision decision = Decision::Continue;
};

// The log-likelihood ratio of the counts: three by score (losses, draws, wins) for single games,
// five (LL, LD, WL+DD, WD, WW) for game pairs. Outcomes never seen count as 0.001 (as in
// fishtest and fastchess), so all losses, all splits or all wins give a finite LLR too. 0 without
// games, and (never nan) when no distribution meets a hypothesis: parse refuses those.
double sprtLlr(const SprtTest &test, std::span<const int> counts);
SprtState sprtState(const SprtTest &test, std::span<const int> counts);

} // namespace kibitz
