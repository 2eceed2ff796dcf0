// SPDX-License-Identifier: GPL-3.0-or-later
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
// colour, with the mark's name in the Mark column. A record that is over ends with a row that
// names its ending (投了 …), after the last move; it is no ply of its own.
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
    // The sides' names, by side (the game's unless set).
    void setSideNames(const QStringList &names);
    // The moves and the record's ending (empty: none shown); they have no marks until setMarks
    // gives them.
    void setMoves(const QList<Move> &moves, const QString &ending = {});
    void setEnding(const QString &ending);
    QString ending() const { return m_ending; }
    // The row of the ending, -1 when none is shown.
    int endingRow() const { return m_ending.isEmpty() ? -1 : moveCount() + 1; }
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
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant text(const Move &move, MoveMark mark, const QModelIndex &index) const;
    QVariant toolTip(const Move &move, MoveMark mark, int column) const;
    QVariant endingData(const QModelIndex &index, int role) const;

    const Game *m_game = nullptr;
    QList<Move> m_moves;
    QList<MoveMark> m_marks; // by move, as many as m_moves
    QStringList m_sideNames;
    QString m_ending;
};

} // namespace kibitz
