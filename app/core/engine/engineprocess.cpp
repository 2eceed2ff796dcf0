// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/engineprocess.h"

#include "core/engine/harnesslatency.h"

#include <QTimer>

#include <limits>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>
#endif

namespace kibitz {

namespace {
// What one turn of the event loop reads of an engine's output at most: a flooding engine cannot
// keep its thread to itself (the rest is read on the next turn).
constexpr qsizetype readPerTurn = 1 << 20;
// How deep this thread is in handling engine output, and the processes with lines held
// meanwhile (each thread runs its own engines).
thread_local int t_handlingOutput = 0;
thread_local QList<EngineProcess *> t_held;
// Appends text as UTF-8; ASCII (what the protocols send, nearly always) without a string between.
void appendUtf8(QByteArray &out, QStringView text)
{
    for (const QChar c : text)
        if (c.unicode() >= 0x80) {
            out += text.toUtf8();
            return;
        }
    const qsizetype at = out.size();
    out.resize(at + text.size());
    char *to = out.data() + at;
    for (const QChar c : text)
        *to++ = char(c.unicode());
}
} // namespace

EngineProcess::EngineProcess(QObject *parent) : QObject(parent), m_process(new QProcess(this))
{
    connect(m_process, &QProcess::started, this, &EngineProcess::started);
    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] {
        m_lastReadNs = HarnessLatency::now();
        readFrom(QProcess::StandardOutput);
    });
    connect(m_process, &QProcess::bytesWritten, this,
            [this] { Q_EMIT inputWritten(HarnessLatency::now()); });
    connect(m_process, &QProcess::readyReadStandardError, this,
            [this] { readFrom(QProcess::StandardError); });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) Q_EMIT failedToStart(m_process->errorString());
    });
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        // What the engine wrote before it ended (it is all in the pipe by now), and a last line
        // that had no terminator.
        readOutput(std::numeric_limits<qsizetype>::max());
        closeOutput();
        readFrom(QProcess::StandardOutput);
        readFrom(QProcess::StandardError);
        if (!m_out.buffer.isEmpty()) emitLine(m_out, m_out.buffer, false);
        if (!m_err.buffer.isEmpty()) emitLine(m_err, m_err.buffer, true);
        m_out.buffer.clear();
        m_err.buffer.clear();
        m_unwritten.clear();
        closeInput();
        Q_EMIT exited(code, status == QProcess::CrashExit || m_killedByUs);
    });
}

EngineProcess::~EngineProcess()
{
    t_held.removeAll(this);
    m_unwritten.clear();
    closeInput();
    closeOutput();
    if (m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
        m_process->kill();
        // Destroying a running QProcess waits for it; instead the killed process is reaped by
        // the event loop and its QProcess deleted then.
        m_process->setParent(nullptr);
        connect(m_process, &QProcess::finished, m_process, &QObject::deleteLater);
    }
}

void EngineProcess::start(const Command &command)
{
    m_process->setProgram(command.program);
    m_process->setArguments(command.arguments);
    if (!command.workingDirectory.isEmpty())
        m_process->setWorkingDirectory(command.workingDirectory);
    m_unwritten.clear();
    closeInput();
    closeOutput();
    m_closeInputWhenWritten = false;
    openPipes();
}

