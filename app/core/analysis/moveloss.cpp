// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/moveloss.h"

#include "core/engine/bundledfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QTranslator>
#include <cmath>

namespace kibitz {

namespace {
const char *const context = "kibitz::MoveMark";

// The source texts, in MoveMark order after None.
const char *const markSources[] = {
    QT_TRANSLATE_NOOP("kibitz::MoveMark", "Inaccuracy"),
    QT_TRANSLATE_NOOP("kibitz::MoveMark", "Dubious"),
    QT_TRANSLATE_NOOP("kibitz::MoveMark", "Mistake"),
    QT_TRANSLATE_NOOP("kibitz::MoveMark", "Blunder"),
};

QString bracketed(const QString &name)
{
    return QStringLiteral("【") + name + QStringLiteral("】");
}

// Every mark line in English and in each language whose catalog is installed, with its mark.
QHash<QString, MoveMark> knownMarkLines()
{
    QHash<QString, MoveMark> lines;
    for (int i = 0; i < moveMarkCount - 1; ++i)
        lines.insert(bracketed(QString::fromLatin1(markSources[i])), MoveMark(i + 1));
    const QDir dir(translationsDirectory());
    for (const QString &file : dir.entryList({QStringLiteral("kibitz_*.qm")}, QDir::Files)) {
        QTranslator translator;
        if (!translator.load(dir.filePath(file))) continue;
        for (int i = 0; i < moveMarkCount - 1; ++i) {
            const QString text = translator.translate(context, markSources[i]);
            if (!text.isEmpty()) lines.insert(bracketed(text), MoveMark(i + 1));
        }
    }
    return lines;
}
} // namespace

double LossScale::winRate(const Score &score) const
{
    switch (score.kind) {
    case Score::Kind::None:
        return 50;
    case Score::Kind::Mate:
        return score.value >= 0 ? 100 : 0;
    case Score::Kind::Centipawns:
        break;
    }
    return 100 / (1 + std::exp(-score.value / scoreScale));
}

MoveMark LossScale::markFor(double loss) const
{
    MoveMark mark = MoveMark::None;
    for (int i = 0; i < thresholds.size() && i < moveMarkCount - 1; ++i)
        if (loss >= thresholds[i]) mark = MoveMark(i + 1);
    return mark;
}

QString moveMarkName(MoveMark mark)
{
    if (mark == MoveMark::None) return {};
    return QCoreApplication::translate(context, markSources[int(mark) - 1]);
}

QString moveMarkLine(MoveMark mark)
{
    return mark == MoveMark::None ? QString() : bracketed(moveMarkName(mark));
}

MoveMark moveMarkOfLine(QStringView line)
{
    static const QHash<QString, MoveMark> known = knownMarkLines();
    if (!line.startsWith(u'【') || !line.endsWith(u'】')) return MoveMark::None;
    // The language in use first: its catalog may be one not installed (a test's, a user's).
    for (int i = 1; i < moveMarkCount; ++i)
        if (line == moveMarkLine(MoveMark(i))) return MoveMark(i);
    return known.value(line.toString(), MoveMark::None);
}

double moveAccuracy(double loss)
{
    return qBound(0.0, 103.1668 * std::exp(-0.04354 * qMax(0.0, loss)) - 3.1669, 100.0);
}

} // namespace kibitz
