#pragma once

#include <QObject>

class QDockWidget;
class QMainWindow;

namespace kibitz {

// Keeps a bottom dock's share of the window's height as the window is resized. QMainWindow gives
// every pixel a window gains to its central widget, so the Engines dock sized for the first,
// small window stayed as low (about two rows of search lines) on a large screen.
class DockShare : public QObject
{
public:
    DockShare(QMainWindow *window, QDockWidget *dock);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QMainWindow *m_window;
    QDockWidget *m_dock;
};

} // namespace kibitz
