// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardwidget.h"

#include <QEvent>
#include <QMouseEvent>

namespace kibitz {

BoardWidget::BoardWidget(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void BoardWidget::setInteractive(bool on)
{
    if (m_interactive == on) return;
    m_interactive = on;
    interactiveChanged();
}

void BoardWidget::interactiveChanged()
{
    refreshHover();
    update();
}

void BoardWidget::setHover(int target)
{
    if (target != noTarget && !isClickable(target)) target = noTarget;
    if (target != noTarget)
        setCursor(Qt::PointingHandCursor);
    else
        unsetCursor();
    if (m_hover == target) return;
    m_hover = target;
    update();
}

void BoardWidget::mouseMoveEvent(QMouseEvent *event)
{
    setHover(targetAt(event->position()));
}

void BoardWidget::leaveEvent(QEvent *)
{
    setHover(noTarget);
}

void BoardWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return;
    const int target = targetAt(event->position());
    m_pressed = target != noTarget && isClickable(target) ? target : noTarget;
    m_pressedRefused = target != noTarget && m_pressed == noTarget ? target : noTarget;
}

void BoardWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return;
    const int target = targetAt(event->position());
    const bool clicked = target != noTarget && target == m_pressed && isClickable(target);
    const bool refused = target != noTarget && target == m_pressedRefused && !isClickable(target);
    m_pressed = m_pressedRefused = noTarget;
    if (clicked) targetClicked(target);
    if (!refused) return;
    if (const QString why = refusal(target); !why.isEmpty()) Q_EMIT clickRefused(why);
}

void BoardWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kibitz
