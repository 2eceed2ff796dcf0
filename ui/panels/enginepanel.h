// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QWidget>

class QLabel;
class QSpinBox;
class QTableView;

namespace kibitz {

class EngineInfoModel;

// One engine's live search: its name and side, the latest score and depth in large type, and
// one row per info update below. While the pointer rests on a row, rows that come in above it
// do not move it: the list scrolls with it, and goes back to where it was when the pointer
// leaves (to the top, the newest rows, as a rule).
class EnginePanel : public QWidget
{
    Q_OBJECT
public:
    explicit EnginePanel(QWidget *parent = nullptr);

    EngineInfoModel *model() const { return m_model; }
    void setTitle(const QString &engineName, const QString &sideName);
    void setThinking(bool thinking);
    bool isThinking() const { return m_thinking; }
    // The engine will search no more (it crashed, hung …): the title says so in red.
    void setStopped();
    // Shows a "Lines" box for the number of principal variations (analysis).
    void showLinesControl(int lines);
    QTableView *table() const { return m_view; } // its rows preview their lines when hovered
    // The table keeps at least `rows` rows in view, and the lines asked of the engine (up to 3).
    void keepRows(int rows);

Q_SIGNALS:
    void linesChanged(int lines);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateSummary();
    void fitTableHeight();
    void sizeColumns();
    void fitColumns();
    void keepHoveredRow(int first, int last);

    EngineInfoModel *m_model;
    QLabel *m_title;
    QLabel *m_summary;
    QTableView *m_view;
    QLabel *m_linesLabel;
    QSpinBox *m_lines;
    QHash<int, int> m_columnWidths; // the number columns' widths, by EngineInfoModel::Column
    QString m_engineName;
    QString m_sideName;
    int m_hoveredRow = -1; // the row under the pointer, -1 when the pointer is elsewhere
    int m_scrolledBy = 0;  // how far the list scrolled to keep it there
    bool m_stopped = false;
    int m_keptRows = 1;
    bool m_thinking = false;
};

} // namespace kibitz
