// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace kibitz {

class EnginePanel;

// The Engines dock: one panel for each engine whose thoughts are shown, the panels of the
// analysis engines after them (in as many columns as the width reads well with), and a hint in
// their place when there is none.
class EngineArea : public QWidget
{
    Q_OBJECT
public:
    explicit EngineArea(QWidget *parent = nullptr);

    // A panel for each side that is true, none for the others; the analysis panels stay.
    void setSides(const QList<bool> &shown);
    EnginePanel *panel(int side) const { return m_panels.value(side); }
    const QList<EnginePanel *> &panels() const { return m_panels; }

    // A panel for one more analysis engine, after the others; removing one deletes it.
    EnginePanel *addAnalysisPanel();
    void removeAnalysisPanel(EnginePanel *panel);
    const QList<EnginePanel *> &analysisPanels() const { return m_analysisPanels; }

    // What the hint says while no engine is shown.
    void setHint(const QString &text);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateHint();
    // The least height of a panel's table: its header and this many rows.
    void arrangeAnalysisPanels();
    int analysisColumns() const;

    QList<EnginePanel *> m_panels;
    QList<EnginePanel *> m_analysisPanels;
    QGridLayout *m_analysisGrid;
    int m_columns = 0; // of the grid as last arranged
    QLabel *m_hint;
};

} // namespace kibitz
