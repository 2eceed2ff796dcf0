// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

#include <QCoreApplication>
#include <QFile>
#include <QString>

namespace kibitz {

// A collection file written a game at a time as games finish (kibitz-cli match --collection):
// each game is written whole and flushed before the next, so that a run killed at any moment
// leaves a file whose finished games read back, at worst followed by the part of one game.
class CollectionAppender
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::CollectionAppender)

public:
    // `format` holds several games (RecordFormat::holdsSeveralGames).
    CollectionAppender(const RecordFormat &format, const QString &path);

    // For a run continued (--resume): keeps the file's first `games` games byte for byte and
    // cuts off what follows them (games written after the last one the run counted, a game cut
    // short), keeping the white space after the last game. Returns an error text, empty on
    // success; also when the file holds fewer games (the games appended then follow them).
    QString keepFirst(int games);
    // Writes one game's text (RecordFormat::write) at the end, after the format's separator when
    // the file holds a game already. Returns an error text, empty on success.
    QString append(const QByteArray &game);

private:
    QString failure(const QFileDevice &file) const; // "Cannot write …"

    const RecordFormat &m_format;
    QFile m_file;
    bool m_empty = true; // set as the file is opened
};

} // namespace kibitz
