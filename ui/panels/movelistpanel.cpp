// SPDX-License-Identifier: GPL-3.0-or-later
#include "movelistpanel.h"

#include "core/engine/thinkinfo.h"
#include "displaytext.h"
#include "movelistmodel.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace kibitz {

MoveListPanel::MoveListPanel(QWidget *parent)
    : QWidget(parent), m_model(new MoveListModel(this)), m_view(new QTableView),
      m_variationsLabel(new QLabel), m_variations(new QListWidget), m_comment(new QPlainTextEdit)
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

    m_variationsLabel->setBuddy(m_variations);
    m_variations->setMaximumHeight(m_variations->fontMetrics().height() * 5);
    m_variationsLabel->hide();
    m_variations->hide();
    retranslate();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_variationsLabel);
    layout->addWidget(m_variations);
    layout->addWidget(m_comment);

    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, &MoveListPanel::showContextMenu);
    // A click or the arrow keys in the list follow that alternative at once.
    // (Queued: the list is filled again as the line changes, not from within its own signal.)
    connect(m_variations, &QListWidget::currentRowChanged, this, [this](int row) {
        if (m_selecting || row < 0) return;
        QMetaObject::invokeMethod(
            this, [this, ply = m_variationsPly, row] { Q_EMIT variationChosen(ply, row); },
            Qt::QueuedConnection);
    });

    // The view makes row 0 current by itself when it gets the focus with no current row; only
    // a move from a row (keys) or a click is the user's choice.
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current, const QModelIndex &previous) {
                if (!m_selecting && current.isValid() && previous.isValid())
                    Q_EMIT plySelected(qMin(current.row(), m_model->moveCount()));
            });
    connect(m_view, &QTableView::clicked, this, [this](const QModelIndex &index) {
        if (index.isValid()) Q_EMIT plySelected(qMin(index.row(), m_model->moveCount()));
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, m_view, &QTableView::scrollToBottom);
    // The Mark column is there once the record's analysis has marked a move.
    const auto showMarkColumn = [this] {
        m_view->setColumnHidden(MoveListModel::MarkColumn, !m_model->hasMarks());
    };
    connect(m_model, &QAbstractItemModel::modelReset, this, showMarkColumn);
    connect(m_model, &QAbstractItemModel::dataChanged, this, showMarkColumn);
    showMarkColumn();
}

void MoveListPanel::selectPly(int ply)
{
    m_selecting = true;
    const QModelIndex index = m_model->index(ply, MoveListModel::MoveColumn);
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    m_view->scrollTo(index);
    showVariations(ply);
    m_selecting = false;
}

void MoveListPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void MoveListPanel::retranslate()
{
    m_variationsLabel->setText(tr("&Variations at this move:"));
}

void MoveListPanel::showVariations(int ply)
{
    // The list stays while the line has variations anywhere, so that the moves above do not
    // jump as rows are selected; it holds the selected move's alternatives, if any.
    bool anyInLine = false;
    for (int row = 1; row <= m_model->moveCount() && !anyInLine; ++row)
        anyInLine = !m_model->move(row).alternatives.isEmpty();
    m_variationsLabel->setVisible(anyInLine);
    m_variations->setVisible(anyInLine);
    m_variationsPly = ply;
    m_variations->clear();
    const bool here =
        ply > 0 && ply <= m_model->moveCount() && !m_model->move(ply).alternatives.isEmpty();
    m_variations->setEnabled(here);
    if (!here) return;
    const MoveListModel::Move &move = m_model->move(ply);
    m_variations->addItems(move.alternatives);
    m_variations->setCurrentRow(move.choice);
}

void MoveListPanel::showContextMenu(const QPoint &pos)
{
    const int ply = m_view->indexAt(pos).row();
    if (ply <= 0 || m_model->move(ply).alternatives.isEmpty()) return;
    const MoveListModel::Move &move = m_model->move(ply);
    QMenu menu(this);
    menu.addSection(tr("Follow the variation"));
    for (int i = 0; i < move.alternatives.size(); ++i) {
        QAction *action = menu.addAction(move.alternatives[i]);
        action->setCheckable(true);
        action->setChecked(i == move.choice);
        connect(action, &QAction::triggered, this, [this, ply, i] {
            if (i != m_model->move(ply).choice) Q_EMIT variationChosen(ply, i);
        });
    }
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

void MoveListPanel::setNote(const QString &comment, const QList<ThinkInfo> &thinks,
                            const Position *after)
{
    QStringList parts;
    if (!comment.isEmpty()) parts << comment;
    for (const ThinkInfo &think : thinks) {
        QStringList fields;
        fields << (think.origin == ThinkInfo::Origin::Player ? tr("Player's engine")
                                                             : tr("Analysis"));
        if (!think.engine.isEmpty()) fields << think.engine;
        if (think.score.isValid()) fields << tr("score %1").arg(displaytext::score(think.score));
        if (think.depth >= 0) fields << tr("depth %1").arg(think.depth);
        if (think.nodes >= 0) fields << tr("nodes %1").arg(displaytext::count(think.nodes));
        if (!think.pv.isEmpty() && after)
            fields << tr("line %1").arg(displaytext::moves(*after, think.pv));
        parts << fields.join(QStringLiteral(" · "));
    }
    m_comment->setPlainText(parts.join(QLatin1Char('\n')));
}

QString MoveListPanel::note() const
{
    return m_comment->toPlainText();
}

} // namespace kibitz
