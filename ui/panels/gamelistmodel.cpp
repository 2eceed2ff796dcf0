// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelistmodel.h"

#include "core/game/game.h"

#include <QBrush>

namespace kibitz {

GameListModel::GameListModel(QObject *parent) : QAbstractTableModel(parent) {}

void GameListModel::reset(const Game *game)
{
    beginResetModel();
    m_game = game;
    m_rows.clear();
    endResetModel();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void GameListModel::append(const QList<Row> &rows)
{
    if (rows.isEmpty()) return;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + rows.size() - 1));
    m_rows += rows;
    endInsertRows();
}

void GameListModel::replace(const Row &row)
{
    // Rows are appended in file order, so a game's row is its index.
    if (row.index < 0 || row.index >= m_rows.size()) return;
    m_rows[row.index] = row;
    Q_EMIT dataChanged(index(row.index, 0), index(row.index, ColumnCount - 1));
}

int GameListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int GameListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GameListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size()) return {};
    const Row &r = m_rows[index.row()];
    const GameSummary &s = r.summary;
    if (role == SortRole) {
        if (index.column() == Number) return r.index;
        if (index.column() == Length) return s.length;
        role = Qt::DisplayRole;
    }
    if (role == Qt::ToolTipRole && !r.error.isEmpty()) return r.error;
    if (role == Qt::ForegroundRole && !r.error.isEmpty()) return QBrush(Qt::red);
    if (role == Qt::TextAlignmentRole && (index.column() == Number || index.column() == Length))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case Number:
        return r.index + 1;
    case Player1:
        return s.player1;
    case Player2:
        return s.player2;
    case Result:
        return r.error.isEmpty() ? s.result : tr("error");
    case Length:
        return s.length;
    case Date:
        return s.date;
    case Opening:
        return s.opening;
    }
    return {};
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Number:
        return tr("#");
    case Player1:
        return m_game ? m_game->sideName(0) : tr("First");
    case Player2:
        return m_game ? m_game->sideName(1) : tr("Second");
    case Result:
        return tr("Result");
    case Length:
        return tr("Moves");
    case Date:
        return tr("Date");
    case Opening:
        return tr("Opening");
    }
    return {};
}

} // namespace kibitz
