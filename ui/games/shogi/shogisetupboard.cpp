// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/shogi/shogisetupboard.h"

#include "games/shogi/shogiboardlayout.h"
#include "games/shogi/shogiboardpainter.h"
#include "games/shogi/shogipiecepainter.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <array>

namespace kibitz {

using shogi::Color;
using shogi::Piece;
using shogi::PieceType;
using shogi::Square;

namespace {
const QColor pickColor(0x5c, 0xb8, 0x5c, 150);
const QColor boxColor(0xc8, 0x9c, 0x5a);
// The kinds of the box, as a set is laid out in it.
constexpr std::array<PieceType, 8> boxKinds{PieceType::King,  PieceType::Rook,   PieceType::Bishop,
                                            PieceType::Gold,  PieceType::Silver, PieceType::Knight,
                                            PieceType::Lance, PieceType::Pawn};
constexpr qreal boxBand = 1.7; // the box's band below the board, in cell widths

int handSlotOf(PieceType t)
{
    const auto &order = shogi::handTypesSfenOrder;
    return int(std::find(order.begin(), order.end(), t) - order.begin());
}
} // namespace

ShogiSetupBoard::ShogiSetupBoard(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ShogiSetupBoard::setBoard(const shogi::Board &board)
{
    m_board = board;
    clearPick();
    Q_EMIT boardEdited();
}

int ShogiSetupBoard::boxCount(PieceType t) const
{
    int used = shogi::isHandType(t)
                   ? m_board.handCount(Color::Black, t) + m_board.handCount(Color::White, t)
                   : 0;
    for (int i = 0; i < 81; ++i)
        if (const Piece p = m_board.at(Square::fromIndex(i));
            !p.isNone() && shogi::unpromoted(p.type) == t)
            ++used;
    return qMax(0, shogi::fullSetCount(t) - used);
}

ShogiBoardLayout ShogiSetupBoard::layout() const
{
    // The board and hands above, the box in a band below them.
    const qreal w = ShogiBoardLayout(size(), m_flipped).cellWidth();
    return ShogiBoardLayout(QSizeF(width(), qMax(1.0, height() - boxBand * w)), m_flipped);
}

void ShogiSetupBoard::setFlipped(bool flipped)
{
    if (m_flipped == flipped) return;
    m_flipped = flipped;
    clearPick();
    update();
}

QRectF ShogiSetupBoard::boxRect() const
{
    const ShogiBoardLayout l = layout();
    // From the top player's hand at the left to the bottom player's at the right.
    const Color bottom = l.bottomColor();
    const qreal left = l.handRect(shogi::opposite(bottom)).left();
    const qreal right = l.handRect(bottom).right();
    const qreal top = l.boardRect().bottom() + 0.35 * l.cellWidth();
    return {left, top, right - left, 1.2 * l.cellHeight()};
}

QRectF ShogiSetupBoard::boxSlotRect(int slot) const
{
    const QRectF box = boxRect();
    const qreal w = box.width() / boxKinds.size();
    return {box.left() + slot * w, box.top(), w, box.height()};
}

QPoint ShogiSetupBoard::squareCenter(Square sq) const
{
    return layout().squareRect(sq).center().toPoint();
}

QPoint ShogiSetupBoard::handCenter(Color c, PieceType t) const
{
    return layout().handPieceRect(c, handSlotOf(t)).center().toPoint();
}

QPoint ShogiSetupBoard::boxCenter(PieceType t) const
{
    const int slot = int(std::find(boxKinds.begin(), boxKinds.end(), t) - boxKinds.begin());
    return placeRect({Place::Kind::Box, {}, Color::Black, boxKinds.at(slot)}).center().toPoint();
}

ShogiSetupBoard::Place ShogiSetupBoard::placeAt(QPointF point) const
{
    const ShogiBoardLayout l = layout();
    if (const Square sq = l.squareAt(point); sq.isValid())
        return {Place::Kind::Square, sq, Color::Black, PieceType::None};
    for (Color c : {Color::Black, Color::White})
        if (const int slot = l.handSlotAt(c, point); slot >= 0)
            return {Place::Kind::Hand, {}, c, shogi::handTypesSfenOrder.at(slot)};
    for (int slot = 0; slot < int(boxKinds.size()); ++slot)
        if (boxSlotRect(slot).contains(point))
            return {Place::Kind::Box, {}, Color::Black, boxKinds.at(slot)};
    return {};
}

QRectF ShogiSetupBoard::placeRect(const Place &place) const
{
    const ShogiBoardLayout l = layout();
    switch (place.kind) {
    case Place::Kind::Square:
        return l.squareRect(place.square);
    case Place::Kind::Hand:
        return l.handPieceRect(place.color, handSlotOf(place.type));
    case Place::Kind::Box: {
        const int slot =
            int(std::find(boxKinds.begin(), boxKinds.end(), place.type) - boxKinds.begin());
        const QRectF s = boxSlotRect(slot);
        return {s.left() + 0.08 * l.cellWidth(), s.center().y() - l.cellHeight() / 2, l.cellWidth(),
                l.cellHeight()};
    }
    case Place::Kind::None:
        break;
    }
    return {};
}

Piece ShogiSetupBoard::pieceAt(const Place &place) const
{
    switch (place.kind) {
    case Place::Kind::Square:
        return m_board.at(place.square);
    case Place::Kind::Hand:
        return m_board.handCount(place.color, place.type) > 0 ? Piece{place.type, place.color}
                                                              : Piece{};
    case Place::Kind::Box:
        return boxCount(place.type) > 0 ? Piece{place.type, Color::Black} : Piece{};
    case Place::Kind::None:
        break;
    }
    return {};
}

void ShogiSetupBoard::move(const Place &from, const Place &to)
{
    const Piece piece = pieceAt(from);
    if (piece.isNone() || from == to || to.kind == Place::Kind::None) return;
    if (to.kind == Place::Kind::Hand && piece.type == PieceType::King) return; // not held
    if (from.kind == Place::Kind::Box && to.kind == Place::Kind::Box) return;
    if (from.kind == Place::Kind::Square) m_board.setPiece(from.square, {});
    if (from.kind == Place::Kind::Hand)
        m_board.setHandCount(from.color, from.type, m_board.handCount(from.color, from.type) - 1);
    if (to.kind == Place::Kind::Square) m_board.setPiece(to.square, piece); // its piece: boxed
    if (to.kind == Place::Kind::Hand) {
        const PieceType t = shogi::unpromoted(piece.type);
        m_board.setHandCount(to.color, t, m_board.handCount(to.color, t) + 1);
    }
    Q_EMIT boardEdited();
}

void ShogiSetupBoard::turnPiece(Square sq)
{
    const Piece p = m_board.at(sq);
    if (p.isNone()) return;
    Piece next{shogi::unpromoted(p.type), shogi::opposite(p.color)}; // … then the other side's
    if (!shogi::isPromoted(p.type) && shogi::canPromote(p.type))
        next = {shogi::promoted(p.type), p.color};
    m_board.setPiece(sq, next);
    Q_EMIT boardEdited();
    update();
}

void ShogiSetupBoard::clearPick()
{
    m_pick = {};
    m_drag = {};
    unsetCursor();
    update();
}

void ShogiSetupBoard::mousePressEvent(QMouseEvent *event)
{
    const Place place = placeAt(event->position());
    if (event->button() == Qt::RightButton) {
        clearPick();
        if (place.kind == Place::Kind::Square) turnPiece(place.square);
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    if (m_pick.kind != Place::Kind::None) { // the second click puts the picked piece down
        move(m_pick, place);
        return clearPick();
    }
    if (pieceAt(place).isNone()) return;
    m_pick = place;
    m_drag.press(event->position());
    update();
}

void ShogiSetupBoard::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF pos = event->position();
    if (m_drag.follow(pos)) {
        setCursor(Qt::ClosedHandCursor);
        update();
    } else if (!pieceAt(placeAt(pos)).isNone() || m_pick.kind != Place::Kind::None) {
        setCursor(Qt::PointingHandCursor);
    } else {
        unsetCursor();
    }
}

void ShogiSetupBoard::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return;
    if (!m_drag.release()) return; // a click: the piece stays picked for the second click
    move(m_pick, placeAt(event->position()));
    clearPick();
}

void ShogiSetupBoard::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_pick.kind != Place::Kind::None)
        clearPick();
    else
        QWidget::keyPressEvent(event);
}

