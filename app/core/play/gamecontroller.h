#pragma once

#include "core/analysis/analysis.h" // the signals carry an Analysis *, which Qt's meta types need whole
#include "core/engine/engineinfo.h"
#include "core/engine/thinkinfo.h"
#include "core/game/gameresult.h"
#include "core/play/autosave.h"
#include "core/play/session.h"
#include "core/record/record.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <memory>
#include <optional>

namespace kibitz {

class EngineLog;
class Game;
class Position;
class RecordAnalysisRun;
struct AnalysisSettings;
struct EngineSpec;

// What the window shows, without the widgets: the game being played (a session) or a record
// opened for review, the ply shown and whether the view follows the game, the analysis of the
// position shown, and who may see what in a game of hidden information. The window renders
// what it says and forwards the user's actions to it.
//
// Everything shown belongs to the session or record now held: replacing it (a new game, another
// record) replaces all of it at once, so nothing of the previous one survives: not its names,
// not its comments, not its analysis.
class GameController : public QObject
{
    Q_OBJECT
public:
    // A move of the line shown, as the move list writes it.
    struct ShownMove
    {
        int side = 0;
        QString text;       // as players read it, hiding what the viewer may not see
        qint64 timeMs = -1; // time used, -1 when unknown
        // The moves the record has at this point, this one among them (empty when it is the
        // only one), and which of them this one is.
        QStringList alternatives;
        int choice = 0;
    };

    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    // A new game: the session has its players and is not started yet. The game on the board is
    // abandoned, the analysis switched off; then the session starts.
    void startSession(std::unique_ptr<Session> session);
    // A record for review, read from path (empty for a pasted one), with what its reader noted
    // about it (shown in the status); the game on the board is abandoned.
    void showRecord(const Game &game, Record record, const QString &path,
                    const QStringList &readerNotes = {});
    // Writes what is shown to path in the format of its extension. Returns an error text, empty
    // on success; *problems gets what the format could not hold faithfully.
    QString saveRecord(const QString &path, QStringList *problems = nullptr);
    // Ends the game on the board, if one is on (the window closes).
    void abandon(const QString &why);

    const Game *game() const { return m_game; }
    Session *session() const { return m_session; }
    const Record *record() const;
    QString recordPath() const { return m_recordPath; }
    bool isGameOn() const; // a session that is not over
    QString playerName(int side) const;
    // The status line: whose turn, the result, or the record reviewed.
    QString statusText() const;

    // The line shown and the position in it. The line is the record's main line until a
    // variation is chosen; below a chosen variation it follows that variation's main line.
    const QList<ShownMove> &moves() const { return m_moves; }
    const QList<const RecordNode *> &shownLine() const { return m_line; }
    // Shows the line that takes, at the move of ply, its alternative `index`, and that ply.
    void chooseVariation(int ply, int index);
    int shownPly() const { return m_shownPly; }
    bool isFollowing() const { return m_following; }
    void showPly(int ply);
    std::unique_ptr<Position> positionAt(int ply) const;
    QString moveBefore(int ply) const; // canonical; empty at the start
    // The comment of the move that led to a ply, and the engines' think comments on it (none
    // while they are hidden).
    QString commentAt(int ply) const;
    QList<ThinkInfo> thinksAt(int ply) const;
    // Whether the board takes a move now: a person to move, the game on, the last ply shown.
    bool acceptsMove() const;
    // A move entered on the board by the person to move; ignored when acceptsMove() is false.
    void enterMove(const QString &move);

    // Hidden information. The viewer is the side whose view is shown, -1 for everything: in a
    // game of hidden information the one person at the table sees only their own pieces; with
    // no person, several, or in review mode, everything is shown.
    int viewer() const;
    void setRevealAll(bool on);
    // While a person plays a game of hidden information, engines' thoughts would give away
    // hidden pieces: their panels, logs and think comments wait for the game to end.
    bool hidesEngineThoughts() const;
    // The sides whose engine's thoughts are shown now.
    QList<bool> shownEngineSides() const;
    // The engines' logs with their titles, when they may be shown.
    QList<QPair<EngineLog *, QString>> engineLogs() const;
    int humanSideToResign() const; // -1 for none

    // The game on the board is written to the autosave after every move (none without a folder).
    void setAutosaveFolder(const QString &folder) { m_autosave.emplace(folder); }
    const std::optional<Autosave> &autosave() const { return m_autosave; }

    // Pausing: by the user (Game → Pause), and while a dialog blocks the window of a game a
    // person plays (held). The game is paused while either is on; a new game starts unpaused.
    void setPausedByUser(bool on);
    bool isPausedByUser() const { return m_pausedByUser; }
    void setHeld(bool on);

    // Analysis of the position shown by up to maxAnalyses engines at once, each searching on
    // its own and each restarted when the position shown changes. spec must be resolved
    // (EngineSpec::resolve). Returns the engine's analysis, or null when maxAnalyses run.
    static constexpr int maxAnalyses = 4;
    Analysis *addAnalysis(const EngineSpec &spec, int lines);
    void removeAnalysis(Analysis *analysis);
    void stopAnalysis(); // every engine's
    const QList<Analysis *> &analyses() const { return m_analyses; }
    bool isAnalysing() const { return !m_analyses.isEmpty(); }
    void setAnalysisLines(Analysis *analysis, int lines);

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

private:
    void replace(const Game &game, Session *session, std::optional<Record> record,
                 const QString &path);
    void detachSession();
    void rebuildMoves();
    QStringList shownMoves() const; // the line shown, up to the ply shown
    void updateAnalysis();
    void analyseShown(Analysis *analysis);
    void applyPause();
    void revealHiddenSearches();
    void writeAutosave();
    void endRecordAnalysis();
    void onMoveAnalysed(int ply);
    QString resultText(const GameResult &result) const;

    const Game *m_game = nullptr;
    QPointer<Session> m_session;
    std::optional<Record> m_loaded; // a record opened for review, when no game is on
    QString m_recordPath;
    QStringList m_readerNotes; // of the record under review
    QList<ShownMove> m_moves;
    QList<int> m_choices;             // the line shown, as Record::line takes it
    QList<const RecordNode *> m_line; // its nodes, as far as they are legal
    int m_shownPly = 0;
    bool m_following = true; // the view follows the game as moves are made
    bool m_revealAll = false;
    QList<Analysis *> m_analyses;
    RecordAnalysisRun *m_recordAnalysis = nullptr;
    int m_followedPly = -1; // the ply the view follows the record analysis on, -1: none
    QString m_analysedLine; // the position being analysed, as setup and moves
    std::optional<Autosave> m_autosave;
    // By side, the last search of an engine while its thoughts are hidden.
    struct HiddenSearch
    {
        std::shared_ptr<const Position> position;
        QList<EngineInfo> infos;
    };
    QList<HiddenSearch> m_hiddenSearches;
    bool m_pausedByUser = false;
    bool m_held = false;
};

} // namespace kibitz
