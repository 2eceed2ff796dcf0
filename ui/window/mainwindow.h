#pragma once

#include "core/gameresult.h"
#include "core/record.h"
#include "core/recordformat.h"
#include "core/session.h"
#include "gamesetup.h"

#include <QMainWindow>
#include <QPointer>
#include <QSettings>
#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QVBoxLayout;

namespace kibitz {

class Analysis;
class BoardWidget;
class ClockPanel;
class EngineLogPanel;
class EnginePanel;
class Game;
class MoveListPanel;

// The window: the board with the clocks and a status line in the middle, the move list on the
// right, the engines' live search and their traffic below. On first start a game against the
// bundled engine is ready; later starts repeat the last new-game choice.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Starts a game, abandoning the one on the board. Returns an error text, empty on success.
    QString startGame(const GameSetup &setup);
    // Reads a record into the window for review. Returns an error text, empty on success (a
    // partly read record is still shown, and its error returned).
    QString openRecord(const QString &path);
    // Writes the record on the board; the format follows the extension. Returns an error text,
    // empty on success; *problems gets what the format could not hold faithfully.
    QString saveRecord(const QString &path, QStringList *problems = nullptr);
    // Reads a record given as text (what Paste Record finds on the clipboard) in whatever
    // format of whatever game it is, and shows it for review. Returns an error text as
    // openRecord does.
    QString pasteRecordText(const QString &text);
    void setLanguage(const QString &code);

    // Analysis of the position shown, by the game's analysis engine (the bundled one unless the
    // user chose another). Returns an error text, empty on success.
    QString setAnalysing(bool on);
    bool isAnalysing() const { return m_analysis != nullptr; }
    EnginePanel *analysisPanel() const { return m_analysisPanel; }

    Session *session() const { return m_session; }
    const Record *record() const;
    const Game *game() const { return m_game; }
    BoardWidget *board() const { return m_board; }
    MoveListPanel *moveList() const { return m_moveList; }
    EnginePanel *enginePanel(int side) const { return m_enginePanels.value(side); }
    EngineLogPanel *logPanel() const { return m_logPanel; }
    QString statusText() const;
    int shownPly() const { return m_shownPly; }
    void showPly(int ply);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void retranslateUi();
    void setGame(const Game *game);
    void detachSession();
    void rebuildEnginePanels(const QList<bool> &isEngine);
    void updatePlayerNames();
    void refreshMoveList();
    void updateBoard();
    void updateActions();
    void updateStatus();
    void updateTitle();
    QString resultText(const GameResult &result) const;
    QString nodeComment(int ply) const;
    QString showRecord(const Game *game, RecordReadResult read, const QString &path);
    int humanSideToResign() const;
    int viewer() const; // the side whose view is shown, -1 for all
    // While a person plays a game of hidden information, engines' thoughts would give away
    // hidden pieces: panels, logs and think comments wait for the game to end.
    bool hidesEngineThoughts() const;
    void showEngineLogs();
    bool confirmAbandon();

    void onTurnStarted(int side);
    void onMoveMade(int side, const QString &move);
    void onGameEnded(const GameResult &result);
    void onMoveEntered(const QString &move);
    void updateAnalysis();
    void previewLine(EnginePanel *panel);
    void fillAnalysisEngineMenu();

    void newGame();
    void open();
    void saveAs();
    void copyRecord();
    void pasteRecord();
    void manageEngines();
    void resign();
    void about();

    QSettings m_settings;
    const Game *m_game = nullptr;
    QPointer<Session> m_session;
    std::optional<Record> m_loaded; // a record opened for review, when no game is on the board
    QString m_recordPath;
    int m_shownPly = 0;
    bool m_following = true;  // the board follows the game as moves are made
    bool m_reviewAll = false; // hidden pieces shown (goita's review mode)

    QWidget *m_boardArea;
    QVBoxLayout *m_boardLayout;
    BoardWidget *m_board = nullptr;
    ClockPanel *m_clocks;
    QLabel *m_status;
    MoveListPanel *m_moveList;
    QWidget *m_engineArea;
    QList<EnginePanel *> m_enginePanels;
    QLabel *m_noEngineHint = nullptr;
    Analysis *m_analysis = nullptr;
    EnginePanel *m_analysisPanel = nullptr;
    QString m_analysedLine; // the position being analysed, as setup and moves
    EngineLogPanel *m_logPanel;
    QDockWidget *m_movesDock;
    QDockWidget *m_enginesDock;
    QDockWidget *m_logDock;

    QMenu *m_fileMenu;
    QMenu *m_gameMenu;
    QMenu *m_viewMenu;
    QMenu *m_languageMenu;
    QMenu *m_helpMenu;
    QAction *m_newGame;
    QAction *m_open;
    QAction *m_save;
    QAction *m_copyRecord;
    QAction *m_pasteRecord;
    QAction *m_quit;
    QAction *m_resign;
    QAction *m_moveNow;
    QAction *m_takeBack;
    QAction *m_abort;
    QAction *m_manageEngines;
    QAction *m_analyse;
    QMenu *m_analysisEngineMenu;
    QAction *m_first;
    QAction *m_previous;
    QAction *m_next;
    QAction *m_last;
    QAction *m_showAll;
    QAction *m_flip;
    QAction *m_about;
    QActionGroup *m_languages;
};

} // namespace kibitz
