// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchchart.h"

#include "core/engine/engineconsole.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QGraphicsLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace kibitz {

namespace {
// Mates are drawn at this score, so that one mate does not flatten the rest of the line.
constexpr double mateCp = 3000;

// An axis from 0 (or the lowest value) to a little over the highest value.
void fit(QValueAxis *axis, double low, double high)
{
    if (high <= low) high = low + 1;
    axis->setRange(low, high + (high - low) * 0.05);
}
} // namespace

SearchChart::SearchChart(QWidget *parent)
    : QWidget(parent), m_view(new QComboBox), m_empty(new QLabel), m_chartView(new QChartView),
      m_depth(new QLineSeries), m_seldepth(new QLineSeries), m_nps(new QLineSeries),
      m_score(new QLineSeries), m_x(new QValueAxis), m_depthAxis(new QValueAxis),
      m_npsAxis(new QValueAxis), m_scoreAxis(new QValueAxis)
{
    m_view->setObjectName(QStringLiteral("searchChartView"));
    m_view->setParent(this); // until the panel places it
    m_view->addItems({QString(), QString()});
    auto *chart = new QChart;
    // A short dock leaves the plot its height: the legend at the side, no margins.
    chart->setMargins(QMargins(0, 0, 0, 0));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_depthAxis, Qt::AlignLeft);
    chart->addAxis(m_scoreAxis, Qt::AlignRight);
    chart->addAxis(m_npsAxis, Qt::AlignRight);
    const QList<std::pair<QLineSeries *, QValueAxis *>> series = {{m_depth, m_depthAxis},
                                                                  {m_seldepth, m_depthAxis},
                                                                  {m_nps, m_npsAxis},
                                                                  {m_score, m_scoreAxis}};
    for (const auto &[line, axis] : series) {
        chart->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(axis);
        line->setPointsVisible(true);
    }
    m_seldepth->setPen(QPen(m_depth->color().lighter(140), 1, Qt::DashLine));
    // Each axis's numbers in its series' colour: three scales share the chart.
    m_depthAxis->setLabelsColor(m_depth->color());
    m_npsAxis->setLabelsColor(m_nps->color());
    m_scoreAxis->setLabelsColor(m_score->color());
    const QBrush shownLabel = chart->legend()->labelBrush();
    for (QLegendMarker *marker : chart->legend()->markers())
        connect(marker, &QLegendMarker::clicked, this, [marker, shownLabel] {
            marker->series()->setVisible(!marker->series()->isVisible());
            marker->setVisible(true); // the name stays, to show the series again
            marker->setLabelBrush(marker->series()->isVisible() ? shownLabel : QBrush(Qt::gray));
        });
    m_depthAxis->setLabelFormat(QStringLiteral("%d"));
    m_scoreAxis->setLabelFormat(QStringLiteral("%d"));
    m_npsAxis->setLabelFormat(QStringLiteral("%d"));
    m_chartView->setChart(chart);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumSize(120, 50); // no more asked of the smallest window
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_chartView, 1);
    layout->addWidget(m_empty, 1);

    m_redrawTimer.setSingleShot(true);
    m_redrawTimer.setInterval(250); // an engine's flood of info is drawn a few times a second
    connect(&m_redrawTimer, &QTimer::timeout, this, &SearchChart::redraw);
    connect(m_view, &QComboBox::currentIndexChanged, this, &SearchChart::redraw);
    retranslateUi();
    redraw();
}

void SearchChart::retranslateUi()
{
    m_view->setItemText(0, tr("This search"));
    m_view->setItemText(1, tr("Per move"));
    m_view->setToolTip(tr("The search under way (or the last one) against its time, or each "
                          "move's search as it ended"));
    m_depth->setName(tr("Depth"));
    m_seldepth->setName(tr("Selective depth"));
    m_nps->setName(tr("Thousand nodes/s"));
    m_score->setName(tr("Score (first player's view)"));
    m_empty->setText(tr("The search of a running engine is drawn here as it goes."));
    redraw(); // the x axis's title
}

void SearchChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void SearchChart::setConsole(EngineConsole *console)
{
    if (m_console) disconnect(m_console, nullptr, this, nullptr);
    m_console = console;
    if (console)
        connect(console, &EngineConsole::historyChanged, this, [this] {
            if (!m_redrawTimer.isActive()) m_redrawTimer.start();
        });
    redraw();
}

void SearchChart::showPerMove(bool perMove)
{
    m_view->setCurrentIndex(perMove ? 1 : 0);
    redraw();
}

void SearchChart::redraw()
{
    m_redrawTimer.stop();
    const bool perMove = m_view->currentIndex() == 1;
    m_x->setTitleText(perMove ? tr("Move (the engine's)") : tr("Thinking time (s)"));
    m_chartView->setVisible(m_console);
    m_view->setEnabled(m_console);
    m_empty->setVisible(!m_console);
    if (!m_console) return;
    const SearchHistory &history = m_console->history();
    plot(perMove ? history.perMove() : history.currentSearch(), perMove);
}

void SearchChart::plot(const QList<SearchSample> &samples, bool perMove)
{
    QList<QPointF> depth, seldepth, nps, score;
    double maxX = 0, maxDepth = 0, maxNps = 0, minScore = 0, maxScore = 0;
    for (qsizetype i = 0; i < samples.size(); ++i) {
        const SearchSample &s = samples[i];
        const double x = perMove ? double(i + 1) : s.seconds;
        maxX = qMax(maxX, x);
        if (s.depth >= 0) depth << QPointF(x, s.depth);
        if (s.seldepth >= 0) seldepth << QPointF(x, s.seldepth);
        maxDepth = qMax(maxDepth, double(qMax(s.depth, s.seldepth)));
        if (s.nps >= 0) nps << QPointF(x, s.nps / 1000.0);
        maxNps = qMax(maxNps, s.nps / 1000.0);
        if (!s.score.isValid()) continue;
        const double value = qBound(-mateCp, s.score.graphValue(mateCp), mateCp);
        score << QPointF(x, value);
        minScore = qMin(minScore, value);
        maxScore = qMax(maxScore, value);
    }
    m_depth->replace(depth);
    m_seldepth->replace(seldepth);
    m_nps->replace(nps);
    m_score->replace(score);
    fit(m_x, perMove ? 1 : 0, maxX);
    // Tenths of a second tell a fast search's points apart only with two decimals.
    m_x->setLabelFormat(perMove      ? QStringLiteral("%d")
                        : maxX < 2.0 ? QStringLiteral("%.2f")
                                     : QStringLiteral("%.1f"));
    fit(m_depthAxis, 0, maxDepth);
    fit(m_npsAxis, 0, maxNps);
    // Score around 0, so that the sign is seen at once.
    const double reach = std::max({qAbs(minScore), qAbs(maxScore), 100.0});
    m_scoreAxis->setRange(-reach * 1.05, reach * 1.05);
}

QList<QPointF> SearchChart::points(const QString &series) const
{
    if (series == QLatin1String("depth")) return m_depth->points();
    if (series == QLatin1String("seldepth")) return m_seldepth->points();
    if (series == QLatin1String("nps")) return m_nps->points();
    if (series == QLatin1String("score")) return m_score->points();
    return {};
}

} // namespace kibitz
