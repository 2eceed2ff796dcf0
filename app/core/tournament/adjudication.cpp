// SPDX-License-Identifier: GPL-3.0-or-later
#include "adjudication.h"

#include <QCoreApplication>

#include <cstdlib>

namespace kibitz {

// The messages are filed under kibitz::AdjudicationRules, named in each call for lupdate.
namespace {
// The KEY=VALUE words of one option, each key at most once; *error names the first bad word.
class Words
{
public:
    Words(const QStringList &words, QString *error) : m_words(words), m_error(error) {}

    // The value of `key` as a whole number of at least `least`; none when it is not given (or
    // is bad: then *error says so and ok() is false).
    std::optional<int> number(QStringView key, int least)
    {
        const std::optional<QString> value = take(key);
        if (!value) return std::nullopt;
        bool good = false;
        const int n = value->toInt(&good);
        if (good && n >= least) return n;
        fail(QCoreApplication::translate("kibitz::AdjudicationRules",
                                         "%1 needs a whole number of at least %2, not '%3'")
                 .arg(key.toString(), QString::number(least), *value));
        return std::nullopt;
    }
    // A switch given as the bare key or as key=true|false.
    bool flag(QStringView key)
    {
        const qsizetype bare = m_words.removeAll(key.toString());
        const std::optional<QString> value = take(key);
        if (bare + (value ? 1 : 0) > 1) fail(twice(key));
        if (bare > 0) return true;
        if (!value || *value == u"false") return false;
        if (*value != u"true")
            fail(QCoreApplication::translate("kibitz::AdjudicationRules",
                                             "%1 is true or false, not '%2'")
                     .arg(key, *value));
        return true;
    }
    // Every word was known and good; names the first one left over otherwise.
    bool finish(const QString &what)
    {
        if (ok() && !m_words.isEmpty())
            fail(QCoreApplication::translate("kibitz::AdjudicationRules", "not %1 setting: %2")
                     .arg(what, m_words.first()));
        return ok();
    }
    bool ok() const { return m_ok; }
    void fail(const QString &why)
    {
        if (m_ok) *m_error = why;
        m_ok = false;
    }

private:
    static QString twice(QStringView key)
    {
        return QCoreApplication::translate("kibitz::AdjudicationRules", "%1 is given twice")
            .arg(key);
    }
    std::optional<QString> take(QStringView key)
    {
        std::optional<QString> found;
        for (qsizetype i = 0; i < m_words.size();) {
            const QStringView word = m_words[i];
            if (!word.startsWith(key) || word.mid(key.size(), 1) != u"=") {
                ++i;
                continue;
            }
            if (found) fail(twice(key));
            found = word.mid(key.size() + 1).toString();
            m_words.removeAt(i);
        }
        return found;
    }

    QStringList m_words;
    QString *m_error;
    bool m_ok = true;
};

bool losing(const Score &s, int threshold)
{
    return s.isMate() ? s.value < 0 : s.value <= -threshold;
}

bool winning(const Score &s, int threshold)
{
    return s.isMate() ? s.value > 0 : s.value >= threshold;
}
} // namespace

std::optional<AdjudicationRules::Draw> AdjudicationRules::parseDraw(const QStringList &words,
                                                                    QString *error)
{
    Words w(words, error);
    Draw draw;
    draw.moveNumber = w.number(u"movenumber", 0).value_or(0);
    const std::optional<int> count = w.number(u"movecount", 1);
    const std::optional<int> score = w.number(u"score", 0);
    if (!w.finish(QCoreApplication::translate("kibitz::AdjudicationRules", "a --draw")))
        return std::nullopt;
    if (!count || !score) {
        *error = QCoreApplication::translate(
            "kibitz::AdjudicationRules",
            "--draw needs movecount=K and score=S (and movenumber=N to wait for)");
        return std::nullopt;
    }
    draw.moveCount = *count;
    draw.score = *score;
    return draw;
}

std::optional<AdjudicationRules::Resign> AdjudicationRules::parseResign(const QStringList &words,
                                                                        QString *error)
{
    Words w(words, error);
    Resign resign;
    const std::optional<int> count = w.number(u"movecount", 1);
    const std::optional<int> score = w.number(u"score", 1);
    resign.twoSided = w.flag(u"twosided");
    if (!w.finish(QCoreApplication::translate("kibitz::AdjudicationRules", "a --resign")))
        return std::nullopt;
    if (!count || !score) {
        *error = QCoreApplication::translate("kibitz::AdjudicationRules",
                                             "--resign needs movecount=K and score=S");
        return std::nullopt;
    }
    resign.moveCount = *count;
    resign.score = *score;
    return resign;
}

std::optional<Score> adjudicationScore(const EngineInfo &info, int side)
{
    if (!info.score.isValid() || info.depth == 0) return std::nullopt;
    return side == 0 ? info.score : info.score.negated();
}

std::optional<GameResult> AdjudicationTracker::afterMove(int side, int plies,
                                                         const std::optional<Score> &score)
{
    if (const auto &draw = m_rules.draw) {
        const bool within = score && !score->isMate() && std::abs(score->value) <= draw->score;
        m_drawRun = within ? m_drawRun + 1 : 0;
    }
    if (const auto &resign = m_rules.resign) {
        m_lostRun[side] = score && losing(*score, resign->score) ? m_lostRun[side] + 1 : 0;
        m_wonRun[side] = score && winning(*score, resign->score) ? m_wonRun[side] + 1 : 0;
        if (std::optional<GameResult> r = resignation(side)) return r;
    }
    if (const auto &draw = m_rules.draw;
        draw && plies >= draw->moveNumber && m_drawRun >= 2 * draw->moveCount)
        return GameResult::draw(
            EndReason::AdjudicatedDraw,
            QCoreApplication::translate("kibitz::AdjudicationRules",
                                        "both scores within ±%1 (movenumber=%2, movecount=%3)")
                .arg(draw->score)
                .arg(draw->moveNumber)
                .arg(draw->moveCount));
    if (m_rules.maxMoves > 0 && plies >= m_rules.maxMoves)
        return GameResult::draw(
            EndReason::MaxMoves,
            QCoreApplication::translate("kibitz::AdjudicationRules", "the game reached %1 moves")
                .arg(m_rules.maxMoves));
    return std::nullopt;
}

// The side to move, 1 - mover, resigns when its own scores have been hopeless for long enough.
std::optional<GameResult> AdjudicationTracker::resignation(int mover) const
{
    const AdjudicationRules::Resign &resign = *m_rules.resign;
    const int loser = 1 - mover;
    if (m_lostRun[loser] < resign.moveCount) return std::nullopt;
    if (resign.twoSided && m_wonRun[mover] < resign.moveCount) return std::nullopt;
    const QString detail =
        resign.twoSided
            ? QCoreApplication::translate(
                  "kibitz::AdjudicationRules",
                  "the loser's score at or below -%1 and the winner's at or above %1 "
                  "(movecount=%2)")
            : QCoreApplication::translate("kibitz::AdjudicationRules",
                                          "the loser's score at or below -%1 (movecount=%2)");
    return GameResult::win(mover, EndReason::AdjudicatedResign,
                           detail.arg(resign.score).arg(resign.moveCount));
}

} // namespace kibitz
