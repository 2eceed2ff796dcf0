// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentview.h"

#include "sprtbar.h"
#include "standingsmodel.h"
#include "tournamentchart.h"
#include "tournamentgamesmodel.h"

#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace kibitz {

namespace {
// The counts of B against A from those of A against B.
PairCounts mirrored(const PairCounts &c)
{
    PairCounts m = c;
    std::swap(m.wins, m.losses);
    std::swap(m.pairLL, m.pairWW);
    std::swap(m.pairLD, m.pairWD);
    return m;
}

QTableView *tableView(QAbstractItemModel *model, const QString &name)
{
    auto *view = new QTableView;
    view->setObjectName(name);
    view->setModel(model);
    view->verticalHeader()->hide();
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}
} // namespace

TournamentView::TournamentView(QWidget *parent)
    : QWidget(parent), m_status(new QLabel), m_pause(new QPushButton), m_stop(new QPushButton),
      m_resume(new QPushButton), m_standingsModel(new StandingsModel(this)),
      m_gamesModel(new TournamentGamesModel(this)),
      m_standings(tableView(m_standingsModel, QStringLiteral("standings"))),
      m_games(tableView(m_gamesModel, QStringLiteral("games"))), m_sprtBar(new SprtBar),
      m_chart(new TournamentChart)
{
    m_status->setWordWrap(true);
    m_pause->setCheckable(true);
    m_pause->setEnabled(false);
    m_stop->setEnabled(false);
    m_resume->hide();
    // The status above the buttons, the dock's whole width: at the smallest window it still
    // reads as a line or two.
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_pause);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_resume);
    auto *top = new QVBoxLayout;
    top->addWidget(m_status);
    top->addLayout(buttons);
    auto *upper = new QWidget;
    auto *upperLayout = new QVBoxLayout(upper);
    upperLayout->setContentsMargins(0, 0, 0, 0);
    upperLayout->addWidget(m_standings, 1);
    upperLayout->addWidget(m_sprtBar);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(upper);
    split->addWidget(m_chart);
    split->addWidget(m_games);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 3);
    split->setSizes({200, 230, 270}); // in proportion: the standings of a few engines whole
    // At the smallest window each part keeps a few lines: none is squeezed out of sight.
    split->setChildrenCollapsible(false);
    m_standings->setMinimumHeight(100); // two engines whole
    m_chart->setMinimumHeight(190);     // its axes' labels whole
    m_games->setMinimumHeight(120);
    setMinimumWidth(300);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    m_sprtBar->hide();
    connect(m_pause, &QPushButton::toggled, this, &TournamentView::setPaused);
    connect(m_stop, &QPushButton::clicked, this, &TournamentView::stop);
    connect(m_resume, &QPushButton::clicked, this, [this] { Q_EMIT resumeRequested(m_folder); });
    connect(m_games, &QTableView::clicked, this, &TournamentView::onGameClicked);
    connect(m_games, &QTableView::activated, this, &TournamentView::onGameClicked);
    retranslate();
}

TournamentView::~TournamentView() = default;

void TournamentView::showStart(const QList<FinishedGame> &earlier, int total,
                               const std::optional<SprtTest> &sprt)
{
    m_sprt = sprt;
    m_total = total;
    m_gamesModel->clear();
    m_gamesModel->setPaused(false);
    m_sprtBar->setVisible(m_sprt.has_value());
    m_chart->clear({}, m_sprt.has_value());
    // The chart from the first game on, a point per game as the run drew it.
    QList<FinishedGame> played;
    for (const FinishedGame &game : earlier) {
        m_gamesModel->addFinished(game);
        played << game;
        updateStatistics(played);
    }
}

void TournamentView::run(const TournamentRunner::Config &config)
{
    m_runner = std::make_unique<TournamentRunner>(config);
    m_folder = config.outDir;
    m_opened.clear();
    m_running = true;
    m_stopped = false;
    m_resumable = false;
    showStart(config.earlier, int(config.games.size() + config.earlier.size()), config.sprt);
    connect(m_runner.get(), &TournamentRunner::gameStarted, this,
            [this](const ScheduledGame &game, const QStringList &engines) {
                m_gamesModel->addRunning(game, engines);
                m_games->scrollToBottom(); // the games being played
            });
    connect(m_runner.get(), &TournamentRunner::gameMoved, m_gamesModel,
            &TournamentGamesModel::setProgress);
    connect(m_runner.get(), &TournamentRunner::gameFinished, this, &TournamentView::onGameFinished);
    connect(m_runner.get(), &TournamentRunner::finished, this, &TournamentView::onFinished);
    {
        const QSignalBlocker blocker(m_pause);
        m_pause->setChecked(false);
    }
    m_pause->setEnabled(true);
    m_stop->setEnabled(true);
    m_resume->hide();
    updateStatus();
    m_runner->start();
}

void TournamentView::showFolder(const QString &folder, const QList<FinishedGame> &games, int total,
                                const std::optional<SprtTest> &sprt, bool resumable)
{
    m_runner.reset();
    m_folder = folder;
    m_opened = games;
    m_running = false;
    m_stopped = false;
    m_resumable = resumable;
    showStart(games, total, sprt);
    m_pause->setEnabled(false);
    m_stop->setEnabled(false);
    m_resume->setVisible(resumable);
    updateStatus();
}

const QList<FinishedGame> &TournamentView::finished() const
{
    return m_runner ? m_runner->finishedGames() : m_opened;
}

