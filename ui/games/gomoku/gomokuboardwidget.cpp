// SPDX-License-Identifier: GPL-3.0-or-later
#include "gomokuboardwidget.h"

#include "gomokuswapbar.h"

#include "gomoku/gomokucoordinates.h"

#include <QPainter>
#include <QRadialGradient>

namespace kibitz {

using gomoku::Point;
using gomoku::Stone;

namespace {
// The board's colours, in this order: the wood, its lines, the marks drawn over the stones.
const struct
{
    QColor wood, line, lastMove, forbidden, win;
} colors{QRgb(0xe3b76b), QRgb(0x3b2a14), QRgb(0xd0212d), QRgb(0xc01010),
         QColor(0x2e, 0x9e, 0x44, 200)};
constexpr qreal marginCells = 1.1; // room for the coordinates, in cells

// Star points as players expect them: the centre and points 3 (or 4 on big boards) in from
// each corner.
QList<Point> starPoints(int width, int height)
{
    if (width < 9 || height < 9) return {};
    const int in = 3;
    QList<Point> stars{{width / 2, height / 2}};
    if (width >= 13 && height >= 13)
        stars << Point{in, in} << Point{width - 1 - in, in} << Point{in, height - 1 - in}
              << Point{width - 1 - in, height - 1 - in};
    return stars;
}
} // namespace

GomokuBoardWidget::GomokuBoardWidget(QWidget *parent)
    : BoardWidget(parent), m_swapBar(new GomokuSwapBar(this))
{
    m_swapBar->hide();
    connect(m_swapBar, &GomokuSwapBar::blackTaken, this,
            [this] { enterSwapMove(gomoku::swapMoveText); });
    connect(m_swapBar, &GomokuSwapBar::twoMoreChosen, this, [this] {
        m_wanted = 2;
        m_pending.clear();
        updateSwapBar();
    });
    retranslateUi();
}

void GomokuBoardWidget::updateSwapBar()
{
    const bool shown = isInteractive() && inSwapStep();
    if (shown) {
        m_swapBar->showStep(m_position.opening(), m_position.swapStep(), int(m_pending.size()),
                            m_wanted);
        m_swapBar->setGeometry(0, 0, width(),
                               m_swapBar->heightForWidth(width()) > 0
                                   ? m_swapBar->heightForWidth(width())
                                   : m_swapBar->sizeHint().height());
    }
    m_swapBar->setVisible(shown);
    refreshHover();
    update();
}

void GomokuBoardWidget::enterSwapMove(const QString &move)
{
    m_pending.clear();
    m_wanted = m_position.swapStep() == gomoku::SwapStep::PlaceThree ? 3 : 1;
    updateSwapBar();
    if (m_position.isLegal(move)) Q_EMIT moveEntered(move);
}

void GomokuBoardWidget::interactiveChanged()
{
    updateSwapBar();
    BoardWidget::interactiveChanged();
}

void GomokuBoardWidget::resizeEvent(QResizeEvent *event)
{
    updateSwapBar();
    BoardWidget::resizeEvent(event);
}

void GomokuBoardWidget::retranslateUi()
{
    setAccessibleName(tr("Gomoku board"));
}

void GomokuBoardWidget::setPosition(const Position &position)
{
    const auto *p = dynamic_cast<const gomoku::GomokuPosition *>(&position);
    Q_ASSERT(p);
    if (!p) return;
    m_board = p->board();
    m_position = *p;
    m_pending.clear();
    m_wanted = p->swapStep() == gomoku::SwapStep::PlaceThree ? 3 : 1;
    m_setupStones = p->setupStoneCount();
    // Renju forbids black these points; they are marked while black is to move.
    m_forbidden = m_board.rule() == gomoku::Rule::Renju && m_board.toMove() == Stone::Black &&
                          !m_board.isOver()
                      ? m_board.forbiddenPoints()
                      : QList<Point>();
    m_preview.clear();
    updateSwapBar();
    refreshHover();
    update();
}

void GomokuBoardWidget::setLastMove(const QString &move)
{
    const QStringList xy = move.split(QLatin1Char(','));
    m_lastMove = xy.size() == 2 ? Point{xy[0].toInt(), xy[1].toInt()} : Point{};
    update();
}

void GomokuBoardWidget::setPreview(const QStringList &moves)
{
    m_preview.clear();
    for (const QString &move : moves) {
        const QStringList xy = move.split(QLatin1Char(','));
        if (xy.size() != 2) break;
        const Point p{xy[0].toInt(), xy[1].toInt()};
        if (m_board.at(p) != Stone::Empty || m_preview.contains(p)) break;
        m_preview << p;
    }
    update();
}

void GomokuBoardWidget::setShowMoveNumbers(bool on)
{
    m_showNumbers = on;
    update();
}

int GomokuBoardWidget::barHeight() const
{
    // The swap bar takes the top of the widget; the board is drawn below it.
    return m_swapBar->isHidden() ? 0 : m_swapBar->height();
}

qreal GomokuBoardWidget::cell() const
{
    const qreal across = m_board.width() - 1 + 2 * marginCells;
    const qreal down = m_board.height() - 1 + 2 * marginCells;
    return qMin(width() / across, (height() - barHeight()) / down);
}

QPointF GomokuBoardWidget::origin() const
{
    const qreal c = cell();
    const qreal boardWidth = (m_board.width() - 1) * c;
    const qreal boardHeight = (m_board.height() - 1) * c;
    return {(width() - boardWidth) / 2, barHeight() + (height() - barHeight() - boardHeight) / 2};
}

QPoint GomokuBoardWidget::pointCenter(Point point) const
{
    return (origin() + QPointF(point.x, point.y) * cell()).toPoint();
}

Point GomokuBoardWidget::pointAt(const QPointF &position) const
{
    const QPointF relative = (position - origin()) / cell();
    const Point p{qRound(relative.x()), qRound(relative.y())};
    if (!m_board.contains(p)) return {};
    // Only near the intersection: a click between points is not a move.
    const QPointF offset = relative - QPointF(p.x, p.y);
    if (qAbs(offset.x()) > 0.45 || qAbs(offset.y()) > 0.45) return {};
    return p;
}

Point GomokuBoardWidget::pointOf(int target) const
{
    return {target % m_board.width(), target / m_board.width()};
}

int GomokuBoardWidget::targetAt(const QPointF &position) const
{
    const Point p = pointAt(position);
    return p.x >= 0 ? p.y * m_board.width() + p.x : noTarget;
}

bool GomokuBoardWidget::isClickable(int target) const
{
    const Point p = pointOf(target);
    if (!isInteractive() || !m_board.contains(p)) return false;
    if (!inSwapStep()) return m_board.isLegal(p);
    // A swap move's next stone: empty, not clicked already, legal after those clicked.
    gomoku::Board after = m_board;
    for (Point q : m_pending)
        after.play(q);
    return !m_pending.contains(p) && after.isLegal(p);
}

void GomokuBoardWidget::targetClicked(int target)
{
    const Point p = pointOf(target);
    if (!inSwapStep()) {
        Q_EMIT moveEntered(gomoku::toGomocup(p));
        return;
    }
    m_pending << p;
    if (m_pending.size() < m_wanted) {
        updateSwapBar();
        refreshHover();
        return;
    }
    QStringList stones;
    for (Point q : std::as_const(m_pending))
        stones << gomoku::toGomocup(q);
    enterSwapMove(stones.join(gomoku::stoneSeparator));
}

QString GomokuBoardWidget::refusal(int target) const
{
    const Point p = pointOf(target);
    if (!isInteractive() || !m_forbidden.contains(p)) return {};
    switch (m_board.forbidden(p)) {
    case gomoku::Forbidden::Overline:
        return tr("Forbidden for Black: overline (six or more in a row)");
    case gomoku::Forbidden::DoubleFour:
        return tr("Forbidden for Black: double four");
    case gomoku::Forbidden::DoubleThree:
        return tr("Forbidden for Black: double three");
    case gomoku::Forbidden::None:
        break;
    }
    return {};
}

void GomokuBoardWidget::drawGrid(QPainter &painter) const
{
    const qreal c = cell();
    const QPointF o = origin();
    const QRectF lines(o, QSizeF((m_board.width() - 1) * c, (m_board.height() - 1) * c));
    painter.setPen(Qt::NoPen);
    painter.setBrush(colors.wood);
    painter.drawRoundedRect(lines.adjusted(-c * 0.9, -c * 0.9, c * 0.9, c * 0.9), c * 0.2, c * 0.2);
    painter.setPen(QPen(colors.line, qMax(1.0, c * 0.03)));
    for (int x = 0; x < m_board.width(); ++x)
        painter.drawLine(o + QPointF(x * c, 0), o + QPointF(x * c, lines.height()));
    for (int y = 0; y < m_board.height(); ++y)
        painter.drawLine(o + QPointF(0, y * c), o + QPointF(lines.width(), y * c));
    painter.setBrush(colors.line);
    for (const Point &star : starPoints(m_board.width(), m_board.height()))
        painter.drawEllipse(o + QPointF(star.x, star.y) * c, c * 0.1, c * 0.1);

    QFont font = painter.font();
    font.setPixelSize(qMax(8, int(c * 0.38)));
    painter.setFont(font);
    painter.setPen(colors.line);
    for (int x = 0; x < m_board.width(); ++x) {
        const QRectF below(o.x() + (x - 0.5) * c, lines.bottom() + c * 0.35, c, c * 0.5);
        painter.drawText(below, Qt::AlignCenter, QString(QLatin1Char('a' + x)));
    }
    for (int y = 0; y < m_board.height(); ++y) {
        const QRectF left(o.x() - c * 0.95, o.y() + (y - 0.5) * c, c * 0.55, c);
        painter.drawText(left, Qt::AlignVCenter | Qt::AlignRight,
                         QString::number(m_board.height() - y));
    }
}

void GomokuBoardWidget::drawStone(QPainter &painter, Point point, Stone stone, qreal opacity,
                                  const QString &label) const
{
    const qreal c = cell();
    const QPointF centre = origin() + QPointF(point.x, point.y) * c;
    const qreal r = c * 0.46;
    QRadialGradient gradient(centre - QPointF(r, r) * 0.35, r * 1.4);
    const bool black = stone == Stone::Black;
    gradient.setColorAt(0, black ? QColor(0x60, 0x60, 0x60) : Qt::white);
    gradient.setColorAt(1, black ? QColor(0x10, 0x10, 0x10) : QColor(0xd0, 0xd0, 0xc8));
    painter.setOpacity(opacity);
    painter.setPen(QPen(QColor(0, 0, 0, 120), qMax(1.0, c * 0.02)));
    painter.setBrush(gradient);
    painter.drawEllipse(centre, r, r);
    if (!label.isEmpty()) {
        QFont font = painter.font();
        font.setPixelSize(qMax(7, int(c * (label.size() > 2 ? 0.3 : 0.4))));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(black ? Qt::white : Qt::black);
        painter.drawText(QRectF(centre - QPointF(r, r), QSizeF(2 * r, 2 * r)), Qt::AlignCenter,
                         label);
    }
    painter.setOpacity(1);
}

void GomokuBoardWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    drawGrid(painter);
    const qreal c = cell();

