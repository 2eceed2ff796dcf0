// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/thinkinfo.h"

#include <QList>
#include <QStringList>
#include <memory>

namespace kibitz {

class Game;
class Position;
class Record;
struct RecordNode;

// The line of a record the window shows, and the ply shown in it: the record's main line until
// a variation is chosen, below a chosen variation that variation's main line, as far as its
// moves are legal. The view follows the game (shows its last ply) until another ply is chosen.
class ShownLine
{
public:
    // A move of the line, as the move list writes it.
    struct Move
    {
        int side = 0;
        QString text;       // as players read it, hiding what the viewer may not see
        qint64 timeMs = -1; // time used, -1 when unknown
        // The moves the record has at this point, this one among them (empty when it is the
        // only one), and which of them this one is.
        QStringList alternatives;
        int choice = 0;
    };

    // Another record: its main line from the start, following it or not.
    void reset(bool following);
    // The line again from the record (moves made, taken back, shown to another viewer); the ply
    // shown stays unless the view follows or the line got shorter.
    void rebuild(const Game *game, const Record *record, int viewer);
    // Chooses, at the move of ply, its alternative `index`, and shows that ply; false when there
    // is no such alternative. The line is to be rebuilt then.
    bool chooseVariation(int ply, int index);
    void showPly(int ply);
    void follow() { m_following = true; }

    const QList<Move> &moves() const { return m_moves; }
    const QList<const RecordNode *> &nodes() const { return m_nodes; }
    int shownPly() const { return m_shownPly; }
    bool isFollowing() const { return m_following; }
    bool isAtEnd() const { return m_shownPly == m_moves.size(); }
    std::unique_ptr<Position> positionAt(const Game *game, const Record *record, int ply) const;
    QString moveBefore(int ply) const; // canonical; empty at the start
    QString commentAt(int ply) const;
    QList<ThinkInfo> thinksAt(int ply) const;
    QStringList movesToShownPly() const; // canonical

private:
    QList<Move> m_moves;
    QList<int> m_choices;              // the line, as Record::line takes it
    QList<const RecordNode *> m_nodes; // its nodes, as far as they are legal
    int m_shownPly = 0;
    bool m_following = true;
};

} // namespace kibitz
