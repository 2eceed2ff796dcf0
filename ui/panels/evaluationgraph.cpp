// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaluationgraph.h"

#include "movemarkcolor.h"

#include <QFontMetrics>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QValueAxis>

namespace kibitz {

namespace {
constexpr int hoverReachPx = 8; // how near a point the pointer must be to mean it

double graphY(const Score &score)
{
    return qBound(-EvaluationGraph::clampCp, score.graphValue(EvaluationGraph::clampCp),
                  EvaluationGraph::clampCp);
}
} // namespace

EvaluationGraph::EvaluationGraph(QWidget *parent)
    : QChartView(parent), m_line(new QLineSeries), m_dots(new QScatterSeries),
      m_marker(new QLineSeries), m_x(new QValueAxis), m_y(new QValueAxis)
{
    auto *c = new QChart;
    c->setMargins(QMargins(4, 4, 4, 4));
    c->setBackgroundRoundness(0);
    c->addSeries(m_line);
    c->addSeries(m_dots);
    for (int mark = 1; mark < moveMarkCount; ++mark) {
        auto *dots = new QScatterSeries;
        dots->setMarkerSize(10);
        dots->setColor(moveMarkColor(MoveMark(mark)));
        dots->setBorderColor(Qt::white);
        m_markDots.append(dots);
        c->addSeries(dots);
    }
    c->addSeries(m_marker);
    // The legend names the marks, and nothing else.
    c->legend()->setAlignment(Qt::AlignBottom);
    for (QAbstractSeries *s :
         {static_cast<QAbstractSeries *>(m_line), static_cast<QAbstractSeries *>(m_dots),
          static_cast<QAbstractSeries *>(m_marker)})
        for (QLegendMarker *marker : c->legend()->markers(s))
            marker->setVisible(false);
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    for (QAbstractSeries *s : c->series()) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    m_dots->setMarkerSize(6);
    m_dots->setColor(m_line->color());
    m_dots->setBorderColor(m_line->color());
    QPen markerPen(QColor(0xd0, 0x21, 0x2d));
    markerPen.setWidth(1);
    m_marker->setPen(markerPen);
    m_x->setLabelFormat(QStringLiteral("%d"));
    m_x->setTickType(QValueAxis::TicksDynamic);
    m_x->setTickAnchor(0);
    m_y->setRange(-clampCp, clampCp);
    m_y->setTickCount(5);
    m_y->setLabelFormat(QStringLiteral("%d"));
    setChart(c);
    setRenderHint(QPainter::Antialiasing);
    setMouseTracking(true);
    setMinimumHeight(160); // five score labels one above the other, none elided
    connect(c, &QChart::plotAreaChanged, this, &EvaluationGraph::fitToPlotArea);
    setPoints({}, 0, {});
}

void EvaluationGraph::fitToPlotArea()
{
    const QRectF area = chart()->plotArea();
    // A legend under a short plot leaves no room for five score labels: QtCharts elides them all
    // to "…". Three (the two ends and 0) are still read.
    const int labelHeight = QFontMetrics(m_y->labelsFont()).height();
    const int ticks = area.height() >= 5 * labelHeight ? 5 : 3;
    if (m_y->tickCount() != ticks) m_y->setTickCount(ticks);
    // A dot per ply closer than its own size merges into a thick band: the line alone then.
    m_dots->setVisible(area.width() >= 8.0 * qMax(1, m_plyCount));
}

void EvaluationGraph::setPoints(const QList<EvaluationPoint> &points, int plyCount,
                                const QString &firstSide)
{
    m_points = points;
    m_plyCount = plyCount;
    m_firstSide = firstSide;
    QList<QPointF> xy;
    for (const EvaluationPoint &p : points)
        xy.append({double(p.ply), graphY(p.score)});
    m_line->replace(xy);
    m_dots->replace(xy);
    updateMarks();
    const int last = qMax(plyCount, 10);
    m_x->setRange(0, last);
    // A label every 10, 20, 50 … plies: at most about five of them, which fit a narrow dock.
    int interval = 10;
    for (const int step : {20, 50, 100, 200, 500})
        if (last / interval > 5) interval = step;
    m_x->setTickInterval(interval);
    fitToPlotArea();
    setHovered(-1);
    updateMarker();
    retranslateUi();
}

void EvaluationGraph::setShownPly(int ply)
{
    m_shownPly = ply;
    updateMarker();
}

void EvaluationGraph::updateMarker()
{
    m_marker->replace({QPointF(m_shownPly, -clampCp), QPointF(m_shownPly, clampCp)});
}

void EvaluationGraph::updateMarks()
{
    QList<QList<QPointF>> marked(m_markDots.size());
    for (const EvaluationPoint &p : std::as_const(m_points))
        if (p.mark != MoveMark::None)
            marked[int(p.mark) - 1].append({double(p.ply), graphY(p.score)});
    bool any = false;
    // A legend shown while a marker turns visible lays that marker out at 0×0, over the others
    // (Qt 6.4): hidden, it is laid out afresh when shown again.
    chart()->legend()->setVisible(false);
    for (qsizetype i = 0; i < m_markDots.size(); ++i) {
        m_markDots[i]->replace(marked[i]);
        // Only the marks this record has are named.
        for (QLegendMarker *marker : chart()->legend()->markers(m_markDots[i]))
            marker->setVisible(!marked[i].isEmpty());
        any |= !marked[i].isEmpty();
    }
    chart()->legend()->setVisible(any);
    // The legend takes a row from the plot: the graph grows by it, so that the score axis' title
    // and labels still fit beside the plot.
    setMinimumHeight(any ? 160 + 2 * QFontMetrics(chart()->legend()->font()).height() : 160);
}

void EvaluationGraph::retranslateUi()
{
    for (qsizetype i = 0; i < m_markDots.size(); ++i)
        m_markDots[i]->setName(moveMarkName(MoveMark(i + 1)));
    const QString empty = tr("No evaluations in this record");
    chart()->setTitle(m_points.isEmpty() ? empty : QString());
    // A narrow dock (the smallest window's) cut this title and the score labels ("2…"): the
    // graph keeps room for them, and for a plot one can point at.
    setMinimumWidth(qMax(200, QFontMetrics(chart()->titleFont()).horizontalAdvance(empty) + 48));
    // Scores are from the first player's view: say so, shortly enough for the axis.
    m_y->setTitleText(m_firstSide.isEmpty() ? QString() : tr("%1 ahead").arg(m_firstSide));
}

QPoint EvaluationGraph::pointPosition(int ply) const
{
    for (const EvaluationPoint &p : m_points)
        if (p.ply == ply)
            return mapFromScene(chart()->mapToPosition(QPointF(p.ply, graphY(p.score)), m_line));
    return {};
}

int EvaluationGraph::plyNear(const QPoint &pos, bool pointsOnly) const
{
    int best = -1;
    double bestDistance = 0;
    for (const EvaluationPoint &p : m_points) {
        const QPoint at = pointPosition(p.ply);
        const double d = pointsOnly ? QLineF(at, pos).length() : qAbs(at.x() - pos.x());
        if (best < 0 || d < bestDistance) {
            best = p.ply;
            bestDistance = d;
        }
    }
    if (pointsOnly && bestDistance > hoverReachPx) return -1;
    if (best < 0 && !pointsOnly && m_plyCount > 0) {
        // No evaluations: the ply under the pointer along the axis.
        const QPointF value = chart()->mapToValue(mapToScene(pos), m_line);
        best = qBound(0, qRound(value.x()), m_plyCount);
    }
    return best;
}

bool EvaluationGraph::viewportEvent(QEvent *event)
{
    // Qt asks for a tooltip once the pointer rests; the chart's scene, none of whose items has
    // one, answers by hiding whatever tooltip is shown: the one the window gives the point under
    // the pointer went as soon as it came. While a point is hovered, its tooltip stays.
    if (event->type() == QEvent::ToolTip && m_hovered >= 0) {
        event->accept();
        return true;
    }
    return QChartView::viewportEvent(event);
}

void EvaluationGraph::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton &&
        chart()->plotArea().contains(mapToScene(event->pos()))) {
        const int ply = plyNear(event->pos(), false);
        if (ply >= 0) Q_EMIT plyClicked(ply);
        event->accept();
        return;
    }
    QChartView::mousePressEvent(event);
}

void EvaluationGraph::mouseMoveEvent(QMouseEvent *event)
{
    setHovered(plyNear(event->pos(), true));
    QChartView::mouseMoveEvent(event);
}

void EvaluationGraph::leaveEvent(QEvent *event)
{
    setHovered(-1);
    QChartView::leaveEvent(event);
}

void EvaluationGraph::setHovered(int ply)
{
    if (ply == m_hovered) return;
    m_hovered = ply;
    Q_EMIT pointHovered(ply);
}

} // namespace kibitz
