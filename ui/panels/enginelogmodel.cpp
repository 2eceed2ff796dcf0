// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginelogmodel.h"

#include "core/engine/enginelog.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>

#include <algorithm>

namespace kibitz {

namespace {
// Mid tones, readable on light and dark palettes alike.
QColor colourOf(LogLineKind kind, bool typed)
{
    if (typed) return QColor(0xb0, 0x3f, 0xb0);
    switch (kind) {
    case LogLineKind::Sent:
        return QColor(0x35, 0x74, 0xd4);
    case LogLineKind::Received:
        return {};
    case LogLineKind::Comment:
        return QColor(0x88, 0x88, 0x88);
    case LogLineKind::Error:
        return QColor(0xd0, 0x30, 0x30);
    }
    return {};
}
} // namespace

QString logTimeText(qint64 ms)
{
    const qint64 s = ms / 1000;
    const QString fraction = QStringLiteral(".%1").arg(ms % 1000, 3, 10, QLatin1Char('0'));
    if (s < 60) return QString::number(s) + fraction;
    const QString minSec =
        QStringLiteral("%1:%2").arg(s / 60 % 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    if (s < 3600) return minSec + fraction;
    return QStringLiteral("%1:%2%3").arg(s / 3600).arg(minSec.rightJustified(5, QLatin1Char('0')),
                                                       fraction);
}

EngineLogModel::EngineLogModel(QObject *parent) : QAbstractTableModel(parent) {}

void EngineLogModel::setLog(const EngineLog *log, qsizetype maxRows)
{
    m_log = log;
    m_maxRows = maxRows;
    m_origin = -1;
    for (qsizetype i = 0; log && i < log->lines().size() && m_origin < 0; ++i)
        m_origin = log->timeAt(i);
    rebuild();
}

void EngineLogModel::setShown(unsigned shown)
{
    if (shown == m_shown) return;
    m_shown = shown;
    rebuild();
}

bool EngineLogModel::passes(qsizetype line) const
{
    const QString &text = m_log->lines().at(line);
    if (!(m_shown & ShowInfo) && isInfoLogLine(text)) return false;
    if (m_log->isTyped(line)) return m_shown & ShowTyped;
    switch (logLineKind(text)) {
    case LogLineKind::Sent:
        return m_shown & ShowSent;
    case LogLineKind::Received:
        return m_shown & ShowReceived;
    case LogLineKind::Comment:
        return m_shown & ShowComments;
    case LogLineKind::Error:
        return m_shown & ShowErrors;
    }
    return true;
}

void EngineLogModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    m_seen = 0;
    if (m_log) {
        const qsizetype dropped = m_log->droppedLines();
        // From the newest back, so that a bounded view of a long log costs only its tail.
        for (qsizetype i = m_log->lines().size() - 1; i >= 0; --i) {
            if (m_maxRows > 0 && m_rows.size() >= m_maxRows) break;
            if (passes(i)) m_rows.append(dropped + i);
        }
        std::reverse(m_rows.begin(), m_rows.end());
        m_seen = dropped + m_log->lines().size();
    }
    endResetModel();
}

void EngineLogModel::update()
{
    if (!m_log) return;
    const qsizetype dropped = m_log->droppedLines();
    const qsizetype total = dropped + m_log->lines().size();
    QList<qsizetype> added;
    for (qsizetype n = qMax(m_seen, dropped); n < total; ++n) {
        if (m_origin < 0) m_origin = m_log->timeAt(n - dropped); // the log's first time
        if (passes(n - dropped)) added.append(n);
    }
    m_seen = total;
    if (m_maxRows > 0 && added.size() > m_maxRows) added.remove(0, added.size() - m_maxRows);
    // Rows whose lines the log dropped go, and the oldest beyond the bound.
    qsizetype gone = 0;
    while (gone < m_rows.size() && m_rows[gone] < dropped)
        ++gone;
    if (m_maxRows > 0) gone = qMax(gone, m_rows.size() + added.size() - m_maxRows);
    if (gone > 0) {
        beginRemoveRows({}, 0, int(gone) - 1);
        m_rows.remove(0, gone);
        endRemoveRows();
    }
    if (added.isEmpty()) return;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + added.size()) - 1);
    m_rows.append(added);
    endInsertRows();
}

qsizetype EngineLogModel::lineOf(int row) const
{
    if (!m_log || row < 0 || row >= m_rows.size()) return -1;
    const qsizetype line = m_rows[row] - m_log->droppedLines();
    return line >= 0 && line < m_log->lines().size() ? line : -1;
}

QString EngineLogModel::lineAt(int row) const
{
    const qsizetype line = lineOf(row);
    return line < 0 ? QString() : m_log->lines().at(line);
}

int EngineLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int EngineLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EngineLogModel::data(const QModelIndex &index, int role) const
{
    const qsizetype line = lineOf(index.row());
    if (line < 0) return {};
    return roleData(line, index.column(), role);
}

QVariant EngineLogModel::roleData(qsizetype line, int column, int role) const
{
    const qint64 time = m_log->timeAt(line);
    const bool typed = m_log->isTyped(line);
    switch (role) {
    case Qt::DisplayRole:
        if (column == LineColumn) return m_log->lines().at(line);
        return time >= 0 && m_origin >= 0 ? logTimeText(time - m_origin) : QString();
    case Qt::ToolTipRole: {
        QString tip = time >= 0 ? QDateTime::fromMSecsSinceEpoch(time).toString(
                                      QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"))
                                : tr("The log does not say when this line came.");
        if (typed) tip += QLatin1Char('\n') + tr("Typed in the console");
        return tip;
    }
    case Qt::ForegroundRole: {
        const QColor colour = colourOf(logLineKind(m_log->lines().at(line)), typed);
        return colour.isValid() ? QVariant(QBrush(colour)) : QVariant();
    }
    case Qt::TextAlignmentRole:
        return column == TimeColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    }
    return {};
}

QVariant EngineLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) return section == TimeColumn ? tr("Time") : tr("Line");
    if (role == Qt::ToolTipRole && section == TimeColumn)
        return tr("Seconds since the log began, when the engine started; the clock time on hover");
    return {};
}

} // namespace kibitz
