// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QStackedWidget;
class QToolButton;

namespace kibitz {

class EngineConsoleLine;
class EngineLog;
class EngineLogView;
class SearchChart;

// The traffic with each engine as it happens, in TLF form ("# " sent, "=" and "." received,
// "?" errors), Save as TLF, and Open… for a log saved earlier (a TLF log kibitz-cli match --log
// or Save as TLF wrote, or a recv:/send: traffic log), shown as one more log. A running engine's
// log has a command line to type to it, and a chart of its search over time. The view of a
// running engine keeps its newest lines, the log itself keeps all of them.
class EngineLogPanel : public QWidget
{
    Q_OBJECT
public:
    explicit EngineLogPanel(QWidget *parent = nullptr);

    // Adds a log under a name (the panel does not own it); the newest one is shown.
    void addLog(EngineLog *log, const QString &name);
    // Names a log anew (its engine has said its own name); the log shown stays shown.
    void setLogName(EngineLog *log, const QString &name);
    void removeLog(EngineLog *log);
    void clearLogs();
    int logCount() const;
    QString shownText() const;
    // Saves the shown log; returns an error text, empty on success.
    QString saveShownLog(const QString &path) const;
    // Reads a log file and shows it under its file name; returns an error text naming the line
    // it could not read, empty on success.
    QString openLog(const QString &path);
    // The file name Save as TLF… offers: the shown log's name made safe
    // ("kibitz-gomoku-White.tlf").
    QString suggestedFileName() const;
    EngineLogView *view() const { return m_view; }
    EngineConsoleLine *consoleLine() const { return m_console; }
    SearchChart *searchChart() const { return m_chart; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showLog(int index);
    void showConsole(); // of the log shown, if its engine runs
    void saveAs();
    void openFile();
    void forget(EngineLog *log); // deletes the logs the panel opened itself

    QList<QPointer<EngineLog>> m_logs;
    QComboBox *m_choice;
    // Icons: the row must stay as narrow as the smallest window allows.
    QToolButton *m_save;
    QToolButton *m_open;
    QLabel *m_label;
    QToolButton *m_showChart; // the chart instead of the traffic
    QStackedWidget *m_stack;
    EngineLogView *m_view;
    QLabel *m_consoleWarning;
    EngineConsoleLine *m_console;
    SearchChart *m_chart;
    QPointer<EngineLog> m_shown;
};

} // namespace kibitz
