// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QFile>
#include <QString>

namespace kibitz {

class Game;
class Record;
struct RecordNode;

// The game in progress kept safe at O(1) a move (docs/formats/journal.md): a JSON line for the
// game, then one for each move as it is made, each written and flushed (no sync), beside the
// record that is written once at the end; then the journal is emptied for the next game. One file
// serves a worker's games: a file made and deleted every game made every new file in the folder
// (the records too) slow to create on ext4, which skips the inodes of recently deleted files.
class GameJournal
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::GameJournal)

public:
    // Starts the game's journal at path (the file emptied, or made) with the game's line, naming
    // recordName, and the moves the record holds already (an opening). Returns an error text,
    // empty on success.
    QString open(const QString &path, const Game &game, const Record &record,
                 const QString &recordName);
    // One move the game has made, with its time and the mover's think comment: held until
    // flush(), so that moves made in a burst go in one write.
    void append(const RecordNode &node);
    // The moves held written; an error text, empty on success.
    QString flush();
    // The game is safe in its record: the journal is emptied, and kept open for the next game.
    void finish();
    // The game's record could not be written: the journal, its only copy, is closed and kept as
    // path; the next game starts a new one. Returns an error text, empty on success.
    QString keepAs(const QString &path);
    // Closes and deletes the journal open for the next game (the worker has played its last).
    void remove();

private:
    QFile m_file;
    QByteArray m_held; // append()'s lines not yet written
};

} // namespace kibitz