void ShogiSetupBoard::drawCount(QPainter &painter, const QRectF &slot, const QRectF &piece,
                                int count) const
{
    if (count < 2) return;
    painter.setFont(shogipieces::font(int(piece.width() * 0.42), true));
    painter.setPen(shogiboardpaint::lineColor);
    painter.drawText(
        QRectF(piece.right(), piece.top(), slot.right() - piece.right(), piece.height()),
        Qt::AlignCenter, QString::number(count));
}

void ShogiSetupBoard::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const ShogiBoardLayout l = layout();
    shogiboardpaint::drawBoard(painter, l);
    if (m_pick.kind != Place::Kind::None) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(pickColor);
        painter.drawRect(placeRect(m_pick));
    }
    // A lifted piece is drawn faint where it was, whole under the cursor.
    auto opacity = [this](const Place &place) {
        return m_drag.isDragging() && place == m_pick ? 0.3 : 1;
    };
    for (int i = 0; i < 81; ++i) {
        const Place place{Place::Kind::Square, Square::fromIndex(i), Color::Black, {}};
        const Piece piece = m_board.at(place.square);
        shogipieces::draw(painter, l.squareRect(place.square).adjusted(1, 1, -1, -1), piece,
                          piece.color != l.bottomColor(), opacity(place));
    }
    for (Color c : {Color::Black, Color::White}) {
        shogiboardpaint::drawHandBox(painter, l, c);
        for (int slot = 0; slot < ShogiBoardLayout::handSlots; ++slot) {
            const Place place{Place::Kind::Hand, {}, c, shogi::handTypesSfenOrder.at(slot)};
            const int count = m_board.handCount(c, place.type);
            // An empty kind is a faint outline: the place a piece may be put.
            shogipieces::draw(painter, placeRect(place), {place.type, c}, c != l.bottomColor(),
                              count ? opacity(place) : 0.15);
            drawCount(painter, l.handSlotRect(c, slot), placeRect(place), count);
        }
    }
    painter.setPen(QPen(shogiboardpaint::lineColor, qMax(1.0, l.cellWidth() * 0.02)));
    painter.setBrush(boxColor);
    painter.drawRoundedRect(boxRect(), l.cellWidth() * 0.1, l.cellWidth() * 0.1);
    for (int slot = 0; slot < int(boxKinds.size()); ++slot) {
        const Place place{Place::Kind::Box, {}, Color::Black, boxKinds.at(slot)};
        const int count = boxCount(place.type);
        shogipieces::draw(painter, placeRect(place), {place.type, Color::Black}, false,
                          count ? opacity(place) : 0.15);
        drawCount(painter, boxSlotRect(slot), placeRect(place), count);
    }
    if (m_drag.isDragging()) {
        const Piece piece = pieceAt(m_pick);
        QRectF cell(QPointF(), QSizeF(l.cellWidth(), l.cellHeight()));
        cell.moveCenter(m_drag.position());
        shogipieces::draw(painter, cell, piece, piece.color != l.bottomColor());
    }
}

} // namespace kibitz
