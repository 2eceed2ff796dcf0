// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <vector>

namespace kibitz {

class Game;

// One game of a collection file as read: its place in the file and what reading it gave.
struct CollectionGame
{
    int index = 0;     // 0-based, in the file's order
    int firstLine = 1; // the file's line the game's text begins on
    RecordReadResult read;

    // The read's error placed in the file, for people: "game 3 (line 40): line 42: …"; empty
    // when the game was read whole.
    QString message() const;
};

// What a game list shows of a game: its players, result, length, date and opening.
struct GameSummary
{
    QString player1, player2;
    QString result; // as PGN writes it (scoreText): "1-0", "1/2-1/2", "*"
    int length = 0; // moves of the main line
    QString date;
    QString opening; // the Opening header (CSA's 戦型), else the first moves as players read them
};
GameSummary summarizeGame(const Game &game, const Record &record);

// What a game list shows of one game of a collection: the summary, or why it could not be read.
struct GameListing
{
    int index = 0; // the game's index in the file, 0-based
    GameSummary summary;
    QString error; // CollectionGame::message(); empty when read whole
};

// The games of a file in a format that may hold several. The file is split at once
// (RecordFormat::splitGames, fast); a game is read when it is asked for, as often as it is asked
// for. Reading is const and may run in several threads at once.
class CollectionReader
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::CollectionReader)

public:
    CollectionReader(const RecordFormat &format, const QByteArray &data);

    const RecordFormat &format() const { return m_format; }
    qsizetype count() const { return m_texts.size(); }
    // Reads the game at `index` (0 <= index < count()).
    CollectionGame read(qsizetype index) const;
    std::vector<CollectionGame> readAll() const;
    // The game's list row: it read and summed up.
    GameListing listing(const Game &game, qsizetype index) const;

private:
    const RecordFormat &m_format;
    QList<GameText> m_texts;
};

// A whole collection file read: every game, or why the file could not be read at all.
struct CollectionReadResult
{
    QString error; // the file could not be opened; no games then
    const RecordFormat *format = nullptr;
    std::vector<CollectionGame> games;

    int failedCount() const; // games with an error (each may still hold the moves before it)
};

// Reads every game of `path`, a file of `game` in a format chosen by its extension. A format of
// one game a file gives that one game.
CollectionReadResult readCollectionFile(const Game &game, const QString &path);
// The file's bytes, refused above maxRecordFileSize; an error text, or empty, in *error.
QByteArray readRecordFileData(const QString &path, QString *error);

} // namespace kibitz
