// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/shogi/shogiboardwidget.h"

#include "games/shogi/shogiboardlayout.h"
#include "games/shogi/shogiboardpainter.h"
#include "games/shogi/shogipiecepainter.h"
#include "shogi/shogiposition.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace kibitz {

using shogi::Color;
using shogi::Piece;
using shogi::PieceType;
using shogi::Square;
using shogi::UsiMove;

namespace {
using shogiboardpaint::lineColor;
const QColor lastMoveColor(0xff, 0xe0, 0x60, 150);
const QColor pickColor(0x5c, 0xb8, 0x5c, 150);
const QColor checkColor(0xe0, 0x20, 0x20, 150);
const QColor targetColor(0x2e, 0x7d, 0x32, 170);
const QColor previewColor(0x1e, 0x5a, 0xc8);
// More arrows than this would hide the position they are drawn on.
constexpr int previewLength = 5;
} // namespace

ShogiBoardWidget::ShogiBoardWidget(QWidget *parent) : BoardWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    retranslateUi();
}

ShogiBoardWidget::~ShogiBoardWidget() = default;

void ShogiBoardWidget::retranslateUi()
{
    setAccessibleName(tr("Shogi board"));
}

void ShogiBoardWidget::setPosition(const Position &position)
{
    const auto *p = dynamic_cast<const shogi::ShogiPosition *>(&position);
    Q_ASSERT(p);
    if (!p) return;
    m_board = p->board();
    m_legal.clear();
    for (const QString &move : p->legalMoves())
        if (const std::optional<UsiMove> m = shogi::parseUsiMove(move)) m_legal << *m;
    m_preview.clear();
    clearPick();
}

void ShogiBoardWidget::setLastMove(const QString &move)
{
    const std::optional<UsiMove> m = shogi::parseUsiMove(move);
    m_lastFrom = m ? m->from : Square();
    m_lastTo = m ? m->to : Square();
    update();
}

void ShogiBoardWidget::setPreview(const QStringList &moves)
{
    m_preview.clear();
    shogi::Board board = m_board;
    for (const QString &text : moves) {
        const std::optional<shogi::Move> m = shogi::moveFromUsi(board, text);
        if (!m || m_preview.size() == previewLength) break;
        m_preview << *m;
        board.doMove(*m);
    }
    update();
}

void ShogiBoardWidget::setFlipped(bool flipped)
{
    if (m_flipped == flipped) return;
    m_flipped = flipped;
    update();
}

void ShogiBoardWidget::interactiveChanged()
{
    if (!isInteractive()) clearPick();
    update();
}

ShogiBoardLayout ShogiBoardWidget::layout() const
{
    return ShogiBoardLayout(size(), m_flipped);
}

QList<PieceType> ShogiBoardWidget::held(Color c) const
{
    QList<PieceType> kinds;
    for (PieceType t : shogi::handTypesSfenOrder)
        if (m_board.handCount(c, t) > 0) kinds << t;
    return kinds;
}

QPoint ShogiBoardWidget::squareCenter(Square sq) const
{
    return layout().squareRect(sq).center().toPoint();
}

QPoint ShogiBoardWidget::handPieceCenter(Color c, PieceType t) const
{
    const int slot = int(held(c).indexOf(t));
    return slot < 0 ? QPoint() : layout().handPieceRect(c, slot).center().toPoint();
}

QRectF ShogiBoardWidget::promotionChoiceRect(bool promote) const
{
    if (!m_choiceTo.isValid()) return {};
    // The promoted piece covers the destination, the unpromoted one the square below it (above
    // it on the bottom row).
    const QRectF to = layout().squareRect(m_choiceTo);
    if (promote) return to;
    const bool bottomRow = to.bottom() + to.height() > layout().boardRect().bottom() + 1;
    return to.translated(0, bottomRow ? -to.height() : to.height());
}

QPoint ShogiBoardWidget::promotionChoiceCenter(bool promote) const
{
    return promotionChoiceRect(promote).center().toPoint();
}

ShogiBoardWidget::Pick ShogiBoardWidget::pickAt(QPointF point) const
{
    const ShogiBoardLayout l = layout();
    const Color mover = m_board.sideToMove();
    Pick pick;
    if (const Square sq = l.squareAt(point); sq.isValid()) {
        const Piece piece = m_board.at(sq);
        if (!piece.isNone() && piece.color == mover) pick.from = sq;
    } else if (const int slot = l.handSlotAt(mover, point); slot >= 0) {
        pick.drop = held(mover).value(slot, PieceType::None);
    }
    return movesOf(pick).isEmpty() ? Pick() : pick;
}

QList<UsiMove> ShogiBoardWidget::movesOf(const Pick &pick) const
{
    QList<UsiMove> moves;
    if (!pick.isValid()) return moves;
    for (const UsiMove &m : m_legal)
        if (pick.drop != PieceType::None ? m.drop == pick.drop : m.from == pick.from) moves << m;
    return moves;
}

