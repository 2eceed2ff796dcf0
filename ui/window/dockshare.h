// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QDockWidget;
class QMainWindow;
class QSettings;

namespace kibitz {

// Gives a dock the room it should have in its window (the height of a bottom dock, the width of a
// side dock) whenever the window is shown or resized, and keeps that room from one start to the
// next. QMainWindow gives every pixel a window gains to its central widget: the Engines dock of
// a window first shown at 1400×900 kept the height it had been given for a smaller window, and
// a Moves dock squeezed by a small window stayed narrow when the window grew again.
//
// The room is a share of the window (Share: the Engines dock grows with the window) or a size in
// pixels (Size: a move list needs no more room on a larger screen). It changes only when the
// person drags the dock's edge; a window too small for it squeezes the dock for the moment only.
class DockShare : public QObject
{
public:
    enum class Keep { Share, Size };

    // `key` names the room in `settings`; `room` is the first start's: a share of the window
    // (0…1) or a size in pixels.
    DockShare(QMainWindow *window, QDockWidget *dock, Keep keep, double room, QSettings *settings,
              const QString &key);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    Qt::Orientation orientation() const;
    int windowExtent() const;
    int dockExtent() const;
    bool isDocked() const;
    void applySoon();
    void takeFromDock();

    QMainWindow *m_window;
    QDockWidget *m_dock;
    Keep m_keep;
    double m_room;
    QSettings *m_settings;
    QString m_key;
    bool m_applying = false;
    int m_pressedExtent = -1; // the dock's size when a separator was pressed, or -1
};

} // namespace kibitz
