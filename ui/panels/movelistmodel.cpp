#include "movelistmodel.h"

#include "core/game/game.h"
#include "displaytext.h"

namespace kibitz {

void MoveListModel::setGame(const Game *game)
{
    beginResetModel();
    m_game = game;
    m_moves.clear();
    endResetModel();
}

void MoveListModel::setMoves(const QList<Move> &moves)
{
    beginResetModel();
    m_moves = moves;
    endResetModel();
}

void MoveListModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int MoveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_moves.size()) + 1;
}

int MoveListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MoveListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid()) return {};
    if (role == Qt::TextAlignmentRole) {
        const bool right = index.column() == NumberColumn || index.column() == TimeColumn;
        return QVariant::fromValue(Qt::AlignVCenter | (right ? Qt::AlignRight : Qt::AlignLeft));
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    if (index.row() == 0) {
        if (role == Qt::ToolTipRole) return {};
        return index.column() == MoveColumn ? tr("Start position") : QVariant();
    }
    const Move &move = m_moves.at(index.row() - 1);
    if (role == Qt::ToolTipRole) {
        if (move.alternatives.isEmpty()) return {};
        return tr("Variations here: %1\nRight-click to follow another one.")
            .arg(move.alternatives.join(QStringLiteral(", ")));
    }
    switch (index.column()) {
    case NumberColumn:
        return index.row();
    case SideColumn:
        return m_game ? m_game->sideName(move.side) : QString();
    case MoveColumn:
        return move.alternatives.isEmpty() ? move.text : move.text + QStringLiteral(" +");
    case TimeColumn:
        return displaytext::seconds(move.timeMs);
    }
    return {};
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case NumberColumn:
        return tr("No.");
    case SideColumn:
        return tr("Side");
    case MoveColumn:
        return tr("Move");
    case TimeColumn:
        return tr("Time (s)");
    }
    return {};
}

} // namespace kibitz