void EngineProcess::openPipes()
{
#ifdef Q_OS_UNIX
    int in[2], out[2];
    if (::pipe2(in, O_CLOEXEC) == 0) {
        if (::pipe2(out, O_CLOEXEC) != 0) {
            ::close(in[0]);
            ::close(in[1]);
        } else {
            // The child's stdin and stdout become our pipes' ends, over what QProcess set up
            // (no pipe for stdout: the null device).
            const int readEnd = in[0], writeEnd = out[1];
            m_process->setStandardOutputFile(QProcess::nullDevice());
            m_process->setChildProcessModifier([readEnd, writeEnd] {
                ::dup2(readEnd, STDIN_FILENO);
                ::dup2(writeEnd, STDOUT_FILENO);
            });
            m_inputFd = in[1];
            m_outputFd = out[0];
            ::fcntl(m_inputFd, F_SETFL, ::fcntl(m_inputFd, F_GETFL) | O_NONBLOCK);
            ::fcntl(m_outputFd, F_SETFL, ::fcntl(m_outputFd, F_GETFL) | O_NONBLOCK);
            // A write to an engine that has just died must fail with EPIPE, not kill us
            // (QProcess ignores SIGPIPE too).
            ::signal(SIGPIPE, SIG_IGN);
            m_process->start(QIODevice::ReadWrite); // forks: the child has its copies now
            ::close(readEnd);
            ::close(writeEnd); // so that the pipe ends when the engine's copy does
            m_inputNotifier = new QSocketNotifier(m_inputFd, QSocketNotifier::Write, this);
            m_inputNotifier->setEnabled(false);
            connect(m_inputNotifier, &QSocketNotifier::activated, this, &EngineProcess::writeInput);
            m_outputNotifier = new QSocketNotifier(m_outputFd, QSocketNotifier::Read, this);
            connect(m_outputNotifier, &QSocketNotifier::activated, this,
                    [this] { readOutput(readPerTurn); });
            return;
        }
    }
#endif
    m_process->start(QIODevice::ReadWrite);
}

void EngineProcess::writeLine(const QString &line)
{
    // While the process is still starting, QProcess buffers what is written (and our pipe holds
    // it until the engine reads).
    if (m_process->state() == QProcess::NotRunning) return;
    if (m_inputFd < 0) {
        m_process->write(line.toUtf8() + '\n');
        return;
    }
    appendUtf8(m_unwritten, line);
    m_unwritten += '\n';
    if (m_inputNotifier->isEnabled()) return; // the pipe is full: written when it has room
    if (t_handlingOutput > 0) {
        if (!t_held.contains(this)) t_held << this;
        return;
    }
    writeInput();
}

void EngineProcess::writeHeld()
{
    while (!t_held.isEmpty())
        t_held.takeFirst()->writeInput();
}

void EngineProcess::writeInput()
{
#ifdef Q_OS_UNIX
    if (m_inputFd < 0) return;
    // Only called with something to write (writeLine appended it, or the pipe had no room).
    Q_ASSERT(!m_unwritten.isEmpty());
    qint64 handedNs = 0; // just before each write call: the last one's counts
    while (!m_unwritten.isEmpty()) {
        handedNs = HarnessLatency::now();
        const ssize_t n = ::write(m_inputFd, m_unwritten.constData(), size_t(m_unwritten.size()));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            m_inputNotifier->setEnabled(true); // the rest once the engine has read some
            return;
        }
        if (n < 0) {
            // The engine is gone (EPIPE): what it did not read is lost; exited follows.
            m_unwritten.clear();
            closeInput();
            return;
        }
        m_unwritten.remove(0, n);
    }
    m_inputNotifier->setEnabled(false);
    Q_EMIT inputWritten(handedNs);
    if (m_closeInputWhenWritten) closeInput();
#endif
}

void EngineProcess::closeInput()
{
#ifdef Q_OS_UNIX
    if (m_inputFd < 0) return;
    // Maybe from within the notifier's own signal: deleted later.
    m_inputNotifier->setEnabled(false);
    std::exchange(m_inputNotifier, nullptr)->deleteLater();
    ::close(std::exchange(m_inputFd, -1));
#endif
}

void EngineProcess::shutDown(int graceMs)
{
    if (m_process->state() == QProcess::NotRunning) return;
    if (m_inputFd < 0)
        m_process->closeWriteChannel();
    else if (m_unwritten.isEmpty())
        closeInput();
    else
        m_closeInputWhenWritten = true;
    QTimer::singleShot(graceMs, this, [this] {
        if (m_process->state() != QProcess::NotRunning) kill();
    });
}

void EngineProcess::kill()
{
    if (m_process->state() == QProcess::NotRunning) return;
    m_killedByUs = true;
    m_process->kill();
}

bool EngineProcess::isRunning() const
{
    return m_process->state() != QProcess::NotRunning;
}

qint64 EngineProcess::processId() const
{
    return m_process->processId();
}

void EngineProcess::readFrom(QProcess::ProcessChannel channel)
{
    m_process->setReadChannel(channel);
    handleOutput(m_process->readAll(), channel == QProcess::StandardError);
}

