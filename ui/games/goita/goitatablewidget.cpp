// SPDX-License-Identifier: GPL-3.0-or-later
#include "goitatablewidget.h"

#include "goita/goitaposition.h"
#include "goitagoshidialog.h"
#include "goitatiles.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>

namespace kibitz {

using goita::GoitaPosition;
using goita::Move;
using goita::Piece;
using goita::Round;
using goita::RoundResult;
using goita::Table;
using goitatiles::Face;

namespace {
const QString backName = QStringLiteral("裏");

const QColor feltColor(0x2f, 0x6b, 0x4f);
const QColor feltEdgeColor(0x24, 0x54, 0x3d);
const QColor labelColor(0, 0, 0, 90);
const QColor labelTextColor(0xf4, 0xf1, 0xe8);
const QColor turnColor(0xf5, 0xc2, 0x42);
const QColor turnTextColor(0x2a, 0x20, 0x10);
const std::array<QColor, 2> teamColors{QColor(0x6f, 0xb3, 0xff), QColor(0xff, 0x8a, 0x7a)};
const QColor infoTextColor(0xf4, 0xf1, 0xe8);
const QColor hintTextColor(0xff, 0xe3, 0x8a);

QFont sized(QFont font, qreal pixels, bool bold = false)
{
    font.setPixelSize(qMax(8, int(pixels)));
    font.setBold(bold);
    return font;
}
} // namespace

GoitaTableWidget::GoitaTableWidget(QWidget *parent)
    : BoardWidget(parent), m_pass(new QPushButton), m_nextDeal(new QPushButton)
{
    m_pass->setParent(this);
    m_pass->hide();
    connect(m_pass, &QPushButton::clicked, this, [this] {
        if (m_passLegal) submit(QStringLiteral("0"));
    });
    m_nextDeal->setParent(this);
    m_nextDeal->hide();
    connect(m_nextDeal, &QPushButton::clicked, this, [this] { setFinishedRound(-1); });
    retranslateUi();
}

GoitaTableWidget::~GoitaTableWidget() = default;

void GoitaTableWidget::retranslateUi()
{
    setAccessibleName(tr("Goita table"));
    m_pass->setText(tr("Pass"));
    m_pass->setToolTip(tr("Let the attack stand (なし)"));
    m_nextDeal->setText(tr("Next deal"));
    update();
}

void GoitaTableWidget::setPosition(const Position &position)
{
    const auto *p = dynamic_cast<const GoitaPosition *>(&position);
    Q_ASSERT(p);
    if (!p) return;
    // The window shows the same position again on many occasions: keep a half-made move then.
    const bool same = m_position && m_position->setup() == p->setup() &&
                      m_position->moveCount() == p->moveCount();
    const int finished = same                              ? m_finished
                         : endsRound(m_position.get(), *p) ? m_position->roundIndex()
                                                           : -1;
    m_position = std::make_unique<GoitaPosition>(*p);
    if (!same) m_selected = -1;
    setFinishedRound(finished);
}

void GoitaTableWidget::setLastMove(const QString &move)
{
    m_lastMove = move;
    update();
}

void GoitaTableWidget::setViewer(int side)
{
    if (side < -1 || side >= goita::seatCount || side == m_viewer) return;
    m_viewer = side;
    m_selected = -1;
    refreshControls();
}

void GoitaTableWidget::setReviewMode(bool on)
{
    if (m_review == on) return;
    m_review = on;
    update();
}

void GoitaTableWidget::interactiveChanged()
{
    refreshControls();
}

bool GoitaTableWidget::canAct() const
{
    return isInteractive() && m_position && m_position->winningTeam() < 0 && m_finished < 0 &&
           m_position->sideToMove() == m_bottom;
}

void GoitaTableWidget::refreshControls()
{
    // Without a viewer, the seat to move plays from the bottom (several people at one screen).
    if (m_viewer >= 0)
        m_bottom = m_viewer;
    else if (isInteractive() && m_position && m_position->winningTeam() < 0)
        m_bottom = m_position->sideToMove();
    m_hand.clear();
    m_legal.clear();
    m_passLegal = false;
    if (m_position) {
        m_hand = goitatiles::sortedPieces(shownRound().hand(m_bottom));
        if (canAct() && !m_position->isGoshiDecision()) {
            for (const QString &text : m_position->legalMoves()) {
                const std::optional<Move> move = Move::fromText(text);
                if (!move) continue;
                if (move->isPass())
                    m_passLegal = true;
                else
                    m_legal << *move;
            }
        }
    }
    if (m_selected >= m_hand.size() || (m_selected >= 0 && !isLegalFirst(m_hand[m_selected])))
        m_selected = -1;

    placePassButton();
    m_pass->setVisible(m_passLegal);
    m_nextDeal->setVisible(m_finished >= 0);

    const bool deciding = canAct() && m_position->isGoshiDecision();
    if (deciding) {
        if (!m_goshi) {
            m_goshi = new GoitaGoshiDialog(this);
            connect(m_goshi, &GoitaGoshiDialog::decided, this, &GoitaTableWidget::submit);
        }
        int holder = goita::partnerOf(m_bottom);
        for (int seat : m_position->round().goshiSeats())
            if (goita::partnerOf(seat) == m_bottom) holder = seat;
        m_goshi->setHolder(holder, m_position->round().hand(holder));
        if (!m_goshi->isVisible()) {
            m_goshi->show();
            const QPoint center = mapToGlobal(rect().center());
            m_goshi->move(center - QPoint(m_goshi->width() / 2, m_goshi->height() / 2));
        }
    } else if (m_goshi) {
        m_goshi->hide();
    }
    refreshHover();
    update();
}

QWidget *GoitaTableWidget::goshiDialog() const
{
    return m_goshi;
}

bool GoitaTableWidget::isLegalFirst(Piece piece) const
{
    for (const Move &move : m_legal)
        if (move.first == piece) return true;
    return false;
}

bool GoitaTableWidget::isClickable(int index) const
{
    if (!canPlay() || index < 0 || index >= m_hand.size()) return false;
    if (m_selected < 0 || index == m_selected) return isLegalFirst(m_hand[index]);
    return m_legal.contains(Move::play(m_hand[m_selected], m_hand[index])) ||
           isLegalFirst(m_hand[index]);
}

void GoitaTableWidget::targetClicked(int index)
{
    if (m_selected < 0 || index == m_selected) {
        m_selected = index == m_selected ? -1 : index;
        update();
        return;
    }
    const Move move = Move::play(m_hand[m_selected], m_hand[index]);
    if (m_legal.contains(move)) {
        submit(move.text());
        return;
    }
    m_selected = index; // another first piece: start over with it
    update();
}

void GoitaTableWidget::submit(const QString &move)
{
    if (!canAct() || !m_position->isLegal(move)) return;
    m_selected = -1;
    update();
    Q_EMIT moveEntered(move);
}

int GoitaTableWidget::placeOf(int seat) const
{
    return (seat - m_bottom + goita::seatCount) % goita::seatCount;
}

void GoitaTableWidget::placePassButton()
{
    const Layout l = layout();
    m_pass->setGeometry(l.passButton.toRect());
    QFont font = m_pass->font();
    font.setPixelSize(qMax(11, int(l.tileWidth * 0.45)));
    font.setBold(true);
    m_pass->setFont(font);
    m_nextDeal->setGeometry(l.passButton.toRect().adjusted(-l.tileWidth, 0, l.tileWidth, 0));
    m_nextDeal->setFont(font);
}

void GoitaTableWidget::resizeEvent(QResizeEvent *event)
{
    placePassButton();
    BoardWidget::resizeEvent(event);
}

QPoint GoitaTableWidget::handPieceCenter(int indexInHand) const
{
    if (indexInHand < 0 || indexInHand >= m_hand.size()) return {};
    QRectF r = layout().seats[m_bottom].hand[indexInHand];
    if (indexInHand == m_selected) r.translate(0, -0.18 * r.height()); // drawn lifted
    return r.center().toPoint();
}

int GoitaTableWidget::handPieceAt(const QPointF &point) const
{
    const Layout l = layout();
    for (int i = 0; i < m_hand.size(); ++i) {
        QRectF r = l.seats[m_bottom].hand[i];
        if (i == m_selected) r.translate(0, -0.18 * r.height()); // drawn lifted
        if (r.contains(point)) return i;
    }
    return -1;
}

QStringList GoitaTableWidget::shownHand(int seat) const
{
    if (!m_position || seat < 0 || seat >= goita::seatCount) return {};
    if (seat == m_bottom || showsAll())
        return goitatiles::names(goitatiles::sortedPieces(shownRound().hand(seat)));
    return QStringList(shownRound().table().piecesLeft(seat), backName);
}

QList<GoitaTableWidget::Tile> GoitaTableWidget::fieldTiles(int seat) const
{
    if (!m_position || seat < 0 || seat >= goita::seatCount) return {};
    // The viewer's information set (others' face-down pieces Hidden), unless all may be shown.
    const Table table =
        showsAll() ? shownRound().table() : goita::SeatView::of(shownRound(), m_bottom).table();
    QList<Tile> tiles;
    for (const goita::FieldPiece &piece : table.field(seat)) {
        if (piece.piece == Piece::Hidden)
            tiles.append({backName, Face::Back});
        else
            tiles.append(
                {goita::pieceName(piece.piece), piece.faceDown ? Face::DownButKnown : Face::Up});
    }
    return tiles;
}

QStringList GoitaTableWidget::shownField(int seat) const
{
    QStringList names;
    for (const Tile &tile : fieldTiles(seat))
        names << tile.name;
    return names;
}

void GoitaTableWidget::mouseReleaseEvent(QMouseEvent *event)
{
    BoardWidget::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton) return;
    // A 5し question closed without an answer comes back with a click on the table.
    if (m_goshi && !m_goshi->isVisible() && canAct() && m_position->isGoshiDecision())
        m_goshi->show();
}

void GoitaTableWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Layout l = layout();
    const qreal w = l.tileWidth;
    painter.setPen(QPen(feltEdgeColor, w * 0.12));
    painter.setBrush(feltColor);
    painter.drawRoundedRect(l.table.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06), w * 0.5,
                            w * 0.5);
    for (int seat = 0; seat < goita::seatCount; ++seat)
        drawSeat(painter, l, seat);
    drawCenter(painter, l);
}

void GoitaTableWidget::drawLabel(QPainter &painter, const QRectF &rect, int seat) const
{
    const bool toMove = m_position && m_position->winningTeam() < 0 && m_finished < 0 &&
                        m_position->sideToMove() == seat;
    const QString text = (toMove ? QStringLiteral("▶ ") : QString()) + seatLabel(seat);
    QFont font = sized(painter.font(), qMax(10.0, rect.height() * 0.62), toMove);
    const QFontMetricsF metrics(font);
    const qreal dot = rect.height() * 0.36;
    const qreal pillWidth =
        qMin(rect.width(), metrics.horizontalAdvance(text) + dot + rect.height() * 1.0);
    const int place = placeOf(seat);
    const qreal pillLeft = place == 1   ? rect.right() - pillWidth // right: keep to the edge
                           : place == 3 ? rect.left()
                                        : rect.center().x() - pillWidth / 2;
    const QRectF pill(pillLeft, rect.top(), pillWidth, rect.height());
    painter.setPen(Qt::NoPen);
    painter.setBrush(toMove ? turnColor : labelColor);
    painter.drawRoundedRect(pill, rect.height() / 2, rect.height() / 2);
    // The team's colour, as in the scores.
    painter.setBrush(teamColors[goita::teamOf(seat)]);
    painter.drawEllipse(
        QRectF(pill.left() + rect.height() * 0.35, pill.center().y() - dot / 2, dot, dot));
    painter.setFont(font);
    painter.setPen(toMove ? turnTextColor : labelTextColor);
    const QRectF textRect = pill.adjusted(rect.height() * 0.35 + dot, 0, -rect.height() * 0.3, 0);
    painter.drawText(textRect, Qt::AlignCenter,
                     metrics.elidedText(text, Qt::ElideRight, textRect.width()));
}

