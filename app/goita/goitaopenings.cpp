// SPDX-License-Identifier: GPL-3.0-or-later
#include "goita/goitaopenings.h"

#include "core/tournament/openinglist.h"
#include "goita/goitagame.h"
#include "goita/goitaposition.h"
#include "goita/goitasetup.h"

#include <QCoreApplication>
#include <QCryptographicHash>

#include <algorithm>

namespace kibitz::goita {

namespace {
// lupdate files a tr() outside a class under its namespace: the context is that namespace.
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::goita", text);
}

bool isNumber(QStringView line)
{
    return std::all_of(line.begin(), line.end(), [](QChar c) { return c.isDigit(); });
}

// A seed made from `text`, the same on every read and every machine (SHA-256, not qHash, whose
// seed is per process), so that a game resumed, or played by another shard, is dealt as its
// pair's other game was.
quint64 hashedSeed(const QString &text)
{
    const QByteArray digest = QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256);
    quint64 seed = 0;
    for (int i = 0; i < 8; ++i)
        seed = seed << 8 | quint8(digest[i]);
    return seed & 0x7fffffffffffffffULL; // as GoitaSetup::randomSeed draws them
}

// The seed of the n-th deal line (1-based) when it names none.
quint64 lineSeed(int n, QStringView line)
{
    return hashedSeed(QString::number(n) + u':' + line.toString());
}
} // namespace

OpeningReadResult readGoitaOpenings(const QString &path, const QString &baseSetup)
{
    QString problem;
    if (!GoitaSetup::parse(baseSetup, &problem)) {
        OpeningReadResult result;
        result.error = problem;
        return result;
    }
    int lineNumber = 0;
    return readOpeningList(path, [&](QStringView line, QString *why) -> std::optional<Opening> {
        ++lineNumber;
        QString words = line.toString();
        if (isNumber(line)) {
            bool ok = false;
            const quint64 seed = line.toULongLong(&ok);
            if (!ok) {
                *why = tr("seed %1 is larger than %2").arg(line).arg(quint64(-1));
                return std::nullopt;
            }
            words = QStringLiteral("seed ") + QString::number(seed);
        }
        // A seed in the match's setup or in the line comes later and wins over this one.
        const QString text = QStringLiteral("seed %1 ").arg(lineSeed(lineNumber, line)) +
                             baseSetup + QLatin1Char(' ') + words;
        const std::unique_ptr<GoitaPosition> position = GoitaPosition::fromSetup(text, why);
        if (!position) return std::nullopt;
        return Opening{position->setupText(), {}, {}, {}, 0};
    });
}

std::optional<Opening> seededGoitaDeal(const QString &baseSetup, quint64 seed, qint64 k)
{
    const quint64 dealSeed = hashedSeed(QStringLiteral("match seed %1, deal %2").arg(seed).arg(k));
    const QString words = QStringLiteral("seed %1").arg(dealSeed);
    // After the match's setup, so that this seed is the one dealt from.
    const std::unique_ptr<GoitaPosition> position =
        GoitaPosition::fromSetup(baseSetup + QLatin1Char(' ') + words);
    if (!position) return std::nullopt;
    return Opening{position->setupText(), {}, words, {}, 0};
}

std::optional<Opening> GoitaGame::seededOpening(const QString &baseSetup, quint64 seed,
                                                qint64 k) const
{
    return seededGoitaDeal(baseSetup, seed, k);
}

OpeningReadResult GoitaGame::readOpenings(const QString &path, const QString &baseSetup) const
{
    return readGoitaOpenings(path, baseSetup);
}

} // namespace kibitz::goita
