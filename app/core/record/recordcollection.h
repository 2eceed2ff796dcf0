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

// Reads the games of a file in a format that may hold several, a batch at a time so that a
// window can show the first games while the rest are read. The file is split at once
// (RecordFormat::splitGames, fast); each game is read when its batch is asked for.
class CollectionReader
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::CollectionReader)

public:
    CollectionReader(const RecordFormat &format, const QByteArray &data);

    qsizetype count() const { return m_texts.size(); }
    bool atEnd() const { return m_next >= m_texts.size(); }
    // Reads up to n more games, in order.
    std::vector<CollectionGame> readNext(qsizetype n);

private:
    const RecordFormat &m_format;
    QList<GameText> m_texts;
    qsizetype m_next = 0;
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