void GoitaTableWidget::drawSeat(QPainter &painter, const Layout &l, int seat) const
{
    const SeatLayout &s = l.seats[seat];
    drawLabel(painter, s.label, seat);
    if (!m_position) return;

    // The hand.
    const QStringList hand = shownHand(seat);
    for (int i = 0; i < hand.size() && i < goita::piecesPerSeat; ++i) {
        goitatiles::Style style;
        QRectF r = s.hand[i];
        if (seat == m_bottom && canPlay()) {
            // Before the first click the pieces that start a move, after it those that finish it.
            style.selected = i == m_selected;
            style.highlighted =
                m_selected < 0
                    ? isLegalFirst(m_hand.value(i))
                    : i != m_selected &&
                          m_legal.contains(Move::play(m_hand[m_selected], m_hand.value(i)));
            if (style.selected) r.translate(0, -0.18 * r.height());
        }
        goitatiles::draw(painter, r, hand[i], hand[i] == backName ? Face::Back : Face::Up, style);
    }

    // The field: what the viewer may see, face-down pieces it knows drawn dimmed.
    const Round &round = shownRound();
    const Table &table = round.table(); // public facts only: sizes, attack, turns
    const QList<Tile> field = fieldTiles(seat);
    const int size = int(field.size());
    const bool inPlay = !round.isOver() && !m_position->isGoshiDecision();
    int lastMover = -1;
    if (const std::optional<Move> lastMove = Move::fromText(m_lastMove);
        lastMove && table.moveCount() > 0) {
        const Move last = table.moveAt(table.moveCount() - 1);
        if (!last.isPass() && lastMove->attack == last.attack)
            lastMover = table.seatOfMove(table.moveCount() - 1);
    }
    for (int i = 0; i < size && i < goita::piecesPerSeat; ++i) {
        goitatiles::Style style;
        style.attack = inPlay && seat == table.attacker() && i == size - 1;
        style.lastMove = seat == lastMover && i >= size - 2;
        goitatiles::draw(painter, s.field[i], field[i].name, field[i].face, style);
    }

    // Passes since the current attack, where this seat's next pair would go.
    if (inPlay && table.attacker() >= 0 && size + 1 < goita::piecesPerSeat) {
        for (int k = 1; k <= table.passes(); ++k) {
            if ((table.attacker() + k) % goita::seatCount != seat) continue;
            const QRectF slot = s.field[size].united(s.field[size + 1]);
            painter.setPen(QPen(labelTextColor, 1, Qt::DashLine));
            painter.setBrush(labelColor);
            painter.drawRoundedRect(
                slot.adjusted(0, slot.height() * 0.25, 0, -slot.height() * 0.25),
                slot.height() * 0.2, slot.height() * 0.2);
            painter.setFont(sized(painter.font(), slot.height() * 0.3, true));
            painter.drawText(slot, Qt::AlignCenter, tr("pass"));
        }
    }
}

