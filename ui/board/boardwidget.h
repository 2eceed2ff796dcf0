// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace kibitz {

class Position;

// A game's board: shows a position and, when interactive, lets the user enter a move.
//
// The pointer work every board shares is done here. A board names the places a click may mean
// something (a square, a point, a piece in the hand) by small numbers, its targets: targetAt()
// finds the one under the pointer and isClickable() says whether a click there does something
// now. The base class keeps the hovered target (a pointing-hand cursor over it; the board draws
// it with hoveredTarget()) and turns a left press and release on the same clickable target into
// targetClicked(). Boards emit moveEntered() with legal moves only. A click that does nothing
// where the person may well have meant a move (renju's forbidden points) says why with
// clickRefused().
class BoardWidget : public QWidget
{
    Q_OBJECT
public:
    explicit BoardWidget(QWidget *parent = nullptr);

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
    // A click on a target the board refused, and why ("forbidden for Black: double four").
    void clickRefused(const QString &why);
    // The board shows what the person is to see before the game goes on (goita's finished
    // round): the game waits while waiting is on.
    void waitingChanged(bool waiting);

protected:
    static constexpr int noTarget = -1;

    // The target under a point of the widget; noTarget for none. A board that handles the
    // pointer itself (shogi's, which also takes drags) overrides the mouse events instead.
    virtual int targetAt(const QPointF &point) const
    {
        Q_UNUSED(point);
        return noTarget;
    }
    // Whether a click on the target does something now (it is never called with noTarget).
    virtual bool isClickable(int target) const
    {
        Q_UNUSED(target);
        return false;
    }
    virtual void targetClicked(int target) { Q_UNUSED(target); }
    // Why a click on a target that is not clickable does nothing, when the person may not see
    // it; empty (the default) says nothing.
    virtual QString refusal(int target) const
    {
        Q_UNUSED(target);
        return {};
    }
    // Sets the texts of the board (its accessible name); called again when the language changes.
    virtual void retranslateUi() {}
    // By default the hover is checked again and the board repainted.
    virtual void interactiveChanged();

    int hoveredTarget() const { return m_hover; }
    // Checks the hovered target again, after the position or what may be clicked changed.
    void refreshHover() { setHover(m_hover); }

    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void setHover(int target);

    bool m_interactive = false;
    int m_hover = noTarget;
    int m_pressed = noTarget;
    int m_pressedRefused = noTarget; // a press on a target that is not clickable
};

} // namespace kibitz
