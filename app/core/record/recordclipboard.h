// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kibitz {

class Game;

// Records as text rather than files, for the clipboard: File → Copy Record and Paste Record.

// A record read from text, with the game and format it was read as.
struct RecordTextRead
{
    const Game *game = nullptr;
    const RecordFormat *format = nullptr;
    RecordReadResult read;
};

// Pasted text has no extension to go by, so every format of every game is tried. The one that
// reads it without an error wins, then the one that reads the most moves (a text that is no
// record of a format usually reads as nothing or fails at once), then the earlier format. Text
// in which the best format found neither a move nor a setup and ignored something is no record.
// read.record is empty when no record was found; read.error then says so.
RecordTextRead readRecordText(const QList<const Game *> &games, const QString &text);

// The record in the first of the game's formats that writes UTF-8 text (the clipboard holds
// text: Shift_JIS KIF gives way to its UTF-8 twin). *problems gets what the format could not
// hold. Empty when no format writes UTF-8.
QString recordText(const Game &game, const Record &record, QStringList *problems = nullptr);

} // namespace kibitz
