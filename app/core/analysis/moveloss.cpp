#include "core/analysis/moveloss.h"

#include "core/engine/bundledfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QSet>
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

// Every mark line in English and in each language whose catalog is installed.
QSet<QString> knownMarkLines()
{
    QSet<QString> lines;
    for (const char *source : markSources)
        lines.insert(bracketed(QString::fromLatin1(source)));
    const QDir dir(translationsDirectory());
    for (const QString &file : dir.entryList({QStringLiteral("kibitz_*.qm")}, QDir::Files)) {
        QTranslator translator;
        if (!translator.load(dir.filePath(file))) continue;
        for (const char *source : markSources) {
            const QString text = translator.translate(context, source);
            if (!text.isEmpty()) lines.insert(bracketed(text));
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

bool isMoveMarkLine(QStringView line)
{
    static const QSet<QString> known = knownMarkLines();
    if (!line.startsWith(u'【') || !line.endsWith(u'】')) return false;
    return known.contains(line.toString()) || line == moveMarkLine(MoveMark::Inaccuracy) ||
           line == moveMarkLine(MoveMark::Dubious) || line == moveMarkLine(MoveMark::Mistake) ||
           line == moveMarkLine(MoveMark::Blunder);
}

double moveAccuracy(double loss)
{
    return qBound(0.0, 103.1668 * std::exp(-0.04354 * qMax(0.0, loss)) - 3.1669, 100.0);
}

} // namespace kibitz
