// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace kibitz {

class EngineLog;

// Where reading an engine log file failed: the reason and its line (0: the file as a whole).
struct EngineLogFileError
{
    QString text;
    int line = 0;
    bool ok() const { return text.isEmpty(); }
};

// Reads an engine log file into log (empty), for the engine log window's Open…. Two forms:
// - TLF as Kibitz writes it (kibitz-cli match --log, Save as TLF…): every line kept as it is,
//   its "# # time:…" comments given back as the times of the lines after them, a "# # typed"
//   comment as the mark of the line after it as typed by the person;
// - a "recv:"/"send:" traffic log (ShogiHome's usi.log, the engine logs of the shared test data):
//   a recv: line was sent to the engine ("# line"), the send: lines after it are its reply
//   ("= line", then ". line"), as EngineLog frames live traffic; other lines (the comments that
//   say what the log shows, "disconnect:") become notes ("# # …"); the times are unknown.
// The form is told by the first line that is no '#' comment. A line of a TLF log that is no TLF
// stops reading with its number.
EngineLogFileError readEngineLogFile(const QString &path, EngineLog *log);
// Whether a file's name says it is an engine log: .tlf (Save as TLF, kibitz-cli match --log) or
// .log (recv:/send: logs).
bool isEngineLogFileName(const QString &path);

} // namespace kibitz
