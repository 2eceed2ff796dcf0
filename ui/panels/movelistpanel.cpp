#include "movelistpanel.h"

#include "movelistmodel.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace kibitz {

MoveListPanel::MoveListPanel(QWidget *parent)
    : QWidget(parent), m_model(new MoveListModel(this)), m_view(new QTableView),
      m_comment(new QPlainTextEdit)
{
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(MoveListModel::MoveColumn,
                                                     QHeaderView::Stretch);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_comment->setReadOnly(true);
    m_comment->setMaximumHeight(m_comment->fontMetrics().height() * 6);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_comment);

    // The view makes row 0 current by itself when it gets the focus with no current row; only
    // a move from a row (keys) or a click is the user's choice.
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current, const QModelIndex &previous) {
                if (!m_selecting && current.isValid() && previous.isValid())
                    Q_EMIT plySelected(current.row());
            });
    connect(m_view, &QTableView::clicked, this, [this](const QModelIndex &index) {
        if (index.isValid()) Q_EMIT plySelected(index.row());
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, m_view, &QTableView::scrollToBottom);
}

void MoveListPanel::selectPly(int ply)
{
    m_selecting = true;
    const QModelIndex index = m_model->index(ply, MoveListModel::MoveColumn);
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    m_view->scrollTo(index);
    m_selecting = false;
}

void MoveListPanel::setComment(const QString &text)
{
    m_comment->setPlainText(text);
}

} // namespace kibitz
