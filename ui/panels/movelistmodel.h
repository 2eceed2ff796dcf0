#pragma once

#include <QAbstractTableModel>
#include <QList>

namespace kibitz {

class Game;

// The moves of the line shown: row 0 is the start position, row n the position after move n.
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
    };

    using QAbstractTableModel::QAbstractTableModel;

    void setGame(const Game *game);
    void setMoves(const QList<Move> &moves);
    void appendMove(const Move &move);
    void removeLastMoves(int count);
    int moveCount() const { return int(m_moves.size()); }
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
