// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentchart.h"

#include <QAreaSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <cmath>

namespace kibitz {

TournamentChart::TournamentChart(QWidget *parent)
    : QChartView(parent), m_elo(new QLineSeries), m_upper(new QLineSeries),
      m_lower(new QLineSeries), m_llr(new QLineSeries), m_band(new QAreaSeries(m_upper, m_lower)),
      m_games(new QValueAxis), m_eloAxis(new QValueAxis), m_llrAxis(new QValueAxis)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(190);
    QChart *c = chart();
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setMargins(QMargins(2, 2, 2, 2));
    QColor band(0x42, 0x85, 0xf4, 60);
    m_band->setBrush(band);
    m_band->setPen(Qt::NoPen);
    m_elo->setColor(QColor(0x1a, 0x57, 0xc4));
    m_llr->setColor(QColor(0xd3, 0x6b, 0x00));
    for (QAbstractSeries *s : std::initializer_list<QAbstractSeries *>{m_band, m_elo, m_llr})
        c->addSeries(s);
    m_games->setLabelFormat(QStringLiteral("%d"));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    for (QValueAxis *axis : {m_games, m_eloAxis, m_llrAxis}) {
        axis->setLabelsFont(small);
        axis->setTitleFont(small);
        axis->setTickCount(5);
    }
    m_eloAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_llrAxis->setLabelFormat(QStringLiteral("%.1f"));
    c->setTitleFont(small);
    c->legend()->setFont(small);
    c->addAxis(m_games, Qt::AlignBottom);
    c->addAxis(m_eloAxis, Qt::AlignLeft);
    c->addAxis(m_llrAxis, Qt::AlignRight);
    for (QAbstractSeries *s : std::initializer_list<QAbstractSeries *>{m_band, m_elo, m_llr})
        s->attachAxis(m_games);
    m_band->attachAxis(m_eloAxis);
    m_elo->attachAxis(m_eloAxis);
    m_llr->attachAxis(m_llrAxis);
    // The band's edges are drawn by the band alone.
    c->legend()->markers(m_band).first()->setVisible(false);
    retranslate();
    clear({}, false);
}

void TournamentChart::retranslate()
{
    m_elo->setName(tr("Elo ± 95 %"));
    m_llr->setName(tr("LLR"));
    m_games->setTitleText(tr("Games"));
}

void TournamentChart::clear(const QString &title, bool withLlr)
{
    chart()->setTitle(title);
    for (QLineSeries *s : {m_elo, m_upper, m_lower, m_llr})
        s->clear();
    m_llr->setVisible(withLlr);
    m_llrAxis->setVisible(withLlr);
    m_eloMin = -50, m_eloMax = 50, m_llrMin = -3, m_llrMax = 3;
    m_games->setRange(0, 8);
    m_eloAxis->setRange(m_eloMin, m_eloMax);
    m_llrAxis->setRange(m_llrMin, m_llrMax);
}

void TournamentChart::addPoint(int games, double elo, double error, double llr)
{
    // An estimate without bounds (every game won) is left out of the Elo line.
    if (std::isfinite(elo) && std::isfinite(error)) {
        m_elo->append(games, elo);
        m_upper->append(games, elo + error);
        m_lower->append(games, elo - error);
        m_eloMin = std::min(m_eloMin, std::floor((elo - error) / 50) * 50);
        m_eloMax = std::max(m_eloMax, std::ceil((elo + error) / 50) * 50);
        // Five ticks at round values (Qt's nice numbers change their count, and too many are
        // elided in a small chart): four steps of 25, 50, 100, 250 or 500 Elo.
        const double low = std::max(m_eloMin, -1000.0), high = std::min(m_eloMax, 1000.0);
        for (const double step : {25.0, 50.0, 100.0, 250.0, 500.0}) {
            const double start = std::floor(low / step) * step;
            if (start + 4 * step >= high || step == 500.0) {
                m_eloAxis->setRange(start, start + 4 * step);
                break;
            }
        }
    }
    if (m_llr->isVisible()) {
        m_llr->append(games, llr);
        m_llrMin = std::min(m_llrMin, std::floor(llr));
        m_llrMax = std::max(m_llrMax, std::ceil(llr));
        m_llrAxis->setRange(m_llrMin, m_llrMax);
    }
    // Whole games at each of the five ticks: the range a multiple of their four intervals.
    m_games->setRange(0, std::max(8, (games + 3) / 4 * 4));
}

} // namespace kibitz
