// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/thinkinfo.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kibitz {

// ES-style think comments (ShogiHome's spec, docs/formats/shogi.md): key=value lines prefixed '*'
// (the engine that played) or '#' (analysis), one block per search, blocks separated by any line
// that is not such a pair. The PV is carried as display text; each game turns it into moves.
namespace es {

struct Block
{
    ThinkInfo info; // info.pv left empty: the game parses pvText
    QString pvText;
};

struct Comment
{
    QStringList freeLines; // every line that is not part of a think block, in order
    QList<Block> blocks;
};

// The lines of one block, without any format prefix (e.g. "*評価値=8").
QStringList formatBlock(const ThinkInfo &info, const QString &pvText);

// Free lines first, then the blocks, an empty line between two blocks so that they stay apart.
QStringList formatComment(const QStringList &freeLines, const QList<Block> &blocks);

// Splits comment lines into free lines and blocks. Unknown keys in a block are kept as free
// lines so that nothing another program wrote is lost.
Comment parseComment(const QStringList &lines);

// True when the line has the form of an ES pair: ^[*#][^*#= ]+=.*$
bool isPairLine(QStringView line);

} // namespace es
} // namespace kibitz
