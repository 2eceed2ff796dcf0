#include "engineinfomodel.h"

#include "core/game/position.h"
#include "displaytext.h"

#include <algorithm>

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

bool EngineInfoModel::showsRow(const EngineInfo &info)
{
    // A row says how far and how well: a line alone, a current move or a node count without
    // depth or score is half an update; a message for the user has a row of its own.
    return info.depth >= 0 || info.score.isValid() || (info.pv.isEmpty() && !info.text.isEmpty());
}

void EngineInfoModel::addInfo(const EngineInfo &info)
{
    if (!showsRow(info)) return;
    m_pending.append(info);
    // Older queued rows would be dropped by flush() anyway: drop them now to bound memory.
    if (m_pending.size() > 2 * m_maxRows) m_pending.remove(0, m_pending.size() - m_maxRows);
    if (!m_flushTimer.isActive()) m_flushTimer.start();
}

QString EngineInfoModel::pvTextOf(const EngineInfo &info) const
{
    if (info.pv.isEmpty()) return info.text;
    if (m_position) return displaytext::moves(*m_position, info.pv);
    return info.pv.join(QLatin1Char(' '));
}

namespace {
// The row a rank's newest update at a depth lives in: a later update of that rank and depth
// (an engine that sends its search update in several lines) is merged into it.
bool sameUpdate(const EngineInfo &row, const EngineInfo &info)
{
    return row.multipv == info.multipv && row.depth == info.depth;
}

bool isSearchRow(const EngineInfo &row, int multipv)
{
    return row.multipv == multipv && row.depth >= 0;
}

// The newer update's fields win; what it leaves out is kept.
void mergeInto(EngineInfo &row, const EngineInfo &info)
{
    if (info.seldepth >= 0) row.seldepth = info.seldepth;
    if (info.score.isValid()) row.score = info.score;
    if (info.nodes >= 0) row.nodes = info.nodes;
    if (info.nps >= 0) row.nps = info.nps;
    if (info.timeMs >= 0) row.timeMs = info.timeMs;
    if (info.hashfull >= 0) row.hashfull = info.hashfull;
    if (!info.currmove.isEmpty()) row.currmove = info.currmove;
    if (!info.pv.isEmpty()) row.pv = info.pv;
    if (!info.text.isEmpty()) row.text = info.text;
}
} // namespace

void EngineInfoModel::flush()
{
    m_flushTimer.stop();
    if (m_pending.isEmpty()) return;
    if (m_pending.size() > m_maxRows) m_pending.remove(0, m_pending.size() - m_maxRows);

    QList<Row> incoming; // oldest first
    int changedFirst = int(m_rows.size());
    int changedLast = -1;
    bool newMultiPv = false;
    for (const EngineInfo &info : std::as_const(m_pending)) {
        if (info.multipv > 1 && !m_multiPvSeen) newMultiPv = m_multiPvSeen = true;
        Row *row = nullptr;
        if (info.depth >= 0) {
            // The rank's newest row: among the incoming ones, else the shown ones.
            auto in = std::find_if(incoming.rbegin(), incoming.rend(),
                                   [&](const Row &r) { return isSearchRow(r.info, info.multipv); });
            if (in != incoming.rend()) {
                if (sameUpdate(in->info, info)) row = &*in;
            } else {
                auto shown = std::find_if(m_rows.begin(), m_rows.end(), [&](const Row &r) {
                    return isSearchRow(r.info, info.multipv);
                });
                if (shown != m_rows.end() && sameUpdate(shown->info, info)) {
                    row = &*shown;
                    const int at = int(shown - m_rows.begin());
                    changedFirst = std::min(changedFirst, at);
                    changedLast = std::max(changedLast, at);
                }
            }
        }
        if (row) {
            mergeInto(row->info, info);
            row->pvText = pvTextOf(row->info);
        } else {
            incoming.append(Row{info, pvTextOf(info)});
        }
    }
    m_pending.clear();
    if (changedLast >= 0)
        Q_EMIT dataChanged(index(changedFirst, 0), index(changedLast, ColumnCount - 1));

    if (incoming.size() > m_maxRows) incoming.remove(0, incoming.size() - m_maxRows);
    const int count = int(incoming.size());
    const int overflow = int(m_rows.size()) + count - m_maxRows;
    if (overflow > 0) {
        beginRemoveRows({}, int(m_rows.size()) - overflow, int(m_rows.size()) - 1);
        m_rows.resize(m_rows.size() - overflow);
        endRemoveRows();
    }
    if (count > 0) {
        std::reverse(incoming.begin(), incoming.end()); // newest first
        beginInsertRows({}, 0, count - 1);
        m_rows = incoming + m_rows;
        endInsertRows();
    }
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

const EngineInfo *EngineInfoModel::infoAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row].info : nullptr;
}

const EngineInfo *EngineInfoModel::best() const
{
    for (const Row &row : m_rows)
        if (row.info.multipv <= 1 && (row.info.depth >= 0 || row.info.score.isValid()))
            return &row.info;
    return nullptr;
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
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == ScoreColumn)
        return tr("From the first player's view, whoever is searching: positive is good for the "
                  "side that moved first (Black, Sente, X)");
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
