// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/play/gamecontroller.h"

#include "core/analysis/analysis.h"
#include "core/engine/enginebuilder.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "core/game/humanplayer.h"
#include "core/game/position.h"
#include "core/play/autosave.h"
#include "core/play/session.h"
#include "core/record/recordfile.h"

#include <QFileInfo>

namespace kibitz {

GameController::GameController(QObject *parent)
    : QObject(parent), m_analysis(std::make_unique<AnalysisEngines>())
{
    connect(m_analysis.get(), &AnalysisEngines::started, this, &GameController::analysisStarted);
    connect(m_analysis.get(), &AnalysisEngines::removed, this, &GameController::analysisRemoved);
    connect(m_analysis.get(), &AnalysisEngines::stopped, this, &GameController::analysisStopped);
}

GameController::~GameController()
{
    // The analyses and the session go first: their engines' logs are still shown until then.
    endRecordAnalysis();
    m_analysis.reset();
    if (!m_watching) delete m_session; // a watched one is its worker's
}

const Record *GameController::record() const
{
    if (m_session) return &m_session->record();
    return m_loaded ? &*m_loaded : nullptr;
}

const Session *GameController::session() const
{
    return m_session;
}

bool GameController::isGameOn() const
{
    return m_session && !m_session->isOver();
}

void GameController::detachSession()
{
    if (!m_session) return;
    Session *old = m_session;
    m_session = nullptr;
    disconnect(old, nullptr, this, nullptr);
    if (std::exchange(m_watching, false)) return; // its game goes on where it is played
    if (old->isOver()) {
        old->deleteLater();
        return;
    }
    // Engines are sent quit and given their time to go; the session goes with them.
    connect(old, &Session::playersGone, old, &QObject::deleteLater);
    old->abort(tr("a new game was started"));
}

void GameController::abandon(const QString &why)
{
    if (isGameOn() && !m_watching) m_session->abort(why);
}

void GameController::replace(const Game &game, Session *session, std::optional<Record> record,
                             const QString &path)
{
    endRecordAnalysis(); // it writes into the record that goes
    detachSession();
    const bool gameChanged = &game != m_game;
    m_game = &game;
    m_session = session;
    m_hidden.setSession(session);
    m_loaded = std::move(record);
    m_recordPath = path;
    m_endedClock.reset();
    m_readerNotes.clear();
    setRecordModified(false);
    m_line.reset(m_session != nullptr);
    m_analysis->forgetPosition();
    rebuildMoves();
    Q_EMIT replaced(gameChanged);
    Q_EMIT movesChanged();
    Q_EMIT shownChanged();
}

QString GameController::startGame(const GameStart &start)
{
    QString error;
    EngineBuilder engines;
    std::unique_ptr<Session> session = createSession(start, engines, &error);
    if (!session) return error;
    startSession(std::move(session));
    return {};
}

void GameController::startSession(std::unique_ptr<Session> owned)
{
    // A new game is a new start: an analysis would compete with the players for the machine.
    stopAnalysis();
    Session *session = owned.release();
    session->setParent(this);
    m_pausedByUser = false;
    m_heldByBoard = false;
    connectSession(session);
    replace(session->game(), session, std::nullopt, {});
    writeAutosave(); // the game left behind is no longer the one to restore
    session->start();
}

void GameController::connectSession(Session *session)
{
    connect(session, &Session::started, this, [this] {
        applyPause(); // a dialog may have opened while the engines started
        Q_EMIT playersReady();
        Q_EMIT shownChanged();
    });
    connect(session, &Session::turnStarted, this, [this](int side) {
        m_hidden.searchStarted(side);
        Q_EMIT turnStarted(side);
        Q_EMIT shownChanged();
    });
    connect(session, &Session::moveMade, this, [this](int side) {
        writeAutosave();
        Q_EMIT moveMade(side);
        lineChanged();
    });
    connect(session, &Session::movesTakenBack, this, [this] {
        writeAutosave();
        Q_EMIT movesTakenBack();
        m_line.follow();
        lineChanged();
    });
    connect(session, &Session::pausedChanged, this, [this](bool paused) {
        Q_EMIT pausedChanged(paused);
        Q_EMIT shownChanged();
    });
    connect(session, &Session::infoReceived, this, [this](int side, const EngineInfo &info) {
        if (!m_hidden.keepsInfo(side, info)) Q_EMIT engineInfoReceived(side, info);
    });
    connect(session, &Session::gameEnded, this, [this](const GameResult &result) {
        writeAutosave(); // with its result: a later start shows it for review
        Q_EMIT gameEnded(result);
        revealHiddenSearches();
        lineChanged(); // nothing is hidden any more
    });
}

void GameController::revealHiddenSearches()
{
    const QList<HiddenInformation::Search> searches = m_hidden.takeSearches();
    for (int side = 0; side < searches.size(); ++side) {
        if (!searches[side].position) continue;
        Q_EMIT hiddenSearchRevealed(side, *searches[side].position);
        for (const EngineInfo &info : searches[side].infos)
            Q_EMIT engineInfoReceived(side, info);
    }
}

bool GameController::hasPerson() const
{
    for (int side = 0; m_session && side < m_session->game().playerCount(); ++side)
        if (m_session->player(side) && m_session->player(side)->isHuman()) return true;
    return false;
}

void GameController::resign()
{
    if (const int side = humanSideToResign(); side >= 0) m_session->resign(side);
}

void GameController::moveNow()
{
    if (canMoveNow()) m_session->moveNow();
}

void GameController::takeBack()
{
    if (canTakeBack()) m_session->takeBack();
}

bool GameController::canMoveNow() const
{
    if (!canPause()) return false;
    const Player *toMove = m_session->player(m_session->sideToMove());
    return toMove && !toMove->isHuman();
}

bool GameController::canTakeBack() const
{
    return isGameOn() && hasPerson() && !m_line.moves().isEmpty() &&
           !m_session->isRefereedElsewhere();
}

bool GameController::canPause() const
{
    return isGameOn() && m_session->isStarted() && !m_session->isRefereedElsewhere() && !m_watching;
}

bool GameController::isGameUnderway() const
{
    return isGameOn() && !m_watching && !m_session->moves().isEmpty();
}

int GameController::humanSideToResign() const
{
    if (!isGameOn()) return -1;
    const int toMove = m_session->sideToMove();
    if (m_session->player(toMove) && m_session->player(toMove)->isHuman()) return toMove;
    for (int side = 0; side < m_session->game().playerCount(); ++side)
        if (m_session->player(side) && m_session->player(side)->isHuman()) return side;
    return -1;
}

const GameClock *GameController::clock() const
{
    if (m_session) return &m_session->clock();
    return m_endedClock ? &*m_endedClock : nullptr;
}

std::unique_ptr<Position> GameController::gamePosition() const
{
    return m_session ? m_session->position().clone() : nullptr;
}

void GameController::setPausedByUser(bool on)
{
    m_pausedByUser = on;
    applyPause();
}

void GameController::setHeld(bool on)
{
    m_held = on;
    applyPause();
}

void GameController::setHeldByBoard(bool on)
{
    m_heldByBoard = on;
    applyPause();
}

void GameController::applyPause()
{
    if (!isGameOn() || !m_session->isStarted() || m_watching) return;
    // A dialog keeps only a person from moving: engines among themselves play on.
    const bool pause = m_pausedByUser || ((m_held || m_heldByBoard) && hasPerson());
    if (pause == m_session->isPaused()) return;
    if (pause)
        m_session->pause();
    else
        m_session->resume();
    Q_EMIT shownChanged();
}

void GameController::showRecord(const Game &game, Record record, const QString &path,
                                const QStringList &readerNotes)
{
    if (&game != m_game) stopAnalysis();
    replace(game, nullptr, std::move(record), path);
    m_readerNotes = readerNotes;
    Q_EMIT shownChanged(); // the status says them
}

QString GameController::saveRecord(const QString &path, QStringList *problems)
{
    const Record *rec = record();
    if (!rec || !m_game) return tr("There is no record to save.");
    const RecordFormat *format = m_game->recordFormatForFile(path);
    if (!format) {
        QStringList extensions;
        for (const RecordFormat *f : m_game->recordFormats())
            extensions << f->extensions();
        return tr("Give the file one of the extensions %1.")
            .arg(extensions.join(QStringLiteral(", ")));
    }
    Record toSave = rec->clone();
    // A person's name is written in the language of the moment, not the one the game began in.
    for (int side = 0; m_session && side < m_game->playerCount(); ++side)
        if (const Player *player = m_session->player(side); player && player->isHuman())
            toSave.setHeader(header::player(side), player->name());
    const QString error = writeRecordFile(*m_game, toSave, path, problems, format);
    if (error.isEmpty()) {
        m_recordPath = path;
        setRecordModified(false);
    }
    return error;
}

void GameController::setRecordModified(bool on)
{
    if (on == m_recordModified) return;
    m_recordModified = on;
    Q_EMIT recordModifiedChanged();
}

QString GameController::playerName(int side) const
{
    if (m_session) {
        const Player *player = m_session->player(side);
        return player ? player->name() : QString();
    }
    return m_loaded ? m_loaded->headerValue(header::player(side)) : QString();
}

const EngineSpec *GameController::engineSpec(int side) const
{
    const auto *engine =
        qobject_cast<const EnginePlayer *>(m_session ? m_session->player(side) : nullptr);
    return engine ? &engine->spec() : nullptr;
}

void GameController::rebuildMoves()
{
    m_line.rebuild(m_game, record(), viewer());
    updateAnalysis();
}

void GameController::lineChanged()
{
    rebuildMoves();
    Q_EMIT movesChanged();
    Q_EMIT shownChanged();
}

void GameController::chooseVariation(int ply, int index)
{
    if (m_line.chooseVariation(ply, index)) lineChanged();
}

void GameController::showPly(int ply)
{
    m_line.showPly(ply);
    updateAnalysis();
    Q_EMIT shownChanged();
}

std::unique_ptr<Position> GameController::positionAt(int ply) const
{
    return m_line.positionAt(m_game, record(), ply);
}

QList<ThinkInfo> GameController::thinksAt(int ply) const
{
    return hidesEngineThoughts() ? QList<ThinkInfo>() : m_line.thinksAt(ply);
}

bool GameController::acceptsMove() const
{
    // The session asks the person for a move right after turnStarted: go by the game's state.
    if (!isGameOn() || !m_session->isStarted() || m_session->isPaused()) return false;
    const Player *toMove = m_session->player(m_session->sideToMove());
    return toMove && toMove->isHuman() && m_line.isAtEnd();
}

void GameController::enterMove(const QString &move)
{
    if (!acceptsMove()) return;
    if (auto *human = qobject_cast<HumanPlayer *>(m_session->player(m_session->sideToMove())))
        human->submitMove(move);
}

void GameController::setRevealAll(bool on)
{
    if (m_hidden.revealsAll() == on) return;
    m_hidden.setRevealAll(on);
    lineChanged();
}

Analysis *GameController::addAnalysis(const EngineSpec &spec, int lines)
{
    if (!m_game || hidesEngineThoughts()) return nullptr;
    // The position shown is set before the engine joins: it searches that one.
    if (const Record *rec = record())
        m_analysis->setPosition(*m_game, rec->setup(), m_line.movesToShownPly());
    return m_analysis->add(*m_game, spec, lines);
}

void GameController::updateAnalysis()
{
    const Record *rec = record();
    if (!m_analysis->isOn() || !rec || !m_game) return;
    if (hidesEngineThoughts()) {
        stopAnalysis();
        return;
    }
    m_analysis->setPosition(*m_game, rec->setup(), m_line.movesToShownPly());
}

QString GameController::sideName(int side) const
{
    if (!m_game) return {};
    const Record *shown = record();
    return m_game->setupSideName(side, shown ? shown->setup() : QString());
}

QString GameController::resultText(const GameResult &result) const
{
    QString text;
    const QString reason = endReasonText(result.reason);
    switch (result.kind) {
    case GameResult::Kind::Ongoing:
        return {};
    case GameResult::Kind::Win:
        text = tr("%1 wins — %2").arg(sideName(result.winner), reason);
        break;
    case GameResult::Kind::Draw:
        text = tr("Draw — %1").arg(reason);
        break;
    case GameResult::Kind::NoResult:
        text = tr("No result — %1").arg(reason);
        break;
    }
    // A record's own word for the ending ("投了") is said again only if it says more than the
    // translated reason: in Japanese the two are the same word.
    if (!result.detail.isEmpty() && result.detail != reason)
        text += QStringLiteral(" (%1)").arg(result.detail);
    return text;
}

QString GameController::reviewText() const
{
    if (!m_loaded) return {};
    const QString result = resultText(m_loaded->result());
    QString text = m_recordPath.isEmpty()
                       ? tr("Reviewing the pasted record")
                       : tr("Reviewing %1").arg(QFileInfo(m_recordPath).fileName());
    if (!result.isEmpty()) text += QStringLiteral(": ") + result;
    // What the reader noted, the first note in full ("the file holds 3 records; only the first
    // is read").
    if (!m_readerNotes.isEmpty())
        text +=
            QLatin1Char('\n') + (m_readerNotes.size() == 1 ? m_readerNotes.first()
                                                           : tr("%1 (and %2 more notes)")
                                                                 .arg(m_readerNotes.first())
                                                                 .arg(m_readerNotes.size() - 1));
    return text;
}

QString GameController::statusText() const
{
    if (!m_session) return reviewText();
    if (m_session->isOver()) return resultText(m_session->result());
    if (!m_session->isStarted()) return tr("Starting the engines…");
    if (m_session->isPaused()) return tr("Paused");
    const int side = m_session->sideToMove();
    const Player *player = m_session->player(side);
    if (player && player->isHuman()) return tr("%1 to move: your turn").arg(sideName(side));
    return tr("%1 (%2) is thinking…").arg(player ? player->name() : QString(), sideName(side));
}

} // namespace kibitz
