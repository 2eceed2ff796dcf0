// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordcollection.h"

#include <QAbstractTableModel>
#include <QList>

namespace kibitz {

class Game;

// The games of a collection file, one row each: its number, players, result, length, date and
// opening, or why it could not be read. Rows are appended in batches as the file is read.
// Sorting (by the numbers as numbers) and filtering are a QSortFilterProxyModel's over it.
class GameListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Number, Player1, Player2, Result, Length, Date, Opening, ColumnCount };

    using Row = GameListing;

    explicit GameListModel(QObject *parent = nullptr);

    // Empties the list for the games of `game` (its side names head the player columns).
    void reset(const Game *game);
    void append(const QList<Row> &rows);
    // Puts `row` in place of the row of the same game (its index in the file).
    void replace(const Row &row);
    const Row &row(int r) const { return m_rows[r]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The role data() answers a cell's value to sort by with (numbers as numbers).
    static constexpr int SortRole = Qt::UserRole;

private:
    const Game *m_game = nullptr;
    QList<Row> m_rows;
};

} // namespace kibitz
