#include "dockshare.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QResizeEvent>
#include <QTimer>

namespace kibitz {

DockShare::DockShare(QMainWindow *window, QDockWidget *dock)
    : QObject(window), m_window(window), m_dock(dock)
{
    window->installEventFilter(this);
}

bool DockShare::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Resize) {
        const auto *resize = static_cast<QResizeEvent *>(event);
        const int before = resize->oldSize().height();
        const int after = resize->size().height();
        // The dock still has its old height here: apply the same share once the window has
        // laid itself out at the new size. A hidden or floating dock keeps what it has.
        if (before > 0 && after != before && m_dock->isVisible() && !m_dock->isFloating()) {
            const int wanted = qRound(double(m_dock->height()) * after / before);
            QTimer::singleShot(0, this, [this, wanted] {
                m_window->resizeDocks({m_dock}, {wanted}, Qt::Vertical);
            });
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace kibitz
