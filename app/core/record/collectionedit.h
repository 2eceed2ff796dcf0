// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace kibitz {

// A collection file's bytes with one game replaced, or why it could not be.
struct CollectionEdit
{
    QByteArray data;
    QString error;        // nothing was replaced; data is empty
    QStringList problems; // what the format could not hold of the new game
};

// The collection `file` (of `format`, which holds several games) with its game at `index`
// (0-based) replaced by `record`. Everything else in the file, the other games and what lies
// between them, is kept byte for byte; the new game keeps the white space that followed the old.
CollectionEdit replaceCollectionGame(const RecordFormat &format, const QByteArray &file, int index,
                                     const Record &record);

} // namespace kibitz