void TournamentView::onGameClicked(const QModelIndex &index)
{
    if (!index.isValid()) return;
    if (index.data(TournamentGamesModel::RunningRole).toBool()) {
        Q_EMIT runningGameChosen(index.data(TournamentGamesModel::GameRole).toInt());
        return;
    }
    const QString record = index.data(TournamentGamesModel::RecordRole).toString();
    Q_EMIT finishedGameChosen(record.isEmpty() ? QString() : QDir(m_folder).filePath(record));
}

void TournamentView::setPaused(bool paused)
{
    if (!m_running || m_stopped) return;
    m_runner->setPaused(paused);
    m_gamesModel->setPaused(paused);
    {
        const QSignalBlocker blocker(m_pause);
        m_pause->setChecked(paused);
    }
    retranslate();
}

bool TournamentView::isPaused() const
{
    return m_runner && m_runner->isPaused();
}

void TournamentView::stop()
{
    if (!m_running || m_stopped) return;
    m_stopped = true;
    m_stop->setEnabled(false);
    m_pause->setEnabled(false);
    m_gamesModel->setPaused(false);
    m_runner->stop(tr("stopped by the user"));
    updateStatus();
}

void TournamentView::onGameFinished()
{
    m_gamesModel->addFinished(m_runner->finishedGames().last());
    updateStatistics(m_runner->finishedGames());
    updateStatus();
}

void TournamentView::updateStatistics(const QList<FinishedGame> &games)
{
    const MatchTally tally = tallyResults(games);
    QList<EngineStanding> standings = tally.standings;
    // Two engines: each row from the pairing, which counts the game pairs too.
    if (tally.pairings.size() == 1)
        for (EngineStanding &row : standings)
            row.counts = row.engine == tally.pairings.first().first
                             ? tally.pairings.first().counts
                             : mirrored(tally.pairings.first().counts);
    m_standingsModel->setStandings(standings);
    // Two engines: their pairing, from the first's view; more: the first engine against the
    // field.
    const PairCounts counts = tally.pairings.size() == 1  ? tally.pairings.first().counts
                              : tally.standings.isEmpty() ? PairCounts{}
                                                          : tally.standings.first().counts;
    if (counts.games() == 0) return;
    const bool paired = counts.pairs() > 0;
    const EloEstimate e =
        (paired ? estimateElo(counts.pentanomial()) : estimateElo(counts.trinomial()))
            .value_or(EloEstimate{});
    SprtState state;
    if (m_sprt) {
        state = paired ? sprtState(*m_sprt, counts.pentanomial())
                       : sprtState(*m_sprt, counts.trinomial());
        m_sprtBar->setState(*m_sprt, state);
    }
    if (tally.pairings.size() == 1)
        m_chart->chart()->setTitle(
            tr("%1 vs %2").arg(tally.pairings.first().first, tally.pairings.first().second));
    else
        m_chart->chart()->setTitle(tr("%1 against the field").arg(tally.standings.first().engine));
    m_chart->addPoint(counts.games(), e.elo, e.eloError, state.llr);
}

QString TournamentView::statusText() const
{
    return m_status->text();
}

void TournamentView::updateStatus()
{
    const int done = int(finished().size());
    if (!m_runner) {
        if (m_folder.isEmpty())
            m_status->setText(tr("No tournament yet: Game → Tournament… starts one."));
        else if (m_resumable)
            m_status->setText(tr("%1: %2 of %3 games finished; Resume plays the others")
                                  .arg(QDir::toNativeSeparators(m_folder))
                                  .arg(done)
                                  .arg(m_total));
        else
            m_status->setText(
                tr("%1: %2 games finished").arg(QDir::toNativeSeparators(m_folder)).arg(done));
        return;
    }
    if (m_running)
        m_status->setText(m_stopped ? tr("Stopping: %1 of %2 games finished").arg(done).arg(m_total)
                          : isPaused()
                              ? tr("Paused: %1 of %2 games finished").arg(done).arg(m_total)
                              : tr("Running: %1 of %2 games finished").arg(done).arg(m_total));
    else if (!m_runner->refusal().isEmpty())
        m_status->setText(tr("Ended: %1").arg(m_runner->refusal()));
    else if (const std::optional<SprtState> &d = m_runner->sprtDecision())
        m_status->setText(tr("Ended by the SPRT (%1 accepted): %2 of %3 games")
                              .arg(d->decision == SprtState::Decision::AcceptH1
                                       ? QStringLiteral("H1")
                                       : QStringLiteral("H0"))
                              .arg(done)
                              .arg(m_total));
    else
        m_status->setText(done < m_total ? tr("Stopped: %1 of %2 games finished; Resume plays "
                                              "the others")
                                               .arg(done)
                                               .arg(m_total)
                                         : tr("Finished: %1 games").arg(done));
}

void TournamentView::onFinished()
{
    m_running = false;
    m_stop->setEnabled(false);
    m_pause->setEnabled(false);
    {
        const QSignalBlocker blocker(m_pause);
        m_pause->setChecked(false);
    }
    m_gamesModel->setPaused(false);
    updateStatus();
    Q_EMIT runEnded();
}

void TournamentView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void TournamentView::retranslate()
{
    m_pause->setText(m_pause->isChecked() ? tr("Co&ntinue") : tr("&Pause"));
    m_pause->setToolTip(tr("Hold every game at its next move: the clocks stop and no engine is "
                           "asked to move until Continue."));
    m_stop->setText(tr("S&top"));
    m_resume->setText(tr("Resu&me"));
    m_resume->setToolTip(tr("Continue the tournament in this folder: its finished games are "
                            "kept, the others played."));
    m_chart->retranslate();
    updateStatus();
}

} // namespace kibitz
