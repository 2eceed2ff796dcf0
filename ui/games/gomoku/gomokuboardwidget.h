// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/boardwidget.h"
#include "gomoku/gomokuposition.h"

namespace kibitz {

class GomokuSwapBar;

// The gomoku board, drawn with QPainter: lines and star points, coordinates as players read
// them (letters from the left, numbers from the bottom), stones with optional move numbers,
// the last move, the winning row, renju's forbidden points for black, and an engine's expected
// line previewed as numbered ghost stones. In a swap opening's step a person places its stones
// one click each (shown faintly until the last) and chooses on the swap bar above the board.
class GomokuBoardWidget : public BoardWidget
{
    Q_OBJECT
public:
    explicit GomokuBoardWidget(QWidget *parent = nullptr);

    void setPosition(const Position &position) override;
    void setLastMove(const QString &move) override;
    void setPreview(const QStringList &moves) override;
    void setShowMoveNumbers(bool on);
    bool showsMoveNumbers() const { return m_showNumbers; }

    const gomoku::Board &board() const { return m_board; }
    QList<gomoku::Point> shownForbiddenPoints() const { return m_forbidden; }
    QList<gomoku::Point> shownPreview() const { return m_preview; }
    QPoint pointCenter(gomoku::Point point) const;
    GomokuSwapBar *swapBar() const { return m_swapBar; }
    QList<gomoku::Point> pendingStones() const { return m_pending; }
    gomoku::Point pointAt(const QPointF &position) const; // {-1,-1} when off the board

    QSize sizeHint() const override { return {600, 600}; }
    QSize minimumSizeHint() const override { return {200, 200}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    // The targets are the points, numbered row by row from the top left.
    int targetAt(const QPointF &position) const override;
    bool isClickable(int target) const override;
    void targetClicked(int target) override;
    // Renju's forbidden points, while Black is to move: which rule forbids it.
    QString refusal(int target) const override;
    void retranslateUi() override;
    void interactiveChanged() override;
    void resizeEvent(QResizeEvent *event) override;

private:
    bool inSwapStep() const { return m_position.swapStep() != gomoku::SwapStep::Done; }
    void updateSwapBar();
    void enterSwapMove(const QString &move);
    gomoku::Point pointOf(int target) const;
    int barHeight() const;
    qreal cell() const;
    QPointF origin() const; // the centre of the top-left point
    void drawGrid(QPainter &painter) const;
    void drawStone(QPainter &painter, gomoku::Point point, gomoku::Stone stone, qreal opacity,
                   const QString &label) const;

    gomoku::Board m_board;
    gomoku::GomokuPosition m_position; // the swap step's, for its moves' legality
    QList<gomoku::Point> m_pending;    // a swap move's stones clicked so far
    int m_wanted = 1;                  // how many the move places
    GomokuSwapBar *m_swapBar;
    int m_setupStones = 0;
    QList<gomoku::Point> m_forbidden;
    QList<gomoku::Point> m_preview;
    gomoku::Point m_lastMove;
    bool m_showNumbers = false;
};

} // namespace kibitz
