// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/boardwidget.h"
#include "gomoku/gomokuboard.h"

namespace kibitz {

// The gomoku board, drawn with QPainter: lines and star points, coordinates as players read
// them (letters from the left, numbers from the bottom), stones with optional move numbers,
// the last move, the winning row, renju's forbidden points for black, and an engine's expected
// line previewed as numbered ghost stones.
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

private:
    gomoku::Point pointOf(int target) const;
    qreal cell() const;
    QPointF origin() const; // the centre of the top-left point
    void drawGrid(QPainter &painter) const;
    void drawStone(QPainter &painter, gomoku::Point point, gomoku::Stone stone, qreal opacity,
                   const QString &label) const;

    gomoku::Board m_board;
    int m_setupStones = 0;
    QList<gomoku::Point> m_forbidden;
    QList<gomoku::Point> m_preview;
    gomoku::Point m_lastMove;
    bool m_showNumbers = false;
};

} // namespace kibitz
