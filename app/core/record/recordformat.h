// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/record.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace kibitz {

struct RecordReadResult
{
    std::optional<Record> record; // set when anything could be read, even with an error
    QString error;                // empty when the whole file was read; says not which line
    int errorLine = 0;            // 1-based line of the error, 0 when not line-bound
    QStringList warnings;         // things read but not fully understood

    bool ok() const { return record.has_value() && error.isEmpty(); }
    // The error with its line, for people: "line 12: …".
    QString message() const;
};

struct RecordWriteResult
{
    QByteArray data;
    QStringList problems; // e.g. characters the encoding cannot hold; empty when faithful
};

// One game's text in a file that holds several (RecordFormat::splitGames): the bytes read()
// takes, and the file's line (1-based) they begin on.
struct GameText
{
    QByteArray data;
    int firstLine = 1;
};

// One record file format of one game.
class RecordFormat
{
public:
    virtual ~RecordFormat() = default;
    virtual QString id() const = 0;             // "kif", "ttt" …
    virtual QString displayName() const = 0;    // translated
    virtual QStringList extensions() const = 0; // lower case, without the dot
    virtual RecordReadResult read(const QByteArray &data) const = 0;
    virtual RecordWriteResult write(const Record &record) const = 0;

    // Whether a file of this format may hold several games (an SGF collection, a SFEN list, a
    // CSA file with '/' between games). Only such formats split and write collections.
    virtual bool holdsSeveralGames() const { return false; }
    // The games of a file, in order, each as read() takes it. Nothing but white space and the
    // format's separators is left out, so that what cannot be read is reported, not dropped.
    // By default: the file whole.
    virtual QList<GameText> splitGames(const QByteArray &data) const { return {{data, 1}}; }
    // What stands between two games of a file of this format (CSA's "/" line); by default
    // nothing, each game's text ending where the next begins.
    virtual QByteArray gameSeparator() const { return {}; }
    // Several records as one file of this format (holdsSeveralGames() only): each record written
    // in turn, gameSeparator() between them.
    RecordWriteResult writeAll(const QList<const Record *> &records) const;
};

// Declares all of RecordFormat's interface, for a format whose names depend on its variant.
#define KIBITZ_RECORD_FORMAT_INTERFACE                                                             \
    QString id() const override;                                                                   \
    QString displayName() const override;                                                          \
    QStringList extensions() const override;                                                       \
    RecordReadResult read(const QByteArray &data) const override;                                  \
    RecordWriteResult write(const Record &record) const override;

} // namespace kibitz