void EngineProcess::readOutput(qsizetype limit)
{
    if (m_outputFd < 0) return;
    m_lastReadNs = HarnessLatency::now();
    // Mostly a line or two, split straight from the stack; more is gathered first.
    char chunk[16384];
    const qsizetype first = readPipe(chunk, sizeof chunk);
    if (first < qsizetype(sizeof chunk)) {
        handleOutput(QByteArrayView(chunk, first), false);
        return;
    }
    QByteArray data(chunk, first);
    for (qsizetype n = first; n == qsizetype(sizeof chunk) && data.size() < limit;) {
        n = readPipe(chunk, sizeof chunk);
        data.append(chunk, n);
    }
    handleOutput(data, false);
}

qsizetype EngineProcess::readPipe(char *into, qsizetype size)
{
#ifdef Q_OS_UNIX
    while (m_outputFd >= 0) {
        const ssize_t n = ::read(m_outputFd, into, size_t(size));
        if (n > 0) return n;
        if (n < 0 && errno == EINTR) continue;
        // At its end (the engine has closed it or died) the pipe is closed here; exited follows
        // from QProcess.
        if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)) closeOutput();
        break;
    }
#else
    Q_UNUSED(into);
    Q_UNUSED(size);
#endif
    return 0;
}

void EngineProcess::closeOutput()
{
#ifdef Q_OS_UNIX
    if (m_outputFd < 0) return;
    // Maybe from within the notifier's own signal: deleted later.
    m_outputNotifier->setEnabled(false);
    std::exchange(m_outputNotifier, nullptr)->deleteLater();
    ::close(std::exchange(m_outputFd, -1));
#endif
}

void EngineProcess::handleOutput(QByteArrayView data, bool isStderr)
{
    if (data.isEmpty()) return;
    // `this` may be gone once the lines are handled: nothing of it is touched after.
    ++t_handlingOutput;
    splitLines(isStderr ? m_err : m_out, data, isStderr);
    if (--t_handlingOutput == 0) writeHeld();
}

void EngineProcess::splitLines(Stream &stream, QByteArrayView data, bool isStderr)
{
    qsizetype start = 0;
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data[i];
        if (c != '\n' && c != '\r') continue;
        if (c == '\n' && stream.lastWasCR && i == start && stream.buffer.isEmpty()) {
            // LF of a CRLF pair split at the CR.
            stream.lastWasCR = false;
            start = i + 1;
            continue;
        }
        stream.lastWasCR = c == '\r';
        QByteArrayView piece(data.constData() + start, i - start);
        if (stream.skippingLongLine) {
            stream.skippingLongLine = false;
        } else if (stream.buffer.isEmpty()) {
            emitLine(stream, piece, isStderr);
        } else {
            stream.buffer.append(piece);
            emitLine(stream, stream.buffer, isStderr);
        }
        stream.buffer.clear();
        if (c == '\r' && i + 1 < data.size() && data[i + 1] == '\n') {
            ++i;
            stream.lastWasCR = false;
        }
        start = i + 1;
    }
    if (start < data.size()) {
        stream.lastWasCR = false;
        if (!stream.skippingLongLine)
            stream.buffer.append(data.constData() + start, data.size() - start);
    }
    if (stream.buffer.size() > m_maxLineLength) {
        Q_EMIT outputProblemFound(
            tr("a line longer than %1 bytes was dropped").arg(m_maxLineLength));
        stream.buffer.clear();
        stream.skippingLongLine = true;
    }
}

void EngineProcess::emitLine(Stream &stream, QByteArrayView bytes, bool isStderr)
{
    if (bytes.size() > m_maxLineLength) {
        Q_EMIT outputProblemFound(
            tr("a line longer than %1 bytes was dropped").arg(m_maxLineLength));
        return;
    }
    QString line = stream.decoder.decode(bytes);
    if (stream.decoder.hasError()) {
        Q_EMIT outputProblemFound(tr("invalid UTF-8 in the engine's output"));
        stream.decoder.resetState();
    }
    if (isStderr)
        Q_EMIT stderrLineReceived(line);
    else
        Q_EMIT lineReceived(line);
}

} // namespace kibitz
