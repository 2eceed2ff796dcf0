// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h" // the signals carry an Analysis *, which Qt's meta types need whole
#include "core/engine/engineinfo.h"
#include "core/engine/thinkinfo.h"
#include "core/game/gameclock.h"
#include "core/game/gameresult.h"
#include "core/play/analysisengines.h"
#include "core/play/gamestart.h"
#include "core/play/hiddeninformation.h"
#include "core/play/shownline.h"
#include "core/record/record.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <memory>
#include <optional>

namespace kibitz {

class Autosave;
class EngineLog;
class Game;
class Position;
class RecordAnalysisRun;
class Session;
struct AnalysisSettings;
struct EngineSpec;

// The one door through which the window acts on a game: the game being played (a session, the
// referee, which only this class sees) or a record opened for review, the line shown
// (ShownLine), the analysis of the position shown (AnalysisEngines), who may see what in a game
// of hidden information (HiddenInformation), the autosave of the game in progress. The window
// renders what it says and forwards the user's actions to it.
//
// Everything shown belongs to the session or record now held: replacing it (a new game, another
// record) replaces all of it at once, so nothing of the previous one survives: not its names,
// not its comments, not its analysis.
class GameController : public QObject
{
    Q_OBJECT
public:
    using ShownMove = ShownLine::Move;

    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    // A new game: its players are made first, and when one cannot be had (an engine's words
    // are wrong, its program is missing) the game on the board is left as it is. Else that game
    // is abandoned, the analysis switched off, and the new one starts. Returns an error text,
    // empty when started.
    QString startGame(const GameStart &start);
    // A game made elsewhere (one on a game server, its session refereed there), started as
    // startGame starts one.
    void startSession(std::unique_ptr<Session> session);
    // A game played elsewhere (a tournament's, its session owned and refereed by its match
    // worker) shown as a game on the board is, read-only: nobody moves, pauses, takes back or
    // aborts it from here, nor is it autosaved. When it ends, its record stays shown for review
    // (as from recordPath, where its worker writes it). Leaving it leaves the game alone.
    void watchSession(Session *session, const QString &recordPath);
    bool isWatching() const { return m_watching; }
    // A record for review, read from path (empty for a pasted one), with what its reader noted
    // about it (shown in the status); the game on the board is abandoned.
    void showRecord(const Game &game, Record record, const QString &path,
                    const QStringList &readerNotes = {});
    // Writes what is shown to path in the format of its extension. Returns an error text, empty
    // on success; *problems gets what the format could not hold faithfully.
    QString saveRecord(const QString &path, QStringList *problems = nullptr);
    // Ends the game on the board, if one is on (the window closes).
    void abandon(const QString &why);

    // The actions of the person at the board on the game on: resign (the person's side, the
    // one to move first), ask the engine to move now, take back to the person's turn. Each
    // does nothing when it may not be done now.
    void resign();
    void moveNow();
    void takeBack();
    bool canResign() const { return humanSideToResign() >= 0; }
    bool canMoveNow() const;  // an engine is thinking
    bool canTakeBack() const; // a person plays and moves have been made
    bool canPause() const;    // the game on has started
    // A game is on and moves have been made in it: leaving it would lose them.
    bool isGameUnderway() const;
    // The record shown has changed since it was read, saved or begun (a record analysis wrote
    // into it): leaving it would lose that. The moves of a game are not counted here.
    bool isRecordModified() const { return m_recordModified; }

    const Game *game() const { return m_game; }
    const Record *record() const;
    QString recordPath() const { return m_recordPath; }
    bool isGameOn() const; // a session that is not over
    QString playerName(int side) const;
    // The engine that plays a side (its program, its words); null for a person or no game.
    const EngineSpec *engineSpec(int side) const;
    // The game's clocks (a watched game's as it ended, once it has); null without a game on the
    // board.
    const GameClock *clock() const;
    // The position of the game on the board now, as the side to move searches it; null
    // without a game.
    std::unique_ptr<Position> gamePosition() const;
    // The referee of the game on the board, null in review (for the tests).
    const Session *session() const;
    // The status line: whose turn, the result, or the record reviewed.
    QString statusText() const;

