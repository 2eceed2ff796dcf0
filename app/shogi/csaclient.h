// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/csagamesummary.h"

#include <QObject>
#include <QTimer>
#include <optional>

class QTcpSocket;

namespace kibitz::shogi {

// The end of a game as a CSA server announces it: the reason line (#RESIGN, #TIME_UP,
// #ILLEGAL_MOVE, #SENNICHITE, #OUTE_SENNICHITE, #JISHOGI, #MAX_MOVES, #ILLEGAL_ACTION …) and the
// outcome for this client (#WIN, #LOSE, #DRAW, #CENSORED); #CHUDAN comes alone.
struct CsaGameEnd
{
    QString reason;  // without '#', empty when the server gave none
    QString outcome; // WIN, LOSE, DRAW, CENSORED or CHUDAN
};

// A connection to a CSA server (protocol 1.2.1, with Floodgate's extension: a move's comment
// '* SCORE PV, and its x1 mode's LOGIN … x1), read and written line by line as the server's
// lines arrive (QTcpSocket, no blocking). It knows the protocol, not the game: the moves are CSA
// text ("+7776FU") with the times the server gave (T seconds, decimals allowed). Keeps the
// connection alive with TCP keep-alive and, when nothing was sent for a while, an empty line;
// a line longer than maxLineBytes or one that is not text ends the connection as an error. The
// password is never logged: the LOGIN line is shown as "LOGIN id ********".
class CsaClient : public QObject
{
    Q_OBJECT
public:
    static constexpr qsizetype maxLineBytes = 64 * 1024;

    struct KeepAlive
    {
        int tcpIdleSeconds = 10;     // TCP keep-alive's first probe after this; 0: off
        int pingInitialSeconds = 30; // an empty line after this long without sending; 0: off
        int pingIntervalSeconds = 30;
    };

    explicit CsaClient(QObject *parent = nullptr);
    ~CsaClient() override;

    void setKeepAlive(const KeepAlive &k) { m_keepAlive = k; }
    // x1 mode (shogi-server's extended mode) sends "LOGIN id password x1".
    void setExtendedMode(bool on) { m_x1 = on; }
    // The server must say something within this many ms (0: no limit), restarted by each line
    // it sends; it ends the connection as a silent server otherwise.
    void setSilenceLimitMs(qint64 ms);

    void connectToServer(const QString &host, quint16 port);
    void login(const QString &id, const QString &password);
    void agree();
    void reject();
    // A move in CSA text, with a comment appended after ",'" when not empty (Floodgate).
    void sendMove(const QString &csaMove, const QString &comment = {});
    void resign();     // %TORYO
    void declareWin(); // %KACHI
    void logout();
    // The blank-line ping, now (it is also sent after pingInitialSeconds without sending).
    void ping();
    void disconnectFromServer();
    bool isConnected() const;

    // "LOGIN id ********" for the log.
    static QString maskedLogin(const QString &line);

Q_SIGNALS:
    void loggedIn();
    void loginRefused(const QString &serverLine);
    void gameSummaryReceived(const kibitz::shogi::CsaGameSummary &summary);
    void gameStarted(const QString &gameId);
    void gameRejected(const QString &serverLine);
    // A move the server announced (the opponent's, or ours echoed), its time in seconds.
    void moveReceived(const QString &csaMove, double seconds);
    // %TORYO or %KACHI announced, with its time.
    void specialMoveReceived(const QString &word, double seconds);
    void gameEnded(const kibitz::shogi::CsaGameEnd &end);
    void loggedOut();
    // The connection ended: the server closed it, or an error (said in words, translated).
    void disconnected(const QString &why);
    // Every line on the wire, for the log (sent ones with the password masked).
    void lineSent(const QString &line);
    void lineReceived(const QString &line);

private:
    void onReadyRead();
    bool handleLine(const QString &line);
    void handleGameLine(const QString &line);
    void send(const QString &line, const QString &logged = {});
    void fail(const QString &why);
    void onSocketClosed();
    void applyTcpKeepAlive();
    void restartPing();

    enum class State { Idle, Connecting, LoggingIn, Waiting, Summary, Agreed, Playing, Closed };
    QTcpSocket *m_socket;
    State m_state = State::Idle;
    KeepAlive m_keepAlive;
    bool m_x1 = false;
    QString m_pendingLogin; // sent once connected
    std::optional<CsaGameSummaryReader> m_summary;
    QString m_gameId;
    QString m_endReason;
    QTimer m_ping;
    QTimer m_silence;
    qint64 m_silenceLimitMs = 0;
    bool m_failed = false;
};

} // namespace kibitz::shogi
