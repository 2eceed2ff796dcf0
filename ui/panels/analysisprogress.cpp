// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysisprogress.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

namespace kibitz {

AnalysisProgress::AnalysisProgress(QWidget *parent)
    : QWidget(parent), m_label(new QLabel), m_bar(new QProgressBar), m_cancel(new QPushButton)
{
    m_bar->setObjectName(QStringLiteral("recordAnalysisBar"));
    m_cancel->setObjectName(QStringLiteral("recordAnalysisCancel"));
    m_bar->setMinimumWidth(160);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QPushButton::clicked, this, &AnalysisProgress::cancelRequested);
    retranslateUi();
}

void AnalysisProgress::setEngine(const QString &name)
{
    m_engine = name;
    retranslateUi();
}

void AnalysisProgress::setProgress(int done, int total)
{
    m_bar->setRange(0, qMax(1, total));
    m_bar->setValue(done);
}

int AnalysisProgress::done() const
{
    return m_bar->value();
}

void AnalysisProgress::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void AnalysisProgress::retranslateUi()
{
    m_label->setText(tr("Analysing the record with %1").arg(m_engine));
    //: the count of positions searched of all to search
    m_bar->setFormat(tr("%v of %m positions"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the analysis; the moves analysed keep what was written"));
}

} // namespace kibitz