    // The line shown and the position in it (see ShownLine).
    const QList<ShownMove> &moves() const { return m_line.moves(); }
    const QList<const RecordNode *> &shownLine() const { return m_line.nodes(); }
    // Shows the line that takes, at the move of ply, its alternative `index`, and that ply.
    void chooseVariation(int ply, int index);
    int shownPly() const { return m_line.shownPly(); }
    bool isFollowing() const { return m_line.isFollowing(); }
    void showPly(int ply);
    std::unique_ptr<Position> positionAt(int ply) const;
    QString moveBefore(int ply) const { return m_line.moveBefore(ply); } // canonical
    // The comment of the move that led to a ply (at ply 0, the record's comment on its start),
    // and the engines' think comments on it (none while they are hidden).
    QString commentAt(int ply) const;
    // Adds a paragraph to the comment commentAt(ply) gives (a forced win found there), unless
    // the comment already has it; the record is then modified.
    void addComment(int ply, const QString &text);
    QList<ThinkInfo> thinksAt(int ply) const;
    // Whether the board takes a move now: a person to move, the game on, the last ply shown.
    bool acceptsMove() const;
    // A move entered on the board by the person to move; ignored when acceptsMove() is false.
    void enterMove(const QString &move);

    // Hidden information (see HiddenInformation): the side whose view is shown, -1 for all.
    int viewer() const { return m_hidden.viewer(); }
    void setRevealAll(bool on);
    bool hidesEngineThoughts() const { return m_hidden.hidesEngineThoughts(); }
    QList<bool> shownEngineSides() const { return m_hidden.shownEngineSides(); }
    QList<QPair<EngineLog *, QString>> engineLogs() const { return m_hidden.engineLogs(); }

    // The game on the board is written to the autosave after every move (none without a folder).
    void setAutosaveFolder(const QString &folder);
    // Brings back the game the autosave kept when Kibitz stopped without being closed (of one
    // of games): an unfinished game goes on with the players of `players` (the choice that
    // started it) and its clocks as they were; a finished one, or one those players cannot
    // continue, is shown for review. Returns a note for the user, empty when there was nothing
    // to restore.
    QString restoreGameInProgress(const QList<const Game *> &games, const GameStart &players);
    // The game in progress was left on purpose: nothing to restore next time.
    void forgetGameInProgress();

    // Pausing: by the user (Game → Pause), and while a dialog blocks the window of a game a
    // person plays (held). The game is paused while either is on; a new game starts unpaused.
    void setPausedByUser(bool on);
    bool isPausedByUser() const { return m_pausedByUser; }
    void setHeld(bool on);
    // Held as well while the board shows what the person is to see before the game goes on
    // (goita's finished round), by the same rule.
    void setHeldByBoard(bool on);

    // Analysis of the position shown (see AnalysisEngines). spec must be resolved. Returns the
    // engine's analysis, or null when maxAnalyses run or the engines' thoughts are hidden.
    static constexpr int maxAnalyses = AnalysisEngines::maxAnalyses;
    Analysis *addAnalysis(const EngineSpec &spec, int lines);
    void removeAnalysis(Analysis *analysis) { m_analysis->remove(analysis); }
    void stopAnalysis() { m_analysis->stop(); } // every engine's
    const QList<Analysis *> &analyses() const { return m_analysis->all(); }
    bool isAnalysing() const { return m_analysis->isOn(); }
    void setAnalysisLines(Analysis *analysis, int lines) { m_analysis->setLines(analysis, lines); }

