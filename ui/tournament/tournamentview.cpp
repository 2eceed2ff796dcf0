// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentview.h"

#include "sprtbar.h"
#include "standingsmodel.h"
#include "tournamentchart.h"
#include "tournamentgamesmodel.h"

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
    : QWidget(parent), m_status(new QLabel), m_stop(new QPushButton),
      m_standingsModel(new StandingsModel(this)), m_gamesModel(new TournamentGamesModel(this)),
      m_standings(tableView(m_standingsModel, QStringLiteral("standings"))),
      m_games(tableView(m_gamesModel, QStringLiteral("games"))), m_sprtBar(new SprtBar),
      m_chart(new TournamentChart)
{
    m_status->setWordWrap(true);
    m_stop->setEnabled(false);
    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_stop);
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
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    m_sprtBar->hide();
    connect(m_stop, &QPushButton::clicked, this, &TournamentView::stop);
    retranslate();
}

TournamentView::~TournamentView() = default;

void TournamentView::run(const TournamentRunner::Config &config)
{
    m_runner = std::make_unique<TournamentRunner>(config);
    m_sprt = config.sprt;
    m_total = int(config.games.size() + config.earlier.size());
    m_running = true;
    m_stopped = false;
    m_gamesModel->clear();
    for (const FinishedGame &game : config.earlier)
        m_gamesModel->addFinished(game);
    m_sprtBar->setVisible(m_sprt.has_value());
    m_chart->clear({}, m_sprt.has_value());
    connect(m_runner.get(), &TournamentRunner::gameStarted, this,
            [this](const ScheduledGame &game, const QStringList &engines) {
                m_gamesModel->addRunning(game, engines);
                m_games->scrollToBottom(); // the games being played
            });
    connect(m_runner.get(), &TournamentRunner::gameFinished, this, &TournamentView::onGameFinished);
    connect(m_runner.get(), &TournamentRunner::finished, this, &TournamentView::onFinished);
    m_stop->setEnabled(true);
    updateStatistics();
    updateStatus();
    m_runner->start();
}

void TournamentView::stop()
{
    if (!m_running || m_stopped) return;
    m_stopped = true;
    m_stop->setEnabled(false);
    m_runner->stop(tr("stopped by the user"));
    updateStatus();
}

void TournamentView::onGameFinished()
{
    m_gamesModel->addFinished(m_runner->finishedGames().last());
    updateStatistics();
    updateStatus();
}

void TournamentView::updateStatistics()
{
    const MatchTally tally = m_runner->tally();
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
    if (!m_runner) {
        m_status->setText(tr("No tournament yet: Game → Tournament… starts one."));
        return;
    }
    const int done = m_runner->finishedCount();
    if (m_running)
        m_status->setText(m_stopped
                              ? tr("Stopping: %1 of %2 games finished").arg(done).arg(m_total)
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
    m_stop->setText(tr("S&top"));
    m_chart->retranslate();
    updateStatus();
}

} // namespace kibitz
