// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginelogview.h"

#include "core/engine/enginelog.h"
#include "enginelogmodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QStyle>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace kibitz {

EngineLogView::EngineLogView(QWidget *parent)
    : QWidget(parent), m_model(new EngineLogModel(this)), m_view(new QTreeView),
      m_filter(new QToolButton), m_find(new QLineEdit), m_previous(new QToolButton),
      m_next(new QToolButton), m_matches(new QLabel), m_newest(new QToolButton),
      m_copy(new QAction(this)), m_bar(new QWidget(this))
{
    setUpView();
    m_filter->setObjectName(QStringLiteral("logFilter"));
    m_filter->setPopupMode(QToolButton::InstantPopup);
    m_filter->setMenu(new QMenu(m_filter));
    for (const auto &[kind, name] : {std::pair{EngineLogModel::ShowSent, "showSent"},
                                     {EngineLogModel::ShowReceived, "showReceived"},
                                     {EngineLogModel::ShowTyped, "showTyped"},
                                     {EngineLogModel::ShowErrors, "showErrors"},
                                     {EngineLogModel::ShowComments, "showComments"},
                                     {EngineLogModel::ShowInfo, "showInfo"}})
        m_filters << addFilter(kind, name);
    m_find->setObjectName(QStringLiteral("logFind"));
    m_find->setClearButtonEnabled(true);
    m_previous->setObjectName(QStringLiteral("findPrevious"));
    m_previous->setArrowType(Qt::UpArrow);
    m_next->setObjectName(QStringLiteral("findNext"));
    m_next->setArrowType(Qt::DownArrow);
    m_matches->setObjectName(QStringLiteral("findMatches"));
    m_newest->setObjectName(QStringLiteral("logNewest"));
    m_newest->setIcon(style()->standardIcon(QStyle::SP_ArrowDown));
    m_newest->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_newest->hide();

    auto *bar = new QHBoxLayout(m_bar);
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_filter);
    bar->addWidget(m_find, 1);
    bar->addWidget(m_previous);
    bar->addWidget(m_next);
    bar->addWidget(m_matches);
    bar->addWidget(m_newest);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);

    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(100);
    connect(&m_flushTimer, &QTimer::timeout, m_model, &EngineLogModel::update);
    // Following is the person's choice, kept while the view is hidden or resized: scrolled to
    // the end it follows, scrolled up it stays.
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_follow) m_view->scrollToBottom();
    });
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this,
            &EngineLogView::updateFollowing);
    connect(m_view->verticalScrollBar(), &QScrollBar::rangeChanged, this, [this] {
        if (m_follow) m_view->scrollToBottom();
    });
    connect(m_newest, &QToolButton::clicked, m_view, &QTreeView::scrollToBottom);
    connect(m_copy, &QAction::triggered, this, &EngineLogView::copySelection);
    connect(m_find, &QLineEdit::returnPressed, this,
            [this] { findFromEdit(QApplication::keyboardModifiers() & Qt::ShiftModifier); });
    connect(m_find, &QLineEdit::textChanged, m_matches, &QLabel::clear);
    connect(m_previous, &QToolButton::clicked, this, [this] { findFromEdit(true); });
    connect(m_next, &QToolButton::clicked, this, [this] { findFromEdit(false); });
    retranslateUi();
}

void EngineLogView::setUpView()
{
    m_view->setObjectName(QStringLiteral("logLines"));
    // A few lines at least, and no more asked of the smallest window.
    m_view->setMinimumHeight(m_view->fontMetrics().height() * 2);
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true); // a long log scrolls without measuring every row
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_view->setTextElideMode(Qt::ElideNone);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(EngineLogModel::TimeColumn, QHeaderView::Interactive);
    m_view->header()->setSectionResizeMode(EngineLogModel::LineColumn,
                                           QHeaderView::ResizeToContents);
    m_view->setColumnWidth(EngineLogModel::TimeColumn,
                           m_view->fontMetrics().horizontalAdvance(QStringLiteral("00:00.000_")));
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_copy->setShortcut(QKeySequence::Copy);
    m_copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(m_copy);
}

QAction *EngineLogView::addFilter(unsigned kind, const char *objectName)
{
    QAction *action = m_filter->menu()->addAction(QString());
    action->setObjectName(QLatin1String(objectName));
    action->setCheckable(true);
    action->setChecked(true);
    action->setData(kind);
    connect(action, &QAction::toggled, this, &EngineLogView::applyFilter);
    return action;
}

