// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/csasession.h"

#include "core/engine/engineplayer.h"
#include "core/game/player.h"
#include "core/record/recordfile.h"
#include "shogi/shogigame.h"

#include <QDateTime>
#include <QDir>

namespace kibitz::shogi {

CsaSession::CsaSession(const Game &game, const Options &options, PlayerFactory factory,
                       QObject *parent)
    : ServerPlay(parent), m_gameRules(game), m_options(options), m_factory(std::move(factory)),
      m_client(new CsaClient(this))
{
    m_client->setKeepAlive(options.keepAlive);
    m_client->setExtendedMode(options.mode == Mode::X1);
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &CsaSession::connectAndLogin);
    connect(m_client, &CsaClient::lineSent, this,
            [this](const QString &l) { Q_EMIT lineLogged(true, l); });
    connect(m_client, &CsaClient::lineReceived, this,
            [this](const QString &l) { Q_EMIT lineLogged(false, l); });
    connect(m_client, &CsaClient::loggedIn, this, [this] {
        m_loggedIn = true;
        m_failures = 0;
        setState(State::Waiting);
    });
    connect(m_client, &CsaClient::gameStarted, this, [this] { setState(State::Playing); });
    connect(m_client, &CsaClient::loginRefused, this, [this](const QString &line) {
        end(tr("the server refused the login (%1): are the id and password right?").arg(line));
    });
    connect(m_client, &CsaClient::gameSummaryReceived, this, &CsaSession::onSummary);
    connect(m_client, &CsaClient::gameRejected, this, [this](const QString &line) {
        m_agreePending = false;
        Q_EMIT noticed(tr("The game was called off: %1").arg(line));
        if (m_game) m_game->deleteLater();
    });
    connect(m_client, &CsaClient::loggedOut, m_client, &CsaClient::disconnectFromServer);
    connect(m_client, &CsaClient::disconnected, this, &CsaSession::onDisconnected);
}

CsaSession::~CsaSession()
{
    if (m_player) m_player->quit();
}

CsaSession::Options CsaSession::fromServerOptions(const ServerPlay::Options &o)
{
    Options options;
    options.host = o.host;
    options.port = o.port;
    options.id = o.id;
    options.password = o.password;
    options.mode = o.mode == QLatin1String("floodgate") ? Mode::Floodgate
                   : o.mode == QLatin1String("x1")      ? Mode::X1
                                                        : Mode::Csa121;
    options.game.floodgateComments = options.mode == Mode::Floodgate;
    options.game.marginMs = o.marginMs;
    options.game.earlyPonder = o.earlyPonder;
    options.repeat = o.repeat;
    options.restartPlayerEveryGame = o.restartPlayerEveryGame;
    options.outDir = o.outDir;
    if (!o.nameTemplate.isEmpty()) options.nameTemplate = o.nameTemplate;
    return options;
}

std::unique_ptr<ServerPlay> ShogiGame::createServerPlay(const ServerPlay::Options &options,
                                                        ServerPlay::PlayerFactory factory,
                                                        QObject *parent) const
{
    return std::make_unique<CsaSession>(*this, CsaSession::fromServerOptions(options),
                                        std::move(factory), parent);
}

int CsaSession::mySide() const
{
    return m_game ? m_game->mySide() : 0;
}

QList<TimeControl> CsaSession::timeControls() const
{
    if (!m_game) return {};
    return {m_game->summary().time[0].toTimeControl(), m_game->summary().time[1].toTimeControl()};
}

QList<qint64> CsaSession::remainingMs() const
{
    if (!m_game) return {};
    return {m_game->remainingMs(0), m_game->remainingMs(1)};
}

