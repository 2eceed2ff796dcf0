// SPDX-License-Identifier: GPL-3.0-or-later
#include "dockshare.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QSettings>
#include <QTimer>

namespace kibitz {

DockShare::DockShare(QMainWindow *window, QDockWidget *dock, Keep keep, double room,
                     QSettings *settings, const QString &key)
    : QObject(window), m_window(window), m_dock(dock), m_keep(keep),
      m_room(settings->value(key, room).toDouble()), m_settings(settings), m_key(key)
{
    window->installEventFilter(this);
}

Qt::Orientation DockShare::orientation() const
{
    const Qt::DockWidgetArea area = m_window->dockWidgetArea(m_dock);
    return area == Qt::TopDockWidgetArea || area == Qt::BottomDockWidgetArea ? Qt::Vertical
                                                                             : Qt::Horizontal;
}

int DockShare::windowExtent() const
{
    return orientation() == Qt::Vertical ? m_window->height() : m_window->width();
}

int DockShare::dockExtent() const
{
    return orientation() == Qt::Vertical ? m_dock->height() : m_dock->width();
}

bool DockShare::isDocked() const
{
    return m_dock->isVisible() && !m_dock->isFloating();
}

bool DockShare::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window) {
        switch (event->type()) {
        case QEvent::Show:
        case QEvent::Resize:
            applySoon();
            break;
        case QEvent::MouseButtonPress:
            // The window's own mouse events are those of the separators between its docks and
            // its centre: a press and a release with the dock's size changed is a drag.
            m_pressedExtent = isDocked() ? dockExtent() : -1;
            break;
        case QEvent::MouseButtonRelease:
            if (m_pressedExtent >= 0 && isDocked() && dockExtent() != m_pressedExtent)
                takeFromDock();
            m_pressedExtent = -1;
            break;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

void DockShare::applySoon()
{
    if (m_applying || !m_window->isVisible()) return;
    // The window lays itself out at its new size first; the dock gets its room after that.
    m_applying = true;
    QTimer::singleShot(0, this, [this] {
        m_applying = false;
        if (!isDocked()) return; // a hidden or floating dock keeps what it has
        const int wanted = m_keep == Keep::Share ? qRound(m_room * windowExtent()) : qRound(m_room);
        m_window->resizeDocks({m_dock}, {wanted}, orientation());
    });
}

void DockShare::takeFromDock()
{
    if (windowExtent() <= 0) return;
    m_room = m_keep == Keep::Share ? double(dockExtent()) / windowExtent() : double(dockExtent());
    m_settings->setValue(m_key, m_room);
}

} // namespace kibitz
