// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QApplication>
#include <QPointF>

#include <utility>

namespace kibitz {

// A press on a piece that becomes a drag once the pointer has gone the platform's drag distance
// from where it went down; released before that, it was a click. For the boards that take drags.
class PointerDrag
{
public:
    void press(QPointF pos)
    {
        m_pressed = true;
        m_dragging = false;
        m_pressPos = m_pos = pos;
    }
    // Follows the pointer; true while dragging (the piece is drawn at position()).
    bool follow(QPointF pos)
    {
        if (m_pressed && !m_dragging &&
            (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
            m_dragging = true;
        if (m_dragging) m_pos = pos;
        return m_dragging;
    }
    // Ends the press: true when it was a drag, false for a click.
    bool release()
    {
        m_pressed = false;
        return std::exchange(m_dragging, false);
    }
    bool isDragging() const { return m_dragging; }
    QPointF position() const { return m_pos; }

private:
    bool m_pressed = false;
    bool m_dragging = false;
    QPointF m_pressPos;
    QPointF m_pos;
};

} // namespace kibitz
