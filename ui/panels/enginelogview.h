// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QToolButton;
class QTreeView;

namespace kibitz {

class EngineLog;
class EngineLogModel;

// One engine log to read: each line with its time since the log began (the clock time on hover),
// its direction in colour, a filter of the kinds of line, search with next and previous, and copy
// of the lines selected. New lines come in batches so that a flooding engine cannot stall the
// window, and the view follows them unless the person has scrolled up.
class EngineLogView : public QWidget
{
    Q_OBJECT
public:
    explicit EngineLogView(QWidget *parent = nullptr);

    // Shows log (null: none), at most maxRows of its newest lines (0: all).
    void setLog(EngineLog *log, qsizetype maxRows);
    // The lines shown, one a line.
    QString shownText() const;
    // Moves to the next (or previous) line shown that contains text, wrapping; false if none.
    bool find(const QString &text, bool backwards);
    // Whether new lines scroll into view (the person has not scrolled up).
    bool isFollowing() const;
    // The filter and search row, for the panel to place (in its top row, to save a row).
    QWidget *bar() const { return m_bar; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void setUpView();
    QAction *addFilter(unsigned kind, const char *objectName);
    void applyFilter();
    void updateFollowing();
    void copySelection();
    void findFromEdit(bool backwards);

    QPointer<EngineLog> m_log;
    EngineLogModel *m_model;
    QTreeView *m_view;
    QToolButton *m_filter;
    QList<QAction *> m_filters; // by the model's Shown flag order
    QLineEdit *m_find;
    QToolButton *m_previous;
    QToolButton *m_next;
    QLabel *m_matches;
    QToolButton *m_newest; // shown while the view does not follow: back to the newest lines
    QAction *m_copy;
    QTimer m_flushTimer;
    QWidget *m_bar;
    bool m_follow = true;
};

} // namespace kibitz