    // Analysis of the record shown, move by move, written into it as it goes; the view follows
    // the move analysed while the user stays on it. spec must be resolved. Returns an error
    // text, empty when started.
    QString startRecordAnalysis(const EngineSpec &spec, const AnalysisSettings &settings);
    // A record with moves is shown (one for review, or a game that is over) and none runs.
    bool canAnalyseRecord() const;
    bool isAnalysingRecord() const;
    // The last one started on the record shown, running or ended; null for none.
    RecordAnalysisRun *recordAnalysis() const { return m_recordAnalysis; }

Q_SIGNALS:
    // Another session or record is shown: everything is to be built again. gameChanged says
    // whether it is of another game than before.
    void replaced(bool gameChanged);
    // The line shown changed (a move made or taken back, the game ended): the move list, the
    // board and the status follow. shownChanged follows.
    void movesChanged();
    // The ply shown or what may be done there changed: the board, the actions, the status.
    void shownChanged();
    // The players are ready: the engines have said their names.
    void playersReady();
    void turnStarted(int side);
    void moveMade(int side);
    // Moves were taken back: no engine searches until the next turnStarted.
    void movesTakenBack();
    // The game was paused (no engine searches until the next turnStarted) or resumed.
    void pausedChanged(bool paused);
    // clock() is another object now (a watched game ended): the clocks shown read it.
    void clockReplaced();
    void gameEnded(const kibitz::GameResult &result);
    // An engine's search info, only while its thoughts may be shown.
    void engineInfoReceived(int side, const kibitz::EngineInfo &info);
    // When the game ends, the last search of each engine whose thoughts were hidden: the
    // position it searched, then its infos through engineInfoReceived.
    void hiddenSearchRevealed(int side, const kibitz::Position &position);
    // An engine joined the analysis; analysisRemoved comes before it goes (it is deleted
    // then), analysisStopped when the last one has gone.
    void analysisStarted(kibitz::Analysis *analysis);
    void analysisRemoved(kibitz::Analysis *analysis);
    void analysisStopped();
    // A record analysis started: recordAnalysis() is the run.
    void recordAnalysisStarted();
    // The think comments or marks of the record's moves changed (a record analysis wrote one):
    // the graph and the comment shown follow. shownChanged follows.
    void commentsChanged();
    // The autosave could not be written: the game goes on, the user should know.
    void autosaveFailed(const QString &error);
    // isRecordModified() changed.
    void recordModifiedChanged();

private:
    void connectSession(Session *session);
    void replace(const Game &game, Session *session, std::optional<Record> record,
                 const QString &path);
    void detachSession();
    void endWatch(); // the watched game is over: its record is kept for review
    void rebuildMoves();
    void lineChanged(); // the moves and what is shown follow
    void updateAnalysis();
    void applyPause();
    void revealHiddenSearches();
    void writeAutosave();
    void endRecordAnalysis();
    void onMoveAnalysed(int ply);
    void setRecordModified(bool on);
    int humanSideToResign() const; // -1 for none
    bool hasPerson() const;
    // A side's name in the game shown (下手 and 上手 in a shogi handicap game).
    QString sideName(int side) const;
    QString resultText(const GameResult &result) const;
    QString reviewText() const;

    const Game *m_game = nullptr;
    QPointer<Session> m_session;
    std::optional<Record> m_loaded; // a record opened for review, when no game is on
    QString m_recordPath;
    QStringList m_readerNotes; // of the record under review
    ShownLine m_line;
    HiddenInformation m_hidden;
    std::unique_ptr<AnalysisEngines> m_analysis;
    RecordAnalysisRun *m_recordAnalysis = nullptr;
    int m_followedPly = -1; // the ply the view follows the record analysis on, -1: none
    std::unique_ptr<Autosave> m_autosave;
    bool m_pausedByUser = false;
    bool m_held = false;
    bool m_recordModified = false;
    bool m_heldByBoard = false;
    bool m_watching = false;               // m_session is played elsewhere (watchSession)
    std::optional<GameClock> m_endedClock; // the watched game's, once it ended
};

} // namespace kibitz
