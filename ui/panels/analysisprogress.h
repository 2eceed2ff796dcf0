// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace kibitz {

// How far a record analysis has come, for the status bar: the engine, a bar with the count of
// positions searched, and a button to cancel it.
class AnalysisProgress : public QWidget
{
    Q_OBJECT
public:
    explicit AnalysisProgress(QWidget *parent = nullptr);

    void setEngine(const QString &name);
    void setProgress(int done, int total);
    int done() const;
    QPushButton *cancelButton() const { return m_cancel; }

Q_SIGNALS:
    void cancelRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_label;
    QProgressBar *m_bar;
    QPushButton *m_cancel;
    QString m_engine;
};

} // namespace kibitz
