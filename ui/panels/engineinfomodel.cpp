// SPDX-License-Identifier: GPL-3.0-or-later
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
// An update that searched (a depth or a score): the newest one of its rank is that line's row.
// The rest (a message for the user) go among the older rows.
bool isLineUpdate(const EngineInfo &info)
{
    return info.depth >= 0 || info.score.isValid();
}

// A later update of a line's rank and depth (an engine that sends its search update in several
// lines) is merged into that line's row.
bool sameUpdate(const EngineInfo &row, const EngineInfo &info)
{
    return row.multipv == info.multipv && row.depth == info.depth && info.depth >= 0;
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

qsizetype EngineInfoModel::placeAmong(const QList<Row> &rows, qsizetype from,
                                      const EngineInfo &info)
{
    // A row of the depth on top goes in among that depth's rows at its rank, any other on top.
    if (info.depth < 0 || from >= rows.size() || rows[from].info.depth != info.depth) return from;
    qsizetype at = from;
    while (at < rows.size() && rows[at].info.depth == info.depth &&
           rows[at].info.multipv < info.multipv)
        ++at;
    return at;
}

void EngineInfoModel::retire(QList<Row> &retired, const Row &row)
{
    // The first row retired by this flush may belong among the older rows' top depth.
    const qsizetype history = m_lineCount;
    if (retired.isEmpty() && history < m_rows.size() && row.info.depth >= 0 &&
        m_rows[history].info.depth == row.info.depth) {
        const int at = int(placeAmong(m_rows, history, row.info));
        beginInsertRows({}, at, at);
        m_rows.insert(at, row);
        endInsertRows();
        return;
    }
    retired.insert(placeAmong(retired, 0, row.info), row);
}

void EngineInfoModel::flush()
{
    m_flushTimer.stop();
    if (m_pending.isEmpty()) return;
    if (m_pending.size() > m_maxRows) m_pending.remove(0, m_pending.size() - m_maxRows);

    QList<Row> lines = m_rows.mid(0, m_lineCount); // by rank
    QList<Row> retired; // the rows replaced, and messages: on top of the older rows
    bool newMultiPv = false;
    for (const EngineInfo &info : std::as_const(m_pending)) {
        if (info.multipv > 1 && !m_multiPvSeen) newMultiPv = m_multiPvSeen = true;
        if (!isLineUpdate(info)) {
            retire(retired, Row{info, pvTextOf(info)});
            continue;
        }
        const auto line =
            std::lower_bound(lines.begin(), lines.end(), info.multipv,
                             [](const Row &row, int rank) { return row.info.multipv < rank; });
        if (line == lines.end() || line->info.multipv != info.multipv) {
            lines.insert(line, Row{info, pvTextOf(info)});
        } else if (sameUpdate(line->info, info)) {
            mergeInto(line->info, info);
            line->pvText = pvTextOf(line->info);
        } else {
            retire(retired, *line);
            *line = Row{info, pvTextOf(info)};
        }
    }
    m_pending.clear();
    show(lines, retired);
    if (newMultiPv) Q_EMIT multiPvSeen();
    Q_EMIT rowsShown();
}

void EngineInfoModel::show(const QList<Row> &lines, const QList<Row> &retired)
{
    if (m_lineCount == 0) {
        // Nothing above the older rows yet: everything new goes on top at once.
        const QList<Row> fresh = lines + retired;
        if (!fresh.isEmpty()) {
            beginInsertRows({}, 0, int(fresh.size()) - 1);
            m_rows = fresh + m_rows;
            m_lineCount = int(lines.size());
            endInsertRows();
        }
    } else {
        // The lines shown keep their rows, updated in place; a line new to the search gets a row
        // at its rank.
        for (int i = 0; i < lines.size(); ++i) {
            if (i < m_lineCount && m_rows[i].info.multipv == lines[i].info.multipv) {
                m_rows[i] = lines[i];
                continue;
            }
            beginInsertRows({}, i, i);
            m_rows.insert(i, lines[i]);
            ++m_lineCount;
            endInsertRows();
        }
        Q_EMIT dataChanged(index(0, 0), index(m_lineCount - 1, ColumnCount - 1));
        if (!retired.isEmpty()) {
            beginInsertRows({}, m_lineCount, m_lineCount + int(retired.size()) - 1);
            m_rows = m_rows.mid(0, m_lineCount) + retired + m_rows.mid(m_lineCount);
            endInsertRows();
        }
    }
    if (m_rows.size() > m_maxRows) {
        beginRemoveRows({}, m_maxRows, int(m_rows.size()) - 1);
        m_rows.resize(m_maxRows);
        m_lineCount = qMin(m_lineCount, m_maxRows);
        endRemoveRows();
    }
}

void EngineInfoModel::clear()
{
    m_flushTimer.stop();
    m_pending.clear();
    beginResetModel();
    m_rows.clear();
    m_lineCount = 0;
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
