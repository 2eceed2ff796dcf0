// SPDX-License-Identifier: GPL-3.0-or-later
#include "csareplay.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>

namespace kibitz::test {

namespace {
QStringList fileLines(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open ") + path;
        return {};
    }
    QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    for (QString &l : lines)
        if (l.endsWith(QLatin1Char('\r'))) l.chop(1);
    return lines;
}

int indentOf(const QString &line)
{
    int n = 0;
    while (n < line.size() && line[n] == QLatin1Char(' '))
        ++n;
    return n;
}

QString unquoted(QString v)
{
    v = v.trimmed();
    if (v.size() >= 2 && v.startsWith(QLatin1Char('"')) && v.endsWith(QLatin1Char('"')))
        v = v.mid(1, v.size() - 2);
    return v;
}

// The few keys of bridge-config.yaml the replay needs (it is flat YAML: no lists, no flows).
void readConfig(const QStringList &lines, CsaScenario *s)
{
    QString option, type, value;
    bool inOptions = false;
    auto flush = [&] {
        if (!option.isEmpty() && type != QLatin1String("button"))
            s->usiOptions.append({option, value});
        option.clear();
        type.clear();
        value.clear();
    };
    for (const QString &line : lines) {
        if (line.trimmed().isEmpty()) continue;
        const int indent = indentOf(line);
        const QString text = line.trimmed();
        const QString key = text.section(QLatin1Char(':'), 0, 0);
        const QString val = unquoted(text.section(QLatin1Char(':'), 1));
        if (inOptions && indent < 4) {
            flush();
            inOptions = false;
        }
        if (inOptions) {
            if (indent == 4) {
                flush();
                option = key;
            } else if (key == QLatin1String("type")) {
                type = val;
            } else if (key == QLatin1String("value")) {
                value = val;
            }
            continue;
        }
        if (indent == 2 && key == QLatin1String("options"))
            inOptions = true;
        else if (key == QLatin1String("protocolVersion"))
            s->protocolVersion = val;
        else if (key == QLatin1String("enableComment"))
            s->enableComment = val == QLatin1String("true");
        else if (key == QLatin1String("enableEarlyPonder"))
            s->earlyPonder = val == QLatin1String("true");
        else if (key == QLatin1String("restartPlayerEveryGame"))
            s->restartPlayerEveryGame = val == QLatin1String("true");
        else if (key == QLatin1String("searchCommentFormat"))
            s->searchCommentFormat = val;
        else if (key == QLatin1String("repeat"))
            s->repeat = val.toInt();
        else if (indent == 2 && key == QLatin1String("id"))
            s->id = val;
        else if (indent == 2 && key == QLatin1String("password"))
            s->password = val;
        else if (key == QLatin1String("recordFileFormat"))
            s->recordFileFormat = val;
    }
    flush();
}

// usi.log as a kibitz-fake-engine script: the lines the engine sent after the N-th line whose
// first word is W become the rule "W#N => say …; say …".
void readUsiLog(const QStringList &lines, CsaScenario *s)
{
    QHash<QString, int> counts;
    QString trigger;
    QStringList says;
    auto flush = [&] {
        if (!trigger.isEmpty() && !says.isEmpty())
            s->fakeEngineScript += trigger + QStringLiteral(" => ") +
                                   says.join(QStringLiteral("; ")) + QLatin1Char('\n');
        says.clear();
    };
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("recv:"))) {
            flush();
            const QString text = line.mid(5);
            s->usiSent << text;
            const QString word = text.section(QLatin1Char(' '), 0, 0);
            trigger = word + QLatin1Char('#') + QString::number(++counts[word]);
        } else if (line.startsWith(QLatin1String("send:"))) {
            QString text = line.mid(5);
            text.replace(QLatin1Char(';'), QLatin1String("\\;"));
            says << QStringLiteral("say ") + text;
        }
    }
    flush();
}
} // namespace

