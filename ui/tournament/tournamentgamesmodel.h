// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/resultsstream.h"
#include "core/tournament/schedule.h"

#include <QAbstractTableModel>

namespace kibitz {

// The games of a tournament as they start and end: a running game with its engines, its move
// and clocks (its result to come); a finished one with its result, the reason it ended and its
// length.
class TournamentGamesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Number, Round, Players, Result, Reason, Plies, Clocks, ColumnCount };
    enum Role { GameRole = Qt::UserRole, RecordRole, RunningRole };
    using QAbstractTableModel::QAbstractTableModel;

    void clear();
    void addRunning(const ScheduledGame &game, const QStringList &engines);
    void addFinished(const FinishedGame &game);
    // A running game's move: its plies and each side's time left (-1: a fixed time per move).
    void setProgress(int game, int plies, const QList<qint64> &remainingMs);
    // Every running game is held (Pause) or goes on.
    void setPaused(bool paused);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row
    {
        int game = 0, round = 0, plies = 0;
        QStringList engines;
        bool running = true;
        QString result, reason, record;
        QList<qint64> remainingMs;
    };
    int rowOf(int game) const;
    QString text(const Row &row, int column) const;

    QList<Row> m_rows; // by game number
    bool m_paused = false;
};

} // namespace kibitz
