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

// A tournament as it runs (the Tournament dock): the standings, the SPRT's bar, the chart of Elo
// and LLR against games played, and the list of games, running and finished; Stop ends it
// cleanly (the games in progress are written as unfinished, and Resume plays them).
class TournamentView : public QWidget
{
    Q_OBJECT
public:
    explicit TournamentView(QWidget *parent = nullptr);
    ~TournamentView() override;

    // Runs the tournament, replacing the one shown (which must have ended).
    void run(const TournamentRunner::Config &config);
    bool isRunning() const { return m_running; }
    void stop();
    QString statusText() const;

Q_SIGNALS:
    void runEnded();

protected:
    void changeEvent(QEvent *event) override;

private:
    void onGameFinished();
    void updateStatistics();
    void updateStatus();
    void onFinished();
    void retranslate();

    std::unique_ptr<TournamentRunner> m_runner;
    std::optional<SprtTest> m_sprt;
    int m_total = 0; // games of the run, the earlier ones too
    bool m_running = false;
    bool m_stopped = false;
    QLabel *m_status;
    QPushButton *m_stop;
    StandingsModel *m_standingsModel;
    TournamentGamesModel *m_gamesModel;
    QTableView *m_standings, *m_games;
    SprtBar *m_sprtBar;
    TournamentChart *m_chart;
};

} // namespace kibitz
