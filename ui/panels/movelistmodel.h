#pragma once

#include "core/analysis/moveloss.h"

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

namespace kibitz {

class Game;

// The moves of the line shown: row 0 is the start position, row n the position after move n.
// A move that has alternatives in the record is marked with a "+" (as KIF marks it), and its
// tooltip names them. A move the record's analysis marked (悪手 …) is written in the mark's
// colour, with the mark's name in the Mark column.
class MoveListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NumberColumn, SideColumn, MoveColumn, MarkColumn, TimeColumn, ColumnCount };
    struct Move
    {
        int side = 0;
        QString text;       // as players read it
        qint64 timeMs = -1; // time used, -1 when unknown
        // The record's moves at this point, this one among them (empty: no variation), and
        // which one this is.
        QStringList alternatives;
        int choice = 0;
    };

    using QAbstractTableModel::QAbstractTableModel;

    void setGame(const Game *game);
    // The moves; they have no marks until setMarks gives them.
    void setMoves(const QList<Move> &moves);
    // The marks of the moves, by ply - 1 (the ones left out have none): the rows that change
    // are updated in place.
    void setMarks(const QList<MoveMark> &marks);
    MoveMark mark(int row) const { return m_marks.value(row - 1, MoveMark::None); }
    bool hasMarks() const;
    int moveCount() const { return int(m_moves.size()); }
    // The move that leads to the position of a row (1 … moveCount()).
    const Move &move(int row) const { return m_moves.at(row - 1); }
    // Headers and the start row are translated text: call after a language change.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant text(const Move &move, MoveMark mark, const QModelIndex &index) const;
    QVariant toolTip(const Move &move, MoveMark mark, int column) const;

    const Game *m_game = nullptr;
    QList<Move> m_moves;
    QList<MoveMark> m_marks; // by move, as many as m_moves
};

} // namespace kibitz