    const QList<Point> &history = m_board.history();
    for (int i = 0; i < history.size(); ++i) {
        const bool numbered = m_showNumbers && i >= m_setupStones;
        drawStone(painter, history[i], m_board.at(history[i]), 1,
                  numbered ? QString::number(i - m_setupStones + 1) : QString());
    }
    if (m_board.contains(m_lastMove) && m_board.at(m_lastMove) != Stone::Empty && !m_showNumbers) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(colors.lastMove);
        painter.drawEllipse(origin() + QPointF(m_lastMove.x, m_lastMove.y) * c, c * 0.12, c * 0.12);
    }

    painter.setPen(QPen(colors.forbidden, qMax(1.5, c * 0.07), Qt::SolidLine, Qt::RoundCap));
    for (const Point &p : std::as_const(m_forbidden)) {
        const QPointF centre = origin() + QPointF(p.x, p.y) * c;
        const QPointF d(c * 0.17, c * 0.17);
        painter.drawLine(centre - d, centre + d);
        painter.drawLine(centre + QPointF(-d.x(), d.y()), centre + QPointF(d.x(), -d.y()));
    }

    Stone side = m_board.toMove();
    for (int i = 0; i < m_preview.size(); ++i) {
        drawStone(painter, m_preview[i], side, 0.45, QString::number(i + 1));
        side = gomoku::opponent(side);
    }
    Stone next = m_board.toMove();
    for (const Point &p : std::as_const(m_pending)) {
        drawStone(painter, p, next, 0.7, QString());
        next = gomoku::opponent(next);
    }
    if (hoveredTarget() != noTarget)
        drawStone(painter, pointOf(hoveredTarget()), next, 0.35, QString());

    const QList<Point> line = m_board.winningLine();
    if (line.size() >= 2) {
        painter.setPen(QPen(colors.win, c * 0.16, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(origin() + QPointF(line.first().x, line.first().y) * c,
                         origin() + QPointF(line.last().x, line.last().y) * c);
    }
}

} // namespace kibitz
