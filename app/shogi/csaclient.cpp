// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/csaclient.h"

#include <QStringDecoder>
#include <QTcpSocket>

#ifdef Q_OS_LINUX
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#endif

namespace kibitz::shogi {

namespace {
// The time of a move line's ",T12" or ",T1.5" part; -1 when it has none.
double timeOf(QStringView part)
{
    if (!part.startsWith(QLatin1Char('T'))) return -1;
    bool ok = false;
    const double s = part.mid(1).toDouble(&ok);
    return ok && s >= 0 ? s : -1;
}

// A socket error in the user's words; Qt's own text (English) is added for the details.
QString socketErrorText(QAbstractSocket::SocketError error, const QString &qtText)
{
    QString text;
    switch (error) {
    case QAbstractSocket::ConnectionRefusedError:
        text =
            CsaClient::tr("the server refused the connection (is it running, is the port right?)");
        break;
    case QAbstractSocket::HostNotFoundError:
        text = CsaClient::tr("the server's name was not found (is the host name right?)");
        break;
    case QAbstractSocket::SocketTimeoutError:
        text = CsaClient::tr("the server did not answer in time");
        break;
    case QAbstractSocket::NetworkError:
        text = CsaClient::tr("the network is unreachable or went down");
        break;
    case QAbstractSocket::SocketAccessError:
    case QAbstractSocket::SocketResourceError:
        text = CsaClient::tr("this computer cannot open a connection now");
        break;
    case QAbstractSocket::ProxyConnectionRefusedError:
    case QAbstractSocket::ProxyConnectionClosedError:
    case QAbstractSocket::ProxyConnectionTimeoutError:
    case QAbstractSocket::ProxyNotFoundError:
    case QAbstractSocket::ProxyProtocolError:
    case QAbstractSocket::ProxyAuthenticationRequiredError:
        text = CsaClient::tr("the proxy could not be used");
        break;
    default:
        text = CsaClient::tr("the connection failed");
        break;
    }
    return QStringLiteral("%1 (%2)").arg(text, qtText);
}

bool isText(QStringView line)
{
    for (const QChar c : line)
        if ((c.unicode() < 0x20 && c != QLatin1Char('\t')) || c.unicode() == 0x7f ||
            c == QChar::ReplacementCharacter)
            return false;
    return true;
}
} // namespace

CsaClient::CsaClient(QObject *parent) : QObject(parent), m_socket(new QTcpSocket(this))
{
    m_ping.setSingleShot(true);
    m_silence.setSingleShot(true);
    connect(m_socket, &QTcpSocket::connected, this, [this] {
        applyTcpKeepAlive();
        if (!m_pendingLogin.isEmpty()) {
            m_state = State::LoggingIn;
            send(m_pendingLogin, maskedLogin(m_pendingLogin));
            m_pendingLogin.clear();
        }
    });
    connect(m_socket, &QTcpSocket::readyRead, this, &CsaClient::onReadyRead);
    connect(m_socket, &QTcpSocket::disconnected, this, &CsaClient::onSocketClosed);
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError e) {
        if (e == QAbstractSocket::RemoteHostClosedError) return; // disconnected() says it
        fail(socketErrorText(e, m_socket->errorString()));
    });
    connect(&m_ping, &QTimer::timeout, this, &CsaClient::ping);
    connect(&m_silence, &QTimer::timeout, this,
            [this] { fail(tr("the server sent nothing for %1 s").arg(m_silenceLimitMs / 1000)); });
}

CsaClient::~CsaClient() = default;

void CsaClient::setSilenceLimitMs(qint64 ms)
{
    m_silenceLimitMs = ms;
    if (ms > 0 && isConnected())
        m_silence.start(int(qMin<qint64>(ms, std::numeric_limits<int>::max())));
    else
        m_silence.stop();
}

void CsaClient::connectToServer(const QString &host, quint16 port)
{
    m_failed = false;
    m_state = State::Connecting;
    m_socket->abort();
    m_socket->connectToHost(host, port);
}

void CsaClient::login(const QString &id, const QString &password)
{
    QString line = QStringLiteral("LOGIN %1 %2").arg(id, password);
    if (m_x1) line += QStringLiteral(" x1");
    if (m_socket->state() != QAbstractSocket::ConnectedState) {
        m_pendingLogin = line;
        return;
    }
    m_state = State::LoggingIn;
    send(line, maskedLogin(line));
}

QString CsaClient::maskedLogin(const QString &line)
{
    QStringList words = line.split(QLatin1Char(' '));
    if (words.size() >= 3) words[2] = QStringLiteral("********");
    return words.join(QLatin1Char(' '));
}

void CsaClient::agree()
{
    m_state = State::Agreed;
    send(QStringLiteral("AGREE ") + m_gameId);
}

void CsaClient::reject()
{
    m_state = State::Waiting;
    send(QStringLiteral("REJECT ") + m_gameId);
}

void CsaClient::sendMove(const QString &csaMove, const QString &comment)
{
    send(comment.isEmpty() ? csaMove : csaMove + QStringLiteral(",'") + comment);
}

void CsaClient::resign()
{
    send(QStringLiteral("%TORYO"));
}

void CsaClient::declareWin()
{
    send(QStringLiteral("%KACHI"));
}

void CsaClient::logout()
{
    send(QStringLiteral("LOGOUT"));
}

void CsaClient::disconnectFromServer()
{
    m_state = State::Closed;
    m_ping.stop();
    m_silence.stop();
    m_socket->disconnectFromHost();
}

bool CsaClient::isConnected() const
{
    return m_socket->state() == QAbstractSocket::ConnectedState;
}

