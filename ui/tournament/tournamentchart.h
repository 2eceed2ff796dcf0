// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChartView>

class QAreaSeries;
class QLineSeries;
class QValueAxis;

namespace kibitz {

// Elo ± its 95 % interval (left axis) and, with an SPRT, the LLR (right axis) against the games
// played, one point per finished game.
class TournamentChart : public QChartView
{
    Q_OBJECT
public:
    explicit TournamentChart(QWidget *parent = nullptr);
    void clear(const QString &title, bool withLlr);
    void addPoint(int games, double elo, double error, double llr);
    void retranslate();

private:
    QLineSeries *m_elo, *m_upper, *m_lower, *m_llr;
    QAreaSeries *m_band;
    QValueAxis *m_games, *m_eloAxis, *m_llrAxis;
    double m_eloMin = -50, m_eloMax = 50, m_llrMin = -3, m_llrMax = 3;
};

} // namespace kibitz