bool ShogiBoardWidget::isDestination(Square to) const
{
    if (!to.isValid()) return false;
    for (const UsiMove &m : movesOf(m_pick))
        if (m.to == to) return true;
    return false;
}

void ShogiBoardWidget::enterMove(Square to)
{
    QList<UsiMove> choices;
    for (const UsiMove &m : movesOf(m_pick))
        if (m.to == to) choices << m;
    if (choices.size() == 2) { // promotion is optional: ask
        m_choiceTo = to;
        update();
        return;
    }
    if (choices.size() == 1) emitMove(choices.first());
}

void ShogiBoardWidget::emitMove(const UsiMove &m)
{
    clearPick();
    const shogi::Move move = m.drop != PieceType::None ? m_board.dropMove(m.drop, m.to)
                                                       : m_board.boardMove(m.from, m.to, m.promote);
    Q_EMIT moveEntered(shogi::toUsi(move));
}

void ShogiBoardWidget::clearPick()
{
    m_pick = {};
    m_drag = {};
    m_choiceTo = {};
    unsetCursor();
    update();
}

void ShogiBoardWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return;
    const QPointF pos = event->position();
    if (m_choiceTo.isValid()) {
        const Square to = m_choiceTo;
        const QList<UsiMove> moves = movesOf(m_pick);
        for (bool promote : {true, false})
            if (promotionChoiceRect(promote).contains(pos))
                for (const UsiMove &m : moves)
                    if (m.to == to && m.promote == promote) return emitMove(m);
        return clearPick(); // a click elsewhere takes the piece back
    }
    if (!isInteractive()) return;
    const Square sq = layout().squareAt(pos);
    if (m_pick.isValid() && isDestination(sq)) return enterMove(sq);
    m_pick = pickAt(pos);
    m_drag = {};
    if (m_pick.isValid()) m_drag.press(pos);
    update();
}

void ShogiBoardWidget::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF pos = event->position();
    if (m_drag.follow(pos)) update();
    const bool clickable = isInteractive() && !m_choiceTo.isValid() &&
                           (pickAt(pos).isValid() || isDestination(layout().squareAt(pos)));
    if (clickable || m_drag.isDragging())
        setCursor(m_drag.isDragging() ? Qt::ClosedHandCursor : Qt::PointingHandCursor);
    else
        unsetCursor();
}

void ShogiBoardWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return;
    if (!m_drag.release()) return; // a click: the piece stays picked for the second click
    const Square to = layout().squareAt(event->position());
    if (isDestination(to))
        enterMove(to);
    else if (!(m_pick.from.isValid() && to == m_pick.from))
        clearPick(); // dropped where it cannot go
    update();
}

void ShogiBoardWidget::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && (m_pick.isValid() || m_choiceTo.isValid()))
        clearPick();
    else
        BoardWidget::keyPressEvent(event);
}

void ShogiBoardWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const ShogiBoardLayout l = layout();
    shogiboardpaint::drawBoard(painter, l);
    drawHighlights(painter, l);
    drawPieces(painter, l);
    drawHands(painter, l);
    drawPreview(painter, l);
    if (m_drag.isDragging()) {
        const Piece piece = m_pick.drop != PieceType::None
                                ? Piece{m_pick.drop, m_board.sideToMove()}
                                : m_board.at(m_pick.from);
        QRectF cell(QPointF(), QSizeF(l.cellWidth(), l.cellHeight()));
        cell.moveCenter(m_drag.position());
        shogipieces::draw(painter, cell, piece, piece.color != l.bottomColor());
    }
    drawPromotionChooser(painter, l);
}

void ShogiBoardWidget::drawHighlights(QPainter &painter, const ShogiBoardLayout &l) const
{
    painter.setPen(Qt::NoPen);
    for (Square sq : {m_lastFrom, m_lastTo}) {
        if (!sq.isValid()) continue;
        painter.setBrush(lastMoveColor);
        painter.drawRect(l.squareRect(sq));
    }
    if (m_board.inCheck()) {
        painter.setBrush(checkColor);
        painter.drawRect(l.squareRect(m_board.kingSquare(m_board.sideToMove())));
    }
    if (m_pick.from.isValid()) {
        painter.setBrush(pickColor);
        painter.drawRect(l.squareRect(m_pick.from));
    } else if (m_pick.drop != PieceType::None) {
        const int slot = int(held(m_board.sideToMove()).indexOf(m_pick.drop));
        painter.setBrush(pickColor);
        painter.drawRect(l.handSlotRect(m_board.sideToMove(), slot));
    }
}

