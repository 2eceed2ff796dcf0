// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace kibitz {

// One finished game of a match or tournament, as a line of results.jsonl holds it
// (docs/formats/results-jsonl.md).
struct FinishedGame
{
    int game = 0;  // 1-based index in the schedule
    int pair = 0;  // 1-based game-pair index, shared by both games of a pair; 0 for none
    int round = 0; // 0 for none
    int openingIndex = 0;
    QString openingText;
    QStringList engines; // names by seat, the first mover first
    // "1-0", "0-1", "1/2-1/2" from the first mover's side, "*" for no result; or, for team games
    // scored in points (goita), empty with the points of the first mover's team and the other.
    QString result;
    int team1Points = -1, team2Points = -1;
    QString reason; // why it ended, an end-reason keyword ("rules", "time-forfeit" …)
    int plies = 0;
    QString record; // the record's file name
    QDateTime started, finished;

    // The points of the first mover's side, 0 to 1 (team points: the larger total wins); none
    // for a game without a result.
    std::optional<double> firstSideScore() const;
};

// The game as one line of JSON, without the line end.
QByteArray resultsLine(const FinishedGame &game);

// Appends finished games to a results stream: each is one line written and flushed as the game
// ends, so a reader (or a crash) sees every finished game and the cost does not grow with the
// file. The file is opened on the first game.
class ResultsWriter
{
public:
    explicit ResultsWriter(const QString &path) : m_file(path) {}
    // Returns an error text, empty on success.
    QString append(const FinishedGame &game);

private:
    QFile m_file;
};

struct ResultsReadout
{
    QList<FinishedGame> games; // in the order of the files and lines
    QStringList problems;      // "FILE:LINE: what", each for a line that was skipped
};

// Reads results streams: files, and folders (every results*.jsonl in them, by name, so that
// shards can write one stream each). Fields it does not know are ignored; a last line that has
// no line end and does not parse is being written and is left out quietly; any other line that
// does not parse or lacks game, engines or result is named in the problems and skipped.
ResultsReadout readResults(const QStringList &paths);

} // namespace kibitz
