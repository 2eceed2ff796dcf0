// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginearea.h"

#include "enginepanel.h"

#include <QGridLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QVBoxLayout>

namespace kibitz {

namespace {
// A panel narrower than this cuts its line short (the number columns take about 400 pixels).
constexpr int minimumAnalysisPanelWidth = 560;
} // namespace

EngineArea::EngineArea(QWidget *parent)
    : QWidget(parent), m_analysisGrid(new QGridLayout), m_hint(new QLabel)
{
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_analysisGrid->setContentsMargins(0, 0, 0, 0);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_analysisGrid);
    layout->addWidget(m_hint);
}

void EngineArea::setSides(const QList<bool> &shown)
{
    qDeleteAll(m_panels);
    m_panels.clear();
    auto *column = static_cast<QVBoxLayout *>(layout());
    int at = 0; // the players' panels come first, then the analysis panels and the hint
    for (bool show : shown) {
        EnginePanel *panel = show ? new EnginePanel : nullptr;
        if (panel) {
            panel->keepRows(3); // a player's last three lines, even in the smallest window
            column->insertWidget(at++, panel);
        }
        m_panels.append(panel);
    }
    updateHint();
}

EnginePanel *EngineArea::addAnalysisPanel()
{
    auto *panel = new EnginePanel(this);
    // Four panels one above the other fit a window 900 pixels high: each table may shrink to
    // its header and one row (the others scroll), or to the lines asked of its engine.
    panel->keepRows(1);
    m_analysisPanels.append(panel);
    arrangeAnalysisPanels();
    updateHint();
    return panel;
}

void EngineArea::removeAnalysisPanel(EnginePanel *panel)
{
    if (!m_analysisPanels.removeOne(panel)) return;
    delete panel;
    arrangeAnalysisPanels();
    updateHint();
}

int EngineArea::analysisColumns() const
{
    const int fit = qMax(1, width() / minimumAnalysisPanelWidth);
    return qBound(1, fit, qMax(1, int(m_analysisPanels.size())));
}

void EngineArea::arrangeAnalysisPanels()
{
    m_columns = analysisColumns();
    for (EnginePanel *panel : std::as_const(m_analysisPanels))
        m_analysisGrid->removeWidget(panel);
    for (int i = 0; i < m_analysisPanels.size(); ++i) {
        // The last of an odd number takes the whole last row rather than half of it.
        const bool alone = i == m_analysisPanels.size() - 1 && (i % m_columns) == 0;
        m_analysisGrid->addWidget(m_analysisPanels[i], i / m_columns, i % m_columns, 1,
                                  alone ? m_columns : 1);
    }
    for (int c = 0; c < m_analysisGrid->columnCount(); ++c)
        m_analysisGrid->setColumnStretch(c, c < m_columns ? 1 : 0);
}

void EngineArea::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (analysisColumns() != m_columns) arrangeAnalysisPanels();
}

void EngineArea::setHint(const QString &text)
{
    m_hint->setText(text);
}

void EngineArea::updateHint()
{
    m_hint->setVisible(m_analysisPanels.isEmpty() && m_panels.count(nullptr) == m_panels.size());
}

} // namespace kibitz
