// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentgamesmodel.h"

#include <algorithm>

namespace kibitz {

void TournamentGamesModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int TournamentGamesModel::rowOf(int game) const
{
    const auto it = std::lower_bound(m_rows.cbegin(), m_rows.cend(), game,
                                     [](const Row &row, int n) { return row.game < n; });
    return it != m_rows.cend() && it->game == game ? int(it - m_rows.cbegin()) : -1;
}

void TournamentGamesModel::addRunning(const ScheduledGame &game, const QStringList &engines)
{
    Row row;
    row.game = game.game;
    row.round = game.round;
    row.engines = engines;
    const auto it = std::lower_bound(m_rows.begin(), m_rows.end(), game.game,
                                     [](const Row &r, int n) { return r.game < n; });
    const int at = int(it - m_rows.begin());
    if (it != m_rows.end() && it->game == game.game) { // played again (resumed, or restarted)
        m_rows[at] = row;
        Q_EMIT dataChanged(index(at, 0), index(at, ColumnCount - 1));
        return;
    }
    beginInsertRows({}, at, at);
    m_rows.insert(at, row);
    endInsertRows();
}

void TournamentGamesModel::addFinished(const FinishedGame &game)
{
    ScheduledGame scheduled;
    scheduled.game = game.game;
    scheduled.round = game.round;
    if (rowOf(game.game) < 0) addRunning(scheduled, game.engines);
    const int at = rowOf(game.game);
    Row &row = m_rows[at];
    row.engines = game.engines;
    row.running = false;
    row.result = game.result.isEmpty()
                     ? QStringLiteral("%1-%2").arg(game.team1Points).arg(game.team2Points)
                     : game.result;
    row.reason = game.reason;
    row.plies = game.plies;
    row.record = game.record;
    Q_EMIT dataChanged(index(at, 0), index(at, ColumnCount - 1));
}

void TournamentGamesModel::setProgress(int game, int plies, const QList<qint64> &remainingMs)
{
    const int at = rowOf(game);
    if (at < 0 || !m_rows[at].running) return;
    m_rows[at].plies = plies;
    m_rows[at].remainingMs = remainingMs;
    Q_EMIT dataChanged(index(at, Plies), index(at, Clocks));
}

void TournamentGamesModel::setPaused(bool paused)
{
    m_paused = paused;
    if (!m_rows.isEmpty()) Q_EMIT dataChanged(index(0, Result), index(rowCount() - 1, Result));
}

int TournamentGamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TournamentGamesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {
// A clock as the window's clocks say it: m:ss, tenths under ten seconds.
QString clockText(qint64 ms)
{
    if (ms < 0) return QStringLiteral("–");
    if (ms < 10'000) return QStringLiteral("0:%1").arg(ms / 1000.0, 4, 'f', 1, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(ms / 60'000).arg(ms / 1000 % 60, 2, 10, QLatin1Char('0'));
}
} // namespace

QString TournamentGamesModel::text(const Row &row, int column) const
{
    switch (column) {
    case Number:
        return QString::number(row.game);
    case Round:
        return row.round > 0 ? QString::number(row.round) : QString();
    case Players:
        return row.engines.join(tr(" vs "));
    case Result:
        return !row.running ? row.result : m_paused ? tr("paused") : tr("playing");
    case Reason:
        return row.reason;
    case Plies:
        return QString::number(row.plies);
    case Clocks: {
        if (!row.running) return {};
        QStringList clocks;
        for (qint64 ms : row.remainingMs)
            clocks << clockText(ms);
        return clocks.join(QStringLiteral(" / "));
    }
    default:
        return {};
    }
}

QVariant TournamentGamesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size()) return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return text(row, index.column());
    case GameRole:
        return row.game;
    case RecordRole:
        return row.record;
    case RunningRole:
        return row.running;
    default:
        return {};
    }
}

QVariant TournamentGamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Number:
        return tr("Game");
    case Round:
        return tr("Round");
    case Players:
        return tr("Engines");
    case Result:
        return tr("Result");
    case Reason:
        return tr("Reason");
    case Plies:
        return tr("Plies");
    case Clocks:
        return tr("Clocks");
    default:
        return {};
    }
}

} // namespace kibitz
