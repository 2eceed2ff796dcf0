#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

namespace kibitz {

class Game;

// The moves of the line shown: row 0 is the start position, row n the position after move n.
// A move that has alternatives in the record is marked with a "+" (as KIF marks it), and its
// tooltip names them.
class MoveListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NumberColumn, SideColumn, MoveColumn, TimeColumn, ColumnCount };
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
    void setMoves(const QList<Move> &moves);
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
    const Game *m_game = nullptr;
    QList<Move> m_moves;
};

} // namespace kibitz
