// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentrunner.h"

#include "core/game/game.h"
#include "core/play/session.h"
#include "core/record/recordformat.h"
#include "core/record/resulttext.h"
#include "core/tournament/cpuaffinity.h"
#include "core/tournament/matchreport.h"

#include <QDir>
#include <QSaveFile>
#include <QThread>
#include <QTimer>

namespace kibitz {

namespace {
// "A vs B": the sides as the reports name them (a goita team "A", or "A+C" with --seats).
QString sidesText(const QStringList &engines)
{
    return matchSideName(engines, 0) + QStringLiteral(" vs ") + matchSideName(engines, 1);
}
} // namespace

TournamentRunner::TournamentRunner(const Config &config, QObject *parent)
    : QObject(parent), m_config(config), m_finished(config.earlier)
{
    GameDispenser::Config games;
    games.game = config.worker.game;
    games.games = config.games;
    games.openings = config.openings;
    games.setup = config.setup;
    games.drawnStart = config.drawnStart;
    // A pair cut short by --resume starts its unplayed game from the start its other game had.
    if (config.drawnStart)
        for (const FinishedGame &game : config.earlier)
            if (game.pair > 0) games.drawnStarts.insert(game.pair, game.openingText);
    // Reads only the configuration: safe from any worker's thread.
    games.recordPath = [this](int game) { return recordPath(game); };
    m_dispenser = std::make_unique<GameDispenser>(std::move(games));
}

TournamentRunner::~TournamentRunner()
{
    // The threads' workers are deleted as their threads end (by then their engines are gone).
    for (QThread *thread : std::as_const(m_threads)) {
        thread->quit();
        thread->wait();
    }
}

template <typename F> void TournamentRunner::tell(MatchWorker *worker, F f)
{
    QMetaObject::invokeMethod(worker, std::move(f));
}

void TournamentRunner::start()
{
    if (!m_config.outDir.isEmpty()) {
        QDir().mkpath(m_config.outDir);
        m_results =
            std::make_unique<ResultsWriter>(QDir(m_config.outDir).filePath(m_config.resultsName));
    }
    if (!m_config.collectionPath.isEmpty() && m_config.worker.collectionFormat) {
        m_collection = std::make_unique<CollectionAppender>(*m_config.worker.collectionFormat,
                                                            m_config.collectionPath);
        // Games that reached the file and not the results stream before a kill are played again.
        noteError(m_collection->keepFirst(int(m_config.earlier.size())));
    }
    const int count = int(qMin<qsizetype>(m_config.concurrency, m_config.games.size()));
    const bool threaded = count > 1 && m_config.threads;
    MatchWorker::Settings settings = m_config.worker;
    settings.workers = m_config.concurrency;
    settings.dispenser = m_dispenser.get();
    // Only workers on threads of their own: the window's share its thread.
    const QList<QList<int>> cpus =
        m_config.affinity && threaded ? splitCpus(usableCpus(), count) : QList<QList<int>>();
    for (int i = 0; i < count; ++i) {
        m_workerLatencies.push_back(std::make_unique<HarnessLatency>());
        settings.harnessLatency = m_workerLatencies.back().get();
        settings.journalPath = journalPath(i + 1);
        // Made here, with no engine yet: those are made on the worker's thread, for its first
        // game.
        auto *worker = new MatchWorker(i + 1, settings, threaded ? nullptr : this);
        if (threaded) {
            auto *thread = new QThread(this);
            thread->setObjectName(QStringLiteral("match worker %1").arg(i + 1));
            worker->moveToThread(thread);
            connect(thread, &QThread::finished, worker, &QObject::deleteLater);
            if (const QList<int> share = cpus.value(i); !share.isEmpty())
                // On the worker's thread as it starts, before any of its engines: they inherit
                // its CPUs.
                connect(thread, &QThread::started, worker,
                        [worker, share] { worker->keepToCpus(share); });
            m_threads << thread;
            thread->start();
        }
        connect(worker, &MatchWorker::gameFinished, this, &TournamentRunner::onGameFinished);
        connect(worker, &MatchWorker::wentIdle, this, [this, worker] { onWorkerIdle(worker); });
        connect(worker, &MatchWorker::gameBegan, this, &TournamentRunner::gameBegan);
        // Each game and each move of every game: across threads, a queued event that only a
        // window reads, and the window's workers share its thread (kibitz-cli's run on their own).
        if (!threaded) {
            connect(worker, &MatchWorker::gameTaken, this, [this](const ScheduledGame &game) {
                QStringList names;
                for (int engine : game.seats)
                    names << m_config.worker.engines.value(engine).displayName();
                Q_EMIT gameStarted(game, names);
            });
            connect(worker, &MatchWorker::gameMoved, this, &TournamentRunner::gameMoved);
        }
        connect(worker, &MatchWorker::engineRefused, this, &TournamentRunner::onEngineRefused);
        connect(worker, &MatchWorker::writeFailed, this, &TournamentRunner::noteError);
        connect(worker, &MatchWorker::shutDownCompleted, this, &TournamentRunner::onWorkerDown);
        m_workers << worker;
    }
    m_workersUp = count;
    if (count == 0) {
        // Nothing left to play (a resumed run that had finished): the report, and the end.
        QTimer::singleShot(0, this, &TournamentRunner::finished);
        return;
    }
    for (MatchWorker *worker : std::as_const(m_workers))
        tell(worker, [worker] { worker->playNext(); });
}

void TournamentRunner::onWorkerDown()
{
    if (--m_workersUp > 0) return;
    // Every worker is done with its recorder: theirs are read from here on.
    for (const std::unique_ptr<HarnessLatency> &latency : m_workerLatencies)
        m_latency.merge(*latency);
    m_workerLatencies.clear();
    for (QThread *thread : std::as_const(m_threads))
        thread->quit();
    Q_EMIT finished();
}

void TournamentRunner::stop(const QString &why)
{
    if (m_stopping) return;
    for (MatchWorker *worker : std::as_const(m_workers))
        tell(worker, [worker, why] { worker->abandon(why); });
    shutDown();
}

void TournamentRunner::setPaused(bool paused)
{
    if (m_stopping || paused == m_paused) return;
    m_paused = paused;
    m_dispenser->setPaused(paused);
    for (MatchWorker *worker : std::as_const(m_workers))
        tell(worker, [worker, paused] { worker->setPaused(paused); });
    if (paused) return;
    for (MatchWorker *worker : std::exchange(m_held, {}))
        tell(worker, [worker] { worker->playNext(); });
}

Session *TournamentRunner::session(int game) const
{
    if (!m_threads.isEmpty() || game <= 0) return nullptr;
    for (MatchWorker *worker : m_workers)
        if (worker->gameNumber() == game) return worker->session();
    return nullptr;
}

void TournamentRunner::onWorkerIdle(MatchWorker *worker)
{
    if (m_stopping) return;
    if (m_dispenser->hasMore()) {
        // Paused when it asked: it waits for the resume. (Resumed since: it asks again.)
        if (m_paused)
            m_held << worker;
        else
            tell(worker, [worker] { worker->playNext(); });
        return;
    }
    // Its last game is in (its results line came before this, from the same thread).
    m_idle.insert(worker);
    if (m_idle.size() == m_workers.size()) shutDown();
}

QString TournamentRunner::journalPath(int worker) const
{
    if (m_config.outDir.isEmpty()) return {};
    // A shard's suffix as its results stream has it: shards sharing a folder keep apart.
    const QString suffix = m_config.resultsName.mid(QStringLiteral("results").size());
    return QDir(m_config.outDir)
        .filePath(QStringLiteral("in-progress-w%1%2").arg(worker).arg(suffix));
}

QString TournamentRunner::recordPath(int game) const
{
    if (m_config.outDir.isEmpty()) return {};
    const RecordFormat *format = m_config.worker.game->recordFormats().value(0);
    return QDir(m_config.outDir)
        .filePath(QStringLiteral("game-%1.%2")
                      .arg(game, 3, 10, QLatin1Char('0'))
                      .arg(format->extensions().value(0)));
}

void TournamentRunner::onGameFinished(const FinishedGame &line, const GameResult &result,
                                      const QByteArray &collectionText)
{
    // Past a stop (the SPRT decided on another worker's game meanwhile): not counted, not
    // written, as the games abandoned in progress (docs/tournament.md).
    if (m_stopping) return;
    // The collection before the results line: a game in the stream is in the collection, and
    // one in the collection only is cut off when the run is resumed (docs/tournament.md).
    if (m_collection) noteError(m_collection->append(collectionText));
    writeResult(line);
    m_finished << line;
    Q_EMIT gameFinished(gameLine(line, result));
    if (m_config.reportEvery > 0 && m_finished.size() % m_config.reportEvery == 0) {
        m_reportedCount = int(m_finished.size());
        Q_EMIT reported(report());
    }
    if (checkSprt()) {
        Q_EMIT sprtDecided(*m_decision);
        stop(tr("the SPRT has decided"));
    }
}

QString TournamentRunner::gameLine(const FinishedGame &line, const GameResult &result) const
{
    // As the record says it (goita: the first mover's team won or lost); the points are in the
    // results line.
    const QString score = scoreText(*m_config.worker.game, result);
    return tr("Game %1 (%2): %3 {%4%5}")
        .arg(line.game)
        .arg(sidesText(line.engines), score, endReasonKeyword(result.reason),
             result.detail.isEmpty() ? QString() : QStringLiteral(": ") + result.detail);
}

void TournamentRunner::writeResult(const FinishedGame &line)
{
    if (!m_results) return;
    // match.params first: a folder with results has the parameters that --resume compares.
    if (!m_parametersWritten && !m_config.parameters.isEmpty()) {
        m_parametersWritten = true;
        QSaveFile file(QDir(m_config.outDir).filePath(QStringLiteral("match.params")));
        if (!file.open(QIODevice::WriteOnly) || file.write(m_config.parameters) < 0 ||
            !file.commit())
            noteError(file.fileName() + QStringLiteral(": ") + file.errorString());
    }
    noteError(m_results->append(line));
}

QString TournamentRunner::report() const
{
    const MatchTally t = tally();
    const bool withSprt = m_config.sprt && t.pairings.size() == 1;
    QString text;
    for (qsizetype i = 0; i < t.pairings.size(); ++i)
        text += (i > 0 ? QStringLiteral("\n") : QString()) +
                pairingReport(t.pairings[i], withSprt ? m_config.sprt : std::nullopt);
    if (t.standings.size() > 2) text += u'\n' + standingsTable(t.standings);
    return text;
}

bool TournamentRunner::checkSprt()
{
    if (!m_config.sprt) return false;
    const MatchTally t = tally();
    if (t.pairings.size() != 1) return false;
    const PairCounts &c = t.pairings.first().counts;
    const SprtState state = c.pairs() > 0 ? sprtState(*m_config.sprt, c.pentanomial())
                                          : sprtState(*m_config.sprt, c.trinomial());
    if (state.decision == SprtState::Decision::Continue) return false;
    m_decision = state;
    return true;
}

void TournamentRunner::onEngineRefused(int engine, const QString &why)
{
    if (m_refusal.isEmpty())
        m_refusal = tr("engine %1 (%2) cannot start: %3")
                        .arg(engine + 1)
                        .arg(m_config.worker.engines.value(engine).displayName(), why);
    stop(why);
}

void TournamentRunner::shutDown()
{
    if (m_stopping) return;
    m_stopping = true;
    m_dispenser->close(); // none is taken past the stop
    for (MatchWorker *worker : std::as_const(m_workers))
        tell(worker, [worker] { worker->shutDown(); });
}

void TournamentRunner::noteError(const QString &error)
{
    if (!error.isEmpty() && !m_writeErrors.contains(error)) m_writeErrors << error;
}

} // namespace kibitz
