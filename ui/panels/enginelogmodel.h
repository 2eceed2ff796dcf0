// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

namespace kibitz {

class EngineLog;

// The lines of one engine log as rows (time since the log began, the TLF line), the kinds the
// person chose shown and the others left out, at most maxRows of the newest (0: all). update()
// takes in what the log got since.
class EngineLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TimeColumn, LineColumn, ColumnCount };
    // What the filter shows, as flags.
    enum Shown : unsigned {
        ShowSent = 1,
        ShowReceived = 2,
        ShowTyped = 4,
        ShowErrors = 8,
        ShowComments = 16,
        ShowInfo = 32,
        ShowAll = 63
    };

    explicit EngineLogModel(QObject *parent = nullptr);

    void setLog(const EngineLog *log, qsizetype maxRows);
    void setShown(unsigned shown);
    unsigned shown() const { return m_shown; }
    void update();
    // The TLF line of a row.
    QString lineAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    bool passes(qsizetype line) const; // a line of the log (not counting those it dropped)
    qsizetype lineOf(int row) const;   // -1 when the log has dropped it
    QVariant roleData(qsizetype line, int column, int role) const;
    void rebuild();

    QPointer<const EngineLog> m_log;
    qsizetype m_maxRows = 0;
    unsigned m_shown = ShowAll;
    QList<qsizetype> m_rows; // by row: the line's number counting the lines the log dropped
    qsizetype m_seen = 0;    // lines looked at, counting those dropped
    qint64 m_origin = -1;    // the time of the log's first timed line
};

// "0.125", "1:02.500", "1:00:02.500": a time since the log began.
QString logTimeText(qint64 ms);

} // namespace kibitz
