// SPDX-License-Identifier: GPL-3.0-or-later
#include "sprtbar.h"

#include <QLocale>
#include <QPainter>

namespace kibitz {

SprtBar::SprtBar(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void SprtBar::setState(const SprtTest &test, const SprtState &state)
{
    m_test = test;
    m_state = state;
    setToolTip(tr("H0: Elo %1, H1: Elo %2 (%3); alpha %4, beta %5")
                   .arg(test.elo0)
                   .arg(test.elo1)
                   .arg(test.model == SprtTest::Model::Logistic ? tr("logistic") : tr("normalized"))
                   .arg(test.alpha)
                   .arg(test.beta));
    update();
}

QString SprtBar::text() const
{
    const QLocale locale;
    const QString llr =
        tr("LLR %1 (%2, %3)")
            .arg(locale.toString(m_state.llr, 'f', 2), locale.toString(m_state.lower, 'f', 2),
                 locale.toString(m_state.upper, 'f', 2));
    switch (m_state.decision) {
    case SprtState::Decision::AcceptH0:
        return tr("%1: H0 accepted").arg(llr);
    case SprtState::Decision::AcceptH1:
        return tr("%1: H1 accepted").arg(llr);
    case SprtState::Decision::Continue:
        break;
    }
    if (m_state.llr == 0) return tr("%1: no lean yet").arg(llr);
    return m_state.llr > 0 ? tr("%1: leans to H1 (Elo ≥ %2)").arg(llr).arg(m_test.elo1)
                           : tr("%1: leans to H0 (Elo ≤ %2)").arg(llr).arg(m_test.elo0);
}

QSize SprtBar::sizeHint() const
{
    return {320, minimumSizeHint().height()};
}

QSize SprtBar::minimumSizeHint() const
{
    return {160, fontMetrics().height() * 2 + 12};
}

void SprtBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int textHeight = fontMetrics().height();
    const QRectF bar(fontMetrics().horizontalAdvance(QStringLiteral("H0")) + 8, 2,
                     width() - 2 * (fontMetrics().horizontalAdvance(QStringLiteral("H0")) + 8),
                     textHeight);
    const double span = m_state.upper - m_state.lower;
    const double zero = span > 0 ? -m_state.lower / span : 0.5;
    // H0's side red, H1's green, meeting at an LLR of 0.
    QRectF h0 = bar, h1 = bar;
    h0.setRight(bar.left() + zero * bar.width());
    h1.setLeft(h0.right());
    p.fillRect(h0, QColor(0xe5, 0x73, 0x73, 160));
    p.fillRect(h1, QColor(0x81, 0xc7, 0x84, 160));
    p.setPen(palette().color(QPalette::WindowText));
    p.drawRect(bar);
    p.drawText(QRectF(0, bar.top(), bar.left() - 4, bar.height()),
               Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("H0"));
    p.drawText(QRectF(bar.right() + 4, bar.top(), bar.left(), bar.height()),
               Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("H1"));
    const double at = span > 0 ? qBound(0.0, (m_state.llr - m_state.lower) / span, 1.0) : 0.5;
    const double x = bar.left() + at * bar.width();
    p.setPen(QPen(palette().color(QPalette::Highlight), 3));
    p.drawLine(QPointF(x, bar.top() - 1), QPointF(x, bar.bottom() + 1));
    p.setPen(palette().color(QPalette::WindowText));
    // Narrow (the smallest window): cut, the whole line in the tooltip's place on hover.
    p.drawText(QRectF(0, bar.bottom() + 4, width(), textHeight), Qt::AlignHCenter,
               fontMetrics().elidedText(text(), Qt::ElideRight, width()));
}

} // namespace kibitz
