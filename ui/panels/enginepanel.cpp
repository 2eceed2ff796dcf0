// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginepanel.h"

#include "displaytext.h"
#include "engineinfomodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMouseEvent>
#include <QScrollBar>
#include <QSpinBox>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace kibitz {

EnginePanel::EnginePanel(QWidget *parent)
    : QWidget(parent), m_model(new EngineInfoModel(this)), m_title(new QLabel),
      m_summary(new QLabel), m_view(new QTableView), m_linesLabel(new QLabel), m_lines(new QSpinBox)
{
    m_lines->setRange(1, 10);
    m_linesLabel->setBuddy(m_lines);
    m_linesLabel->hide();
    m_lines->hide();
    QFont big = m_summary->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    m_summary->setFont(big);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    // Rows as low as the text allows, so that a panel of a two-engine game in the Engines dock
    // of a 1400×900 window shows five or more lines, not two and a half.
    m_view->verticalHeader()->setMinimumSectionSize(m_view->fontMetrics().height() + 2);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 2);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setTextElideMode(Qt::ElideRight); // a long PV ends in '…'; its tooltip has it all
    sizeColumns();
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setColumnHidden(EngineInfoModel::MultiPvColumn, true);

    auto *header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(m_linesLabel);
    header->addWidget(m_lines);
    header->addSpacing(12);
    header->addWidget(m_summary);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    layout->addLayout(header);
    layout->addWidget(m_view, 1);

    connect(m_model, &EngineInfoModel::multiPvSeen, this, [this] {
        m_view->setColumnHidden(EngineInfoModel::MultiPvColumn, false);
        fitColumns();
    });
    connect(m_model, &EngineInfoModel::rowsShown, this, &EnginePanel::updateSummary);
    connect(m_lines, &QSpinBox::valueChanged, this, &EnginePanel::linesChanged);
    connect(m_lines, &QSpinBox::valueChanged, this, &EnginePanel::fitTableHeight);
    m_view->setMouseTracking(true);
    m_view->viewport()->installEventFilter(this);
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int last) { keepHoveredRow(first, last); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_hoveredRow = -1;
        m_scrolledBy = 0;
    });
    updateSummary();
}

bool EnginePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport()) {
        if (event->type() == QEvent::MouseMove) {
            m_hoveredRow = m_view->rowAt(int(static_cast<QMouseEvent *>(event)->position().y()));
        } else if (event->type() == QEvent::Leave) {
            m_hoveredRow = -1;
            QScrollBar *bar = m_view->verticalScrollBar();
            bar->setValue(bar->value() - std::exchange(m_scrolledBy, 0));
        }
    }
    return QWidget::eventFilter(watched, event);
}

void EnginePanel::keepHoveredRow(int first, int last)
{
    if (m_hoveredRow < 0 || first > m_hoveredRow) return;
    const int count = last - first + 1;
    m_hoveredRow += count;
    // In the scroll bar's units: rows, or pixels where the style scrolls by pixel (macOS).
    const int shift = m_view->verticalScrollMode() == QAbstractItemView::ScrollPerPixel
                          ? count * m_view->verticalHeader()->defaultSectionSize()
                          : count;
    m_scrolledBy += shift;
    // The view lays its rows out later on its own; the scroll range must count the new ones now.
    m_view->doItemsLayout();
    QScrollBar *bar = m_view->verticalScrollBar();
    bar->setValue(bar->value() + shift);
}

