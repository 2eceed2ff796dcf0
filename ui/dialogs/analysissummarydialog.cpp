// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysissummarydialog.h"

#include "core/analysis/analysissummary.h"
#include "core/game/game.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kibitz {

namespace {
QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setFlags(Qt::ItemIsEnabled);
    return item;
}
} // namespace

AnalysisSummaryDialog::AnalysisSummaryDialog(const Game &game, const AnalysisSummary &summary,
                                             int moveCount, const QString &engineName,
                                             QWidget *parent)
    : QDialog(parent), m_heading(new QLabel), m_figures(new QTableWidget), m_worst(new QTreeWidget)
{
    setWindowTitle(tr("Analysis Summary"));
    m_heading->setWordWrap(true);
    QString heading = tr("Moves analysed: %1, by %2.").arg(moveCount).arg(engineName);
    if (!game.lossScale())
        heading += QLatin1Char(' ') + tr("%1's scores are not chances: its moves are not "
                                         "weighed or marked.")
                                          .arg(game.displayName());
    else if (summary.moves().isEmpty())
        heading += QLatin1Char(' ') + tr("The engine gave no scores to weigh the moves by.");
    m_heading->setText(heading);

    // A column per side that played a move analysed: the figures, then the count of each mark.
    m_figures->setObjectName(QStringLiteral("figures"));
    QStringList rows = {tr("Accuracy"), tr("Average loss")};
    for (int m = 1; m < moveMarkCount; ++m)
        rows << moveMarkName(MoveMark(m));
    m_figures->setRowCount(int(rows.size()));
    m_figures->setVerticalHeaderLabels(rows);
    QStringList columns;
    for (int side = 0; side < game.playerCount(); ++side) {
        const AnalysisSummary::Side s = summary.side(side);
        if (!s.moves) continue;
        const int column = int(columns.size());
        columns << game.sideName(side);
        m_figures->setColumnCount(int(columns.size()));
        m_figures->setItem(0, column, cell(AnalysisSummary::figure(s.accuracy) + u'%'));
        m_figures->setItem(1, column, cell(AnalysisSummary::figure(s.averageLoss)));
        for (int m = 1; m < moveMarkCount; ++m)
            m_figures->setItem(m + 1, column, cell(QString::number(s.marks[m])));
    }
    m_figures->setHorizontalHeaderLabels(columns);
    m_figures->setToolTip(
        tr("A move's loss is how much its side's chance of winning fell against the engine's "
           "best move, in percentage points; the accuracy is 100 for a move that lost nothing."));
    m_figures->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Every figure shows: the table is as tall as its rows, the worst moves take the rest.
    m_figures->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_figures->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_figures->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_figures->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_figures->setVisible(!columns.isEmpty());

    m_worst->setObjectName(QStringLiteral("worstMoves"));
    m_worst->setRootIsDecorated(false);
    m_worst->setHeaderLabels({tr("Move"), tr("Side"), tr("Played"), tr("Loss"), tr("Mark")});
    for (const MoveLoss &m : summary.worst(worstShown)) {
        auto *item = new QTreeWidgetItem(
            m_worst, {QString::number(m.ply), game.sideName(m.side), m.move,
                      AnalysisSummary::lossFigure(m.loss),
                      m.mark == MoveMark::None ? QString() : moveMarkName(m.mark)});
        item->setData(0, Qt::UserRole, m.ply);
        item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(3, Qt::AlignRight | Qt::AlignVCenter);
    }
    for (int column = 0; column < m_worst->columnCount(); ++column)
        m_worst->resizeColumnToContents(column);
    m_worst->setToolTip(tr("Double-click a move to show it on the board."));
    const bool hasWorst = m_worst->topLevelItemCount() > 0;
    m_worst->setVisible(hasWorst);
    connect(m_worst, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        Q_EMIT plyActivated(item->data(0, Qt::UserRole).toInt());
    });
    auto *worstLabel = new QLabel(tr("The moves that lost most:"));
    worstLabel->setVisible(hasWorst);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_figures);
    layout->addWidget(worstLabel);
    layout->addWidget(m_worst, 1);
    layout->addWidget(buttons);
    resize(sizeHint().expandedTo(QSize(460, 480)));
}

} // namespace kibitz
