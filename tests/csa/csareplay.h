// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QString>
#include <QStringList>

class QTcpServer;
class QTcpSocket;

namespace kibitz::test {

// One of ShogiHome's usi-csa-bridge scenarios (shared/data/shogi/shogihome/usi-csa-bridge/N):
// the CSA server's side of the game (csa.log), the engine's (usi.log) and the bridge's settings
// (bridge-config.yaml, of which the keys the replay needs are read).
struct CsaScenario
{
    struct Event
    {
        bool fromClient; // recv: a line the client must send; send: one the server sends
        QString line;
    };
    QList<Event> events;
    QList<QPair<QString, QString>> usiOptions; // name, value (buttons have none: left out)
    QString protocolVersion;                   // v121, v121_floodgate …
    bool enableComment = true;
    QString searchCommentFormat; // empty: ShogiHome's own (ES)
    bool earlyPonder = false;
    bool restartPlayerEveryGame = false;
    int repeat = 1;
    QString id, password;
    QString recordFileFormat = QStringLiteral(".kifu"); // the extension the bridge saved with
    QStringList usiSent;      // the lines the bridge sent to the engine (usi.log's recv:)
    QString fakeEngineScript; // usi.log turned into a script for kibitz-fake-engine

    // One game as the server's lines tell it: the moves it announced (in the start position's
    // block too) with their times, its ending (#RESIGN …) and verdict (#WIN, #LOSE, #DRAW,
    // #CENSORED; #CHUDAN alone).
    struct ServerGame
    {
        QString gameId;
        int mySide = 0;
        QList<QPair<QString, double>> moves; // "+7776FU", seconds (-1: none given)
        QString ending, verdict;
    };
    QList<ServerGame> serverGames() const;

    static CsaScenario load(const QString &dir, QString *error);
};

// A CSA server that replays a scenario's csa.log on 127.0.0.1: it sends the send: lines and
// checks each line the client sends against the next recv: line (empty lines, the client's
// keep-alive, are skipped). A LOGIN after the first is expected on a new connection: the server
// closes the one before, as Floodgate does after a game. At the end of the log it closes.
class CsaReplayServer : public QObject
{
    Q_OBJECT
public:
    explicit CsaReplayServer(const QList<CsaScenario::Event> &events, QObject *parent = nullptr);
    // At the end of the log: close the connection (the default), or keep it open and say
    // nothing more (a silent server).
    void setCloseAtEnd(bool on) { m_closeAtEnd = on; }
    // As shogi-server does with a finished player in CSA mode: the connection is closed after a
    // game only once the server reads a line from it (a blank line too), not at once.
    void setCloseOnRead(bool on) { m_closeOnRead = on; }
    quint16 port() const;
    bool isDone() const { return m_next >= m_events.size(); }
    // How many of the log's lines have been sent or received so far.
    qsizetype position() const { return m_next; }
    // Holds the server's lines back from the index-th of the log on (the client waits), until
    // release().
    void holdAt(qsizetype index) { m_holdAt = index; }
    void release();
    // "expected X, got Y" for each line that differed, or a line that came after the end.
    const QStringList &mismatches() const { return m_mismatches; }

private:
    void onConnection();
    void onReadyRead();
    void advance(); // sends what the log sends, up to the next line expected

    QTcpServer *m_server;
    QPointer<QTcpSocket> m_socket;
    QList<CsaScenario::Event> m_events;
    qsizetype m_next = 0;
    bool m_socketLoggedIn = false; // a LOGIN came on this connection
    bool m_closeAtEnd = true;
    qsizetype m_holdAt = -1;
    bool m_closeOnRead = false;
    bool m_closePending = false; // closeOnRead: the game is over, the next line read closes
    QStringList m_mismatches;
};

} // namespace kibitz::test
