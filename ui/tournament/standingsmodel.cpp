// SPDX-License-Identifier: GPL-3.0-or-later
#include "standingsmodel.h"

#include <QLocale>

#include <cmath>

namespace kibitz {

namespace {
QString number(double value, int decimals = 1)
{
    if (std::isinf(value)) return value > 0 ? QStringLiteral("+∞") : QStringLiteral("−∞");
    if (std::isnan(value)) return QStringLiteral("—");
    return QLocale().toString(value, 'f', decimals);
}
} // namespace

void StandingsModel::setStandings(const QList<EngineStanding> &standings)
{
    beginResetModel();
    m_standings = standings;
    endResetModel();
}

int StandingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_standings.size());
}

int StandingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString StandingsModel::text(const EngineStanding &standing, int column) const
{
    const PairCounts &c = standing.counts;
    const bool paired = c.pairs() > 0;
    const EloEstimate e = (paired ? estimateElo(c.pentanomial()) : estimateElo(c.trinomial()))
                              .value_or(EloEstimate{});
    switch (column) {
    case Engine:
        return standing.engine;
    case Games:
        return QString::number(c.games());
    case Wld:
        return QStringLiteral("%1-%2-%3").arg(c.wins).arg(c.losses).arg(c.draws);
    case Points:
        return number(c.points());
    case Elo:
        return tr("%1 ± %2").arg(number(e.elo), number(e.eloError));
    case NElo:
        return tr("%1 ± %2").arg(number(e.nElo), number(e.nEloError));
    case Los:
        return tr("%1 %").arg(number(100 * e.los));
    case Draws:
        if (c.games() == 0) return {};
        return tr("%1 %").arg(number(paired ? 100.0 * (c.pairWL + c.pairDD) / c.pairs()
                                            : 100.0 * c.draws / c.games()));
    case Ptnml: {
        if (!paired) return {};
        QStringList counts;
        for (int n : c.pentanomial())
            counts << QString::number(n);
        return counts.join(QStringLiteral(", "));
    }
    default:
        return {};
    }
}

QVariant StandingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_standings.size()) return {};
    if (role == Qt::DisplayRole) return text(m_standings[index.row()], index.column());
    if (role == Qt::TextAlignmentRole && index.column() != Engine)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == Ptnml)
        return tr("Game pairs by points over the pair: 0, ½, 1, 1½, 2");
    return {};
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Engine:
        return tr("Engine");
    case Games:
        return tr("Games");
    case Wld:
        return tr("W-L-D");
    case Points:
        return tr("Points");
    case Elo:
        return tr("Elo ± 95 %");
    case NElo:
        return tr("nElo");
    case Los:
        return tr("LOS");
    case Draws:
        return tr("Draws");
    case Ptnml:
        return tr("Ptnml(0-2)");
    default:
        return {};
    }
}

} // namespace kibitz
