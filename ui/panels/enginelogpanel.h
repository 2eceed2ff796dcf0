#pragma once

#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace kibitz {

class EngineLog;

// The traffic with each engine as it happens, in TLF form ("# " sent, "=" and "." received,
// "?" errors), and Save as TLF. New lines are shown in batches so a flooding engine cannot
// stall the window; the view keeps the newest lines, the log itself keeps all of them.
class EngineLogPanel : public QWidget
{
    Q_OBJECT
public:
    explicit EngineLogPanel(QWidget *parent = nullptr);

    // Adds a log under a name (the panel does not own it); the newest one is shown.
    void addLog(EngineLog *log, const QString &name);
    void removeLog(EngineLog *log);
    void clearLogs();
    int logCount() const;
    QString shownText() const;
    // Saves the shown log; returns an error text, empty on success.
    QString saveShownLog(const QString &path) const;
    // The file name Save as TLF… offers: the shown log's name made safe ("kibitz-gomoku-White.tlf").
    QString suggestedFileName() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showLog(int index);
    void onLineAppended(const QString &line);
    void flushPending();
    void saveAs();

    QList<QPointer<EngineLog>> m_logs;
    QComboBox *m_choice;
    QPlainTextEdit *m_text;
    QPushButton *m_save;
    QLabel *m_label;
    QStringList m_pending;
    QTimer m_flushTimer;
};

} // namespace kibitz
