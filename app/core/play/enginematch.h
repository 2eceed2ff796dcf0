#pragma once

#include "core/engine/enginespec.h"
#include "core/game/gameresult.h"
#include "core/game/timecontrol.h"
#include "core/tournament/adjudication.h"
#include "core/tournament/openingbook.h"
#include "core/tournament/resultsstream.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>

namespace kibitz {

class EngineLog;
class Game;
class Session;

// Engine-versus-engine games in a row, sides alternating, as kibitz-cli match runs them: each
// game gets fresh engine processes, its record is written with '*' think comments, and each
// engine's traffic goes to one TLF log across all games.
//
// Sides rotate by one seat per game: in game n (0-based) engine k plays side (k - n) mod sides.
// For four-seat team games (goita: seats 0 and 2 against 1 and 3) this keeps the partners of the
// command line together (engines 1 and 3 against 2 and 4) while every engine sits first in turn;
// scores are counted by team, from the first engine's team's view.
//
// With an opening book, games 2k and 2k+1 form game pair k+1: both start from the book's opening
// k, the rotation swapping the sides between them. With an --out folder, each finished game is
// also appended to results.jsonl there (docs/formats/results-jsonl.md).
class EngineMatch : public QObject
{
    Q_OBJECT
public:
    struct Config
    {
        const Game *game = nullptr;
        QList<EngineSpec> engines; // resolved; one per side of the game
        int games = 1;
        TimeControl timeControl;
        QString setup;  // start position, empty for the standard one
        QString outDir; // records, written after every move; empty for none
        QString logDir; // TLF logs; empty for none
        int timeMarginMs = 200;
        // Where each game pair starts; none for every game from `setup`.
        std::optional<OpeningBook> openings;
        // --draw, --resign, --maxmoves; none for games ended by their rules alone.
        std::optional<AdjudicationRules> adjudication;
    };
    struct Score
    {
        int wins = 0, losses = 0, draws = 0, noResults = 0; // from the first engine's view
    };

    explicit EngineMatch(const Config &config, QObject *parent = nullptr);
    ~EngineMatch() override;

    void start();
    const Score &score() const { return m_score; }
    QString engineName(int index) const;
    // The engines of a team (1st and 3rd, or 2nd and 4th, in a four-seat game) joined by '+'; for
    // two-sided games the name of engine `team`.
    QString teamName(int team) const;
    // Errors writing records or logs, kept to be reported; the match goes on.
    const QStringList &writeErrors() const { return m_writeErrors; }
    // Why the match stopped before its end, empty when it ran to it: an engine that could not
    // start (or failed its handshake) is not scored as a lost game; the match ends there.
    const QString &refusal() const { return m_refusal; }

Q_SIGNALS:
    void gameFinished(int number, const QString &resultLine);
    void finished();

private:
    void startGame();
    // The session of the game on: from the setup, or from the opening of its pair, whose moves
    // are in the record as played before the engines started.
    Session *newSession();
    void countScore(const GameResult &result);
    // The game that ended as a line of results.jsonl in the --out folder (if any).
    void writeResult(const Session &session, const GameResult &result);
    QString recordFileName() const;
    void onGameEnded(const GameResult &result);
    void endWhenGone(Session *session);
    // Writes the record of the game on, as it stands, to the --out folder (if any).
    void writeRecord(const Session &session);
    void writeLogs();

    Config m_config;
    QList<EngineLog *> m_logs;
    QStringList m_names;
    QPointer<Session> m_session;
    int m_gameIndex = 0;
    QDateTime m_gameStarted;
    std::unique_ptr<ResultsWriter> m_results;
    Score m_score;
    QStringList m_writeErrors;
    QString m_refusal;
};

// "1-kibitz-tictactoe.tlf": the engine's place on the command line and its name, made safe for a
// file name.
QString engineLogFileName(int place, const QString &engineName);

} // namespace kibitz
