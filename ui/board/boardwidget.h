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
    // An engine's expected line from the position shown, drawn faintly; empty clears it.
    virtual void setPreview(const QStringList &moves) { Q_UNUSED(moves); }
    // The side whose view the board shows (a game of hidden information shows that side's
    // pieces only, at the bottom); -1 shows everything. Boards of open games ignore it.
    virtual void setViewer(int side) { Q_UNUSED(side); }
    // Whether the board can be turned round (the second side at the bottom), and turning it.
    virtual bool canFlip() const { return false; }
    virtual void setFlipped(bool flipped) { Q_UNUSED(flipped); }
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
