// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/tournamentrunner.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QTableView;

namespace kibitz {

class SprtBar;
class StandingsModel;
class TournamentChart;
class TournamentGamesModel;

// A tournament as it runs, or as its folder holds it (the Tournament dock): the standings, the
// SPRT's bar, the chart of Elo and LLR against games played, and the list of games, running
// (with their move and clocks) and finished; choosing one asks for it on the board. Pause holds
// every game at its next move; Stop ends the run cleanly (the games in progress are written as
// unfinished, and Resume plays them).
class TournamentView : public QWidget
{
    Q_OBJECT
public:
    explicit TournamentView(QWidget *parent = nullptr);
    ~TournamentView() override;

    // Runs the tournament, replacing the one shown (which must have ended).
    void run(const TournamentRunner::Config &config);
    // Shows the tournament a folder holds, not running: its finished games (of total), its
    // SPRT if it had one; resumable: its Resume button plays the others.
    void showFolder(const QString &folder, const QList<FinishedGame> &games, int total,
                    const std::optional<SprtTest> &sprt, bool resumable);
    bool isRunning() const { return m_running; }
    // The run shown, null for a folder only shown.
    TournamentRunner *runner() const { return m_runner.get(); }
    void stop();
    void setPaused(bool paused);
    bool isPaused() const;
    QString statusText() const;

Q_SIGNALS:
    void runEnded();
    // A game of the list was chosen: a running one (its number), or a finished one (its record,
    // a path; empty when it has none).
    void runningGameChosen(int game);
    void finishedGameChosen(const QString &recordPath);
    // Resume was pressed for the folder shown.
    void resumeRequested(const QString &folder);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onGameFinished();
    void onGameClicked(const QModelIndex &index);
    const QList<FinishedGame> &finished() const;
    void showStart(const QList<FinishedGame> &earlier, int total,
                   const std::optional<SprtTest> &sprt);
    void updateStatistics(const QList<FinishedGame> &games);
    void updateStatus();
    void onFinished();
    void retranslate();

    std::unique_ptr<TournamentRunner> m_runner;
    std::optional<SprtTest> m_sprt;
    int m_total = 0; // games of the run, the earlier ones too
    bool m_running = false;
    bool m_stopped = false;
    bool m_resumable = false;
    QString m_folder;
    QList<FinishedGame> m_opened; // the games of a folder shown, not running
    QLabel *m_status;
    QPushButton *m_pause, *m_stop, *m_resume;
    StandingsModel *m_standingsModel;
    TournamentGamesModel *m_gamesModel;
    QTableView *m_standings, *m_games;
    SprtBar *m_sprtBar;
    TournamentChart *m_chart;
};

} // namespace kibitz
