// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace kibitz {

// One start of a match game, as read from an opening file: a setup and moves played from it.
struct Opening
{
    QString setup;     // the game's setup text; empty for its standard start
    QStringList moves; // canonical text, each legal after the ones before
    QString text;      // as written: the line, or the record file's name (for the results)
    QString file;      // the file it was read from
    int line = 0;      // 1-based line in that file; 0 when the whole file is the opening

    QString where() const; // "file:line", or "file"
};

// A line (or a whole file) that is not an opening, and why.
struct OpeningRefusal
{
    QString file;
    int line = 0; // 1-based; 0 when the whole file is refused
    QString text; // the line as written; empty for a whole file
    QString reason;

    QString where() const;   // "file:line", or "file"
    QString message() const; // "file:line: reason"
};

// What reading opening files gives: the openings in the order read, and every line that was not
// one; nothing is dropped without a refusal saying why. `error` is set when nothing could be read
// at all (no such file, too large, a game that reads no opening files).
struct OpeningReadResult
{
    QList<Opening> openings;
    QList<OpeningRefusal> refused;
    QString error;

    void refuse(const QString &file, int line, const QString &text, const QString &reason)
    {
        refused.append({file, line, text, reason});
    }
};

} // namespace kibitz