void EnginePanel::sizeColumns()
{
    // The number columns are as wide as their largest usual value (or their header) from the
    // start, so that they are never cut and do not jump as the search deepens; the PV takes the
    // rest of the width.
    const QList<std::pair<int, QString>> samples = {
        {EngineInfoModel::MultiPvColumn, QStringLiteral("99")},
        {EngineInfoModel::DepthColumn, QStringLiteral("99/99")},
        {EngineInfoModel::ScoreColumn, QStringLiteral("≥-M999")},
        {EngineInfoModel::NodesColumn, displaytext::count(9'999'999'999)},
        {EngineInfoModel::NpsColumn, displaytext::count(99'999'999)},
        {EngineInfoModel::TimeColumn, displaytext::seconds(9'999'900)},
    };
    QHeaderView *header = m_view->horizontalHeader();
    const QFontMetrics cells(m_view->font());
    const QFontMetrics titles(header->font());
    const int padding =
        2 * m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 16;
    for (const auto &[column, sample] : samples) {
        const QString title = m_model->headerData(column, Qt::Horizontal).toString();
        header->setSectionResizeMode(column, QHeaderView::Interactive);
        m_columnWidths[column] =
            qMax(cells.horizontalAdvance(sample), titles.horizontalAdvance(title)) + padding;
        header->resizeSection(column, m_columnWidths[column]);
    }
    header->setSectionResizeMode(EngineInfoModel::PvColumn, QHeaderView::Stretch);
    fitColumns();
}

void EnginePanel::fitColumns()
{
    // A narrow panel (the smallest window's) leaves out the columns a player can do without,
    // speed first, then time, then nodes, rather than make its lines scroll sideways. The view's
    // width less its frame and a vertical scroll bar it may need is what the columns share.
    const QFontMetrics cells(m_view->font());
    int room = m_view->width() - 2 * m_view->frameWidth() -
               m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_view);
    // The PV's least: twelve characters, and never less than its header asks (the view gives a
    // stretched column that, and would scroll sideways for it).
    room -= qMax(cells.horizontalAdvance(QLatin1Char('x')) * 12,
                 m_view->horizontalHeader()->sectionSizeHint(EngineInfoModel::PvColumn));
    for (int column : {EngineInfoModel::MultiPvColumn, EngineInfoModel::DepthColumn,
                       EngineInfoModel::ScoreColumn})
        if (!m_view->isColumnHidden(column)) room -= m_columnWidths[column];
    bool fits = true;
    for (int column :
         {EngineInfoModel::NodesColumn, EngineInfoModel::TimeColumn, EngineInfoModel::NpsColumn}) {
        fits = fits && m_columnWidths[column] <= room;
        if (fits) room -= m_columnWidths[column];
        if (m_view->isColumnHidden(column) == fits) {
            m_view->setColumnHidden(column, !fits);
            if (fits) m_view->horizontalHeader()->resizeSection(column, m_columnWidths[column]);
        }
    }
}

void EnginePanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitColumns();
}

void EnginePanel::showLinesControl(int lines)
{
    const QSignalBlocker blocker(m_lines);
    m_lines->setValue(lines);
    m_linesLabel->show();
    m_lines->show();
    fitTableHeight();
}

void EnginePanel::keepRows(int rows)
{
    m_keptRows = rows;
    fitTableHeight();
}

void EnginePanel::fitTableHeight()
{
    // The lines asked of the engine are in view (three at most: more scroll), else the rows kept.
    const int lines = !m_lines->isHidden() ? qMin(m_lines->value(), 3) : 0;
    const int rows = qMax(m_keptRows, lines);
    m_view->setMinimumHeight(m_view->horizontalHeader()->sizeHint().height() +
                             rows * m_view->verticalHeader()->defaultSectionSize() +
                             2 * m_view->frameWidth());
}

void EnginePanel::setTitle(const QString &engineName, const QString &sideName)
{
    m_engineName = engineName;
    m_sideName = sideName;
    updateSummary();
}

void EnginePanel::setThinking(bool thinking)
{
    m_thinking = thinking;
    updateSummary();
}

void EnginePanel::setStopped()
{
    m_thinking = false;
    m_stopped = true;
    updateSummary();
}

void EnginePanel::updateSummary()
{
    m_linesLabel->setText(tr("&Lines:"));
    m_lines->setToolTip(tr("How many of the best moves the engine shows (multi-PV)"));
    QString state = m_thinking ? tr("thinking…") : tr("waiting");
    if (m_stopped)
        state = QStringLiteral("<span style='color:#b00020'>%1</span>").arg(tr("stopped"));
    m_title->setText(tr("<b>%1</b> (%2) — %3")
                         .arg(m_engineName.toHtmlEscaped(), m_sideName.toHtmlEscaped(), state));
    const EngineInfo *info = m_model->best();
    QStringList parts;
    if (info && info->score.isValid()) parts << displaytext::score(info->score);
    if (info && info->depth >= 0) parts << tr("depth %1").arg(info->depth);
    m_summary->setText(parts.join(QStringLiteral("  ")));
}

void EnginePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_model->retranslate();
        updateSummary();
        sizeColumns(); // the headers' widths change with their language
    }
    QWidget::changeEvent(event);
}

} // namespace kibitz
