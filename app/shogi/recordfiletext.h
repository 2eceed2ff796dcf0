// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kibitz::shogi {

// Text in and out of shogi record files: encodings (Shift_JIS/CP932 or UTF-8 with or without
// BOM, detected), line ends (CRLF written, CR LF and CRLF read), and a report of every character
// the chosen encoding cannot hold, with where it is.
class RecordFileText
{
public:
    enum class Encoding { Utf8, ShiftJis };

    // Detects the encoding: a BOM or valid UTF-8 is UTF-8, anything else CP932.
    static QString decode(const QByteArray &data, Encoding *detected = nullptr);
    static QStringList splitLines(const QString &text);
    // The same lines as views into text (CRLF, CR and LF end a line; no empty last line).
    static QList<QStringView> lineViews(QStringView text);

    // Adds one line; `where` names it for problem reports ("先手 header", "comment of move 12").
    void add(QStringView line, const QString &where = {});
    // The same, where `whereTemplate` holds %1 for `number` ("move %1"): the text is made only
    // when a problem is reported, not for every line.
    void add(QStringView line, const QString &whereTemplate, int number);
    // Adds text without ending the line (KI2 writes several moves on one, comments their
    // prefix and text apart).
    void append(QStringView text, const QString &where = {}, int number = -1);
    void endLine();
    bool atLineStart() const { return !m_open; }

    // The bytes; with ShiftJis, a character CP932 cannot hold is written as 〓 and reported.
    // `finalEol` false leaves the last line open, as ShogiHome's KI2 does.
    RecordWriteResult finish(Encoding encoding, bool finalEol = true) const;

private:
    // The lines go into one buffer, each ended by CRLF: a file is encoded once, from it.
    struct Line
    {
        qsizetype start; // in m_text
        QString where;
        int number = -1; // fills where's %1 when not negative
    };
    QString m_text;
    QList<Line> m_lines;
    bool m_open = false; // the last line is not ended yet
};

} // namespace kibitz::shogi
