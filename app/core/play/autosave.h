// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace kibitz {

class Game;
class Record;

// The game in progress kept on disk after every move, so that nothing is lost when Kibitz stops
// without being closed (a crash, a kill, a power cut). One file in a folder, named
// game-in-progress.EXT in the game's first record format; each write replaces it atomically.
class Autosave
{
public:
    explicit Autosave(const QString &folder) : m_folder(folder) {}

    QString folder() const { return m_folder; }
    // Writes the record. Returns an error text, empty on success.
    QString write(const Game &game, const Record &record) const;
    // The file a previous run left, empty when there is none.
    QString find() const;
    // The game was left on purpose (the window closed normally): nothing to restore.
    void remove() const;

private:
    QString m_folder;
};

} // namespace kibitz
