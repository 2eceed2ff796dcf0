#pragma once

#include <QWidget>

namespace kibitz {

class Position;

// A game's board: shows a position and, when interactive, lets the user enter a move.
class BoardWidget : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual void setPosition(const Position &position) = 0;
    // The move that led to the position shown, marked on the board; empty for none.
    virtual void setLastMove(const QString &move) = 0;
    void setInteractive(bool on);
    bool isInteractive() const { return m_interactive; }

Q_SIGNALS:
    void moveEntered(const QString &canonicalMove);

protected:
    virtual void interactiveChanged() { update(); }

private:
    bool m_interactive = false;
};

} // namespace kibitz