QList<CsaScenario::ServerGame> CsaScenario::serverGames() const
{
    // A move of a piece CSA names (a server's unreadable move, +9999XX, is none).
    static const QRegularExpression moveLine(QStringLiteral(
        "^([+-]\\d{4}(?:FU|KY|KE|GI|KI|KA|HI|OU|TO|NY|NK|NG|UM|RY))(?:,T([0-9.]+))?"));
    QList<ServerGame> games;
    for (const Event &e : events) {
        if (e.fromClient) continue;
        const QString &l = e.line;
        if (l == QLatin1String("BEGIN Game_Summary")) {
            games.append(ServerGame{});
        } else if (games.isEmpty() || !games.last().verdict.isEmpty()) {
            continue;
        } else if (l.startsWith(QLatin1String("Game_ID:"))) {
            games.last().gameId = l.mid(8);
        } else if (l.startsWith(QLatin1String("Your_Turn:"))) {
            games.last().mySide = l.endsWith(QLatin1Char('-')) ? 1 : 0;
        } else if (const QRegularExpressionMatch m = moveLine.match(l); m.hasMatch()) {
            games.last().moves.append(
                {m.captured(1), m.captured(2).isEmpty() ? -1.0 : m.captured(2).toDouble()});
        } else if (l == QLatin1String("#WIN") || l == QLatin1String("#LOSE") ||
                   l == QLatin1String("#DRAW") || l == QLatin1String("#CENSORED") ||
                   l == QLatin1String("#CHUDAN")) {
            games.last().verdict = l;
        } else if (l.startsWith(QLatin1Char('#'))) {
            games.last().ending = l;
        }
    }
    return games;
}

CsaScenario CsaScenario::load(const QString &dir, QString *error)
{
    CsaScenario s;
    for (const QString &line : fileLines(dir + QStringLiteral("/csa.log"), error)) {
        if (line.startsWith(QLatin1String("recv:")))
            s.events.append({true, line.mid(5)});
        else if (line.startsWith(QLatin1String("send:")))
            s.events.append({false, line.mid(5)});
    }
    readConfig(fileLines(dir + QStringLiteral("/bridge-config.yaml"), error), &s);
    readUsiLog(fileLines(dir + QStringLiteral("/usi.log"), error), &s);
    return s;
}

CsaReplayServer::CsaReplayServer(const QList<CsaScenario::Event> &events, QObject *parent)
    : QObject(parent), m_server(new QTcpServer(this)), m_events(events)
{
    m_server->listen(QHostAddress::LocalHost, 0);
    connect(m_server, &QTcpServer::newConnection, this, &CsaReplayServer::onConnection);
}

quint16 CsaReplayServer::port() const
{
    return m_server->serverPort();
}

void CsaReplayServer::onConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        if (m_socket) m_socket->abort();
        m_socket = socket;
        m_socketLoggedIn = false;
        m_closePending = false;
        connect(socket, &QTcpSocket::readyRead, this, &CsaReplayServer::onReadyRead);
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        advance();
    }
}

void CsaReplayServer::release()
{
    m_holdAt = -1;
    advance();
}

void CsaReplayServer::advance()
{
    while (m_socket && m_next < m_events.size() && !m_events[m_next].fromClient &&
           m_next != m_holdAt)
        m_socket->write(m_events[m_next++].line.toUtf8() + '\n');
    if (!m_socket || m_next == m_holdAt) return;
    const bool end = m_next >= m_events.size();
    const bool relogin =
        !end && m_events[m_next].line.startsWith(QLatin1String("LOGIN ")) && m_socketLoggedIn;
    if ((end && m_closeAtEnd) || relogin) {
        if (m_closeOnRead) {
            m_closePending = true;
            return;
        }
        m_socket->disconnectFromHost(); // the next LOGIN comes on a new connection
        m_socket = nullptr;
    }
}

void CsaReplayServer::onReadyRead()
{
    auto *socket = qobject_cast<QTcpSocket *>(sender());
    while (socket && socket == m_socket && socket->canReadLine()) {
        QString line = QString::fromUtf8(socket->readLine());
        while (line.endsWith(QLatin1Char('\n')) || line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (m_closePending) {
            m_closePending = false;
            m_socket->disconnectFromHost();
            m_socket = nullptr;
            return;
        }
        if (line.isEmpty()) continue; // keep-alive
        if (m_next >= m_events.size()) {
            m_mismatches << QStringLiteral("after the end: ") + line;
            continue;
        }
        const QString expected = m_events[m_next++].line;
        if (line.startsWith(QLatin1String("LOGIN "))) m_socketLoggedIn = true;
        if (line != expected)
            m_mismatches << QStringLiteral("expected \"%1\", got \"%2\"").arg(expected, line);
        advance();
    }
}

} // namespace kibitz::test
