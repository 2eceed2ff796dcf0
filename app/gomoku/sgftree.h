// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

#include <QList>
#include <QPair>
#include <QStringList>

#include <optional>
#include <vector>

namespace kibitz::gomoku {

// SGF's syntax (FF[4]) without its meaning: a game tree of nodes, each a list of properties.
// The gomoku record format (sgfrecordformat.h) reads and writes what they say.

// One node: its properties in order, each with its values.
struct SgfNode
{
    QList<QPair<QString, QStringList>> props;

    // The values of the first property `id`; none when it is absent.
    QStringList values(const QString &id) const;
    bool has(const QString &id) const;
};

// A sequence of nodes, then its variations.
struct SgfTree
{
    QList<SgfNode> sequence;
    std::vector<SgfTree> children;
};

// The first game tree of `text`; on failure, why and on which line (1-based).
std::optional<SgfTree> parseSgf(const QString &text, QString *error, int *errorLine);

// A collection's game trees, each from its '(' to the ')' that closes it (values in [] skipped,
// with their \ escapes); anything else than white space before a tree is kept with it, and after
// the last one makes a piece of its own, so that parsing reports it. Works on the bytes: '(',
// ')', '[', ']' and '\' are never part of a UTF-8 character.
QList<GameText> splitSgfGameTrees(const QByteArray &data);

} // namespace kibitz::gomoku
