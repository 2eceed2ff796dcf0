// SPDX-License-Identifier: GPL-3.0-or-later
#include "tictactoeboardwidget.h"

#include "tictactoe/tictactoeposition.h"

#include <QPainter>
#include <cmath>

namespace kibitz {

using tictactoe::Mark;

namespace {
// Room for the a–c / 1–3 coordinates around the board, as a fraction of the widget's side.
constexpr qreal coordinateMargin = 0.08;
// The board's colours, in this order: paper, grid, the two marks, the highlights.
const struct
{
    QColor paper, edge, grid, x, o, lastMove, hover, win;
} colors{QRgb(0xfbf7ec), QRgb(0xd8cfb8), QRgb(0x4a4a4a), QRgb(0x1f5fbf),
         QRgb(0xc8372d), QRgb(0xffee9a), QRgb(0xdceaff), QColor(0x2e, 0x9e, 0x44, 210)};
} // namespace

TicTacToeBoardWidget::TicTacToeBoardWidget(QWidget *parent) : BoardWidget(parent)
{
    retranslateUi();
}

void TicTacToeBoardWidget::retranslateUi()
{
    setAccessibleName(tr("Tic-tac-toe board"));
}

void TicTacToeBoardWidget::setPosition(const Position &position)
{
    const auto *p = dynamic_cast<const tictactoe::TicTacToePosition *>(&position);
    Q_ASSERT(p);
    if (!p) return;
    m_board = p->board();
    refreshHover();
    update();
}

void TicTacToeBoardWidget::setLastMove(const QString &move)
{
    m_lastMove = tictactoe::TicTacToePosition::squareFromText(move);
    update();
}

QRectF TicTacToeBoardWidget::boardRect() const
{
    const qreal side = qMin(width(), height());
    const qreal boardSide = side * (1 - 2 * coordinateMargin);
    return QRectF((width() - boardSide) / 2, (height() - boardSide) / 2, boardSide, boardSide);
}

QRectF TicTacToeBoardWidget::squareRect(int square) const
{
    const QRectF board = boardRect();
    const qreal cell = board.width() / 3;
    return QRectF(board.left() + square % 3 * cell, board.top() + square / 3 * cell, cell, cell);
}

QPoint TicTacToeBoardWidget::squareCenter(int square) const
{
    return squareRect(square).center().toPoint();
}

int TicTacToeBoardWidget::squareAt(const QPointF &point) const
{
    for (int square = 0; square < 9; ++square)
        if (squareRect(square).contains(point)) return square;
    return -1;
}

bool TicTacToeBoardWidget::isClickable(int square) const
{
    return isInteractive() && m_board.isLegal(square);
}

void TicTacToeBoardWidget::targetClicked(int square)
{
    Q_EMIT moveEntered(QString::number(square));
}

void TicTacToeBoardWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF board = boardRect();
    const qreal cell = board.width() / 3;
    const int hover = hoveredTarget();

    painter.setPen(QPen(colors.edge, 1));
    painter.setBrush(colors.paper);
    painter.drawRoundedRect(board.adjusted(-cell * 0.08, -cell * 0.08, cell * 0.08, cell * 0.08),
                            cell * 0.08, cell * 0.08);
    painter.setPen(Qt::NoPen);
    const qreal inset = cell * 0.06;
    if (m_lastMove >= 0) {
        painter.setBrush(colors.lastMove);
        painter.drawRoundedRect(squareRect(m_lastMove).adjusted(inset, inset, -inset, -inset),
                                inset, inset);
    }
    if (hover >= 0) {
        painter.setBrush(colors.hover);
        painter.drawRoundedRect(squareRect(hover).adjusted(inset, inset, -inset, -inset), inset,
                                inset);
    }

    painter.setPen(QPen(colors.grid, qMax(2.0, cell * 0.05), Qt::SolidLine, Qt::RoundCap));
    const qreal gridInset = cell * 0.1;
    for (int i = 1; i < 3; ++i) {
        const qreal x = board.left() + i * cell;
        const qreal y = board.top() + i * cell;
        painter.drawLine(QPointF(x, board.top() + gridInset),
                         QPointF(x, board.bottom() - gridInset));
        painter.drawLine(QPointF(board.left() + gridInset, y),
                         QPointF(board.right() - gridInset, y));
    }

    for (int square = 0; square < 9; ++square)
        drawMark(painter, square, m_board.at(square));
    if (hover >= 0) {
        painter.setOpacity(0.3);
        drawMark(painter, hover, m_board.toMove());
        painter.setOpacity(1);
    }
    drawWinningLine(painter);
    drawCoordinates(painter);
}

void TicTacToeBoardWidget::drawMark(QPainter &painter, int square, Mark mark) const
{
    if (mark == Mark::Empty) return;
    const QRectF rect = squareRect(square);
    const qreal pad = rect.width() * 0.24;
    const QRectF inner = rect.adjusted(pad, pad, -pad, -pad);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(mark == Mark::X ? colors.x : colors.o, rect.width() * 0.1, Qt::SolidLine,
                        Qt::RoundCap));
    if (mark == Mark::X) {
        painter.drawLine(inner.topLeft(), inner.bottomRight());
        painter.drawLine(inner.topRight(), inner.bottomLeft());
    } else {
        painter.drawEllipse(inner);
    }
}

void TicTacToeBoardWidget::drawWinningLine(QPainter &painter) const
{
    const QList<int> line = m_board.winningLine();
    if (line.size() != 3) return;
    const QPointF from = squareRect(line.first()).center();
    const QPointF to = squareRect(line.last()).center();
    const QPointF direction = (to - from) / std::hypot((to - from).x(), (to - from).y());
    const qreal cell = boardRect().width() / 3;
    const QPointF overhang = direction * cell * 0.4;
    painter.setPen(QPen(colors.win, cell * 0.12, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(from - overhang, to + overhang);
}

void TicTacToeBoardWidget::drawCoordinates(QPainter &painter) const
{
    const QRectF board = boardRect();
    const qreal cell = board.width() / 3;
    const qreal margin = qMin(width(), height()) * coordinateMargin;
    QFont font = painter.font();
    font.setPixelSize(qMax(9, int(margin * 0.45)));
    painter.setFont(font);
    painter.setPen(palette().color(QPalette::PlaceholderText));
    for (int i = 0; i < 3; ++i) {
        const QRectF below(board.left() + i * cell, board.bottom() + margin * 0.15, cell,
                           margin * 0.85);
        painter.drawText(below, Qt::AlignCenter, QString(QLatin1Char('a' + i)));
        const QRectF left(board.left() - margin, board.top() + i * cell, margin * 0.85, cell);
        painter.drawText(left, Qt::AlignCenter, QString::number(3 - i));
    }
}

} // namespace kibitz