void CsaClient::send(const QString &line, const QString &logged)
{
    if (!isConnected()) return;
    m_socket->write(line.toUtf8() + '\n');
    Q_EMIT lineSent(logged.isEmpty() ? line : logged);
    restartPing();
}

void CsaClient::ping()
{
    if (!isConnected()) return;
    // The blank-line ping of CSA servers; the next one after the interval.
    m_socket->write("\n");
    Q_EMIT lineSent(QString());
    if (m_keepAlive.pingIntervalSeconds > 0) m_ping.start(m_keepAlive.pingIntervalSeconds * 1000);
}

void CsaClient::restartPing()
{
    // The first ping after pingInitialSeconds without a line sent.
    if (m_keepAlive.pingInitialSeconds > 0) m_ping.start(m_keepAlive.pingInitialSeconds * 1000);
}

void CsaClient::applyTcpKeepAlive()
{
    if (m_keepAlive.tcpIdleSeconds <= 0) return;
    m_socket->setSocketOption(QAbstractSocket::KeepAliveOption, 1);
#ifdef Q_OS_LINUX
    // Qt sets SO_KEEPALIVE only; the first probe's delay is the system's (two hours) otherwise.
    const int fd = int(m_socket->socketDescriptor());
    const int idle = m_keepAlive.tcpIdleSeconds;
    if (fd >= 0) setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
#endif
}

void CsaClient::onReadyRead()
{
    while (m_socket->canReadLine()) {
        const QByteArray bytes = m_socket->readLine(maxLineBytes + 2);
        if (!bytes.endsWith('\n')) {
            fail(tr("the server sent a line longer than %1 bytes").arg(maxLineBytes));
            return;
        }
        QStringDecoder decoder(QStringDecoder::Utf8);
        QString line = decoder.decode(bytes);
        while (line.endsWith(QLatin1Char('\n')) || line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (decoder.hasError() || !isText(line)) {
            fail(tr("the server sent a line that is not text"));
            return;
        }
        if (m_silenceLimitMs > 0)
            m_silence.start(int(qMin<qint64>(m_silenceLimitMs, std::numeric_limits<int>::max())));
        if (line.isEmpty()) continue; // the server's keep-alive
        Q_EMIT lineReceived(line);
        if (!handleLine(line)) return;
    }
    if (m_socket->bytesAvailable() > maxLineBytes)
        fail(tr("the server sent a line longer than %1 bytes").arg(maxLineBytes));
}

// Returns false when the connection ended while handling the line.
bool CsaClient::handleLine(const QString &line)
{
    if (m_state == State::Summary) {
        if (!m_summary->readLine(line)) return true;
        const QString problem = m_summary->problem();
        if (!problem.isEmpty()) {
            fail(problem);
            return false;
        }
        m_gameId = m_summary->summary().gameId;
        m_state = State::Waiting;
        Q_EMIT gameSummaryReceived(m_summary->summary());
        return isConnected();
    }
    if (line.startsWith(QLatin1String("##["))) return true; // x1 mode's own lines
    if (line.startsWith(QLatin1String("LOGIN:"))) {
        if (line.endsWith(QLatin1String(" OK"))) {
            m_state = State::Waiting;
            Q_EMIT loggedIn();
        } else {
            Q_EMIT loginRefused(line);
        }
    } else if (line == QLatin1String("BEGIN Game_Summary")) {
        m_summary.emplace();
        m_state = State::Summary;
    } else if (line.startsWith(QLatin1String("START:"))) {
        m_state = State::Playing;
        m_endReason.clear();
        Q_EMIT gameStarted(line.mid(6));
    } else if (line.startsWith(QLatin1String("REJECT:"))) {
        m_state = State::Waiting;
        Q_EMIT gameRejected(line);
    } else if (line.startsWith(QLatin1String("LOGOUT:"))) {
        Q_EMIT loggedOut();
    } else if (m_state == State::Playing) {
        handleGameLine(line);
    }
    return isConnected();
}

void CsaClient::handleGameLine(const QString &line)
{
    const QStringView view(line);
    if (line.startsWith(QLatin1Char('+')) || line.startsWith(QLatin1Char('-')) ||
        line.startsWith(QLatin1Char('%'))) {
        const qsizetype comma = view.indexOf(QLatin1Char(','));
        const QStringView text = comma < 0 ? view : view.left(comma);
        const double seconds = comma < 0 ? -1 : timeOf(view.mid(comma + 1));
        if (line.startsWith(QLatin1Char('%')))
            Q_EMIT specialMoveReceived(text.mid(1).toString(), seconds);
        else
            Q_EMIT moveReceived(text.toString(), seconds);
        return;
    }
    if (!line.startsWith(QLatin1Char('#'))) return;
    const QString word = line.mid(1);
    static const QStringList outcomes = {QStringLiteral("WIN"), QStringLiteral("LOSE"),
                                         QStringLiteral("DRAW"), QStringLiteral("CENSORED"),
                                         QStringLiteral("CHUDAN")};
    if (!outcomes.contains(word)) {
        m_endReason = word;
        return;
    }
    m_state = State::Waiting;
    const CsaGameEnd end{m_endReason, word};
    m_endReason.clear();
    Q_EMIT gameEnded(end);
}

void CsaClient::fail(const QString &why)
{
    if (m_failed) return;
    m_failed = true;
    m_state = State::Closed;
    m_ping.stop();
    m_silence.stop();
    m_socket->abort();
    Q_EMIT disconnected(why);
}

void CsaClient::onSocketClosed()
{
    m_ping.stop();
    m_silence.stop();
    if (m_failed) return;
    m_failed = true;
    const bool asked = m_state == State::Closed;
    m_state = State::Closed;
    Q_EMIT disconnected(asked ? QString() : tr("the server closed the connection"));
}

} // namespace kibitz::shogi
