// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelistpanel.h"

#include "gamelistmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace kibitz {

GameListPanel::GameListPanel(QWidget *parent)
    : QWidget(parent), m_model(new GameListModel(this)), m_proxy(new QSortFilterProxyModel(this)),
      m_filter(new QLineEdit), m_view(new QTableView), m_status(new QLabel)
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(GameListModel::SortRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1); // every column
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(GameListModel::Number, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    // Fixed row heights and no fitting to contents: ten thousand rows stay quick.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionsMovable(true);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT gameChosen(m_model->row(m_proxy->mapToSource(index).row()).index);
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);
    m_status->setWordWrap(true);
    retranslateUi();
}

void GameListPanel::setStatus(const QString &text)
{
    m_status->setText(text);
}

void GameListPanel::fitColumns()
{
    m_view->resizeColumnsToContents();
}

void GameListPanel::selectGame(int index)
{
    // Rows are appended in file order, so a game's source row is its index.
    if (index < 0 || index >= m_model->rowCount()) return;
    const QModelIndex at = m_proxy->mapFromSource(m_model->index(index, 0));
    if (!at.isValid()) return; // filtered out
    m_view->setCurrentIndex(at);
    m_view->scrollTo(at);
}

void GameListPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void GameListPanel::retranslateUi()
{
    m_filter->setPlaceholderText(tr("Filter: a player, result, date or opening"));
    Q_EMIT m_model->headerDataChanged(Qt::Horizontal, 0, GameListModel::ColumnCount - 1);
}

} // namespace kibitz
