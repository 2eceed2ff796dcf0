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
// record that is written once at the end; then the journal goes.
class GameJournal
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::GameJournal)

public:
    // "game-001.kif" → "game-001.kif.part".
    static QString pathFor(const QString &recordPath);

    // Starts the journal (truncating an old one) with the game's line and the moves the record
    // holds already (an opening). Returns an error text, empty on success.
    QString open(const QString &path, const Game &game, const Record &record);
    // One move the game has made, with its time and the mover's think comment.
    QString append(const RecordNode &node);
    // Closes and deletes the journal.
    void remove();
    bool isOpen() const { return m_file.isOpen(); }

private:
    QString writeLine(const QByteArray &line); // a whole line, with its line end

    QFile m_file;
};

} // namespace kibitz
