// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/boardwidget.h"
#include "goita/move.h"
#include "goita/piece.h"
#include "goitatiles.h"

#include <QList>
#include <QRectF>

#include <array>
#include <memory>

class QPushButton;

namespace kibitz {

namespace goita {
class GoitaPosition;
class Round;
} // namespace goita
class GoitaGoshiDialog;

// The goita table, drawn with QPainter: four seats, the viewer's at the bottom and the others
// counter-clockwise in play order (right, top, left), as goita goes round a real table. Each
// seat shows its hand (the viewer's face up, the others' as backs unless in review mode), the
// pieces it played in front of it in pairs (face-down ones as backs unless the viewer may see
// them), its passes, the dealer and the turn; the middle shows the round, the team scores, the
// current attack and how the last round ended. When a round ends in the game followed, the
// finished round stays on the table with the score until the person asks for the next deal (the
// game waits meanwhile: waitingChanged).
//
// Playing: when interactive and the viewer is to move, click a hand piece (the first piece:
// face down when leading, the block otherwise), then the attacking piece; a Pass button appears
// when passing is legal. The 5し decision, when the viewer is the one to make it, is a small
// non-modal dialog. Only legal moves are ever emitted.
class GoitaTableWidget : public BoardWidget
{
    Q_OBJECT
public:
    explicit GoitaTableWidget(QWidget *parent = nullptr);
    ~GoitaTableWidget() override;

    void setPosition(const Position &position) override;
    void setLastMove(const QString &move) override;
    // The seat whose view is shown, at the bottom; -1 for none in particular: everything is
    // shown, and the seat to move plays from the bottom when the table is interactive.
    void setViewer(int side) override;
    int viewer() const { return m_viewer; }
    int bottomSeat() const { return m_bottom; }
    // Review mode shows every hand and every face-down piece (a finished game, a record).
    void setReviewMode(bool on);
    bool showsAll() const { return m_review || m_viewer < 0; }
    const goita::GoitaPosition *position() const { return m_position.get(); }

    // The bottom seat's hand in drawn order, and where its pieces are.
    QList<goita::Piece> viewerHand() const { return m_hand; }
    QPoint handPieceCenter(int indexInHand) const;
    int handPieceAt(const QPointF &point) const;     // -1 when not on a hand piece
    int selectedPiece() const { return m_selected; } // index in the hand, -1 for none
    QPushButton *passButton() const { return m_pass; }
    // The finished round shown before the next deal, and the button that deals it.
    bool showsFinishedRound() const { return m_finished >= 0; }
    QPushButton *nextDealButton() const { return m_nextDeal; }
    // The 5し dialog; null until first needed. Visible while the viewer decides.
    QWidget *goshiDialog() const;

    // What is drawn for a seat, for tests and accessibility: piece names (王 … し, 玉 for a second
    // king), 裏 for a piece drawn as a back. The hand in drawn order; the field in play order.
    QStringList shownHand(int seat) const;
    QStringList shownField(int seat) const;
    QStringList shownTiles(int seat) const { return shownHand(seat) + shownField(seat); }
    // The text of the middle of the table (round, scores, attack, last round, hints).
    QStringList infoLines() const;

    QSize sizeHint() const override { return {760, 520}; }
    QSize minimumSizeHint() const override { return {440, 300}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    // The targets are the pieces of the bottom seat's hand, by index in the hand.
    int targetAt(const QPointF &point) const override { return handPieceAt(point); }
    bool isClickable(int index) const override;
    void targetClicked(int index) override;
    void retranslateUi() override;
    void interactiveChanged() override;

private:
    // Where everything goes, by seat (not by place at the table).
    struct SeatLayout
    {
        QRectF label;
        std::array<QRectF, goita::piecesPerSeat> hand;  // as many as the seat holds are used
        std::array<QRectF, goita::piecesPerSeat> field; // in play order, pairs of first + attack
    };
    struct Layout
    {
        std::array<SeatLayout, goita::seatCount> seats;
        QRectF table;
        QRectF center;
        QRectF passButton;
        qreal tileWidth = 0;
    };

    struct Tile
    {
        QString name;
        goitatiles::Face face;
    };

    struct Metrics; // the sizes the layout is made of (goitatablelayout.cpp)
    Layout layout() const;
    QList<Tile> fieldTiles(int seat) const;
    int placeOf(int seat) const; // 0 bottom, 1 right, 2 top, 3 left
    bool canAct() const;         // interactive, a game on, and the viewer to move
    bool canPlay() const { return canAct() && !m_legal.isEmpty(); }
    bool isLegalFirst(goita::Piece piece) const;
    void submit(const QString &move);
    void refreshControls(); // the pass button, the 5し dialog, the cursor
    void placePassButton();
    QString seatLabel(int seat) const;
    QString lastRoundText() const;
    // The round drawn: the one just finished while it is shown, else the current one.
    const goita::Round &shownRound() const;
    // Whether `now` follows `before` by the move that ended a round (and not the game).
    static bool endsRound(const goita::GoitaPosition *before, const goita::GoitaPosition &now);
    void setFinishedRound(int index); // -1: the current round again
    QStringList finishedRoundLines() const;
    QString hintText() const; // what the viewer may do now; empty when it may not act

    void drawSeat(QPainter &painter, const Layout &l, int seat) const;
    void drawLabel(QPainter &painter, const QRectF &rect, int seat) const;
    void drawCenter(QPainter &painter, const Layout &l) const;

    std::unique_ptr<goita::GoitaPosition> m_position;
    int m_viewer = 0;
    int m_bottom = 0; // the viewer, or without one the seat that last played from the bottom
    bool m_review = false;
    QList<goita::Piece> m_hand; // the viewer's, sorted as drawn
    QList<goita::Move> m_legal; // the viewer's legal plays (not the pass) while it may act
    bool m_passLegal = false;
    QString m_lastMove;
    int m_selected = -1;
    QPushButton *m_pass;
    QPushButton *m_nextDeal;
    int m_finished = -1; // the index of the finished round shown, -1 for none
    GoitaGoshiDialog *m_goshi = nullptr;
};

} // namespace kibitz
