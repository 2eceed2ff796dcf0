// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/matchtally.h"

#include <QAbstractTableModel>

namespace kibitz {

// The standings of a tournament, best first: each engine against the whole field, as an engine
// author reads them from fastchess (W-L-D, points, Elo ± its 95 % interval, nElo, LOS, the draw
// ratio and the pentanomial counts of its game pairs).
class StandingsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Engine, Games, Wld, Points, Elo, NElo, Los, Draws, Ptnml, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setStandings(const QList<EngineStanding> &standings);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString text(const EngineStanding &standing, int column) const;

    QList<EngineStanding> m_standings;
};

} // namespace kibitz