void ShogiBoardWidget::drawPieces(QPainter &painter, const ShogiBoardLayout &l) const
{
    for (int i = 0; i < 81; ++i) {
        const Square sq = Square::fromIndex(i);
        const Piece piece = m_board.at(sq);
        const bool lifted = m_drag.isDragging() && sq == m_pick.from;
        shogipieces::draw(painter, l.squareRect(sq).adjusted(1, 1, -1, -1), piece,
                          piece.color != l.bottomColor(), lifted ? 0.3 : 1);
    }
    // Where the picked piece may go.
    painter.setPen(Qt::NoPen);
    painter.setBrush(targetColor);
    QList<Square> marked; // a move that may promote is listed twice
    for (const UsiMove &m : movesOf(m_pick)) {
        if (marked.contains(m.to)) continue;
        marked << m.to;
        painter.drawEllipse(l.squareRect(m.to).center(), l.cellWidth() * 0.12,
                            l.cellWidth() * 0.12);
    }
}

void ShogiBoardWidget::drawHands(QPainter &painter, const ShogiBoardLayout &l) const
{
    const qreal w = l.cellWidth();
    for (Color c : {Color::Black, Color::White}) {
        shogiboardpaint::drawHandBox(painter, l, c);
        const QList<PieceType> kinds = held(c);
        for (int slot = 0; slot < kinds.size(); ++slot) {
            const Piece piece{kinds[slot], c};
            const bool lifted =
                m_drag.isDragging() && m_pick.drop == piece.type && c == m_board.sideToMove();
            const QRectF cell = l.handPieceRect(c, slot);
            shogipieces::draw(painter, cell, piece, c != l.bottomColor(), lifted ? 0.3 : 1);
            const int count = m_board.handCount(c, piece.type);
            if (count < 2) continue;
            painter.setFont(shogipieces::font(int(w * 0.42), true));
            painter.setPen(lineColor);
            const QRectF countRect(cell.right(), cell.top(),
                                   l.handSlotRect(c, slot).right() - cell.right(), cell.height());
            painter.drawText(countRect, Qt::AlignCenter, QString::number(count));
        }
    }
}

void ShogiBoardWidget::drawPreview(QPainter &painter, const ShogiBoardLayout &l) const
{
    const qreal w = l.cellWidth();
    shogi::Board board = m_board;
    for (int i = 0; i < m_preview.size(); ++i) {
        const shogi::Move &m = m_preview[i];
        QColor colour = previewColor;
        colour.setAlphaF(0.75 - 0.1 * i);
        const QPointF to = l.squareRect(m.to).center();
        if (m.drop) {
            shogipieces::draw(painter, l.squareRect(m.to).adjusted(1, 1, -1, -1),
                              Piece{m.piece, board.sideToMove()},
                              board.sideToMove() != l.bottomColor(), 0.45);
        } else {
            const QPointF from = l.squareRect(m.from).center();
            const QLineF line(from, to);
            painter.setPen(QPen(colour, w * 0.1, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(QLineF(from, line.pointAt(1 - 0.3 * w / qMax(1.0, line.length()))));
            QLineF head = QLineF(to, from).unitVector();
            head.setLength(w * 0.35);
            QPainterPath arrow;
            arrow.moveTo(to);
            arrow.lineTo(QLineF::fromPolar(w * 0.35, head.angle() + 25).translated(to).p2());
            arrow.lineTo(QLineF::fromPolar(w * 0.35, head.angle() - 25).translated(to).p2());
            arrow.closeSubpath();
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            painter.drawPath(arrow);
        }
        // The move's number in a disc at the corner of its destination.
        const QPointF badge = l.squareRect(m.to).topLeft() + QPointF(w * 0.22, w * 0.22);
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawEllipse(badge, w * 0.18, w * 0.18);
        painter.setPen(Qt::white);
        QFont font = painter.font();
        font.setPixelSize(qMax(6, int(w * 0.26)));
        font.setBold(true);
        painter.setFont(font);
        painter.drawText(QRectF(badge - QPointF(w * 0.2, w * 0.2), QSizeF(w * 0.4, w * 0.4)),
                         Qt::AlignCenter, QString::number(i + 1));
        board.doMove(m);
    }
}

void ShogiBoardWidget::drawPromotionChooser(QPainter &painter, const ShogiBoardLayout &l) const
{
    if (!m_choiceTo.isValid()) return;
    painter.fillRect(l.boardRect(), QColor(0, 0, 0, 70));
    const Piece piece = m_board.at(m_pick.from);
    for (bool promote : {true, false}) {
        const QRectF cell = promotionChoiceRect(promote);
        painter.setPen(QPen(lineColor, qMax(1.0, l.cellWidth() * 0.04)));
        painter.setBrush(QColor(0xff, 0xf8, 0xe8));
        painter.drawRect(cell);
        const Piece shown{promote ? shogi::promoted(piece.type) : piece.type, piece.color};
        shogipieces::draw(painter, cell.adjusted(2, 2, -2, -2), shown, false);
    }
}

} // namespace kibitz
