// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineinfo.h"

#include <QAbstractTableModel>
#include <QList>
#include <QTimer>
#include <memory>

namespace kibitz {

class Position;

// The search info of one engine, one row per search update (a rank at a depth). On top, one row
// per line of the search (its rank, multi-PV), line 1 first: its newest update, filled in by a
// later update of the same depth and replaced in place by one of another depth, the row it
// replaces going below the lines, on top of the older rows (newest first, the lines of one depth
// in rank order). So as many lines as the engine gives are the first rows, and a row under a
// still pointer keeps showing its line. Infos without depth or
// score (a line, a current move or a count alone) get no row; a message for the user gets one.
// Updates are coalesced: they are queued and shown at most every 50 ms, and only the newest
// maxRows are kept, so a flooding engine costs a queue append per line and never a view update
// per line.
class EngineInfoModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        MultiPvColumn,
        DepthColumn,
        ScoreColumn,
        NodesColumn,
        NpsColumn,
        TimeColumn,
        PvColumn,
        ColumnCount
    };

    explicit EngineInfoModel(QObject *parent = nullptr);
    ~EngineInfoModel() override;

    void setMaxRows(int rows) { m_maxRows = rows; }
    // Starts a new search from a position (the rows of the last one go): PVs are shown in the
    // game's notation from it.
    void setSearchPosition(std::unique_ptr<Position> position);
    void addInfo(const EngineInfo &info);
    // Shows the queued updates now (the timer does this on its own).
    void flush();
    void clear();
    bool hasMultiPv() const { return m_multiPvSeen; }
    // The newest shown update of the first line (rank 1), or null.
    const EngineInfo *best() const;
    // The update a row shows, or null; and the position its line starts from (null before
    // any search).
    const EngineInfo *infoAt(int row) const;
    const Position *searchPosition() const { return m_position.get(); }
    // Headers are translated text: call after a language change.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void rowsShown();
    void multiPvSeen();

private:
    struct Row
    {
        EngineInfo info;
        QString pvText;
    };

    static bool showsRow(const EngineInfo &info);
    QString pvTextOf(const EngineInfo &info) const;
    // Where a row of info goes among rows[from…]: among the rows of its depth at the top, at its
    // rank; else on top (from).
    static qsizetype placeAmong(const QList<Row> &rows, qsizetype from, const EngineInfo &info);
    // A row no longer on top (a line's older update, a message): into the rows a flush puts above
    // the older ones, or among the older ones' top depth.
    void retire(QList<Row> &retired, const Row &row);
    // Tells the view what a flush made of the lines and the rows retired.
    void show(const QList<Row> &lines, const QList<Row> &retired);

    QList<Row> m_rows;   // the lines, then the older rows, newest first
    int m_lineCount = 0; // the first rows: one per line, by rank
    QList<EngineInfo> m_pending;
    std::unique_ptr<Position> m_position;
    QTimer m_flushTimer;
    int m_maxRows = 500;
    bool m_multiPvSeen = false;
};

} // namespace kibitz
