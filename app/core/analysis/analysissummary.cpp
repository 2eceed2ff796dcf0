// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/analysissummary.h"

#include "core/game/game.h"

#include <QCoreApplication>
#include <algorithm>

namespace kibitz {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::AnalysisSummary", text);
}
} // namespace

QString AnalysisSummary::figure(double value)
{
    const QString text = QString::number(value, 'f', 1);
    return text == QLatin1String("-0.0") ? QStringLiteral("0.0") : text;
}

QString AnalysisSummary::lossFigure(double loss)
{
    const QString text = figure(loss);
    return text == QLatin1String("0.0") ? text : QStringLiteral("−") + text;
}

AnalysisSummary::Side AnalysisSummary::side(int side) const
{
    Side s;
    double loss = 0, accuracy = 0;
    for (const MoveLoss &m : m_moves) {
        if (m.side != side) continue;
        ++s.moves;
        ++s.marks[int(m.mark)];
        loss += m.loss;
        accuracy += moveAccuracy(m.loss);
    }
    if (s.moves) {
        s.averageLoss = loss / s.moves;
        s.accuracy = accuracy / s.moves;
    }
    return s;
}

QList<MoveLoss> AnalysisSummary::worst(int count) const
{
    QList<MoveLoss> moves;
    for (const MoveLoss &m : m_moves)
        if (m.loss > 0) moves.append(m);
    std::stable_sort(moves.begin(), moves.end(),
                     [](const MoveLoss &a, const MoveLoss &b) { return a.loss > b.loss; });
    return moves.mid(0, count);
}

QStringList AnalysisSummary::text(const Game &game, int worstCount) const
{
    QStringList lines;
    for (int i = 0; i < game.playerCount(); ++i) {
        const Side s = side(i);
        if (!s.moves) continue;
        QStringList marks;
        for (int m = 1; m < moveMarkCount; ++m)
            marks << QStringLiteral("%1 %2").arg(moveMarkName(MoveMark(m))).arg(s.marks[m]);
        lines << tr("%1: accuracy %2%, average loss %3, %4")
                     .arg(game.sideName(i))
                     .arg(figure(s.accuracy), figure(s.averageLoss))
                     .arg(marks.join(QStringLiteral(", ")));
    }
    QStringList worstMoves;
    for (const MoveLoss &m : worst(worstCount)) {
        QString item = tr("%1 %2 (%3)").arg(m.ply).arg(m.move, lossFigure(m.loss));
        if (m.mark != MoveMark::None) item += QLatin1Char(' ') + moveMarkLine(m.mark);
        worstMoves << item;
    }
    if (!worstMoves.isEmpty()) lines << tr("worst: %1").arg(worstMoves.join(QStringLiteral(", ")));
    return lines;
}

} // namespace kibitz