void CsaSession::setState(State state)
{
    if (state == m_state) return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void CsaSession::start()
{
    ensurePlayer();
    connectAndLogin();
}

void CsaSession::ensurePlayer()
{
    if (m_player) return;
    m_player = m_factory();
    m_player->setParent(this);
    connect(m_player, &Player::readied, this, &CsaSession::agreeWhenReady);
    connect(m_player, &Player::failed, this, [this](EndReason, const QString &detail) {
        if (m_game && !m_game->isOver()) return; // the game resigns for it
        end(tr("the engine failed: %1").arg(detail));
    });
    m_player->prepare();
}

void CsaSession::connectAndLogin()
{
    if (m_ended) return;
    m_loggedIn = false;
    setState(State::Connecting);
    m_client->connectToServer(m_options.host, m_options.port);
    m_client->login(m_options.id, m_options.password);
}

void CsaSession::onSummary(const CsaGameSummary &summary)
{
    if (m_game) m_game->deleteLater();
    // An engine kept from the game before is readied for this one (isready, usinewgame).
    if (auto *engine = qobject_cast<EnginePlayer *>(m_player.data()); engine && m_played > m_fresh)
        engine->prepareNewGame();
    ensurePlayer();
    m_fresh = m_played;
    m_game = new CsaGame(summary, m_client, m_player, m_options.game, this);
    if (!m_game->problem().isEmpty()) {
        Q_EMIT noticed(m_game->problem());
        m_client->reject();
        m_game->deleteLater();
        return;
    }
    m_agreePending = true;
    connect(m_game, &CsaGame::noticed, this, &CsaSession::noticed);
    connect(m_game, &CsaGame::ended, this, &CsaSession::onGameEnded);
    connect(m_game, &CsaGame::recordChanged, this,
            [this] { Q_EMIT recordChanged(m_game->record()); });
    agreeWhenReady();
}

void CsaSession::agreeWhenReady()
{
    // A player readied again during the game (a person's, shown in the window) agrees to nothing.
    if (!m_agreePending || !m_game || m_game->isOver() || !m_player || !m_player->isReady()) return;
    if (!m_client->isConnected()) return;
    m_agreePending = false;
    m_client->agree();
}

void CsaSession::onGameEnded()
{
    ++m_played;
    const Record &record = m_game->record();
    const QString path = saveRecord(record);
    Q_EMIT gameFinished(record, path);
    if (m_options.restartPlayerEveryGame && m_player) {
        connect(m_player, &Player::quitCompleted, m_player, &QObject::deleteLater);
        m_player->quit();
        m_player = nullptr; // a new one for the next game
    }
    if (!m_client->isConnected()) return; // onDisconnected goes on
    // Floodgate closes the connection after the game; plain 1.2.1 wants a LOGOUT. shogi-server
    // (Floodgate's own) closes it only once it reads a line from the finished player, which the
    // next ping would be up to 30 s later: a ping at once lets the next game's login follow.
    if (m_options.mode == Mode::Csa121)
        m_client->logout();
    else if (m_options.mode == Mode::Floodgate)
        m_client->ping();
}

void CsaSession::onDisconnected(const QString &why)
{
    if (m_game && !m_game->isOver()) m_game->connectionLost(why); // onGameEnded follows
    if (m_ended) return;
    const bool more = m_played < m_options.repeat;
    if (!more) {
        end({});
        return;
    }
    if (!why.isEmpty() && !m_loggedIn) ++m_failures;
    if (m_failures > m_options.reconnectAttempts) {
        end(tr("cannot reach the server %1:%2: %3")
                .arg(m_options.host)
                .arg(m_options.port)
                .arg(why));
        return;
    }
    if (!why.isEmpty() && !m_loggedIn)
        Q_EMIT noticed(
            tr("%1; trying again in %2 s.").arg(why).arg(m_options.reconnectDelayMs / 1000.0));
    ensurePlayer();
    // After a game the next login is at once; after a failure, after the delay.
    const bool afterGame = m_game && m_game->isOver() && m_failures == 0;
    m_retry.start(afterGame ? 0 : m_options.reconnectDelayMs);
}

QString CsaSession::recordFileName(const QString &nameTemplate, const CsaGameSummary &summary,
                                   const QDateTime &when)
{
    QString name = nameTemplate;
    name.replace(QLatin1String("{date}"), when.toString(QStringLiteral("yyyyMMdd-HHmmss")));
    name.replace(QLatin1String("{gameid}"), summary.gameId);
    name.replace(QLatin1String("{sente}"), summary.names[0]);
    name.replace(QLatin1String("{gote}"), summary.names[1]);
    // A server's names must not lead out of the folder.
    static const QString unsafe = QStringLiteral("/\\:*?\"<>|");
    for (QChar &c : name)
        if (unsafe.contains(c) || c.unicode() < 0x20) c = QLatin1Char('_');
    return name;
}

QString CsaSession::saveRecord(const Record &record)
{
    if (m_options.outDir.isEmpty()) return {};
    QDir().mkpath(m_options.outDir);
    const QString path = QDir(m_options.outDir)
                             .filePath(recordFileName(m_options.nameTemplate, m_game->summary(),
                                                      QDateTime::currentDateTime()));
    const QString error = writeRecordFile(m_gameRules, record, path);
    if (!error.isEmpty()) {
        Q_EMIT noticed(tr("The record could not be saved to %1: %2").arg(path, error));
        return {};
    }
    return path;
}

void CsaSession::end(const QString &error)
{
    if (m_ended) return;
    m_ended = true;
    m_retry.stop();
    if (m_client->isConnected()) m_client->disconnectFromServer();
    if (m_player) m_player->quit();
    Q_EMIT finished(error);
}

} // namespace kibitz::shogi
