// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QChartView;
class QComboBox;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace kibitz {

class EngineConsole;
struct SearchSample;

// The search of the engine shown in the engine log, over time: depth, selective depth, nodes per
// second and score against thinking time for the search under way (or the last one), or per move
// over the game, so that an author sees a search stall, a time-management bug or a score swing.
// Clicking a series' name in the legend hides it.
class SearchChart : public QWidget
{
    Q_OBJECT
public:
    explicit SearchChart(QWidget *parent = nullptr);

    // The engine whose search is drawn (null: none).
    void setConsole(EngineConsole *console);
    // The points drawn of a series, for tests: "depth", "seldepth", "nps", "score".
    QList<QPointF> points(const QString &series) const;
    void showPerMove(bool perMove);
    // The choice of this search or per move, for the panel to place (in its top row).
    QComboBox *viewChoice() const { return m_view; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void redraw();
    void plot(const QList<SearchSample> &samples, bool perMove);

    QPointer<EngineConsole> m_console;
    QComboBox *m_view;
    QLabel *m_empty;
    QChartView *m_chartView;
    QLineSeries *m_depth;
    QLineSeries *m_seldepth;
    QLineSeries *m_nps;
    QLineSeries *m_score;
    QValueAxis *m_x;
    QValueAxis *m_depthAxis;
    QValueAxis *m_npsAxis;
    QValueAxis *m_scoreAxis;
    QTimer m_redrawTimer;
};

} // namespace kibitz
