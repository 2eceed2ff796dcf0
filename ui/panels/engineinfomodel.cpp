#include "engineinfomodel.h"

#include "core/position.h"
#include "displaytext.h"

namespace kibitz {

EngineInfoModel::EngineInfoModel(QObject *parent) : QAbstractTableModel(parent)
{
    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(50);
    connect(&m_flushTimer, &QTimer::timeout, this, &EngineInfoModel::flush);
}

EngineInfoModel::~EngineInfoModel() = default;

void EngineInfoModel::setSearchPosition(std::unique_ptr<Position> position)
{
    // A new search: the rows of the last one would be read as lines from this position.
    clear();
    m_position = std::move(position);
}

void EngineInfoModel::addInfo(const EngineInfo &info)
{
    m_pending.append(info);
    // Older queued rows would be dropped by flush() anyway: drop them now to bound memory.
    if (m_pending.size() > 2 * m_maxRows) m_pending.remove(0, m_pending.size() - m_maxRows);
    if (!m_flushTimer.isActive()) m_flushTimer.start();
}

void EngineInfoModel::flush()
{
    m_flushTimer.stop();
    if (m_pending.isEmpty()) return;
    if (m_pending.size() > m_maxRows) m_pending.remove(0, m_pending.size() - m_maxRows);

    const int incoming = int(m_pending.size());
    const int overflow = int(m_rows.size()) + incoming - m_maxRows;
    if (overflow > 0) {
        beginRemoveRows({}, int(m_rows.size()) - overflow, int(m_rows.size()) - 1);
        m_rows.resize(m_rows.size() - overflow);
        endRemoveRows();
    }
    QList<Row> rows;
    rows.reserve(incoming);
    bool newMultiPv = false;
    for (auto it = m_pending.crbegin(); it != m_pending.crend(); ++it) {
        Row row{*it, {}};
        if (!row.info.pv.isEmpty() && m_position)
            row.pvText = displaytext::moves(*m_position, row.info.pv);
        else if (!row.info.pv.isEmpty())
            row.pvText = row.info.pv.join(QLatin1Char(' '));
        else
            row.pvText = row.info.text;
        if (row.info.multipv > 1 && !m_multiPvSeen) newMultiPv = m_multiPvSeen = true;
        rows.append(std::move(row));
    }
    m_pending.clear();
    beginInsertRows({}, 0, incoming - 1);
    m_rows = rows + m_rows;
    endInsertRows();
    if (newMultiPv) Q_EMIT multiPvSeen();
    Q_EMIT rowsShown();
}

void EngineInfoModel::clear()
{
    m_flushTimer.stop();
    m_pending.clear();
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

const EngineInfo *EngineInfoModel::latest() const
{
    if (!m_pending.isEmpty()) return &m_pending.last();
    return m_rows.isEmpty() ? nullptr : &m_rows.first().info;
}

void EngineInfoModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int EngineInfoModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int EngineInfoModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EngineInfoModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size()) return {};
    const Row &row = m_rows.at(index.row());
    const EngineInfo &info = row.info;
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignVCenter |
                                   (index.column() == PvColumn ? Qt::AlignLeft : Qt::AlignRight));
    if (role == Qt::ToolTipRole && index.column() == PvColumn) return row.pvText;
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case MultiPvColumn:
        return info.multipv;
    case DepthColumn:
        if (info.depth < 0) return {};
        return info.seldepth >= 0 ? QStringLiteral("%1/%2").arg(info.depth).arg(info.seldepth)
                                  : QString::number(info.depth);
    case ScoreColumn:
        return displaytext::score(info.score);
    case NodesColumn:
        return displaytext::count(info.nodes);
    case NpsColumn:
        return displaytext::count(info.nps);
    case TimeColumn:
        return displaytext::seconds(info.timeMs);
    case PvColumn:
        return row.pvText;
    }
    return {};
}

QVariant EngineInfoModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case MultiPvColumn:
        return tr("#");
    case DepthColumn:
        return tr("Depth");
    case ScoreColumn:
        return tr("Score");
    case NodesColumn:
        return tr("Nodes");
    case NpsColumn:
        return tr("NPS");
    case TimeColumn:
        return tr("Time (s)");
    case PvColumn:
        return tr("Principal variation");
    }
    return {};
}

} // namespace kibitz
