// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/evaluationline.h"

#include <QChartView>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace kibitz {

// The evaluation graph: the score of each ply that has one (from the record's think comments),
// from the first player's view, clamped to ±clampCp so that one mate does not flatten the rest.
// A line marks the ply shown. A move the record's analysis marked (悪手 …) has its point drawn
// larger in the mark's colour, the marks of the record named in a legend below. A click picks
// the ply nearest the pointer; the pointer over a point says which (the window previews that
// ply's line and tells its score in a tooltip).
class EvaluationGraph : public QChartView
{
    Q_OBJECT
public:
    static constexpr double clampCp = 2000;

    explicit EvaluationGraph(QWidget *parent = nullptr);

    // The points, the number of plies of the line (the x axis) and whose view the scores are.
    void setPoints(const QList<EvaluationPoint> &points, int plyCount, const QString &firstSide);
    void setShownPly(int ply);
    const QList<EvaluationPoint> &points() const { return m_points; }
    // Where the point of `ply` is drawn, in the widget's coordinates; null if it has none.
    QPoint pointPosition(int ply) const;
    void retranslateUi();

Q_SIGNALS:
    void plyClicked(int ply);
    void pointHovered(int ply); // -1 when the pointer leaves the points

protected:
    bool viewportEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    int plyNear(const QPoint &pos, bool pointsOnly) const;
    void setHovered(int ply);
    void updateMarker();
    void updateMarks();
    void fitToPlotArea();

    QLineSeries *m_line;
    QScatterSeries *m_dots;
    QList<QScatterSeries *> m_markDots; // by MoveMark - 1
    QLineSeries *m_marker;
    QValueAxis *m_x;
    QValueAxis *m_y;
    QList<EvaluationPoint> m_points;
    QString m_firstSide;
    int m_plyCount = 0;
    int m_shownPly = 0;
    int m_hovered = -1;
};

} // namespace kibitz