void EngineLogView::retranslateUi()
{
    const QStringList titles = {tr("Sent by Kibitz"),           tr("From the engine"),
                                tr("Typed in the console"),     tr("Errors"),
                                tr("Comments (stderr, notes)"), tr("info lines")};
    for (qsizetype i = 0; i < m_filters.size(); ++i)
        m_filters[i]->setText(titles.value(i));
    m_filter->setText(tr("Filter"));
    m_filter->setToolTip(tr("Choose the kinds of line shown"));
    m_find->setPlaceholderText(tr("Find in the log"));
    m_previous->setToolTip(tr("Previous match (Shift+Enter)"));
    m_next->setToolTip(tr("Next match (Enter)"));
    m_newest->setText(tr("Newest"));
    m_newest->setToolTip(tr("New lines are not scrolled into view while you read above them; "
                            "this goes back to the newest line"));
    m_copy->setText(tr("&Copy"));
}

void EngineLogView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void EngineLogView::setLog(EngineLog *log, qsizetype maxRows)
{
    if (m_log) disconnect(m_log, nullptr, this, nullptr);
    m_flushTimer.stop();
    m_log = log;
    m_model->setLog(log, maxRows);
    m_matches->clear();
    if (!log) return;
    connect(log, &EngineLog::lineAppended, this, [this] {
        if (!m_flushTimer.isActive()) m_flushTimer.start();
    });
    connect(log, &QObject::destroyed, this, [this] { setLog(nullptr, 0); });
    m_follow = true;
    m_newest->hide();
    m_view->scrollToBottom(); // the newest traffic in view
}

void EngineLogView::applyFilter()
{
    unsigned shown = 0;
    for (const QAction *action : std::as_const(m_filters))
        if (action->isChecked()) shown |= action->data().toUInt();
    m_model->update(); // lines still pending are taken in under the old filter, then redone
    m_model->setShown(shown);
    m_filter->setDown(false);
    m_follow = true;
    m_view->scrollToBottom();
}

bool EngineLogView::isFollowing() const
{
    return m_follow;
}

void EngineLogView::updateFollowing()
{
    const QScrollBar *bar = m_view->verticalScrollBar();
    m_follow = bar->value() >= bar->maximum();
    m_newest->setVisible(!m_follow);
}

QString EngineLogView::shownText() const
{
    // The lines waiting for the view's next batch (the batches spare repaints) are the log's too.
    m_model->update();
    QStringList lines;
    for (int row = 0; row < m_model->rowCount(); ++row)
        lines << m_model->lineAt(row);
    return lines.join(QLatin1Char('\n'));
}

void EngineLogView::copySelection()
{
    QModelIndexList rows = m_view->selectionModel()->selectedRows(EngineLogModel::LineColumn);
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QStringList lines;
    for (const QModelIndex &index : std::as_const(rows))
        lines << m_model->lineAt(index.row());
    if (!lines.isEmpty()) QApplication::clipboard()->setText(lines.join(QLatin1Char('\n')));
}

bool EngineLogView::find(const QString &text, bool backwards)
{
    const int rows = m_model->rowCount();
    QList<int> matches;
    for (int row = 0; !text.isEmpty() && row < rows; ++row)
        if (m_model->lineAt(row).contains(text, Qt::CaseInsensitive)) matches << row;
    if (matches.isEmpty()) {
        m_matches->setText(text.isEmpty() ? QString() : tr("not found"));
        return false;
    }
    const int current = m_view->currentIndex().isValid() ? m_view->currentIndex().row()
                        : backwards                      ? rows
                                                         : -1;
    // The first match past the current row that way, or round to the other end.
    qsizetype at =
        backwards ? std::lower_bound(matches.begin(), matches.end(), current) - matches.begin() - 1
                  : std::upper_bound(matches.begin(), matches.end(), current) - matches.begin();
    at = (at + matches.size()) % matches.size();
    const QModelIndex index = m_model->index(matches[at], EngineLogModel::LineColumn);
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
    m_matches->setText(tr("%1 of %2").arg(at + 1).arg(matches.size()));
    return true;
}

void EngineLogView::findFromEdit(bool backwards)
{
    find(m_find->text(), backwards);
}

} // namespace kibitz
