// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/boardwidget.h"
#include "board/pointerdrag.h"
#include "shogi/board.h"
#include "shogi/usi.h"

namespace kibitz {

class ShogiBoardLayout;

// The shogi board: the 9×9 squares with ９…１ and 一…九, both hands with their counts, the last
// move and a king in check marked, flipped on request (White at the bottom), scaled to the
// widget. The player to move enters a move by clicking a piece (on the board or in hand) and
// then its destination, or by dragging it there; only legal moves are accepted. When a move
// may promote or not, two pieces offered over the destination ask which; a forced promotion
// is not asked. An engine's expected line is previewed as numbered arrows and faint drops. The
// context menu declares a win by 入玉宣言 (shogideclaration.cpp).
class ShogiBoardWidget : public BoardWidget
{
    Q_OBJECT
public:
    explicit ShogiBoardWidget(QWidget *parent = nullptr);
    ~ShogiBoardWidget() override;

    void setPosition(const Position &position) override;
    void setLastMove(const QString &move) override;
    void setPreview(const QStringList &moves) override;
    bool canFlip() const override { return true; }
    void setFlipped(bool flipped) override;
    bool isFlipped() const { return m_flipped; }

    const shogi::Board &board() const { return m_board; }
    QList<shogi::Move> shownPreview() const { return m_preview; }
    bool isChoosingPromotion() const { return m_choiceTo.isValid(); }
    // Where a user clicks: the centre of a square, of a kind in a hand (a null point when that
    // hand holds none) and of the promotion chooser's two pieces (null when it is not shown).
    QPoint squareCenter(shogi::Square sq) const;
    QPoint handPieceCenter(shogi::Color c, shogi::PieceType t) const;
    QPoint promotionChoiceCenter(bool promote) const;

    QSize sizeHint() const override { return {680, 500}; }
    QSize minimumSizeHint() const override { return {270, 200}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void interactiveChanged() override;
    void retranslateUi() override;

private:
    // A piece the user picked up: on a square, or a kind from the hand of the side to move.
    struct Pick
    {
        shogi::Square from;
        shogi::PieceType drop = shogi::PieceType::None;
        bool isValid() const { return from.isValid() || drop != shogi::PieceType::None; }
    };

    ShogiBoardLayout layout() const;
    QList<shogi::PieceType> held(shogi::Color c) const; // kinds in hand, in display order
    Pick pickAt(QPointF point) const;
    QList<shogi::UsiMove> movesOf(const Pick &pick) const;
    bool isDestination(shogi::Square to) const;
    QRectF promotionChoiceRect(bool promote) const;
    void enterMove(shogi::Square to);
    void emitMove(const shogi::UsiMove &move);
    void declareWin();
    void clearPick();

    void drawHighlights(QPainter &painter, const ShogiBoardLayout &l) const;
    void drawPieces(QPainter &painter, const ShogiBoardLayout &l) const;
    void drawHands(QPainter &painter, const ShogiBoardLayout &l) const;
    void drawPreview(QPainter &painter, const ShogiBoardLayout &l) const;
    void drawPromotionChooser(QPainter &painter, const ShogiBoardLayout &l) const;

    shogi::Board m_board;
    QList<shogi::UsiMove> m_legal;
    shogi::Square m_lastFrom;
    shogi::Square m_lastTo;
    QList<shogi::Move> m_preview;
    bool m_flipped = false;

    Pick m_pick;
    PointerDrag m_drag;
    shogi::Square m_choiceTo; // valid while the promotion chooser is shown
};

} // namespace kibitz