void GoitaTableWidget::drawCenter(QPainter &painter, const Layout &l) const
{
    const qreal w = l.tileWidth;
    QRectF text = l.center;
    if (m_position && m_position->winningTeam() < 0 && !shownRound().isOver() &&
        shownRound().table().attacker() >= 0) {
        // The current attack, large, on the left of the middle.
        const qreal h = w / goitatiles::aspect;
        const QRectF tile(l.center.left() + 0.2 * w, l.center.center().y() - h / 2, w, h);
        goitatiles::Style style;
        style.attack = true;
        goitatiles::draw(painter, tile, goita::pieceName(m_position->round().table().attack()),
                         Face::Up, style);
        text.adjust(1.4 * w, 0, -1.4 * w, 0);
    }
    const QStringList lines = infoLines();
    const QString hint = hintText();
    const qreal big = w * 0.44, small = w * 0.36;
    qreal total = big * 1.35 + (lines.size() - 1) * small * 1.35;
    qreal y = text.center().y() - total / 2;
    for (int i = 0; i < lines.size(); ++i) {
        const qreal size = i == 0 ? big : small;
        painter.setFont(sized(painter.font(), size, i == 0));
        painter.setPen(lines[i] == hint ? hintTextColor : infoTextColor);
        const QRectF line(text.left(), y, text.width(), size * 1.35);
        painter.drawText(
            line, Qt::AlignCenter,
            QFontMetricsF(painter.font()).elidedText(lines[i], Qt::ElideRight, text.width()));
        y += size * 1.35;
    }
}

} // namespace kibitz
