// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/thinkinfo.h"
#include "core/game/gameresult.h"

#include <QList>
#include <QPair>
#include <QString>
#include <memory>
#include <vector>

namespace kibitz {

// One move of a record with what was said and thought about it. children[0] continues the main
// line; further children are variations.
struct RecordNode
{
    QString move;       // canonical text; empty at the root
    QString comment;    // free comment; think comments are kept in `thinks`, not here
    qint64 timeMs = -1; // time used for the move, -1 when unknown
    // The mover's running total as a record file showed it (KIF, JKF), written back as read:
    // files cut each move's time and the total of milliseconds to seconds apart, so a total can
    // run ahead of the sum of the shown times. -1: the writers sum the side's times.
    qint64 totalMs = -1;
    QList<ThinkInfo> thinks;
    RecordNode *parent = nullptr;
    std::vector<std::unique_ptr<RecordNode>> children;

    int ply() const { return m_ply; } // 0 at the root
    RecordNode *mainChild() const { return children.empty() ? nullptr : children.front().get(); }

private:
    friend class Record; // which makes every node and sets its ply
    int m_ply = 0;       // kept rather than counted: readers and writers ask it for every move
};

// Well-known header keys; formats map them to their own words (先手, Black …).
namespace header {
inline const QString Event = QStringLiteral("Event");
inline const QString Site = QStringLiteral("Site");
inline const QString Date = QStringLiteral("Date");
inline const QString TimeControl = QStringLiteral("TimeControl");
inline const QString Result = QStringLiteral("Result");
inline const QString Termination = QStringLiteral("Termination");
QString player(int side); // "Player1", "Player2" … (1-based, in play order)
// "TimeControl1", "TimeControl2" …: a side's own time control, written instead of TimeControl
// when the sides' controls differ.
QString timeControl(int side);
} // namespace header

// A game record: headers, the start setup, the move tree and the result.
class Record
{
public:
    explicit Record(QString gameId = {}, QString setup = {});
    Record(Record &&) noexcept = default;
    Record &operator=(Record &&) noexcept = default;
    Record clone() const;

    const QString &gameId() const { return m_gameId; }
    const QString &setup() const { return m_setup; } // empty: the game's standard start
    void setSetup(const QString &setup) { m_setup = setup; }

    QString headerValue(const QString &key) const;
    void setHeader(const QString &key, const QString &value); // keeps insertion order
    const QList<QPair<QString, QString>> &headers() const { return m_headers; }

    RecordNode *root() const { return m_root.get(); }
    // Adds move under parent, or returns the existing child with that move.
    RecordNode *addMove(RecordNode *parent, const QString &move);
    // Removes node and everything below it.
    void removeNode(RecordNode *node);
    // Main line nodes after the root.
    QList<RecordNode *> mainLine() const;
    // The nodes of a line through the tree: move i+1 is child choices[i] of the node before
    // (the main continuation where choices ends or names no child).
    QList<RecordNode *> line(const QList<int> &choices) const;
    QStringList mainLineMoves() const;
    // The moves from the root to node.
    static QStringList movesTo(const RecordNode *node);

    const GameResult &result() const { return m_result; }
    void setResult(const GameResult &r) { m_result = r; }

private:
    static void cloneChildren(const RecordNode &from, RecordNode &to);

    QString m_gameId;
    QString m_setup;
    QList<QPair<QString, QString>> m_headers;
    std::unique_ptr<RecordNode> m_root;
    GameResult m_result;
};

} // namespace kibitz
