#include "enginearea.h"

#include "enginepanel.h"

#include <QLabel>
#include <QVBoxLayout>

namespace kibitz {

EngineArea::EngineArea(QWidget *parent) : QWidget(parent), m_hint(new QLabel)
{
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_hint);
}

void EngineArea::setSides(const QList<bool> &shown)
{
    qDeleteAll(m_panels);
    m_panels.clear();
    auto *column = static_cast<QVBoxLayout *>(layout());
    int at = 0; // the players' panels come first, then the analysis panel and the hint
    for (bool show : shown) {
        EnginePanel *panel = show ? new EnginePanel : nullptr;
        if (panel) column->insertWidget(at++, panel);
        m_panels.append(panel);
    }
    updateHint();
}

EnginePanel *EngineArea::addAnalysisPanel()
{
    if (!m_analysisPanel) {
        m_analysisPanel = new EnginePanel;
        static_cast<QVBoxLayout *>(layout())->insertWidget(layout()->count() - 1, m_analysisPanel);
    }
    updateHint();
    return m_analysisPanel;
}

void EngineArea::removeAnalysisPanel()
{
    delete m_analysisPanel;
    m_analysisPanel = nullptr;
    updateHint();
}

void EngineArea::setHint(const QString &text)
{
    m_hint->setText(text);
}

void EngineArea::updateHint()
{
    m_hint->setVisible(!m_analysisPanel && m_panels.count(nullptr) == m_panels.size());
}

} // namespace kibitz
