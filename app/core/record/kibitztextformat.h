// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

namespace kibitz {

class Game;

// Kibitz's own record text, one format for every game that has no record format of its own
// (tic-tac-toe's .ttt, gomoku's .gmk). UTF-8, LF; documented in docs/formats/tictactoe.md:
//   #KIBITZ <game id> 1
//   Player1: kibitz-tictactoe          header lines "Key: value"
//   Setup: ....X.... O                 only for another start position
//   Result: 1-0 | 0-1 | 1/2-1/2 | *
//   Termination: rules                 end-reason keyword; Detail: the reason in words
//   1 b2 0.512                         ply, the move as players read it, seconds used (optional)
//   **評価値=0                          comment lines start '*'; ES think lines are '**…' / '*#…'
//   variation 2                        the following moves replace ply 2 of the line above
class KibitzTextFormat : public RecordFormat
{
public:
    // The display name is a function so that it follows the language of the moment.
    using NameFunction = QString (*)();

    KibitzTextFormat(const Game &game, const QString &extension, NameFunction displayName)
        : m_game(game), m_extension(extension), m_displayName(displayName)
    {}

    QString id() const override { return m_extension; }
    QString displayName() const override { return m_displayName(); }
    QStringList extensions() const override { return {m_extension}; }
    RecordReadResult read(const QByteArray &data) const override;
    RecordWriteResult write(const Record &record) const override;

private:
    QString magic() const;

    const Game &m_game;
    QString m_extension;
    NameFunction m_displayName;
};

} // namespace kibitz
