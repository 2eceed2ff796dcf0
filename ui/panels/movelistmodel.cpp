// SPDX-License-Identifier: GPL-3.0-or-later
#include "movelistmodel.h"

#include "core/game/game.h"
#include "displaytext.h"
#include "movemarkcolor.h"

#include <QFont>

namespace kibitz {

namespace {
QFont boldFont()
{
    QFont font;
    font.setBold(true);
    return font;
}
} // namespace

void MoveListModel::setGame(const Game *game)
{
    beginResetModel();
    m_game = game;
    m_moves.clear();
    m_marks.clear();
    m_sideNames.clear();
    m_ending.clear();
    endResetModel();
}

void MoveListModel::setSideNames(const QStringList &names)
{
    m_sideNames = names;
    if (!m_moves.isEmpty())
        Q_EMIT dataChanged(index(1, SideColumn), index(moveCount(), SideColumn));
}

void MoveListModel::setMoves(const QList<Move> &moves, const QString &ending)
{
    beginResetModel();
    m_moves = moves;
    m_marks = QList<MoveMark>(moves.size(), MoveMark::None);
    m_ending = ending;
    endResetModel();
}

void MoveListModel::setEnding(const QString &ending)
{
    if (ending == m_ending) return;
    if (!m_ending.isEmpty()) {
        beginRemoveRows({}, endingRow(), endingRow());
        m_ending.clear();
        endRemoveRows();
    }
    if (ending.isEmpty()) return;
    beginInsertRows({}, moveCount() + 1, moveCount() + 1);
    m_ending = ending;
    endInsertRows();
}

void MoveListModel::setMarks(const QList<MoveMark> &marks)
{
    for (qsizetype i = 0; i < m_marks.size(); ++i) {
        const MoveMark mark = marks.value(i, MoveMark::None);
        if (m_marks[i] == mark) continue;
        m_marks[i] = mark;
        const int row = int(i) + 1;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
}

bool MoveListModel::hasMarks() const
{
    return std::any_of(m_marks.cbegin(), m_marks.cend(),
                       [](MoveMark m) { return m != MoveMark::None; });
}

void MoveListModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int MoveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_moves.size()) + (m_ending.isEmpty() ? 1 : 2);
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
    if (index.row() == 0) {
        if (role != Qt::DisplayRole) return {};
        return index.column() == MoveColumn ? tr("Start position") : QVariant();
    }
    if (index.row() == endingRow()) return endingData(index, role);
    const Move &move = m_moves.at(index.row() - 1);
    const MoveMark mark = m_marks.at(index.row() - 1);
    const bool marked =
        mark != MoveMark::None && (index.column() == MoveColumn || index.column() == MarkColumn);
    switch (role) {
    case Qt::ForegroundRole:
        return marked ? QVariant(moveMarkColor(mark)) : QVariant();
    case Qt::FontRole:
        return marked ? QVariant(boldFont()) : QVariant();
    case Qt::ToolTipRole:
        return toolTip(move, mark, index.column());
    case Qt::DisplayRole:
        return text(move, mark, index);
    default:
        return {};
    }
}

Qt::ItemFlags MoveListModel::flags(const QModelIndex &index) const
{
    // The ending is no position: it is read, not selected.
    if (index.isValid() && index.row() == endingRow()) return Qt::ItemIsEnabled;
    return QAbstractTableModel::flags(index);
}

QVariant MoveListModel::endingData(const QModelIndex &index, int role) const
{
    if (role == Qt::FontRole) return boldFont();
    if (role != Qt::DisplayRole) return {};
    if (index.column() == NumberColumn) return index.row(); // as KIF numbers its ending
    return index.column() == MoveColumn ? QVariant(m_ending) : QVariant();
}

QVariant MoveListModel::text(const Move &move, MoveMark mark, const QModelIndex &index) const
{
    switch (index.column()) {
    case NumberColumn:
        return index.row();
    case SideColumn:
        if (move.side < m_sideNames.size()) return m_sideNames.at(move.side);
        return m_game ? m_game->sideName(move.side) : QString();
    case MoveColumn:
        return move.alternatives.isEmpty() ? move.text : move.text + QStringLiteral(" +");
    case MarkColumn:
        return moveMarkName(mark);
    case TimeColumn:
        return displaytext::seconds(move.timeMs);
    }
    return {};
}

QVariant MoveListModel::toolTip(const Move &move, MoveMark mark, int column) const
{
    const QString marked =
        mark == MoveMark::None
            ? QString()
            : tr("%1: the analysis found this move much worse than the engine's best")
                  .arg(moveMarkName(mark));
    if (column == MarkColumn && !marked.isEmpty()) return marked;
    if (!move.alternatives.isEmpty())
        return tr("Variations here: %1\nRight-click to follow another one.")
            .arg(move.alternatives.join(QStringLiteral(", ")));
    if (column == MoveColumn && !marked.isEmpty()) return marked;
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
    case MarkColumn:
        return tr("Mark");
    case TimeColumn:
        return tr("Time (s)");
    }
    return {};
}

} // namespace kibitz
