#include "movelistpanel.h"

#include "core/thinkinfo.h"
#include "displaytext.h"
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
