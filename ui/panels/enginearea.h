#pragma once

#include <QList>
#include <QWidget>

class QLabel;

namespace kibitz {

class EnginePanel;

// The Engines dock: one panel for each engine whose thoughts are shown, the analysis panel
// after them, and a hint in their place when there is none.
class EngineArea : public QWidget
{
    Q_OBJECT
public:
    explicit EngineArea(QWidget *parent = nullptr);

    // A panel for each side that is true, none for the others; the analysis panel stays.
    void setSides(const QList<bool> &shown);
    EnginePanel *panel(int side) const { return m_panels.value(side); }
    const QList<EnginePanel *> &panels() const { return m_panels; }

    EnginePanel *addAnalysisPanel();
    void removeAnalysisPanel();
    EnginePanel *analysisPanel() const { return m_analysisPanel; }

    // What the hint says while no engine is shown.
    void setHint(const QString &text);

private:
    void updateHint();

    QList<EnginePanel *> m_panels;
    EnginePanel *m_analysisPanel = nullptr;
    QLabel *m_hint;
};

} // namespace kibitz
