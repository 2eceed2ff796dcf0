// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "goita/hand.h"
#include "goita/piece.h"

#include <QList>
#include <QRectF>
#include <QWidget>

class QPainter;

namespace kibitz {

// Goita pieces drawn as small wooden tiles, shared by the table and the 5し dialog.
namespace goitatiles {

enum class Face {
    Up,           // the kanji, face up
    Back,         // a face-down piece the viewer may not see
    DownButKnown, // a face-down piece the viewer may see (its own, or review mode): dimmed kanji
};

struct Style
{
    bool highlighted = false; // may be clicked
    bool selected = false;    // chosen as the first piece of a move
    bool attack = false;      // the current attack
    bool lastMove = false;    // part of the move that led to the position
};

// `name` is the kanji drawn (王 or 玉 for the king); ignored for Back.
void draw(QPainter &painter, const QRectF &rect, const QString &name, Face face,
          const Style &style = {});
// The hand in drawn order: by value, 王 first; the second king reads 玉.
QList<goita::Piece> sortedPieces(const goita::Hand &hand);
QStringList names(const QList<goita::Piece> &pieces);
constexpr qreal aspect = 0.78; // width / height

// A row of face-up tiles, for dialogs.
class Row : public QWidget
{
public:
    explicit Row(QWidget *parent = nullptr);
    void setPieces(const QList<goita::Piece> &pieces);
    QStringList shown() const { return names(m_pieces); }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<goita::Piece> m_pieces;
};

} // namespace goitatiles
} // namespace kibitz
